import { useRouter } from '@tanstack/react-router';
import { useSessionStore } from '#web/lib/session/session-context.tsx';
import { useSession } from '#web/lib/session/use-session.ts';
import { paths } from '#web/paths.ts';

/** What every signed-in shell needs from the session: the user, roles, and a sign-out that goes to login. */
export function useShellSession() {
  const store = useSessionStore();
  const session = useSession();
  const router = useRouter();
  const me = session.status === 'authenticated' ? session.me : null;
  return {
    me,
    roles: me?.roles ?? [],
    userName: me ? me.user.name || `${me.user.firstName} ${me.user.lastName}`.trim() : '',
    // Accounts, part settings (issue 17): the shells show the user's picture
    userImage: me?.user.image ?? null,
    onSignOut: () => store.signOut(() => router.navigate({ to: paths.auth.login() })),
  };
}
