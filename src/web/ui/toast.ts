// Toasts through one door, so there is only ever one on screen (see toaster.tsx). Sonner and the
// toaster are loaded on first use rather than with the page: nothing toasts before the user has done
// something, and a first visit then saves sonner's 9 KB and two requests (docs/decisions/180).

type ToastKind = 'success' | 'error' | 'info';

let sonner: Promise<typeof import('sonner')> | null = null;

function loadSonner(): Promise<typeof import('sonner')> {
  sonner ??= import('sonner');
  return sonner;
}

/** Whether the toaster has been asked for (app.tsx mounts it then), and who waits for that. */
let isToasterWanted = false;
const wantListeners = new Set<() => void>();
let markMounted: () => void = () => {};
/** Resolved once the toaster is on the page: a toast shown before would not be drawn. */
const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export const toasterRequest = {
  subscribe(listener: () => void): () => void {
    wantListeners.add(listener);
    return () => wantListeners.delete(listener);
  },
  isWanted: (): boolean => isToasterWanted,
  /** Called by the toaster once mounted. */
  mounted: (): void => markMounted(),
};

function wantToaster(): void {
  if (isToasterWanted) return;
  isToasterWanted = true;
  for (const listener of wantListeners) listener();
}

function show(kind: ToastKind, title: string, description?: string): void {
  wantToaster();
  void Promise.all([loadSonner(), toasterMounted]).then(([{ toast }]) => {
    toast.dismiss();
    toast[kind](title, description ? { description } : undefined);
  });
}

export const notify = {
  success: (title: string, description?: string) => show('success', title, description),
  error: (title: string, description?: string) => show('error', title, description),
  info: (title: string, description?: string) => show('info', title, description),
};
