import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UploadResult } from '#shared/uploads/uploads.contract.ts';
import { IDLE, reportedState, type UploadEvent, uploadPercent, uploadReducer } from './upload-state.ts';

const result: UploadResult = {
  id: 'abc',
  key: 'public/uploads/o/abc/cours-1.pdf',
  url: '/files/public/uploads/o/abc/cours-1.pdf',
  kind: 'document',
  mimeType: 'application/pdf',
  extension: 'pdf',
  fileName: 'cours-1.pdf',
  originalName: 'Cours.pdf',
  sizeBytes: 1000,
  pageCount: 3,
};

describe('the upload field state', () => {
  it('goes from the pick to the stored file, through an offline pause', () => {
    const steps: UploadEvent[] = [
      { type: 'started', fileName: 'Cours.pdf', size: 1000 },
      { type: 'progress', bytesSent: 400, bytesTotal: 1000 },
      { type: 'offline' },
    ];
    const offline = steps.reduce(uploadReducer, IDLE);
    expect(offline).toMatchObject({ phase: 'offline', bytesSent: 400 });
    expect(reportedState(offline.phase)).toBe('uploading');
    const resumed = uploadReducer(offline, { type: 'resuming' });
    expect(resumed.phase).toBe('uploading');
    const done = uploadReducer(resumed, { type: 'succeeded', result });
    expect(done).toMatchObject({ phase: 'done', result, bytesSent: 1000 });
    expect(uploadPercent(done)).toBe(100);
    expect(uploadReducer(done, { type: 'cleared' })).toEqual(IDLE);
  });

  it('keeps a refusal with its French title and message', () => {
    const refused = uploadReducer(IDLE, {
      type: 'refused',
      fileName: 'film.mp4',
      failure: { title: 'Type de fichier non supporté', message: '…' },
    });
    expect(refused).toMatchObject({ phase: 'failed', fileName: 'film.mp4' });
    expect(reportedState(refused.phase)).toBe('failed');
  });

  it('never shows fewer bytes than before, and a percent between 0 and 100', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(
          fc.oneof(
            fc.nat(12_000_000).map((n) => ({ progress: n })),
            fc.constant('offline' as const),
            fc.constant('resuming' as const),
          ),
        ),
        (size, events) => {
          let state = uploadReducer(IDLE, { type: 'started', fileName: 'a.mp3', size });
          let previous = 0;
          for (const event of events) {
            state =
              typeof event === 'string'
                ? uploadReducer(state, { type: event })
                : uploadReducer(state, { type: 'progress', bytesSent: event.progress, bytesTotal: size });
            expect(state.bytesSent).toBeGreaterThanOrEqual(previous);
            expect(state.bytesSent).toBeLessThanOrEqual(size);
            const percent = uploadPercent(state);
            expect(percent).toBeGreaterThanOrEqual(0);
            expect(percent).toBeLessThanOrEqual(100);
            previous = state.bytesSent;
          }
        },
      ),
    );
  });
});
