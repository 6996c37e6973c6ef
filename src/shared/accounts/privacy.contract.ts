import { z } from 'zod';
import { tAccountsData as t } from '../messages/fr-accounts-data.ts';
import {
  ACCOUNT_DELETION_STATUSES,
  characterCount,
  cleanReason,
  DELETION_REASON_MAX_LENGTH,
} from './privacy.ts';

// The calls of 'Données et compte' (spec/authoring-and-shell.md §7; issue 17, accounts-data):
//   POST   /api/v1/student/settings/data-export        → the JSON file (attachment), streamed
//   POST   /api/v1/student/settings/account-deletion   { reason? } → 201 the pending request
//   GET    /api/v1/student/settings/account-deletion   → the pending request or null
//   DELETE /api/v1/student/settings/account-deletion   → the withdrawn request (404 when none)

export const DATA_EXPORT_PATH = '/api/v1/student/settings/data-export';
export const ACCOUNT_DELETION_PATH = '/api/v1/student/settings/account-deletion';

export const ZAccountDeletionBody = z.object(
  {
    reason: z
      .string({ error: t('accounts.data.reasonType') })
      .transform(cleanReason)
      .refine((reason) => reason === null || characterCount(reason) <= DELETION_REASON_MAX_LENGTH, {
        error: t('accounts.data.reasonTooLong', { max: DELETION_REASON_MAX_LENGTH }),
      })
      .nullish(),
  },
  { error: t('accounts.data.bodyRequired') },
);
export type TAccountDeletionBody = z.input<typeof ZAccountDeletionBody>;

export const ZAccountDeletionRequest = z.object({
  id: z.string(),
  status: z.enum(ACCOUNT_DELETION_STATUSES),
  reason: z.string().nullable(),
  requestedAt: z.string(),
  /** When the account will be erased (ISO moment). */
  dueAt: z.string(),
  cancelledAt: z.string().nullable(),
});
export type TAccountDeletionRequest = z.infer<typeof ZAccountDeletionRequest>;

/** GET: the pending request, or null when there is none. */
export const ZAccountDeletionAnswer = z.object({ request: ZAccountDeletionRequest.nullable() });
export type TAccountDeletionAnswer = z.infer<typeof ZAccountDeletionAnswer>;
