import { type ReactElement, useState } from 'react';
import { t } from '#shared/messages/fr-platform-superadmin-web.ts';
import {
  type TOrganizationSummary,
  ZOrganizationName,
  ZSuspendOrganization,
} from '#shared/platform/platform.contract.ts';
import { apiFieldErrors, errorMessage } from '#web/lib/api.ts';
import { Button } from '#web/ui/button.tsx';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { Dialog, DialogClose, DialogContent } from '#web/ui/dialog.tsx';
import { TextField } from '#web/ui/text-field.tsx';
import { TextareaField } from '#web/ui/textarea-field.tsx';
import { useOrganizationAction } from '../api/organizations.ts';

// superadmin (issue 18): renaming an organisation, and suspending one after saying what it does
// (members signed out, courses off the catalogue) with the reason the audit log keeps. Both are
// checked by the server's contracts first, then by the server.

type DialogProps = {
  organization: TOrganizationSummary | null;
  onClose: () => void;
  onDone: () => void;
};

function Actions({
  isPending,
  submit,
  variant = 'default',
}: {
  isPending: boolean;
  submit: string;
  variant?: 'default' | 'destructive';
}): ReactElement {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <DialogClose type="button" className={buttonClasses('outline', 'default')}>
        {t('superadmin.orgs.cancel')}
      </DialogClose>
      <Button type="submit" variant={variant} disabled={isPending}>
        {submit}
      </Button>
    </div>
  );
}

export function RenameDialog({ organization, onClose, onDone }: DialogProps): ReactElement {
  const action = useOrganizationAction();
  const [name, setName] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setName(null);
    setError(undefined);
    onClose();
  };
  const value = name ?? organization?.name ?? '';
  return (
    <Dialog open={organization !== null} onOpenChange={(open) => (open ? undefined : close())}>
      {organization ? (
        <DialogContent
          title={t('superadmin.orgs.renameTitle')}
          description={t('superadmin.orgs.renameDescription', { name: organization.name })}
        >
          <form
            noValidate
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              const checked = ZOrganizationName.safeParse(value);
              if (!checked.success) {
                setError(checked.error.issues[0]?.message);
                return;
              }
              action.mutate(
                { kind: 'rename', id: organization.id, name: checked.data },
                {
                  onSuccess: () => {
                    onDone();
                    close();
                  },
                  onError: (failure) => setError(apiFieldErrors(failure).name ?? errorMessage(failure)),
                },
              );
            }}
          >
            <TextField
              label={t('superadmin.orgs.newName')}
              value={value}
              error={error}
              autoComplete="organization"
              onChange={(event) => {
                setName(event.target.value);
                setError(undefined);
              }}
            />
            <Actions isPending={action.isPending} submit={t('superadmin.orgs.rename')} />
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

export function SuspendDialog({ organization, onClose, onDone }: DialogProps): ReactElement {
  const action = useOrganizationAction();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  return (
    <Dialog open={organization !== null} onOpenChange={(open) => (open ? undefined : close())}>
      {organization ? (
        <DialogContent
          title={t('superadmin.orgs.suspendTitle')}
          description={t('superadmin.orgs.suspendDescription', { name: organization.name })}
        >
          <form
            noValidate
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              const checked = ZSuspendOrganization.safeParse({ reason });
              if (!checked.success) {
                setError(checked.error.issues[0]?.message);
                return;
              }
              action.mutate(
                { kind: 'suspend', id: organization.id, reason: checked.data.reason },
                {
                  onSuccess: () => {
                    onDone();
                    close();
                  },
                  onError: (failure) => setError(apiFieldErrors(failure).reason ?? errorMessage(failure)),
                },
              );
            }}
          >
            <TextareaField
              label={t('platform.orgs.suspendReason')}
              value={reason}
              max={500}
              rows={3}
              error={error}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
            />
            <p className="text-sm text-muted-foreground">{t('superadmin.orgs.reasonHint')}</p>
            <Actions
              isPending={action.isPending}
              submit={t('superadmin.orgs.confirmSuspend')}
              variant="destructive"
            />
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
