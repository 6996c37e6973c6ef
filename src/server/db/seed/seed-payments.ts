import { and, eq } from 'drizzle-orm';
import { findPromoCode } from '../../features/payments/payments.repo.ts';
import type { Tx } from '../client.ts';
import { newCohort, newPromoCode } from '../factories/index.ts';
import { cohorts } from '../schema/index.ts';
import type { DemoRefs } from './demo-refs.ts';

const DAY_MS = 24 * 3600 * 1000;

/** Demo promo codes: one for everything, one fixed amount with a minimum, one for the bootcamp only. */
const SAMPLE_PROMO_CODES = [
  {
    code: 'BIENVENUE10',
    name: 'Bienvenue',
    description: '10 % sur votre première formation',
    isPercentage: true,
    percent: 10,
    maxUses: 100,
    maxUsagePerUser: 1,
    stackable: false,
    courseSlug: null,
  },
  {
    code: 'TERANGA5000',
    name: 'Teranga',
    description: "5 000 F CFA de réduction dès 40 000 F CFA d'achat",
    isPercentage: false,
    amount: 5000,
    minPurchase: 40000,
    maxUses: 50,
    maxUsagePerUser: 1,
    stackable: true,
    courseSlug: null,
  },
  {
    code: 'BOOTCAMP20',
    name: 'Bootcamp',
    description: '20 % sur le bootcamp JavaScript, 15 000 F CFA au plus',
    isPercentage: true,
    percent: 20,
    maxDiscount: 15000,
    maxUses: 20,
    maxUsagePerUser: 1,
    stackable: true,
    courseSlug: 'bootcamp-javascript-cohorte',
  },
] as const;

/** The bootcamp's next session: 5 seats, the course's prices. */
const SAMPLE_COHORT = {
  courseSlug: 'bootcamp-javascript-cohorte',
  name: 'Bootcamp JavaScript — prochaine session',
  startsInDays: 21,
  lastsDays: 28,
  maxParticipants: 5,
};

/** Idempotent: a code is skipped when the organisation has it (any case), the cohort when the course has it. */
export async function seedPayments(tx: Tx, refs: DemoRefs): Promise<void> {
  const { organizationId, courseIds } = refs;
  const now = Date.now();
  for (const { courseSlug, ...promo } of SAMPLE_PROMO_CODES) {
    if (await findPromoCode(tx, organizationId, promo.code)) continue;
    await newPromoCode(tx, {
      ...promo,
      organizationId,
      courseId: courseSlug ? (courseIds.get(courseSlug) ?? null) : null,
      validFrom: new Date(now - DAY_MS),
      expiresAt: new Date(now + 365 * DAY_MS),
    });
  }

  const bootcampId = courseIds.get(SAMPLE_COHORT.courseSlug);
  if (!bootcampId) return;
  const [existing] = await tx
    .select({ id: cohorts.id })
    .from(cohorts)
    .where(and(eq(cohorts.courseId, bootcampId), eq(cohorts.name, SAMPLE_COHORT.name)));
  if (existing) return;
  const startDate = new Date(now + SAMPLE_COHORT.startsInDays * DAY_MS);
  await newCohort(tx, {
    courseId: bootcampId,
    name: SAMPLE_COHORT.name,
    status: 'active',
    startDate,
    endDate: new Date(startDate.getTime() + SAMPLE_COHORT.lastsDays * DAY_MS),
    maxParticipants: SAMPLE_COHORT.maxParticipants,
    useCoursePrice: true,
  });
}
