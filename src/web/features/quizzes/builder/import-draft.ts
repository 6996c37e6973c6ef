import type { ImportFormat } from '#shared/quizzes/quiz-builder.contract.ts';

// A file chosen on the new-quiz page travels to the created quiz's editor, whose import panel reads
// it back and previews it: the preview and the import need the quiz to exist.

const KEY = 'jang.quiz-import-draft';

export type ImportDraft = { format: ImportFormat; text: string; fileName: string };

export function keepImportDraft(draft: ImportDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the instructor chooses the file again.
  }
}

/** The kept draft, removed as it is read (once). */
export function takeImportDraft(): ImportDraft | null {
  try {
    const text = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return text ? (JSON.parse(text) as ImportDraft) : null;
  } catch {
    return null;
  }
}

/** The format a file most likely is: GIFT answers sit in braces, Aiken ends each question with ANSWER:. */
export function guessFormat(fileName: string, text: string): ImportFormat {
  if (/\.gift$/i.test(fileName)) return 'gift';
  if (/^\s*ANSWER\s*:/im.test(text) && !/\{[^}]*\}/.test(text)) return 'aiken';
  return 'gift';
}
