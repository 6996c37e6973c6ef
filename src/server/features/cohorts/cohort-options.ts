import type {
  TCourseOption,
  TInstructorOption,
  TStudentOption,
} from '#shared/cohorts/admin-cohorts.contract.ts';
import type { Executor } from '../../db/client.ts';
import { listPeople, listStudentsOfOrganization } from '../auth/auth.repo.ts';
import type { Caller } from '../auth/caller.ts';
// Certificates: the template designer (issue 16): the names of the courses' templates
import { listTemplates } from '../certificates/certificate-templates.repo.ts';
import { listCohortCourseOptions } from '../courses/courses.repo.ts';
import { listInstructorNames } from '../instructor/instructor.repo.ts';

// The choices of the admin cohort form (spec/cohorts.md §3 "Course option", "Instructor", §7): the
// organisation's courses, instructors and students. The routes sit under /api/admin (admins only).

/** The organisation's courses, each with the name of its certificate template (null without one). */
export async function listCourseOptions(db: Executor, caller: Caller): Promise<TCourseOption[]> {
  const rows = await listCohortCourseOptions(db, caller.organizationId);
  const templates = new Map(
    (await listTemplates(db, caller.organizationId)).map((tpl) => [tpl.id, tpl.name]),
  );
  const templateOf = (id: string | null) => {
    const name = id ? templates.get(id) : undefined;
    return id && name !== undefined ? { id, name } : null;
  };
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    access_type: row.accessType,
    enable_certificate: row.enableCertificate,
    certificate_template_id: row.certificateTemplateId,
    certificate_template: templateOf(row.certificateTemplateId),
  }));
}

/** A person's first and last name: the account's when it has them, else the profile's name split. */
export function splitName(name: string, person?: { firstName: string; lastName: string } | null) {
  if (person && (person.firstName || person.lastName)) {
    return { first_name: person.firstName, last_name: person.lastName };
  }
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}

/** The organisation's instructors (or only `ids`), by name. */
export async function listInstructorOptions(
  db: Executor,
  organizationId: string,
  ids?: readonly string[],
): Promise<TInstructorOption[]> {
  const rows = await listInstructorNames(db, organizationId, ids);
  const people = new Map(
    (
      await listPeople(
        db,
        rows.flatMap((row) => (row.userId ? [row.userId] : [])),
      )
    ).map((p) => [p.id, p]),
  );
  return rows.map((row) => ({
    id: row.id,
    ...splitName(row.name, row.userId ? people.get(row.userId) : null),
  }));
}

export async function listStudentOptions(db: Executor, caller: Caller): Promise<TStudentOption[]> {
  const rows = await listStudentsOfOrganization(db, caller.organizationId);
  return rows.map((row) => ({
    id: row.id,
    ...splitName(row.name, row),
    email: row.email,
    avatar: row.image,
  }));
}
