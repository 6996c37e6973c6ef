import type { UploadResult } from '#shared/uploads/uploads.contract.ts';
import type { FileRefusal } from './upload-checks.ts';

// The upload field's state, as a pure reducer (unit-tested): what the author sees for one file, from
// the pick to the stored result. 'offline' is still pending: it resumes by itself.

export type UploadPhase = 'idle' | 'uploading' | 'offline' | 'failed' | 'done';

export type UploadState = {
  phase: UploadPhase;
  fileName: string | null;
  bytesSent: number;
  bytesTotal: number;
  failure: FileRefusal | null;
  result: UploadResult | null;
};

export type UploadEvent =
  | { type: 'started'; fileName: string; size: number }
  | { type: 'refused'; fileName: string; failure: FileRefusal }
  | { type: 'progress'; bytesSent: number; bytesTotal: number }
  | { type: 'offline' }
  | { type: 'resuming' }
  | { type: 'failed'; failure: FileRefusal }
  | { type: 'succeeded'; result: UploadResult }
  | { type: 'cleared' };

export const IDLE: UploadState = {
  phase: 'idle',
  fileName: null,
  bytesSent: 0,
  bytesTotal: 0,
  failure: null,
  result: null,
};

export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case 'started':
      return { ...IDLE, phase: 'uploading', fileName: event.fileName, bytesTotal: event.size };
    case 'refused':
      return { ...IDLE, phase: 'failed', fileName: event.fileName, failure: event.failure };
    case 'progress':
      // Bytes never go back on screen: a resume starts again from the server's offset, not zero.
      if (state.phase !== 'uploading' && state.phase !== 'offline') return state;
      return {
        ...state,
        bytesSent: Math.max(state.bytesSent, Math.min(event.bytesSent, event.bytesTotal)),
        bytesTotal: event.bytesTotal,
      };
    case 'offline':
      return state.phase === 'uploading' ? { ...state, phase: 'offline' } : state;
    case 'resuming':
      return state.phase === 'offline' || state.phase === 'failed'
        ? { ...state, phase: 'uploading', failure: null }
        : state;
    case 'failed':
      return { ...state, phase: 'failed', failure: event.failure };
    case 'succeeded':
      return {
        ...state,
        phase: 'done',
        bytesSent: event.result.sizeBytes,
        bytesTotal: event.result.sizeBytes,
        failure: null,
        result: event.result,
      };
    case 'cleared':
      return IDLE;
  }
}

/** Percent shown by the progress bar (0–100, whole). */
export function uploadPercent(state: Pick<UploadState, 'bytesSent' | 'bytesTotal' | 'phase'>): number {
  if (state.phase === 'done') return 100;
  if (state.bytesTotal <= 0) return 0;
  return Math.floor((state.bytesSent / state.bytesTotal) * 100);
}

/** The state the editor counts (UploadField's onStateChange): offline is still an upload in progress. */
export function reportedState(phase: UploadPhase): 'idle' | 'uploading' | 'failed' | 'done' {
  return phase === 'offline' ? 'uploading' : phase;
}
