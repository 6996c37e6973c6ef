import { useSearch } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { t } from '#shared/messages/fr-auth.ts';
import { paths } from '#web/paths.ts';
import { resetPassword } from '../api/set-password.ts';
import { SetPasswordForm } from '../components/set-password-form.tsx';

/** /auth/update-password?token=…: the page a password-reset email links to. */
export function UpdatePasswordPage(): ReactElement {
  const { token } = useSearch({ from: '/auth/update-password' });
  return (
    <SetPasswordForm
      token={token}
      title={t('auth.updateTitle')}
      submitLabel={t('auth.updateButton')}
      successMessage={t('auth.passwordUpdated')}
      submit={resetPassword}
      newLinkPath={paths.auth.resetPassword()}
    />
  );
}
