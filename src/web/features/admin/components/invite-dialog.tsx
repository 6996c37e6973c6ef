import { type FormEvent, useId, useState } from 'react';
import { ORGANIZATION_ROLES, type OrganizationRole } from '#shared/admin/people.contract.ts';
import { t } from '#shared/messages/fr-admin-people-web.ts';
import { apiFieldErrors, errorMessage } from '#web/lib/api.ts';
import { Button } from '#web/ui/button.tsx';
import { Dialog, DialogContent } from '#web/ui/dialog.tsx';
import { Input } from '#web/ui/input.tsx';
import { Label } from '#web/ui/label.tsx';
import { FIELD_SELECT_CLASSES } from '#web/ui/select-classes.ts';
import { notify } from '#web/ui/toast.ts';
import { useInvite } from '../api/people.ts';
import { roleLabel } from './labels.ts';

/** 'Inviter': an email with a link where the person chooses a password (the invitation flow). */
export function InviteDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const invite = useInvite();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ids = { first: useId(), last: useId(), email: useId(), role: useId() };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      firstName: String(form.get('firstName') ?? ''),
      lastName: String(form.get('lastName') ?? ''),
      email: String(form.get('email') ?? ''),
      role: String(form.get('role') ?? 'student') as OrganizationRole,
    };
    invite.mutate(body, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        setErrors({});
        setIsOpen(false);
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error));
        notify.error(errorMessage(error));
      },
    });
  };

  const field = (name: 'firstName' | 'lastName' | 'email', id: string, label: string, type = 'text') => (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        type={type}
        required
        className="mt-1.5"
        aria-invalid={errors[name] ? true : undefined}
      />
      {errors[name] ? <p className="mt-1 text-sm text-destructive">{errors[name]}</p> : null}
    </div>
  );

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <Button onClick={() => setIsOpen(true)}>{t('admin.users.invite')}</Button>
      <DialogContent title={t('admin.users.inviteTitle')}>
        <form className="space-y-3" onSubmit={onSubmit} noValidate>
          {field('firstName', ids.first, t('admin.users.firstName'))}
          {field('lastName', ids.last, t('admin.users.lastName'))}
          {field('email', ids.email, t('admin.users.email'), 'email')}
          <div>
            <Label htmlFor={ids.role}>{t('admin.users.role')}</Label>
            <select id={ids.role} name="role" className={FIELD_SELECT_CLASSES} defaultValue="student">
              {ORGANIZATION_ROLES.map((role) => (
                <option key={role} value={role}>
                  {roleLabel(role)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" className="w-full" disabled={invite.isPending}>
            {t('admin.users.send')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
