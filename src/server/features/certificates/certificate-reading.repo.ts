import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { certificates } from '../../db/schema/certificates.ts';

// Reading an issued certificate for its PDF and its public verification (issue 16, part drawing).
// The certificates table is the certificates slice's; issuing and revoking write it elsewhere
// (certificates.repo.ts), this file only reads.

export type CertificateRow = typeof certificates.$inferSelect;

/** The certificate with this id, whatever its organisation (the caller's right is checked after). */
export async function findCertificateById(db: Executor, id: string): Promise<CertificateRow | null> {
  const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
  return row ?? null;
}

/** The certificate carrying this verification code (codes are stored in capitals), or null. */
export async function findCertificateByCode(db: Executor, code: string): Promise<CertificateRow | null> {
  const [row] = await db.select().from(certificates).where(eq(certificates.verificationCode, code));
  return row ?? null;
}
