import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, ref, timestamps } from './columns.ts';
import { organizationRow } from './organizations.ts';

export const categories = pgTable(
  'categories',
  {
    ...organizationRow(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    icon: text('icon'),
    isFeatured: boolean('is_featured').notNull().default(false),
    parentId: ref('parent_id', (): AnyPgColumn => categories.id, 'set null'),
    displayOrder: integer('display_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [unique('categories_org_slug_unique').on(t.organizationId, t.slug)],
);

export const tags = pgTable(
  'tags',
  {
    ...organizationRow(),
    name: text('name').notNull(),
    color: text('color'),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('tags_org_name_unique').on(t.organizationId, t.name),
    index('tags_organization_idx').on(t.organizationId),
    check('tags_color_hex', sql`${t.color} is null or ${t.color} ~ '^#[0-9a-fA-F]{6}$'`),
  ],
);
