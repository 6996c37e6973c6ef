import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

// Columns most tables share.

/** The owning organisation; its rows go with it. */
export const organizationIdColumn = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAtColumn = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
