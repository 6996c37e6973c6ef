import { Link } from '@tanstack/react-router';
import { t } from '#shared/messages/fr-auth.ts';
import { paths } from '#web/paths.ts';

/** The centred "back to sign-in" line at the foot of an auth card. */
export function BackToLoginLink() {
  return (
    <p className="text-center text-sm">
      <Link to={paths.auth.login()} className="font-medium text-primary underline-offset-4 hover:underline">
        {t('auth.backToLogin')}
      </Link>
    </p>
  );
}
