import { useRouter } from '@tanstack/react-router';
import { signOut } from '#web/features/auth/session.ts';
import { useSession } from '#web/features/auth/use-session.ts';
import { paths } from '#web/paths.ts';

/** What every signed-in shell needs from the session: the user, roles, and a sign-out that goes to login. */
export function useShellSession() {
  const session = useSession();
  const router = useRouter();
  const me = session.status === 'authenticated' ? session.me : null;
  return {
    me,
    roles: me?.roles ?? [],
    userName: me ? me.user.name || `${me.user.firstName} ${me.user.lastName}`.trim() : '',
    onSignOut: () => signOut(() => router.navigate({ to: paths.auth.login() })),
  };
}
