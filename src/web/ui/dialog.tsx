import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps, ReactNode } from 'react';
import { t } from '#shared/messages/fr-web.ts';
import { cn } from '#web/lib/cn.ts';
import { ModalCloseButton, ModalPanel } from './modal-panel.tsx';

// A small modal dialog on Radix Dialog (focus trap, Escape, scroll lock): centred on a computer,
// from the bottom edge on a phone so the keyboard leaves its buttons in reach.

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({
  className,
  children,
  title,
  description,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { title: string; description?: ReactNode }) {
  return (
    <ModalPanel
      // Radix links the Description itself; without one, say there is none (no console warning).
      {...(description ? {} : { 'aria-describedby': undefined })}
      className={cn(
        'fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-xl bg-surface p-5 shadow-xl outline-none',
        'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:p-6',
        className,
      )}
      {...props}
    >
      <div className="flex items-start justify-between gap-4">
        <DialogPrimitive.Title className="text-lg font-semibold leading-tight">{title}</DialogPrimitive.Title>
        <ModalCloseButton label={t('shell.close')} className="-mt-2 -mr-2 shrink-0" />
      </div>
      {description ? (
        <DialogPrimitive.Description className="mt-2 text-sm text-muted-foreground">
          {description}
        </DialogPrimitive.Description>
      ) : null}
      <div className="mt-4">{children}</div>
    </ModalPanel>
  );
}
