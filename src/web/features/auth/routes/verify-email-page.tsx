import { useSearch } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { type ReactElement, useState } from 'react';
import { carriedReturnPath } from '#shared/auth/return-path.ts';
import { t } from '#shared/messages/fr-auth.ts';
import { Alert, AlertDescription } from '#web/ui/alert.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { BackToLoginLink } from '../components/back-to-login-link.tsx';
import { EmailField } from '../components/email-field.tsx';
import { ResendConfirmationButton } from '../components/resend-confirmation-button.tsx';

/** /auth/verify-email?email=…&redirect=…: the "check your inbox" notice with the resend button. */
export function VerifyEmailPage(): ReactElement {
  const search = useSearch({ from: '/auth/verify-email' });
  const emailFromLink = search.email ?? '';
  const returnPath = carriedReturnPath(search.redirect);
  const [typedEmail, setTypedEmail] = useState('');
  const email = emailFromLink || typedEmail;

  return (
    <AuthCard title={t('auth.verifyTitle')}>
      <Alert className="flex gap-3">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="min-w-0">
          <AlertDescription className="[overflow-wrap:anywhere]">
            <p>
              {emailFromLink
                ? t('auth.verifyDetail', { email: emailFromLink })
                : t('auth.verifyDetailNoEmail')}
            </p>
            <p className="mt-1 text-muted-foreground">{t('auth.verifySpam')}</p>
          </AlertDescription>
        </div>
      </Alert>
      {emailFromLink ? null : (
        <EmailField value={typedEmail} onChange={(event) => setTypedEmail(event.target.value)} />
      )}
      <ResendConfirmationButton email={email} returnPath={returnPath} className="w-full" />
      <BackToLoginLink returnPath={returnPath} />
    </AuthCard>
  );
}
