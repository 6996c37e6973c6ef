import { z } from 'zod';
import { t } from '../messages/fr.ts';
import { IMPORT_MAX_KILOBYTES } from './learner-import.ts';

// The learners' CSV import (issue 18 "Admin", decision 277): POST /api/admin/imports/learners/preview
// reads the file and says what each row would do; POST /api/admin/imports/learners imports the valid
// rows. The file travels as text both times (the server decides again on confirm).

export const ZLearnerImportRequest = z.object({
  csv: z
    .string({ error: t('admin.import.csvRequired') })
    .min(1, { error: t('admin.import.csvRequired') })
    .max(IMPORT_MAX_KILOBYTES * 1024, {
      error: t('admin.import.csvTooLarge', { max: IMPORT_MAX_KILOBYTES }),
    }),
});
export type TLearnerImportRequest = z.infer<typeof ZLearnerImportRequest>;

export const IMPORT_OUTCOMES = ['new', 'existing', 'invalid'] as const;

export const ZImportPreviewRow = z.object({
  line: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** What the row enrols in ('' when nothing). */
  target: z.string(),
  /** new: an account will be created and invited; existing: the member is matched by email. */
  outcome: z.enum(IMPORT_OUTCOMES),
  errors: z.array(z.string()),
});
export type TImportPreviewRow = z.infer<typeof ZImportPreviewRow>;

export const ZImportPreview = z.object({
  rows: z.array(ZImportPreviewRow),
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
});
export type TImportPreview = z.infer<typeof ZImportPreview>;

export const ZImportResult = z.object({
  /** Accounts created (and invited by email). */
  created: z.number().int(),
  /** Rows matched to an existing member of the organisation. */
  matched: z.number().int(),
  /** Enrolments made by this import (an enrolment already there is not counted). */
  enrolled: z.number().int(),
  /** The rows left out, with their line and reasons. */
  rejected: z.array(z.object({ line: z.number().int(), email: z.string(), errors: z.array(z.string()) })),
  message: z.string(),
});
export type TImportResult = z.infer<typeof ZImportResult>;
