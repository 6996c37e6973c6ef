import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { type ChangeEvent, type ReactElement, useId, useState } from 'react';
import type { TImportPreview, TImportResult } from '#shared/admin/import.contract.ts';
import { t } from '#shared/messages/fr-admin-people-web.ts';
import { errorMessage } from '#web/lib/api.ts';
import { cn } from '#web/lib/cn.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { paths } from '#web/paths.ts';
import { Button } from '#web/ui/button.tsx';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { Label } from '#web/ui/label.tsx';
import { Textarea } from '#web/ui/textarea.tsx';
import { notify } from '#web/ui/toast.ts';
import { useImportLearners, usePreviewImport } from '../api/people.ts';

const OUTCOME_TONE = {
  new: 'bg-emerald-100 text-emerald-900',
  existing: 'bg-muted text-foreground',
  invalid: 'bg-destructive/10 text-destructive',
} as const;

function PreviewTable({ preview }: { preview: TImportPreview }) {
  return (
    <div className="max-h-[28rem] overflow-auto rounded-lg border border-border">
      <table className="w-full text-left text-sm">
        <thead className="sticky top-0 bg-muted">
          <tr>
            <th className="px-2 py-2">{t('admin.import.line')}</th>
            <th className="px-2 py-2">{t('admin.users.email')}</th>
            <th className="hidden px-2 py-2 sm:table-cell">{t('admin.users.lastName')}</th>
            <th className="px-2 py-2">{t('admin.instructors.status')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {preview.rows.map((row) => (
            <tr key={row.line} data-outcome={row.outcome}>
              <td className="px-2 py-1.5 tabular-nums">{row.line}</td>
              <td className="max-w-[10rem] truncate px-2 py-1.5 sm:max-w-none">{row.email || '—'}</td>
              <td className="hidden px-2 py-1.5 sm:table-cell">
                {`${row.firstName} ${row.lastName}`.trim()}
              </td>
              <td className="px-2 py-1.5">
                <span
                  className={cn('rounded-full px-2 py-0.5 text-xs font-medium', OUTCOME_TONE[row.outcome])}
                >
                  {t(`admin.import.outcome.${row.outcome}`)}
                </span>
                {row.errors.length > 0 ? (
                  <span className="block text-xs text-destructive">{row.errors.join(' ; ')}</span>
                ) : null}
                {row.target && row.errors.length === 0 ? (
                  <span className="block text-xs text-muted-foreground">{row.target}</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Summary({ result }: { result: TImportResult }) {
  return (
    <section role="status" className="space-y-2 rounded-lg border border-border bg-surface p-4">
      <h2 className="text-lg font-semibold">{t('admin.import.done')}</h2>
      <p>{result.message}</p>
      {result.rejected.length > 0 ? (
        <>
          <h3 className="font-medium">{t('admin.import.rejectedTitle')}</h3>
          <ul className="max-h-60 overflow-auto text-sm">
            {result.rejected.map((row) => (
              <li key={row.line}>
                {t('admin.import.line')} {row.line} — {row.email || '—'} : {row.errors.join(' ; ')}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** /admin/users/import: a CSV of learners → preview (each row's errors with its line) → import → summary. */
export function AdminImportPage(): ReactElement {
  usePageTitle(t('admin.import.title'));
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const preview = usePreviewImport();
  const importLearners = useImportLearners();
  const ids = { file: useId(), text: useId() };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setFileName(file.name);
    setCsv(await file.text());
    preview.reset();
    importLearners.reset();
  };
  const showPreview = () => preview.mutate(csv, { onError: (error) => notify.error(errorMessage(error)) });
  const confirm = () =>
    importLearners.mutate(csv, {
      onSuccess: (result) => {
        notify.success(t('admin.import.done'), result.message);
        preview.reset();
      },
      onError: (error) => notify.error(errorMessage(error)),
    });

  return (
    <div className="space-y-5">
      <Link
        to={paths.admin.users()}
        className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('admin.user.back')}
      </Link>
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold leading-tight">{t('admin.import.title')}</h1>
        <p className="max-w-3xl text-muted-foreground">{t('admin.import.intro')}</p>
      </header>
      <section className="space-y-3 rounded-lg border border-border bg-surface p-4">
        <div>
          <p className="text-sm font-medium">{t('admin.import.file')}</p>
          {/* The browser's own file button speaks its language: ours says it in French. */}
          <div className="mt-1.5 flex flex-wrap items-center gap-3">
            <label
              htmlFor={ids.file}
              className={cn(
                buttonClasses('outline'),
                'cursor-pointer focus-within:outline-2 focus-within:outline-ring',
              )}
            >
              {t('admin.import.chooseFile')}
              <input
                id={ids.file}
                type="file"
                accept=".csv,text/csv"
                onChange={(event) => void onFile(event)}
                className="sr-only"
              />
            </label>
            <span className="min-w-0 truncate text-sm text-muted-foreground">
              {fileName ?? t('admin.import.noFile')}
            </span>
          </div>
        </div>
        <div>
          <Label htmlFor={ids.text}>{t('admin.import.paste')}</Label>
          <Textarea
            id={ids.text}
            rows={6}
            value={csv}
            onChange={(event) => {
              setCsv(event.target.value);
              preview.reset();
            }}
            className="mt-1.5 font-mono text-sm"
            placeholder="prenom;nom;email;telephone;formation"
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={showPreview} disabled={!csv.trim() || preview.isPending}>
            {t('admin.import.previewButton')}
          </Button>
          {preview.data && preview.data.valid > 0 ? (
            <Button onClick={confirm} disabled={importLearners.isPending}>
              {t('admin.import.confirm', { count: preview.data.valid })}
            </Button>
          ) : null}
        </div>
      </section>
      {preview.data ? (
        <section className="space-y-3">
          <p aria-live="polite" className="font-medium">
            {t('admin.import.previewSummary', {
              valid: preview.data.valid,
              invalid: preview.data.invalid,
              total: preview.data.total,
            })}
          </p>
          <PreviewTable preview={preview.data} />
        </section>
      ) : null}
      {importLearners.data ? <Summary result={importLearners.data} /> : null}
    </div>
  );
}
