import { type Currency, isCurrency } from '#shared/catalog/currency.ts';
import type { Db } from '../../db/client.ts';
import { findDefaultCurrency } from '../organizations/organizations.repo.ts';

/** The organisation's display currency; XOF when it has none we know. */
export async function getDisplayCurrency(db: Db, organizationId: string): Promise<Currency> {
  const currency = await findDefaultCurrency(db, organizationId);
  return isCurrency(currency) ? currency : 'XOF';
}
