import { pageRolesFor } from '#shared/auth/role-routing.ts';
import type { Role } from '#shared/domain.ts';
import { paths } from '#web/paths.ts';

// Platform console, part consoles (issue 18, decision 300): where the dashboard's 'Exercices à
// corriger' leads. Grading is the instructors' page (/instructor/submissions, which a superadmin opens
// too); an admin without that role goes to the organisation's exercises, each with its submission count.

export function gradingListPath(roles: readonly Role[]): string {
  const submissions = paths.instructor.submissions();
  const allowed = pageRolesFor(submissions) ?? [];
  return roles.some((role) => allowed.includes(role)) ? submissions : paths.admin.exercises();
}
