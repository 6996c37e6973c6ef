import type {
  TTemplateDetail,
  TTemplateListItem,
} from '#shared/certificates/certificate-templates.contract.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { countCohortsUsingCertificateTemplate } from '../cohorts/cohorts.repo.ts';
import { countCoursesUsingCertificateTemplate } from '../courses/courses.repo.ts';
import { requireTemplateReader, templateNotFound } from './certificate-designer-access.ts';
import { findTemplate, listTemplates, type TemplateRow } from './certificate-templates.repo.ts';

// Reading the organisation's certificate templates (issue 16 "Designer"; spec §3 list item, §7):
// the list with thumbnails, newest first, one template with its settings and where it is used. Its
// admins and instructors read them (the course editor lists them); another organisation's is 404.

export type TemplateDeps = { db: Db };

export function templateListItem(
  row: Pick<TemplateRow, 'id' | 'name' | 'thumbnailUrl' | 'version' | 'updatedAt'>,
): TTemplateListItem {
  return {
    id: row.id,
    name: row.name,
    thumbnail_url: row.thumbnailUrl,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The template as the designer reads it, with the courses and cohorts that use it. */
export async function templateDetail(db: Executor, row: TemplateRow): Promise<TTemplateDetail> {
  return {
    ...templateListItem(row),
    settings: row.settings,
    usage: {
      courses: await countCoursesUsingCertificateTemplate(db, row.id),
      cohorts: await countCohortsUsingCertificateTemplate(db, row.id),
    },
  };
}

/** GET /api/admin/certificate-templates. */
export async function listCertificateTemplates(db: Executor, caller: Caller): Promise<TTemplateListItem[]> {
  requireTemplateReader(caller);
  return (await listTemplates(db, caller.organizationId)).map(templateListItem);
}

/** GET /api/admin/certificate-templates/{id}. */
export async function getCertificateTemplate(
  db: Db,
  caller: Caller,
  templateId: string,
): Promise<TTemplateDetail> {
  requireTemplateReader(caller);
  return db.transaction(async (tx) => {
    const row = await findTemplate(tx, caller.organizationId, templateId);
    if (!row) throw templateNotFound();
    return templateDetail(tx, row);
  });
}

/** The course editor's template choices (spec §7: id, name, thumbnail_url of the organisation's). */
export function certificateTemplateChoices(db: Executor) {
  return async (organizationId: string) =>
    (await listTemplates(db, organizationId)).map((row) => ({
      id: row.id,
      name: row.name,
      thumbnailUrl: row.thumbnailUrl,
    }));
}
