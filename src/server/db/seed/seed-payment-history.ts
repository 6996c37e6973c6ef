import { eq } from 'drizzle-orm';
import type { PaymentStatus } from '#shared/payments/payment-states.ts';
import type { Tx } from '../client.ts';
import { cohorts } from '../schema/index.ts';
import { type DemoPaymentKey, type DemoRefs, seedDemoPayment } from './demo-refs.ts';

const MINUTE_MS = 60_000;

type SamplePayment = DemoPaymentKey & {
  /** Paid for the course's demo cohort. */
  isCohort?: boolean;
  amount: number;
  gateway: 'paydunya' | 'paytech' | 'sandbox';
  method: string;
  status: PaymentStatus;
  failureReason?: string;
  refundDue?: boolean;
  minutesAgo: number;
};

/**
 * What the admin's payments page shows on `npm start` (docs/decisions/037): payments in every state,
 * two of them collected but owed back (the bootcamp session was full; Excel paid twice). Settled
 * ones name the gateway a live deployment would; the pending one is the sandbox's, so the periodic
 * re-check leaves it be (then expires it).
 */
export const DEMO_PAYMENT_HISTORY: SamplePayment[] = [
  {
    reference: 'JNG-DEMO-MOUSSA-BOOTCAMP-COMPLET',
    email: 'moussa.ndiaye@demo.jang.sn',
    courseSlug: 'bootcamp-javascript-cohorte',
    isCohort: true,
    amount: 75_000,
    gateway: 'paydunya',
    method: 'orange-money',
    status: 'failed',
    failureReason: 'cohort_full',
    refundDue: true,
    minutesAgo: 2 * 24 * 60,
  },
  {
    reference: 'JNG-DEMO-MOUSSA-EXCEL-DOUBLON',
    email: 'moussa.ndiaye@demo.jang.sn',
    courseSlug: 'excel-avance-tableaux-de-bord',
    amount: 25_000,
    gateway: 'paydunya',
    method: 'wave',
    status: 'failed',
    failureReason: 'already_enrolled',
    refundDue: true,
    minutesAgo: 5 * 24 * 60 - 12,
  },
  {
    reference: 'JNG-DEMO-MOUSSA-EXCEL',
    email: 'moussa.ndiaye@demo.jang.sn',
    courseSlug: 'excel-avance-tableaux-de-bord',
    amount: 25_000,
    gateway: 'paydunya',
    method: 'wave',
    status: 'completed',
    minutesAgo: 5 * 24 * 60,
  },
  {
    reference: 'JNG-DEMO-AWA-SYSCOHADA-EN-ATTENTE',
    email: 'etudiant@demo.jang.sn',
    courseSlug: 'comptabilite-syscohada-pme',
    amount: 40_000,
    gateway: 'sandbox',
    method: 'wave',
    status: 'pending',
    minutesAgo: 8,
  },
  {
    reference: 'JNG-DEMO-AWA-MARKETING-ANNULE',
    email: 'etudiant@demo.jang.sn',
    courseSlug: 'marketing-digital-reseaux-sociaux',
    amount: 35_000,
    gateway: 'paytech',
    method: 'visa',
    status: 'cancelled',
    failureReason: 'gateway',
    minutesAgo: 3 * 24 * 60,
  },
  {
    reference: 'JNG-DEMO-FATOU-CANVA-EXPIRE',
    email: 'fatou.sarr@demo.jang.sn',
    courseSlug: 'design-graphique-canva',
    amount: 15_000,
    gateway: 'paydunya',
    method: 'free-money',
    status: 'expired',
    failureReason: 'expired',
    minutesAgo: 4 * 24 * 60,
  },
  {
    reference: 'JNG-DEMO-AWA-BOOTCAMP',
    email: 'etudiant@demo.jang.sn',
    courseSlug: 'bootcamp-javascript-cohorte',
    amount: 75_000,
    gateway: 'paydunya',
    method: 'orange-money',
    status: 'completed',
    minutesAgo: 60 * 24 * 60,
  },
];

/** Idempotent: each payment is found by its fixed reference and, once there, left as it is. */
export async function seedPaymentHistory(tx: Tx, refs: DemoRefs): Promise<void> {
  const now = Date.now();
  for (const { isCohort, minutesAgo, failureReason, refundDue, ...sample } of DEMO_PAYMENT_HISTORY) {
    const { email, courseSlug, reference, ...columns } = sample;
    const courseId = refs.courseIds.get(courseSlug);
    const [cohort] =
      isCohort && courseId
        ? await tx.select({ id: cohorts.id }).from(cohorts).where(eq(cohorts.courseId, courseId)).limit(1)
        : [];
    const createdAt = new Date(now - minutesAgo * MINUTE_MS);
    await seedDemoPayment(
      tx,
      refs,
      { email, courseSlug, reference },
      {
        ...columns,
        cohortId: cohort?.id ?? null,
        planType: 'oneTime',
        gatewayToken: `demo-${reference}`,
        phone: '+221 77 000 00 00',
        failureReason: failureReason ?? null,
        refundDue: refundDue ?? false,
        completedAt: columns.status === 'completed' ? new Date(createdAt.getTime() + 2 * MINUTE_MS) : null,
        createdAt,
        updatedAt: createdAt,
      },
    );
  }
}
