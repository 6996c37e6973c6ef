import type { TImportPreview, TImportPreviewRow, TImportResult } from '#shared/admin/import.contract.ts';
import {
  foldText,
  type ImportRow,
  type ImportTarget,
  validateImportRows,
} from '#shared/admin/learner-import.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db, Executor } from '../../db/client.ts';
import { recordEvent } from '../../events/events.repo.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import { findUsersByEmails, grantRole, insertInvitedUsers } from '../auth/auth.repo.ts';
import type { Caller } from '../auth/caller.ts';
import { refreshCourseStats } from '../catalog/catalog.repo.ts';
import { type CohortRow, listEnrollableCohorts, lockCohort } from '../cohorts/cohorts.repo.ts';
import { enrolInCohort } from '../cohorts/enrol-in-cohort.ts';
import { listEnrollableCourses } from '../courses/courses.repo.ts';
import { cohortRefusalMessage, enrolInCourseByHand } from './enrol-by-hand.ts';
import { readLearnerCsv } from './read-learner-csv.ts';

// The learners' CSV import (issue 18 "Admin", decision 277). The preview and the import read the
// file the same way; the import writes every valid row in ONE transaction with one audit row, so a
// failure leaves nothing half-written. Addresses are matched, never re-created, and enrolments that
// exist are left as they are: importing the same file twice creates nothing the second time. New
// accounts are invited by email through an account.invited event (sent once the import commits).

type Analysed = {
  rows: ImportRow[];
  memberIdOf: Map<string, string>;
  courses: Map<string, { id: string; accessDurationDays: number | null }>;
};

async function analyse(db: Executor, organizationId: string, csv: string): Promise<Analysed> {
  const { columns, records } = readLearnerCsv(csv);
  const [courses, cohorts] = await Promise.all([
    listEnrollableCourses(db, organizationId),
    listEnrollableCohorts(db, organizationId),
  ]);
  // A cohort's name first (more precise), then a course's title or slug; an id names either.
  const targets = new Map<string, ImportTarget>();
  for (const course of courses) {
    const target: ImportTarget = { kind: 'course', id: course.id, label: course.title };
    for (const key of [course.title, course.slug, course.id]) targets.set(foldText(key), target);
  }
  for (const cohort of cohorts) {
    const target: ImportTarget = { kind: 'cohort', id: cohort.id, label: cohort.name };
    for (const key of [cohort.name, cohort.id]) targets.set(foldText(key), target);
  }
  const rows = validateImportRows(records, columns, (text) => targets.get(foldText(text)) ?? null);
  const emails = rows.filter((row) => row.errors.length === 0).map((row) => row.email);
  const memberIdOf = new Map<string, string>();
  const validRowOf = new Map(rows.filter((row) => row.errors.length === 0).map((row) => [row.email, row]));
  for (const account of await findUsersByEmails(db, emails)) {
    const row = validRowOf.get(account.email.toLowerCase());
    if (!row) continue;
    if (account.organizationId !== organizationId) row.errors.push(t('admin.import.otherOrganization'));
    else if (account.status === 'suspended') row.errors.push(t('admin.import.suspendedAccount'));
    else memberIdOf.set(row.email, account.id);
  }
  return { rows, memberIdOf, courses: new Map(courses.map((course) => [course.id, course])) };
}

const previewRow = (row: ImportRow, memberIdOf: Map<string, string>): TImportPreviewRow => ({
  line: row.line,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  target: row.target?.label ?? row.targetText,
  outcome: row.errors.length > 0 ? 'invalid' : memberIdOf.has(row.email) ? 'existing' : 'new',
  errors: row.errors,
});

/** POST /api/admin/imports/learners/preview: what each row would do, nothing written. */
export async function previewLearnerImport(
  db: Executor,
  caller: Caller,
  csv: string,
): Promise<TImportPreview> {
  const { rows, memberIdOf } = await analyse(db, caller.organizationId, csv);
  const valid = rows.filter((row) => row.errors.length === 0).length;
  return {
    rows: rows.map((row) => previewRow(row, memberIdOf)),
    total: rows.length,
    valid,
    invalid: rows.length - valid,
  };
}

/** POST /api/admin/imports/learners: the valid rows imported, the others reported with line and reason. */
export async function importLearners(
  db: Db,
  caller: Caller,
  actor: AuditActor,
  csv: string,
  now = new Date(),
): Promise<TImportResult> {
  const organizationId = caller.organizationId;
  return db.transaction(async (tx) => {
    const { rows, memberIdOf, courses } = await analyse(tx, organizationId, csv);
    const valid = rows.filter((row) => row.errors.length === 0);
    const rejected = rows
      .filter((row) => row.errors.length > 0)
      .map((row) => ({ line: row.line, email: row.email, errors: [...row.errors] }));

    const newcomers = valid.filter((row) => !memberIdOf.has(row.email));
    const created = await insertInvitedUsers(tx, organizationId, newcomers);
    const idOf = new Map(memberIdOf);
    for (const account of created) idOf.set(account.email.toLowerCase(), account.id);
    // An address created by someone else meanwhile (a concurrent import) is matched like the others.
    const late = newcomers.filter((row) => !idOf.has(row.email)).map((row) => row.email);
    for (const account of await findUsersByEmails(tx, late))
      if (account.organizationId === organizationId) idOf.set(account.email.toLowerCase(), account.id);
    const imported = valid.filter((row) => idOf.has(row.email));
    await grantRole(
      tx,
      imported.map((row) => idOf.get(row.email) as string),
      'student',
    );
    for (const account of created)
      await recordEvent(tx, { type: 'account.invited', payload: { organizationId, userId: account.id } });

    let enrolled = 0;
    const touchedCourses = new Set<string>();
    const lockedCohorts = new Map<string, CohortRow | null>();
    for (const row of imported) {
      const userId = idOf.get(row.email) as string;
      if (row.target?.kind === 'course') {
        const course = courses.get(row.target.id);
        if (!course) continue;
        const enrollment = await enrolInCourseByHand(tx, {
          organizationId,
          userId,
          course,
          paymentStatus: 'free',
          now,
        });
        if (enrollment) {
          enrolled += 1;
          touchedCourses.add(course.id);
        }
      } else if (row.target?.kind === 'cohort') {
        const cohortId = row.target.id;
        if (!lockedCohorts.has(cohortId)) lockedCohorts.set(cohortId, await lockCohort(tx, cohortId));
        const cohort = lockedCohorts.get(cohortId);
        if (!cohort) continue;
        const result = await enrolInCohort(tx, cohort, {
          userId,
          path: 'invitation',
          paymentStatus: 'free',
          now,
        });
        if (result.kind === 'entered' && result.isNew) enrolled += 1;
        else if (result.kind === 'refused' && result.reason !== 'already_enrolled')
          rejected.push({
            line: row.line,
            email: row.email,
            errors: [
              t('admin.import.cohortRefused', {
                target: row.target.label,
                reason: cohortRefusalMessage(result),
              }),
            ],
          });
      }
    }
    await refreshCourseStats(tx, [...touchedCourses]);
    rejected.sort((a, b) => a.line - b.line);
    const summary = {
      created: created.length,
      matched: imported.length - created.length,
      enrolled,
      rejected: rejected.length,
    };
    await recordAudit(tx, actor, {
      organizationId,
      action: 'learners.imported',
      targetType: 'organization',
      targetId: organizationId,
      details: {
        ...summary,
        rows: rows.length,
        rejectedLines: rejected.slice(0, 100).map((row) => row.line),
      },
    });
    return {
      created: summary.created,
      matched: summary.matched,
      enrolled,
      rejected,
      message: t('admin.import.summary', summary),
    };
  });
}
