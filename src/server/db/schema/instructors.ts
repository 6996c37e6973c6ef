import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { percentage, ref, timestamps } from './columns.ts';
import { instructorStatus } from './enums.ts';
import { organizationRow } from './organizations.ts';
import { users } from './users.ts';

export const instructors = pgTable(
  'instructors',
  {
    ...organizationRow(),
    userId: ref('user_id', () => users.id, 'set null'),
    name: text('name').notNull(),
    email: text('email'),
    avatarUrl: text('avatar_url'),
    specialization: text('specialization'),
    bio: text('bio'),
    status: instructorStatus('status').notNull().default('pending'),
    // Percent of each sale paid to the instructor.
    commissionRate: percentage('commission_rate').notNull().default(70),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('instructors_user_unique').on(t.userId),
    index('instructors_organization_idx').on(t.organizationId),
    check('instructors_commission_rate_range', sql`${t.commissionRate} between 0 and 100`),
  ],
);
