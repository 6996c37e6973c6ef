import type {
  TAnnouncement,
  TAnnouncementList,
  TAnnouncementsQuery,
} from '#shared/cohorts/cohort-discussion.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { reachCohort, reachCohortAsStaff } from './cohort-access.ts';
import {
  type AnnouncementFilters,
  type AnnouncementRow,
  type AnnouncementValues,
  announcementSummary,
  deleteAnnouncement,
  findAnnouncement,
  insertAnnouncement,
  listAnnouncements,
  markAnnouncementRead,
  updateAnnouncement,
} from './cohort-discussion.repo.ts';
import { notifyCohortChange } from './cohort-live.ts';

// 'Fil d'actualités' (spec §2.1, §7; decision 213): the cohort's staff post, edit and delete
// announcements; everyone who reaches the cohort reads them, each marked read or unread for them, and
// marks them read. Each write is told to the cohort's open pages when it commits (decision 212).

const notFound = () => new AppError('NOT_FOUND', t('cohorts.announcements.notFound'));

const announcementOf = (row: AnnouncementRow): TAnnouncement => ({
  id: row.id,
  title: row.title,
  body: row.body,
  priority: row.priority,
  category: row.category,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  author: row.authorId ? { id: row.authorId, name: row.authorName ?? '' } : null,
  read: row.read,
});

export async function listCohortAnnouncements(
  db: Db,
  caller: Caller,
  cohortId: string,
  query: { priority?: TAnnouncementsQuery['priority']; category?: string; unread_only: boolean },
): Promise<TAnnouncementList> {
  await reachCohort(db, caller, cohortId);
  const filters: AnnouncementFilters = {
    priority: query.priority,
    category: query.category || undefined,
    unreadOnly: query.unread_only,
  };
  const [rows, summary] = await Promise.all([
    listAnnouncements(db, cohortId, caller.userId, filters),
    announcementSummary(db, cohortId, caller.userId),
  ]);
  return { announcements: rows.map(announcementOf), ...summary };
}

export async function postCohortAnnouncement(
  db: Db,
  caller: Caller,
  cohortId: string,
  values: AnnouncementValues,
): Promise<TAnnouncement> {
  const { cohort } = await reachCohortAsStaff(db, caller, cohortId);
  const row = await db.transaction(async (tx) => {
    const announcementId = await insertAnnouncement(tx, {
      ...values,
      organizationId: cohort.organizationId,
      cohortId,
      authorId: caller.userId,
    });
    await notifyCohortChange(tx, { cohortId, kind: 'announcement', announcementId, change: 'created' });
    return findAnnouncement(tx, cohortId, announcementId, caller.userId);
  });
  return announcementOf(row!);
}

export async function changeCohortAnnouncement(
  db: Db,
  caller: Caller,
  cohortId: string,
  announcementId: string,
  change: Partial<AnnouncementValues>,
): Promise<TAnnouncement> {
  await reachCohortAsStaff(db, caller, cohortId);
  const row = await db.transaction(async (tx) => {
    if (!(await updateAnnouncement(tx, cohortId, announcementId, change))) throw notFound();
    await notifyCohortChange(tx, { cohortId, kind: 'announcement', announcementId, change: 'updated' });
    return findAnnouncement(tx, cohortId, announcementId, caller.userId);
  });
  return announcementOf(row!);
}

export async function deleteCohortAnnouncement(
  db: Db,
  caller: Caller,
  cohortId: string,
  announcementId: string,
): Promise<void> {
  await reachCohortAsStaff(db, caller, cohortId);
  await db.transaction(async (tx) => {
    if (!(await deleteAnnouncement(tx, cohortId, announcementId))) throw notFound();
    await notifyCohortChange(tx, { cohortId, kind: 'announcement', announcementId, change: 'deleted' });
  });
}

/** Marks the announcement read by the caller; again changes nothing (idempotent). */
export async function readCohortAnnouncement(
  db: Db,
  caller: Caller,
  cohortId: string,
  announcementId: string,
): Promise<void> {
  await reachCohort(db, caller, cohortId);
  if (!(await findAnnouncement(db, cohortId, announcementId, caller.userId))) throw notFound();
  await markAnnouncementRead(db, announcementId, caller.userId);
}
