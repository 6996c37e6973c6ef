import { type ReactElement, useState } from 'react';
import { ZEmailRequest } from '#shared/auth/auth.contract.ts';
import { t } from '#shared/messages/fr-auth.ts';
import { apiFieldErrors, errorMessage } from '#web/lib/api.ts';
import { useZodForm } from '#web/lib/use-zod-form.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { notify } from '#web/ui/toast.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { BackToLoginLink } from '../components/back-to-login-link.tsx';
import { EmailField } from '../components/email-field.tsx';

/** /auth/reset-password: asks for a reset link by email. */
export function ResetPasswordPage(): ReactElement {
  const form = useZodForm(ZEmailRequest, { email: '' });
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  const handleSubmit = form.onSubmit(async (input) => {
    try {
      const answer = await requestPasswordReset(input.email);
      setSentMessage(answer?.message || t('auth.resetRequested'));
    } catch (error) {
      const fieldErrors = apiFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
      else notify.error(t('auth.genericError'), errorMessage(error));
    }
  });

  return (
    <AuthCard title={t('auth.resetTitle')} subtitle={sentMessage ? undefined : t('auth.resetDetail')}>
      {sentMessage ? (
        <Alert variant="success">{sentMessage}</Alert>
      ) : (
        <form noValidate onSubmit={handleSubmit} className="space-y-4">
          <EmailField {...form.field('email')} />
          <Button type="submit" className="w-full" isLoading={form.isSubmitting}>
            {t('auth.resetButton')}
          </Button>
        </form>
      )}
      <BackToLoginLink />
    </AuthCard>
  );
}
