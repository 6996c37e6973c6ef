import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { LoaderCircle } from 'lucide-react';
import { type ReactElement, useState } from 'react';
import { carriedReturnPath } from '#shared/auth/return-path.ts';
import { t } from '#shared/messages/fr-auth.ts';
import { ApiError, errorMessage } from '#web/lib/api.ts';
import { paths } from '#web/paths.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { confirmEmail } from '../api/confirm-email.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { EmailField } from '../components/email-field.tsx';
import { ResendConfirmationButton } from '../components/resend-confirmation-button.tsx';

/** /auth/confirm-email?token=…&redirect=…: confirms once, then offers to sign in, or to resend on a bad link. */
export function ConfirmEmailPage(): ReactElement {
  const { token, redirect } = useSearch({ from: '/auth/confirm-email' });
  // From the confirmation email: the page to come back to after this first sign-in.
  const returnPath = carriedReturnPath(redirect);
  const confirmation = useQuery({
    queryKey: ['auth', 'confirm-email', token],
    queryFn: () => confirmEmail(token ?? ''),
    enabled: Boolean(token),
    // The token is single-use: never ask twice.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  const isInvalidLink =
    !token || (confirmation.error instanceof ApiError && confirmation.error.status === 400);

  return (
    <AuthCard title={t('auth.confirmTitle')}>
      {isInvalidLink ? (
        <InvalidLink
          returnPath={returnPath}
          message={
            confirmation.error instanceof ApiError
              ? (confirmation.error.serverMessage ?? t('auth.invalidToken'))
              : t('auth.invalidToken')
          }
        />
      ) : confirmation.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {t('auth.confirming')}
        </p>
      ) : confirmation.isError ? (
        <div className="space-y-4">
          <Alert variant="destructive">{errorMessage(confirmation.error)}</Alert>
          <Button onClick={() => void confirmation.refetch()} isLoading={confirmation.isFetching}>
            {t('shell.retry')}
          </Button>
        </div>
      ) : (
        <div className="space-y-4">
          <Alert variant="success">{confirmation.data?.message || t('auth.emailConfirmed')}</Alert>
          <Link to={paths.auth.login(returnPath ?? undefined)} className={buttonClasses('default')}>
            {t('auth.signInLink')}
          </Link>
        </div>
      )}
    </AuthCard>
  );
}

function InvalidLink({ message, returnPath }: { message: string; returnPath: string | null }) {
  const [email, setEmail] = useState('');
  return (
    <div className="space-y-4">
      <Alert variant="destructive">{message}</Alert>
      <h2 className="text-base font-semibold">{t('auth.requestNewLink')}</h2>
      <EmailField value={email} onChange={(event) => setEmail(event.target.value)} />
      <ResendConfirmationButton email={email} returnPath={returnPath} className="w-full" />
    </div>
  );
}
