import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { courses } from '../schema/index.ts';

// What every factory shares: where it writes (the database or an open transaction, decision 072) and a
// short unique tag, so that two worlds built in one database never collide on a slug, an email or a name.

export type { Executor, Tx } from '../client.ts';

let counter = 0;

/** A value no other factory call of this process returns: `${prefix}-${n}-${random}`. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}-${randomUUID().slice(0, 6)}`;
}

export const DAY_MS = 24 * 3600 * 1000;

/** The organisation of a course (factories that take a course id look it up rather than ask for it). */
export async function courseOrganizationId(db: Executor, courseId: string): Promise<string> {
  const [row] = await db
    .select({ organizationId: courses.organizationId })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!row) throw new Error(`formation ${courseId} absente`);
  return row.organizationId;
}
