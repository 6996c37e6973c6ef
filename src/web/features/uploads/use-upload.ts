import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { UploadKind } from '#shared/uploads/upload-types.ts';
import type { UploadResult } from '#shared/uploads/uploads.contract.ts';
import { getAccessToken } from '#web/lib/access-token.ts';
import { refreshAccessToken, request } from '#web/lib/api.ts';
import { refuseFile } from './upload-checks.ts';
import { type RunningUpload, startUpload, UPLOADS_ENDPOINT, type UploadDeps } from './upload-client.ts';
import { IDLE, uploadReducer } from './upload-state.ts';

/** The browser's side of the client: the app's token, `navigator.onLine` and the `online` event. */
export const browserUploadDeps: UploadDeps = {
  endpoint: UPLOADS_ENDPOINT,
  getToken: () => getAccessToken()?.value ?? null,
  refreshToken: () => refreshAccessToken(),
  fetchResult: (id) => request<UploadResult>(`${UPLOADS_ENDPOINT}/${encodeURIComponent(id)}/result`),
  isOnline: () => navigator.onLine !== false,
  onOnline(listener) {
    const handle = () => listener();
    window.addEventListener('online', handle, { once: true });
    return () => window.removeEventListener('online', handle);
  },
};

/** One file field's upload: pick → checked → sent (resumable) → result. */
export function useUpload(kind: UploadKind, onUploaded: (result: UploadResult, file: File) => void) {
  const [state, dispatch] = useReducer(uploadReducer, IDLE);
  const running = useRef<RunningUpload | null>(null);
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  useEffect(() => () => running.current?.abort(), []);

  const pick = useCallback(
    (file: File) => {
      running.current?.abort();
      running.current = null;
      const refusal = refuseFile(file, kind);
      if (refusal) return dispatch({ type: 'refused', fileName: file.name, failure: refusal });
      dispatch({ type: 'started', fileName: file.name, size: file.size });
      running.current = startUpload(
        file,
        file.name,
        {
          onProgress: (bytesSent, bytesTotal) => dispatch({ type: 'progress', bytesSent, bytesTotal }),
          onOffline: () => dispatch({ type: 'offline' }),
          onResuming: () => dispatch({ type: 'resuming' }),
          onSuccess(result) {
            running.current = null;
            dispatch({ type: 'succeeded', result });
            uploaded.current(result, file);
          },
          onFailure(failure) {
            // A refused size or type will not pass by trying again: another file is needed.
            if (failure.status === 413 || failure.status === 415) running.current = null;
            dispatch({ type: 'failed', failure: { title: failure.title, message: failure.message } });
          },
        },
        browserUploadDeps,
      );
    },
    [kind],
  );

  const retry = useCallback(() => running.current?.retry(), []);
  const clear = useCallback(() => {
    running.current?.abort(true);
    running.current = null;
    dispatch({ type: 'cleared' });
  }, []);

  return { state, pick, retry, clear, canRetry: running.current !== null };
}
