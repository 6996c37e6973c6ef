// Toasts through one door, so there is only ever one on screen (see toaster.tsx). Sonner is loaded on
// first use rather than with the first download: nothing toasts before the user has done something.

type ToastKind = 'success' | 'error' | 'info';

let sonner: Promise<typeof import('sonner')> | null = null;

function loadSonner(): Promise<typeof import('sonner')> {
  sonner ??= import('sonner');
  return sonner;
}

function show(kind: ToastKind, title: string, description?: string): void {
  void loadSonner().then(({ toast }) => {
    toast.dismiss();
    toast[kind](title, description ? { description } : undefined);
  });
}

export const notify = {
  success: (title: string, description?: string) => show('success', title, description),
  error: (title: string, description?: string) => show('error', title, description),
  info: (title: string, description?: string) => show('info', title, description),
};
