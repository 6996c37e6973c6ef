import { useSearch } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { t } from '#shared/messages/fr-auth.ts';
import { activateAccount } from '../api/set-password.ts';
import { SetPasswordForm } from '../components/set-password-form.tsx';

/**
 * /auth/activate, /auth/activate-account and /auth/instructor-activate (?token=…): an invited user
 * chooses a first password. One component; the instructor invitation only changes the heading.
 */
export function ActivatePage(): ReactElement {
  return <ActivateForm title={t('auth.activateTitle')} />;
}

export function InstructorActivatePage(): ReactElement {
  return <ActivateForm title={t('auth.instructorActivateTitle')} />;
}

function ActivateForm({ title }: { title: string }) {
  const search = useSearch({ strict: false });
  return (
    <SetPasswordForm
      token={typeof search.token === 'string' ? search.token : undefined}
      title={title}
      subtitle={t('auth.activateDetail')}
      submitLabel={t('auth.activateButton')}
      successMessage={t('auth.accountActivated')}
      submit={activateAccount}
    />
  );
}
