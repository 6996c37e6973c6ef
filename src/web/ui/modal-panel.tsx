import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

// What the dialog and the sheet share on Radix Dialog: the portal, the dimmed overlay, the panel,
// and the X that closes it.

export function ModalPanel({ children, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/40" />
      <DialogPrimitive.Content {...props}>{children}</DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function ModalCloseButton({ label, className }: { label: string; className?: string }) {
  return (
    <DialogPrimitive.Close
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
      aria-label={label}
    >
      <X aria-hidden="true" className="size-5" />
    </DialogPrimitive.Close>
  );
}
