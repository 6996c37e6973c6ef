import { and, desc, eq, sql } from 'drizzle-orm';
import type { CertificateSettings } from '#shared/certificates/certificate-settings.ts';
import type { Executor } from '../../db/client.ts';
import { certificateTemplates } from '../../db/schema/certificate-templates.ts';

// The certificate_templates table's reads and writes for the designer (issue 16 "Designer"). Every
// read is scoped to the organisation: another organisation's template is not found.

export type TemplateRow = typeof certificateTemplates.$inferSelect;

const listColumns = {
  id: certificateTemplates.id,
  name: certificateTemplates.name,
  thumbnailUrl: certificateTemplates.thumbnailUrl,
  version: certificateTemplates.version,
  updatedAt: certificateTemplates.updatedAt,
};

/** The organisation's templates, newest first (§3 list item, §7). */
export async function listTemplates(db: Executor, organizationId: string) {
  return db
    .select(listColumns)
    .from(certificateTemplates)
    .where(eq(certificateTemplates.organizationId, organizationId))
    .orderBy(desc(certificateTemplates.createdAt), desc(certificateTemplates.id));
}

export async function findTemplate(
  db: Executor,
  organizationId: string,
  templateId: string,
): Promise<TemplateRow | null> {
  const [row] = await db
    .select()
    .from(certificateTemplates)
    .where(
      and(eq(certificateTemplates.organizationId, organizationId), eq(certificateTemplates.id, templateId)),
    );
  return row ?? null;
}

/** The template row locked until the transaction ends (saves and deletes of one template queue up). */
export async function lockTemplate(
  tx: Executor,
  organizationId: string,
  templateId: string,
): Promise<TemplateRow | null> {
  const [row] = await tx
    .select()
    .from(certificateTemplates)
    .where(
      and(eq(certificateTemplates.organizationId, organizationId), eq(certificateTemplates.id, templateId)),
    )
    .for('update');
  return row ?? null;
}

export async function insertTemplate(
  tx: Executor,
  values: { organizationId: string; name: string; settings: CertificateSettings },
): Promise<TemplateRow> {
  const [row] = await tx.insert(certificateTemplates).values(values).returning();
  return row!;
}

export async function renameTemplate(tx: Executor, templateId: string, name: string): Promise<TemplateRow> {
  const [row] = await tx
    .update(certificateTemplates)
    .set({ name, updatedAt: new Date() })
    .where(eq(certificateTemplates.id, templateId))
    .returning();
  return row!;
}

/** The new settings, one version more. */
export async function updateTemplateSettings(
  tx: Executor,
  templateId: string,
  settings: CertificateSettings,
): Promise<TemplateRow> {
  const [row] = await tx
    .update(certificateTemplates)
    .set({ settings, version: sql`${certificateTemplates.version} + 1`, updatedAt: new Date() })
    .where(eq(certificateTemplates.id, templateId))
    .returning();
  return row!;
}

export async function setTemplateThumbnail(
  tx: Executor,
  templateId: string,
  thumbnailUrl: string,
): Promise<void> {
  await tx.update(certificateTemplates).set({ thumbnailUrl }).where(eq(certificateTemplates.id, templateId));
}

export async function deleteTemplate(tx: Executor, templateId: string): Promise<void> {
  await tx.delete(certificateTemplates).where(eq(certificateTemplates.id, templateId));
}

/** Whether the template is one of the organisation's (the course editor and cohort form check it). */
export async function isOrganizationTemplate(
  db: Executor,
  organizationId: string,
  templateId: string,
): Promise<boolean> {
  return (await findTemplate(db, organizationId, templateId)) !== null;
}

/** The templates that name this director (a director in use is not deleted). */
export async function listTemplatesNamingDirector(db: Executor, organizationId: string, directorId: string) {
  return db
    .select({ id: certificateTemplates.id, name: certificateTemplates.name })
    .from(certificateTemplates)
    .where(
      and(
        eq(certificateTemplates.organizationId, organizationId),
        sql`${certificateTemplates.settings}->>'selectedDirectorId' = ${directorId}`,
      ),
    );
}
