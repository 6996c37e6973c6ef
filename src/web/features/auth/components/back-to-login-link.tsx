import { Link } from '@tanstack/react-router';
import { t } from '#shared/messages/fr-auth.ts';
import { paths } from '#web/paths.ts';

/** The centred "back to sign-in" line at the foot of an auth card. */
export function BackToLoginLink({ returnPath }: { returnPath?: string | null }) {
  return (
    <p className="text-center text-sm">
      <Link
        to={paths.auth.login(returnPath ?? undefined)}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {t('auth.backToLogin')}
      </Link>
    </p>
  );
}
