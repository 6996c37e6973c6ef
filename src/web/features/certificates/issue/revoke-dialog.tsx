import { useState } from 'react';
import { REVOKE_REASON, type TAdminCertificate } from '#shared/certificates/certificates-issue.contract.ts';
import { t } from '#shared/messages/fr-certificates-issue-web.ts';
import { apiFieldErrors, errorMessage } from '#web/lib/api.ts';
import { Button } from '#web/ui/button.tsx';
import { Dialog, DialogContent } from '#web/ui/dialog.tsx';
import { TextareaField } from '#web/ui/textarea-field.tsx';
import { notify } from '#web/ui/toast.ts';
import { useRevokeCertificate } from '../api/issued-certificates.ts';

/** The revocation, with its required reason (3–500 characters, checked again by the server). */
export function RevokeDialog({
  certificate,
  onClose,
}: {
  certificate: TAdminCertificate | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const revoke = useRevokeCertificate();
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  return (
    <Dialog open={certificate !== null} onOpenChange={(open) => (open ? undefined : close())}>
      {certificate ? (
        <DialogContent
          title={t('certificates.issued.dialogTitle')}
          description={t('certificates.issued.dialogDescription', {
            learner: certificate.learner.name,
            course: certificate.course.title,
          })}
        >
          <form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              const trimmed = reason.trim();
              if (trimmed.length < REVOKE_REASON.min || trimmed.length > REVOKE_REASON.max) {
                setError(t('certificates.issued.reasonHint', REVOKE_REASON));
                return;
              }
              revoke.mutate(
                { id: certificate.id, reason: trimmed },
                {
                  onSuccess: () => {
                    notify.success(t('certificates.issued.revoked'));
                    close();
                  },
                  onError: (failure) => setError(apiFieldErrors(failure).reason ?? errorMessage(failure)),
                },
              );
            }}
          >
            <TextareaField
              label={t('certificates.issued.reason')}
              value={reason}
              max={REVOKE_REASON.max}
              error={error}
              rows={3}
              required
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
            />
            <p className="text-sm text-muted-foreground">
              {t('certificates.issued.reasonHint', REVOKE_REASON)}
            </p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={close}>
                {t('certificates.issued.cancel')}
              </Button>
              <Button type="submit" variant="destructive" disabled={revoke.isPending}>
                {t('certificates.issued.confirm')}
              </Button>
            </div>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
