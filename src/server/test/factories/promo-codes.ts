import { DAY_MS, type Executor, unique } from '../../db/factories/support.ts';
import { promoCodes } from '../../db/schema/index.ts';

export type NewPromoCodeOptions = { organizationId: string } & Partial<
  Omit<typeof promoCodes.$inferInsert, 'organizationId'>
>;

/** A promo code of the organisation, valid since yesterday, a unique code unless given. */
export async function newPromoCode(db: Executor, options: NewPromoCodeOptions) {
  const [row] = await db
    .insert(promoCodes)
    .values({ code: unique('CODE').toUpperCase(), validFrom: new Date(Date.now() - DAY_MS), ...options })
    .returning({ id: promoCodes.id, code: promoCodes.code });
  return row!;
}
