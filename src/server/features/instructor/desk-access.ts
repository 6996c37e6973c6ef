import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Executor } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { findInstructor, findInstructorOfUser } from './instructor.repo.ts';

// Who sees which figures on the instructor's desk (issue 17; spec §6, §8): an instructor their own,
// only while their profile is active ('Profil instructeur non trouvé' 404, 'Compte instructeur
// inactif' 403); an admin every instructor of their organisation, or the organisation as a whole
// (another organisation's instructor is not found); a superadmin any instructor (decision 268).

export type DeskScope = {
  organizationId: string;
  /** One instructor profile; omitted: every course of the organisation. */
  instructorId?: string;
  /** The instructor's percent; null for the organisation as a whole. */
  commissionRate: number | null;
};

const isStaff = (caller: Caller) => caller.roles.includes('admin') || caller.roles.includes('superadmin');

export async function resolveDeskScope(
  db: Executor,
  caller: Caller,
  instructorId: string | undefined,
): Promise<DeskScope> {
  if (isStaff(caller)) {
    if (!instructorId) return { organizationId: caller.organizationId, commissionRate: null };
    const instructor = await findInstructor(db, instructorId);
    const isReachable =
      instructor &&
      (caller.roles.includes('superadmin') || instructor.organizationId === caller.organizationId);
    if (!instructor || !isReachable) throw new AppError('NOT_FOUND', t('instructor.instructorNotFound'));
    return {
      organizationId: instructor.organizationId,
      instructorId: instructor.id,
      commissionRate: Number(instructor.commissionRate),
    };
  }
  const own = await findInstructorOfUser(db, caller);
  if (!own) throw new AppError('NOT_FOUND', t('instructor.profileNotFound'));
  if (own.status !== 'active') throw new AppError('FORBIDDEN', t('instructor.inactive'));
  // An instructor asking for someone else's figures is told nothing about them.
  if (instructorId && instructorId !== own.id)
    throw new AppError('NOT_FOUND', t('instructor.instructorNotFound'));
  return {
    organizationId: own.organizationId,
    instructorId: own.id,
    commissionRate: Number(own.commissionRate),
  };
}
