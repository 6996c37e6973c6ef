import { and, asc, count, desc, eq, exists, inArray, not, type SQL, sql } from 'drizzle-orm';
import type { AnnouncementPriority } from '#shared/cohorts/cohort-discussion.ts';
import type { Executor } from '../../db/client.ts';
import {
  calendarFeeds,
  cohortAnnouncementReads,
  cohortAnnouncements,
  cohortMessages,
  cohorts,
} from '../../db/schema/cohorts.ts';
import { userFieldOf } from '../auth/auth.repo.ts';
import { liveCohortIdsOf } from '../enrollments/enrollments.repo.ts';

// The cohort's discussion messages, announcements and announcement reads (issue 15; decisions 210,
// 211, 213). Every read is scoped by the cohort, which the caller has reached (cohort-access.ts):
// an id of another cohort's row finds nothing.

// Discussion

const messageColumns = {
  id: cohortMessages.id,
  message: cohortMessages.message,
  messageType: cohortMessages.messageType,
  createdAt: cohortMessages.createdAt,
  authorId: cohortMessages.authorId,
  authorName: userFieldOf(cohortMessages.authorId, 'name'),
  authorAvatar: sql<string | null>`${userFieldOf(cohortMessages.authorId, 'image')}`,
};

export type MessageRow = {
  id: string;
  message: string;
  messageType: string;
  createdAt: Date;
  authorId: string;
  authorName: string;
  authorAvatar: string | null;
};

/** One page of the cohort's messages, newest first (decision 211), and how many there are. */
export async function listMessages(
  db: Executor,
  cohortId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: MessageRow[]; totalCount: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select(messageColumns)
      .from(cohortMessages)
      .where(eq(cohortMessages.cohortId, cohortId))
      .orderBy(desc(cohortMessages.createdAt), desc(cohortMessages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(cohortMessages).where(eq(cohortMessages.cohortId, cohortId)),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

/** The message of the cohort, or null (another cohort's message is not found). */
export async function findMessage(
  db: Executor,
  cohortId: string,
  messageId: string,
): Promise<MessageRow | null> {
  const [row] = await db
    .select(messageColumns)
    .from(cohortMessages)
    .where(and(eq(cohortMessages.cohortId, cohortId), eq(cohortMessages.id, messageId)));
  return row ?? null;
}

export async function insertMessage(
  tx: Executor,
  values: {
    organizationId: string;
    cohortId: string;
    authorId: string;
    message: string;
    messageType: string;
  },
): Promise<string> {
  const [row] = await tx.insert(cohortMessages).values(values).returning({ id: cohortMessages.id });
  return row!.id;
}

/** Deletes the cohort's message; false when there was none. */
export async function deleteMessage(tx: Executor, cohortId: string, messageId: string): Promise<boolean> {
  const rows = await tx
    .delete(cohortMessages)
    .where(and(eq(cohortMessages.cohortId, cohortId), eq(cohortMessages.id, messageId)))
    .returning({ id: cohortMessages.id });
  return rows.length > 0;
}

// Announcements

const readBy = (userId: string): SQL =>
  exists(
    sql`(select 1 from ${cohortAnnouncementReads} where ${cohortAnnouncementReads.announcementId} = ${cohortAnnouncements.id} and ${cohortAnnouncementReads.userId} = ${userId})`,
  );

export type AnnouncementRow = {
  id: string;
  title: string;
  body: string;
  priority: AnnouncementPriority;
  category: string;
  createdAt: Date;
  updatedAt: Date;
  authorId: string | null;
  authorName: string | null;
  read: boolean;
};

const announcementColumns = (userId: string) => ({
  id: cohortAnnouncements.id,
  title: cohortAnnouncements.title,
  body: cohortAnnouncements.body,
  priority: cohortAnnouncements.priority,
  category: cohortAnnouncements.category,
  createdAt: cohortAnnouncements.createdAt,
  updatedAt: cohortAnnouncements.updatedAt,
  authorId: cohortAnnouncements.authorId,
  authorName: sql<string | null>`${userFieldOf(cohortAnnouncements.authorId, 'name')}`,
  read: sql<boolean>`${readBy(userId)}`,
});

export type AnnouncementFilters = { priority?: AnnouncementPriority; category?: string; unreadOnly: boolean };

/** The cohort's announcements for `userId`, newest first, each read or not by them. */
export async function listAnnouncements(
  db: Executor,
  cohortId: string,
  userId: string,
  filters: AnnouncementFilters,
): Promise<AnnouncementRow[]> {
  return db
    .select(announcementColumns(userId))
    .from(cohortAnnouncements)
    .where(
      and(
        eq(cohortAnnouncements.cohortId, cohortId),
        filters.priority ? eq(cohortAnnouncements.priority, filters.priority) : undefined,
        filters.category ? eq(cohortAnnouncements.category, filters.category) : undefined,
        filters.unreadOnly ? not(readBy(userId)) : undefined,
      ),
    )
    .orderBy(desc(cohortAnnouncements.createdAt), desc(cohortAnnouncements.id));
}

/** How many of the cohort's announcements `userId` has not read, and the categories they use. */
export async function announcementSummary(db: Executor, cohortId: string, userId: string) {
  const [[unread], categories] = await Promise.all([
    db
      .select({ n: count() })
      .from(cohortAnnouncements)
      .where(and(eq(cohortAnnouncements.cohortId, cohortId), not(readBy(userId)))),
    db
      .selectDistinct({ category: cohortAnnouncements.category })
      .from(cohortAnnouncements)
      .where(eq(cohortAnnouncements.cohortId, cohortId))
      .orderBy(asc(cohortAnnouncements.category)),
  ]);
  return { unreadCount: unread?.n ?? 0, categories: categories.map((row) => row.category) };
}

export async function findAnnouncement(
  db: Executor,
  cohortId: string,
  announcementId: string,
  userId: string,
): Promise<AnnouncementRow | null> {
  const [row] = await db
    .select(announcementColumns(userId))
    .from(cohortAnnouncements)
    .where(and(eq(cohortAnnouncements.cohortId, cohortId), eq(cohortAnnouncements.id, announcementId)));
  return row ?? null;
}

export type AnnouncementValues = {
  title: string;
  body: string;
  priority: AnnouncementPriority;
  category: string;
};

export async function insertAnnouncement(
  tx: Executor,
  values: AnnouncementValues & { organizationId: string; cohortId: string; authorId: string },
): Promise<string> {
  const [row] = await tx.insert(cohortAnnouncements).values(values).returning({ id: cohortAnnouncements.id });
  return row!.id;
}

/** Changes the cohort's announcement; false when there is none. */
export async function updateAnnouncement(
  tx: Executor,
  cohortId: string,
  announcementId: string,
  change: Partial<AnnouncementValues>,
): Promise<boolean> {
  const rows = await tx
    .update(cohortAnnouncements)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(cohortAnnouncements.cohortId, cohortId), eq(cohortAnnouncements.id, announcementId)))
    .returning({ id: cohortAnnouncements.id });
  return rows.length > 0;
}

export async function deleteAnnouncement(
  tx: Executor,
  cohortId: string,
  announcementId: string,
): Promise<boolean> {
  const rows = await tx
    .delete(cohortAnnouncements)
    .where(and(eq(cohortAnnouncements.cohortId, cohortId), eq(cohortAnnouncements.id, announcementId)))
    .returning({ id: cohortAnnouncements.id });
  return rows.length > 0;
}

/** Marks the announcement read by `userId` (once: a second time changes nothing). */
export async function markAnnouncementRead(
  db: Executor,
  announcementId: string,
  userId: string,
): Promise<void> {
  await db.insert(cohortAnnouncementReads).values({ announcementId, userId }).onConflictDoNothing();
}

// Accounts, data and deletion (issue 17): the learner's own discussion messages in their export (not
// the others' messages), and at erasure their messages and read marks are deleted (decision 256).

/** A page of the messages the learner wrote, with each cohort's name. */
export async function exportCohortMessageRows(
  db: Executor,
  userId: string,
  afterId: string | null,
  limit: number,
) {
  return db
    .select({
      id: cohortMessages.id,
      cohort_id: cohortMessages.cohortId,
      cohort_name: sql<
        string | null
      >`(select ${cohorts.name} from ${cohorts} where ${eq(cohorts.id, cohortMessages.cohortId)})`,
      message: cohortMessages.message,
      message_type: cohortMessages.messageType,
      created_at: cohortMessages.createdAt,
    })
    .from(cohortMessages)
    .where(
      and(
        eq(cohortMessages.authorId, userId),
        afterId === null ? undefined : sql`${cohortMessages.id} > ${afterId}`,
      ),
    )
    .orderBy(asc(cohortMessages.id))
    .limit(limit);
}

/** Deletes the learner's discussion messages, announcement read marks and calendar feed. */
export async function deleteCohortTracesOf(tx: Executor, userId: string): Promise<void> {
  await tx.delete(cohortMessages).where(eq(cohortMessages.authorId, userId));
  await tx.delete(cohortAnnouncementReads).where(eq(cohortAnnouncementReads.userId, userId));
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

// ── The learner's 'Accueil' (issue 17): the newest announcements of the cohorts they follow ──────────

/** The newest announcements of every cohort the user is a live learner of, each read or not by them. */
export async function listRecentAnnouncementsOf(db: Executor, userId: string, limit: number) {
  return db
    .select({
      id: cohortAnnouncements.id,
      cohortId: cohortAnnouncements.cohortId,
      cohortName: cohorts.name,
      title: cohortAnnouncements.title,
      createdAt: cohortAnnouncements.createdAt,
      read: sql<boolean>`${readBy(userId)}`,
    })
    .from(cohortAnnouncements)
    .innerJoin(cohorts, eq(cohorts.id, cohortAnnouncements.cohortId))
    .where(inArray(cohortAnnouncements.cohortId, liveCohortIdsOf(db, userId)))
    .orderBy(desc(cohortAnnouncements.createdAt), desc(cohortAnnouncements.id))
    .limit(limit);
}
