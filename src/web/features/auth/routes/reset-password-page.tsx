import { Link } from '@tanstack/react-router';
import { type FormEvent, type ReactElement, useState } from 'react';
import { ZEmailRequest } from '#shared/auth/auth.contract.ts';
import { t } from '#shared/messages/fr.ts';
import { apiFieldErrors, errorMessage } from '#web/lib/api.ts';
import { useZodForm } from '#web/lib/use-zod-form.ts';
import { paths } from '#web/paths.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { TextField } from '#web/ui/text-field.tsx';
import { notify } from '#web/ui/toast.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import { AuthCard } from '../components/auth-card.tsx';

/** /auth/reset-password: asks for a reset link by email. */
export function ResetPasswordPage(): ReactElement {
  const form = useZodForm(ZEmailRequest, { email: '' });
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    setIsSubmitting(true);
    try {
      const answer = await requestPasswordReset(input.email);
      setSentMessage(answer?.message || t('auth.resetRequested'));
    } catch (error) {
      const fieldErrors = apiFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
      else notify.error(t('auth.genericError'), errorMessage(error));
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <AuthCard title={t('auth.resetTitle')} subtitle={sentMessage ? undefined : t('auth.resetDetail')}>
      {sentMessage ? (
        <Alert variant="success">{sentMessage}</Alert>
      ) : (
        <form noValidate onSubmit={handleSubmit} className="space-y-4">
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            {...form.field('email')}
          />
          <Button type="submit" className="w-full" isLoading={isSubmitting}>
            {t('auth.resetButton')}
          </Button>
        </form>
      )}
      <p className="text-center text-sm">
        <Link to={paths.auth.login()} className="font-medium text-primary underline-offset-4 hover:underline">
          {t('auth.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
