import { t } from '#shared/messages/fr-courses-structure.ts';
import { Button } from '#web/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '#web/ui/dialog.tsx';

/** A question before a destructive edit (deleting, discarding a lesson's content). */
export type Confirmation = { title: string; text: string; confirmLabel: string; onConfirm: () => void };

export function ConfirmDialog({
  confirmation,
  onClose,
}: {
  confirmation: Confirmation | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={confirmation !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      {confirmation ? (
        <DialogContent title={confirmation.title} description={confirmation.text} role="alertdialog">
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">{t('structureBuilder.cancel')}</Button>
            </DialogClose>
            <Button
              variant="destructive"
              onClick={() => {
                confirmation.onConfirm();
                onClose();
              }}
            >
              {confirmation.confirmLabel}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
