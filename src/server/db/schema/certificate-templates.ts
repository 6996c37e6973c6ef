import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { CertificateSettings } from '#shared/certificates/certificate-settings.ts';
import { timestamps } from './columns.ts';
import { organizationRow } from './organizations.ts';

// An organisation's certificate designs (spec/authoring-and-shell.md §3, §5 "Certificate designer").
// Courses and cohorts point at one; an issued certificate keeps a copy of the settings it was drawn
// with (certificates.template_settings) and the version, so later edits never change it.
export const certificateTemplates = pgTable(
  'certificate_templates',
  {
    ...organizationRow(),
    name: text('name').notNull(),
    /** Every setting of §3, validated by #shared/certificates/certificate-settings.ts. */
    settings: jsonb('settings').$type<CertificateSettings>().notNull(),
    /** 1 on creation, +1 on every save of the settings. */
    version: integer('version').notNull().default(1),
    /** A small picture of the design for the list (§3 list item), or none yet. */
    thumbnailUrl: text('thumbnail_url'),
    ...timestamps(),
  },
  (t) => [
    index('certificate_templates_organization_created_idx').on(t.organizationId, t.createdAt),
    check('certificate_templates_name_length', sql`char_length(${t.name}) between 1 and 120`),
    check('certificate_templates_version_positive', sql`${t.version} >= 1`),
  ],
);

// The organisation's directors a template may have sign (§3 "Director": id, name, title).
export const certificateDirectors = pgTable(
  'certificate_directors',
  {
    ...organizationRow(),
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    /** The public URL of the signature's picture, or none (a line only). */
    signatureUrl: text('signature_url'),
    ...timestamps(),
  },
  (t) => [index('certificate_directors_organization_idx').on(t.organizationId)],
);
