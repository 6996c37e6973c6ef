import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { type ReactElement, useState } from 'react';
import { PASSWORD_MIN, ZSignUpRequest } from '#shared/auth/auth.contract.ts';
import { carriedReturnPath } from '#shared/auth/return-path.ts';
import { t } from '#shared/messages/fr-auth.ts';
import { ApiError, apiFieldErrors, errorMessage } from '#web/lib/api.ts';
import { useZodForm } from '#web/lib/use-zod-form.ts';
import { paths } from '#web/paths.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { TextField } from '#web/ui/text-field.tsx';
import { notify } from '#web/ui/toast.ts';
import { signUp } from '../api/sign-up.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { EmailField } from '../components/email-field.tsx';
import { startCooldown } from '../resend-cooldown.ts';

/**
 * /auth/sign-up?redirect=…: first name, last name, email, password; then "check your inbox". The
 * page the visitor was on travels with the confirmation email back to their first sign-in.
 */
export function SignUpPage(): ReactElement {
  const navigate = useNavigate();
  const returnPath = carriedReturnPath(useSearch({ from: '/auth/sign-up' }).redirect);
  const form = useZodForm(ZSignUpRequest, { firstName: '', lastName: '', email: '', password: '' });
  const [conflict, setConflict] = useState<string | null>(null);

  const handleSubmit = form.onSubmit(async (input) => {
    setConflict(null);
    try {
      const answer = await signUp({ ...input, ...(returnPath ? { redirect: returnPath } : {}) });
      // The server has just sent the first confirmation email: the resend cooldown starts now.
      startCooldown(input.email);
      notify.success(t('auth.signUpStarted'), answer?.message || t('auth.checkEmail'));
      await navigate({ href: paths.auth.verifyEmail(input.email, returnPath) });
    } catch (error) {
      const fieldErrors = apiFieldErrors(error);
      if (error instanceof ApiError && error.code === 'USER_EXISTS') {
        // The server's own words: "Utilisateur déjà existant. Essayez de vous connecter."
        setConflict(error.serverMessage ?? t('auth.userExists'));
      } else if (Object.keys(fieldErrors).length > 0) {
        form.setErrors(fieldErrors);
      } else {
        notify.error(t('auth.signUpError'), errorMessage(error));
      }
    }
  });

  return (
    <AuthCard title={t('auth.signUpTitle')} subtitle={t('auth.signUpSubtitle')}>
      {conflict ? (
        <Alert variant="destructive">
          <p>{conflict}</p>
          <Link
            to={paths.auth.login(returnPath ?? undefined)}
            className="mt-1 inline-block font-medium underline underline-offset-4"
          >
            {t('auth.backToLogin')}
          </Link>
        </Alert>
      ) : null}
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('auth.firstName')} autoComplete="given-name" {...form.field('firstName')} />
          <TextField label={t('auth.lastName')} autoComplete="family-name" {...form.field('lastName')} />
        </div>
        <EmailField {...form.field('email')} />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.passwordHint', { min: PASSWORD_MIN })}
          {...form.field('password')}
        />
        <Button type="submit" className="w-full" isLoading={form.isSubmitting}>
          {t('auth.signUpButton')}
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        {t('auth.haveAccount')}{' '}
        <Link to={paths.auth.login()} className="font-medium text-primary underline-offset-4 hover:underline">
          {t('auth.signInLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
