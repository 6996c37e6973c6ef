import { t } from '#shared/messages/fr-courses-editor.ts';

// The editor's decisions, as plain functions (docs/decisions/102): the unsaved flag (spec §4), what
// the uploads allow before a save (§7, §8), the thumbnail's four alerts (§5), a refused publish's
// missing points.

/**
 * The unsaved flag (spec §4): set by any edit, cleared by a successful save. Edits are counted, so an
 * edit made while a save is on its way keeps the flag set once that save succeeds.
 */
export type UnsavedState = { edits: number; savedEdits: number; savingEdits: number | null };
export type UnsavedAction =
  | { type: 'edit' }
  | { type: 'saveStarted' }
  | { type: 'saveSucceeded' }
  | { type: 'saveFailed' }
  | { type: 'reset' };

export const INITIAL_UNSAVED: UnsavedState = { edits: 0, savedEdits: 0, savingEdits: null };

export function unsavedReducer(state: UnsavedState, action: UnsavedAction): UnsavedState {
  switch (action.type) {
    case 'edit':
      return { ...state, edits: state.edits + 1 };
    case 'saveStarted':
      return { ...state, savingEdits: state.edits };
    case 'saveSucceeded':
      return { ...state, savedEdits: state.savingEdits ?? state.savedEdits, savingEdits: null };
    case 'saveFailed':
      return { ...state, savingEdits: null };
    case 'reset':
      return INITIAL_UNSAVED;
  }
}

export const isUnsaved = (state: UnsavedState) => state.edits !== state.savedEdits;

export type UploadsState = { pending: number; failed: number };

/**
 * What the uploads allow: files still on their way hold the save until they end; failed ones are
 * announced with their count and the rest is saved (spec §7: "if some fail, the count of failed
 * files is announced and the others are saved").
 */
export type UploadsVerdict =
  | { kind: 'wait'; message: string }
  | { kind: 'warnFailed'; title: string; message: string }
  | { kind: 'ready' };

export function uploadsVerdict(uploads: UploadsState): UploadsVerdict {
  if (uploads.pending > 0)
    return {
      kind: 'wait',
      message:
        uploads.pending === 1
          ? t('courses.save.uploadsPendingOne')
          : t('courses.save.uploadsPendingMany', { n: uploads.pending }),
    };
  if (uploads.failed > 0)
    return {
      kind: 'warnFailed',
      title: t('courses.save.uploadsFailed'),
      message: t(
        uploads.failed === 1
          ? 'courses.save.uploadsFailedCount.one'
          : 'courses.save.uploadsFailedCount.other',
        {
          n: uploads.failed,
        },
      ),
    };
  return { kind: 'ready' };
}

export const THUMBNAIL_MAX_BYTES = 10 * 1024 * 1024;
const THUMBNAIL_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif'];

/** Spec §5's four thumbnail alerts, in the order a picked file meets them; null when it may be uploaded. */
export function thumbnailProblem(
  file: { name: string; type: string; size: number } | null | undefined,
): string | null {
  if (!file?.type) return t('courses.thumbnail.invalid');
  if (!file.type.startsWith('image/')) return t('courses.thumbnail.notImage');
  if (file.size > THUMBNAIL_MAX_BYTES) return t('courses.thumbnail.tooLarge');
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!THUMBNAIL_EXTENSIONS.includes(extension)) return t('courses.thumbnail.badFormat');
  return null;
}

/** The French points of a refused publish (422 COURSE_NOT_READY, `details.missing`); empty otherwise. */
export function missingPoints(details: unknown): string[] {
  if (!details || typeof details !== 'object') return [];
  const missing = (details as { missing?: unknown }).missing;
  return Array.isArray(missing) ? missing.filter((item): item is string => typeof item === 'string') : [];
}
