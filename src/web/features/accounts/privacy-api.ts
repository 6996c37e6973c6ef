import type { TAccountDeletionAnswer, TAccountDeletionRequest } from '#shared/accounts/privacy.contract.ts';
import { ACCOUNT_DELETION_PATH, DATA_EXPORT_PATH } from '#shared/accounts/privacy.contract.ts';
import { exportFileName } from '#shared/accounts/privacy.ts';
import { getJson, request } from '#web/lib/api.ts';

// The calls of 'Données et compte' (issue 17), with the shared contract's types.

export const deletionKey = ['accounts', 'deletion-request'] as const;

export const fetchDeletionRequest = (signal?: AbortSignal) =>
  getJson<TAccountDeletionAnswer>(ACCOUNT_DELETION_PATH, signal);

export const requestDeletion = (reason: string) =>
  request<TAccountDeletionRequest>(ACCOUNT_DELETION_PATH, {
    method: 'POST',
    body: { reason: reason.trim() === '' ? null : reason },
  });

export const cancelDeletion = () =>
  request<TAccountDeletionRequest>(ACCOUNT_DELETION_PATH, { method: 'DELETE' });

/**
 * POSTs for the export and hands the file to the browser's own download, under the day's name (the
 * server's Content-Disposition says the same); answers the file name.
 */
export async function downloadDataExport(): Promise<string> {
  const blob = await request<Blob>(DATA_EXPORT_PATH, {
    method: 'POST',
    responseType: 'blob',
    timeoutMs: 300_000,
  });
  const fileName = exportFileName(new Date());
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
  return fileName;
}
