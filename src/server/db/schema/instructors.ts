import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, organizationIdColumn, updatedAtColumn } from './columns.ts';
import { instructorStatus } from './enums.ts';
import { users } from './users.ts';

export const instructors = pgTable(
  'instructors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationIdColumn(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    avatarUrl: text('avatar_url'),
    specialization: text('specialization'),
    bio: text('bio'),
    status: instructorStatus('status').notNull().default('pending'),
    // Percent of each sale paid to the instructor.
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(70),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('instructors_user_unique').on(t.userId),
    index('instructors_organization_idx').on(t.organizationId),
    check('instructors_commission_rate_range', sql`${t.commissionRate} between 0 and 100`),
  ],
);
