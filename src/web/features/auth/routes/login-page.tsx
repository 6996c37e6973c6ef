import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { type ReactElement, useState } from 'react';
import { ZSignInRequest } from '#shared/auth/auth.contract.ts';
import { t } from '#shared/messages/fr-auth.ts';
import { ApiError, apiFieldErrors, errorMessage } from '#web/lib/api.ts';
import { useSessionStore } from '#web/lib/session/session-context.tsx';
import { useZodForm } from '#web/lib/use-zod-form.ts';
import { paths } from '#web/paths.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { TextField } from '#web/ui/text-field.tsx';
import { notify } from '#web/ui/toast.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { EmailField } from '../components/email-field.tsx';
import { postSignInPath } from '../post-sign-in-path.ts';

/** /auth/login?redirect=…: email and password; back to `redirect` when permitted, else the landing page. */
export function LoginPage(): ReactElement {
  const { redirect } = useSearch({ from: '/auth/login' });
  const navigate = useNavigate();
  const session = useSessionStore();
  const form = useZodForm(ZSignInRequest, { email: '', password: '' });
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);

  const handleSubmit = form.onSubmit(async (input) => {
    setUnverifiedEmail(null);
    try {
      const me = await session.signIn(input);
      notify.success(t('auth.signInSuccess'), t('auth.welcome'));
      await navigate({ href: postSignInPath(redirect, me.roles), replace: true });
    } catch (error) {
      form.setErrors(apiFieldErrors(error));
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') setUnverifiedEmail(input.email);
      notify.error(t('auth.signInError'), errorMessage(error));
    }
  });

  return (
    <AuthCard title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')}>
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <EmailField {...form.field('email')} />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
        />
        <div className="text-right text-sm">
          <Link to={paths.auth.resetPassword()} className="text-primary underline-offset-4 hover:underline">
            {t('auth.forgotPassword')}
          </Link>
        </div>
        <Button type="submit" className="w-full" isLoading={form.isSubmitting}>
          {t('auth.signInButton')}
        </Button>
      </form>
      {unverifiedEmail ? (
        <Alert variant="warning">
          <Link
            to={paths.auth.verifyEmail()}
            search={{ email: unverifiedEmail }}
            className="font-medium underline underline-offset-4"
          >
            {t('auth.resendFromLogin')}
          </Link>
        </Alert>
      ) : null}
      <p className="text-center text-sm text-muted-foreground">
        {t('auth.noAccount')}{' '}
        <Link
          to={paths.auth.signUp(redirect)}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('auth.createAccountLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
