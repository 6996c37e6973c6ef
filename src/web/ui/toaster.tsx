import { useEffect } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { t } from '#shared/messages/fr-web.ts';
import { toasterRequest } from './toast.ts';

/** How long a toast stays on screen (spec: "Toast removal delay 5000 ms"). */
export const TOAST_DURATION_MS = 5000;

/**
 * One toast at a time (spec/authoring-and-shell.md §2, §4).
 *
 * - `visibleToasts={1}` shows only the newest toast, and `notify` (./toast.ts) dismisses the previous
 *   one before showing the next, so the page never holds a stack of hidden toasts.
 * - The spec's 5000 ms "remove delay" comes from a toast hook that kept a dismissed toast mounted for
 *   5 s. Sonner has no such setting: it unmounts a dismissed toast after its 200 ms exit animation.
 *   We therefore give every toast a lifetime of 5000 ms (`duration`): it is dismissed and removed
 *   5 s after it appears, or at once when the user closes it (close button, swipe).
 */
export function Toaster() {
  // notify() waits for this before showing its toast (the toaster is mounted on first use).
  useEffect(() => toasterRequest.mounted(), []);
  return (
    <SonnerToaster
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      position="top-center"
      closeButton
      richColors
      containerAriaLabel={t('shell.notifications')}
      toastOptions={{ closeButtonAriaLabel: t('shell.close') }}
    />
  );
}
