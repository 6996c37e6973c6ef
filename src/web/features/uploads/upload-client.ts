import { type DetailedError, type HttpRequest, Upload, type UploadOptions } from 'tus-js-client';
import { type UploadResult, uploadResultSchema } from '#shared/uploads/uploads.contract.ts';
import { type UploadFailure, uploadFailure } from './upload-errors.ts';

// One resumable upload over tus to /api/uploads (decision 150). The bearer token is read for every
// request (it is refreshed while a slow upload runs); the upload's address is kept under the file's
// fingerprint, so after a dropped connection — or a reload and the same file picked again — it asks
// the server how far it got (HEAD) and sends only the rest. Offline, it waits for the `online` event.

export const UPLOADS_ENDPOINT = '/api/uploads';
/** Retries of a failed request while the network seems up; then the upload waits for `online`. */
export const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000];
/** The server's answers that a new HEAD settles (offset mismatch, upload busy): tried again, never final offline. */
const RESUMABLE_STATUSES = new Set([409, 423]);

export type UploadEvents = {
  onProgress: (bytesSent: number, bytesTotal: number) => void;
  /** The network went away: the upload is paused until it comes back. */
  onOffline: () => void;
  /** The network came back: the upload goes on from the server's offset. */
  onResuming: () => void;
  onSuccess: (result: UploadResult) => void;
  onFailure: (failure: Extract<UploadFailure, { kind: 'refused' }>) => void;
};

export type UploadDeps = {
  endpoint: string;
  getToken: () => string | null;
  /** Asked when the server answers 401: a new token for the next try. */
  refreshToken: () => Promise<unknown>;
  /** GET …/result: when the upload was already complete (its last answer lost). */
  fetchResult: (uploadId: string) => Promise<UploadResult>;
  isOnline: () => boolean;
  /** Calls back once when the network is back; returns the unsubscribe. */
  onOnline: (listener: () => void) => () => void;
  /** tus options to override (tests: urlStorage, fingerprint, retryDelays). */
  tusOptions?: Partial<UploadOptions>;
};

export type RunningUpload = {
  /** Stops sending; `forget` also tells the server to drop the partial. */
  abort: (forget?: boolean) => void;
  /** Tries again now (after a failure, or without waiting for `online`). */
  retry: () => void;
};

function parseResult(body: string): UploadResult | null {
  try {
    const parsed = uploadResultSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The upload id at the end of its address (…/api/uploads/<id>). */
export function uploadIdOf(url: string): string {
  return url.split('?', 1)[0]!.split('/').filter(Boolean).at(-1) ?? '';
}

export function startUpload(
  file: File | Blob | Uint8Array,
  fileName: string,
  events: UploadEvents,
  deps: UploadDeps,
): RunningUpload {
  let isStopped = false;
  let stopWaiting: (() => void) | null = null;
  let refreshing: Promise<unknown> | null = null;

  const upload = new Upload(file as File, {
    endpoint: deps.endpoint,
    metadata: { filename: fileName },
    retryDelays: RETRY_DELAYS,
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    ...deps.tusOptions,
    async onBeforeRequest(request: HttpRequest) {
      if (refreshing) await refreshing.catch(() => undefined);
      const token = deps.getToken();
      if (token) request.setHeader('Authorization', `Bearer ${token}`);
    },
    onShouldRetry(error: DetailedError, _attempt: number) {
      const status = error.originalResponse?.getStatus() ?? 0;
      if (status === 401) {
        refreshing ??= deps.refreshToken().finally(() => {
          refreshing = null;
        });
        return true;
      }
      // The server's own refusals (size, type, unknown upload) will not change by trying again.
      if (status >= 400 && status < 500 && !RESUMABLE_STATUSES.has(status)) return false;
      return deps.isOnline();
    },
    onProgress: (sent, total) => events.onProgress(sent, total),
    onSuccess({ lastResponse }) {
      const result = parseResult(lastResponse.getBody() ?? '');
      if (result) return events.onSuccess(result);
      // Resumed an upload the server had already finished: HEAD answers no body.
      const id = uploadIdOf(upload.url ?? '');
      deps.fetchResult(id).then(events.onSuccess, () => waitForNetwork());
    },
    onError(error) {
      if (isStopped) return;
      const failure = uploadFailure((error as DetailedError).originalResponse);
      if (failure.kind === 'network') waitForNetwork();
      // A dropped connection can also answer 409 (Chromium resends a request cut on a reused socket,
      // from the old offset) or 423: only a new HEAD settles it, so offline it waits like the network.
      else if (RESUMABLE_STATUSES.has(failure.status) && !deps.isOnline()) waitForNetwork();
      else events.onFailure(failure);
    },
  });

  /** From the address stored under the file's fingerprint, else a new upload. */
  async function resumeFromStored() {
    if (isStopped) return;
    try {
      const previous = await upload.findPreviousUploads();
      const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
      if (latest && !upload.url) upload.resumeFromPreviousUpload(latest);
    } catch {
      // No storage (private mode): start from what this page knows.
    }
    if (!isStopped) upload.start();
  }

  function waitForNetwork() {
    events.onOffline();
    stopWaiting?.();
    stopWaiting = deps.onOnline(() => {
      stopWaiting = null;
      events.onResuming();
      void resumeFromStored();
    });
  }

  void resumeFromStored();

  return {
    abort(forget = false) {
      isStopped = true;
      stopWaiting?.();
      void upload.abort(forget).catch(() => undefined);
    },
    retry() {
      stopWaiting?.();
      stopWaiting = null;
      events.onResuming();
      void resumeFromStored();
    },
  };
}
