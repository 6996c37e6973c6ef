import { FileUp } from 'lucide-react';
import { type ReactElement, useEffect, useId, useState } from 'react';
import { t } from '#shared/messages/fr-quizzes-builder.ts';
import {
  IMPORT_FORMATS,
  type ImportFormat,
  MAX_IMPORT_TEXT,
  type TImportPreview,
  type TQuizForBuilder,
} from '#shared/quizzes/quiz-builder.contract.ts';
import { errorMessage } from '#web/lib/api.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { Label } from '#web/ui/label.tsx';
import { FIELD_SELECT_CLASSES } from '#web/ui/select-classes.ts';
import { Textarea } from '#web/ui/textarea.tsx';
import { notify } from '#web/ui/toast.ts';
import { previewImport, useImportQuestions } from '../api/quiz-builder-api.ts';
import { guessFormat, type ImportDraft, takeImportDraft } from '../import-draft.ts';

type Props = {
  /** The quiz to import into; null on the new-quiz page, where `onNeedQuiz` creates it first. */
  quizId: string | null;
  /** Unsaved edits: the import rewrites the form from the server, so they are saved first. */
  isDirty: boolean;
  onNeedQuiz: (draft: ImportDraft) => void;
  onImported: (quiz: TQuizForBuilder) => void;
};

/**
 * 'Importer (GIFT, Aiken)': a file chosen or pasted, the server's preview (readable questions, and a
 * French reason with its line for each one it cannot read), then the import of the readable ones.
 */
export function ImportPanel({ quizId, isDirty, onNeedQuiz, onImported }: Props): ReactElement {
  const ids = useId();
  const [draft, setDraft] = useState<ImportDraft>({ format: 'gift', text: '', fileName: '' });
  const [preview, setPreview] = useState<TImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isReading, setIsReading] = useState(false);
  // A new key empties the file input after an import.
  const [inputKey, setInputKey] = useState(0);
  const importQuestions = useImportQuestions(quizId ?? '');

  async function read(input: ImportDraft) {
    if (!quizId) return onNeedQuiz(input);
    setIsReading(true);
    setError(null);
    try {
      setPreview(await previewImport(quizId, { format: input.format, text: input.text }));
    } catch (failure) {
      setPreview(null);
      setError(errorMessage(failure));
    } finally {
      setIsReading(false);
    }
  }

  // A file chosen on the new-quiz page: previewed as soon as its quiz exists.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per quiz, not on each render's read
  useEffect(() => {
    if (!quizId) return;
    const kept = takeImportDraft();
    if (kept) {
      setDraft(kept);
      void read(kept);
    }
  }, [quizId]);

  const change = (next: Partial<ImportDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setPreview(null);
    setError(null);
  };

  async function chooseFile(file: File | undefined) {
    if (!file) return;
    const text = await file.text();
    if (text.length > MAX_IMPORT_TEXT) {
      setError(t('quizzes.build.importFileTooBig'));
      return;
    }
    change({ text, fileName: file.name, format: guessFormat(file.name, text) });
  }

  function runImport() {
    if (!quizId) return;
    importQuestions.mutate(
      { format: draft.format, text: draft.text },
      {
        onSuccess: (result) => {
          notify.success(t('quizzes.build.imported', { n: result.imported }));
          setPreview(null);
          setDraft({ format: draft.format, text: '', fileName: '' });
          setInputKey((key) => key + 1);
          onImported(result.quiz);
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  }

  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="space-y-4 rounded-lg border border-border bg-surface p-4 shadow-sm"
    >
      <div className="flex items-center gap-2">
        <FileUp aria-hidden="true" className="size-5 text-primary" />
        <h2 id={`${ids}-title`} className="text-lg font-semibold">
          {quizId ? t('quizzes.build.importTitle') : t('quizzes.build.importIntoNew')}
        </h2>
      </div>
      <p className="text-sm text-muted-foreground">{t('quizzes.build.importIntro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${ids}-file`}>{t('quizzes.build.importFile')}</Label>
          {/* The browser's own button speaks its own language: ours, in French, opens the same input. */}
          <div className="mt-1.5 flex items-center gap-3">
            <label
              htmlFor={`${ids}-file`}
              className="inline-flex h-11 shrink-0 cursor-pointer items-center rounded-md border border-border bg-surface px-3 text-sm font-medium hover:bg-muted has-[+input:focus-visible]:outline-2 has-[+input:focus-visible]:outline-ring"
            >
              {t('quizzes.build.chooseFile')}
            </label>
            <input
              key={inputKey}
              id={`${ids}-file`}
              type="file"
              accept=".gift,.txt,text/plain"
              onChange={(event) => void chooseFile(event.target.files?.[0])}
              className="sr-only"
            />
            <span className="truncate text-sm text-muted-foreground">
              {draft.fileName || t('quizzes.build.noFile')}
            </span>
          </div>
        </div>
        <div>
          <Label htmlFor={`${ids}-format`}>{t('quizzes.build.importFormat')}</Label>
          <select
            id={`${ids}-format`}
            value={draft.format}
            onChange={(event) => change({ format: event.target.value as ImportFormat })}
            className={FIELD_SELECT_CLASSES}
          >
            {IMPORT_FORMATS.map((format) => (
              <option key={format} value={format}>
                {t(`quizzes.build.importFormat.${format}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div>
        <Label htmlFor={`${ids}-text`}>{t('quizzes.build.importText')}</Label>
        <Textarea
          id={`${ids}-text`}
          rows={6}
          value={draft.text}
          onChange={(event) => change({ text: event.target.value })}
          className="mt-1.5 font-mono text-sm"
        />
      </div>
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      {quizId && isDirty ? <Alert variant="warning">{t('quizzes.build.saveFirst')}</Alert> : null}
      <Button
        variant="outline"
        isLoading={isReading}
        disabled={draft.text.trim() === '' || (quizId !== null && isDirty)}
        onClick={() => void read(draft)}
      >
        {isReading ? t('quizzes.build.previewing') : t('quizzes.build.preview')}
      </Button>
      {preview ? <PreviewResult preview={preview} /> : null}
      {preview && preview.questions.length > 0 ? (
        <Button isLoading={importQuestions.isPending} disabled={isDirty} onClick={runImport}>
          {importQuestions.isPending
            ? t('quizzes.build.importing')
            : t('quizzes.build.importConfirm', { n: preview.questions.length })}
        </Button>
      ) : null}
    </section>
  );
}

function PreviewResult({ preview }: { preview: TImportPreview }): ReactElement {
  return (
    <div className="space-y-3" aria-live="polite">
      <p className="font-medium">{t('quizzes.build.previewCount', { n: preview.questions.length })}</p>
      {preview.questions.length > 0 ? (
        <ol className="list-decimal space-y-1 pl-6 text-sm">
          {preview.questions.map((question, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in the file's order
            <li key={index}>
              <span className="text-muted-foreground">
                {t(`quizzes.build.qtype.${question.question_type}`)} —{' '}
              </span>
              {question.question_text}
            </li>
          ))}
        </ol>
      ) : null}
      {preview.errors.length > 0 ? (
        <Alert variant="warning">
          <p className="font-medium">{t('quizzes.build.previewErrors', { n: preview.errors.length })}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {preview.errors.map((item) => (
              <li key={`${item.line}-${item.message}`}>
                {t('quizzes.build.previewLine', { line: item.line, message: item.message })}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </div>
  );
}
