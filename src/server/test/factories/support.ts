import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';

// What every factory shares: where it writes (the database or an open transaction) and a short
// unique tag, so that two worlds built in one database never collide on a slug, an email or a name.

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

let counter = 0;

/** A value no other factory call of this process returns: `${prefix}-${n}-${random}`. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}-${randomUUID().slice(0, 6)}`;
}

export const DAY_MS = 24 * 3600 * 1000;
