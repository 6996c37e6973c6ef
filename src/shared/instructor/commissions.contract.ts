import { z } from 'zod';
import { id } from '../http.contract.ts';
import { t } from '../messages/fr.ts';

// GET /api/instructor/commissions[?format=json|csv][&instructorId=] and
// GET /api/instructor/commissions.csv (issue 17; spec/authoring-and-shell.md §3, §7, §8).

export const INSTRUCTOR_COMMISSIONS_PATH = '/api/instructor/commissions';
export const INSTRUCTOR_COMMISSIONS_CSV_PATH = '/api/instructor/commissions.csv';

export const ZCommissionsQuery = z.object({
  format: z.enum(['json', 'csv'], { error: t('instructor.formatInvalid') }).default('json'),
  /** Admins: one instructor of their organisation (omitted: the whole organisation). */
  instructorId: id().optional(),
});
export const ZCommissionsCsvQuery = ZCommissionsQuery.omit({ format: true });

export const ZCommissionLine = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  courseId: z.uuid(),
  courseTitle: z.string(),
  paymentReference: z.string(),
  saleAmount: z.number().int(),
  rate: z.number().int(),
  amount: z.number().int(),
});
export type TCommissionLine = z.infer<typeof ZCommissionLine>;

export const ZCommissionsSummary = z.object({
  /** FCFA still to come: the instructor's share of the installments still due. */
  pending: z.number().int(),
  /** FCFA earned: the commissions recorded on completed payments. */
  received: z.number().int(),
  /** The instructor's percent (70 by default; the default for an organisation-wide view). */
  rate: z.number().int(),
  thisMonth: z.number().int(),
  lastMonth: z.number().int(),
  /** This month on last month, a percent. */
  growth: z.number(),
  /** The latest commissions, newest first (the CSV has them all). */
  history: z.array(ZCommissionLine),
});
export type TCommissionsSummary = z.infer<typeof ZCommissionsSummary>;
