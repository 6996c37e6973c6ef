import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { t } from '#shared/messages/fr-web.ts';
import { cn } from '#web/lib/cn.ts';
import { ModalCloseButton, ModalPanel } from './modal-panel.tsx';

// A drawer sliding from the left, built on Radix Dialog (focus trap, Escape, scroll lock).

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

export function SheetContent({
  className,
  children,
  title,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { title: string }) {
  return (
    <ModalPanel
      aria-describedby={undefined}
      className={cn(
        'fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-surface shadow-xl outline-none',
        className,
      )}
      {...props}
    >
      <div className="flex h-14 items-center justify-between border-b border-border px-4">
        <DialogPrimitive.Title className="text-base font-semibold">{title}</DialogPrimitive.Title>
        <ModalCloseButton label={t('shell.closeMenu')} />
      </div>
      {children}
    </ModalPanel>
  );
}
