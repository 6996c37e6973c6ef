import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { certificateDirectors } from '../../db/schema/certificate-templates.ts';

// The certificate_directors table (issue 16 "Designer"; spec §3 "Director"): the organisation's
// directors a template may have sign. Scoped to the organisation: another's is not found.

export type DirectorRow = typeof certificateDirectors.$inferSelect;
export type DirectorWrite = { name: string; title: string; signatureUrl: string | null };

export async function listDirectors(db: Executor, organizationId: string): Promise<DirectorRow[]> {
  return db
    .select()
    .from(certificateDirectors)
    .where(eq(certificateDirectors.organizationId, organizationId))
    .orderBy(asc(certificateDirectors.name), asc(certificateDirectors.id));
}

export async function findDirector(
  db: Executor,
  organizationId: string,
  directorId: string,
): Promise<DirectorRow | null> {
  const [row] = await db
    .select()
    .from(certificateDirectors)
    .where(
      and(eq(certificateDirectors.organizationId, organizationId), eq(certificateDirectors.id, directorId)),
    );
  return row ?? null;
}

export async function lockDirector(
  tx: Executor,
  organizationId: string,
  directorId: string,
): Promise<DirectorRow | null> {
  const [row] = await tx
    .select()
    .from(certificateDirectors)
    .where(
      and(eq(certificateDirectors.organizationId, organizationId), eq(certificateDirectors.id, directorId)),
    )
    .for('update');
  return row ?? null;
}

export async function insertDirector(
  tx: Executor,
  organizationId: string,
  values: DirectorWrite,
): Promise<DirectorRow> {
  const [row] = await tx
    .insert(certificateDirectors)
    .values({ organizationId, ...values })
    .returning();
  return row!;
}

export async function updateDirector(
  tx: Executor,
  directorId: string,
  values: DirectorWrite,
): Promise<DirectorRow> {
  const [row] = await tx
    .update(certificateDirectors)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(certificateDirectors.id, directorId))
    .returning();
  return row!;
}

export async function deleteDirector(tx: Executor, directorId: string): Promise<void> {
  await tx.delete(certificateDirectors).where(eq(certificateDirectors.id, directorId));
}
