import { Search } from 'lucide-react';
import { type ReactElement, useState } from 'react';
import {
  ADMIN_CERTIFICATE_FILTERS,
  type TAdminCertificate,
} from '#shared/certificates/certificates-issue.contract.ts';
import { t } from '#shared/messages/fr-certificates-issue-web.ts';
import { errorMessage } from '#web/lib/api.ts';
import { downloadFile } from '#web/lib/download-file.ts';
import { formatLongDate } from '#web/lib/format.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { Button } from '#web/ui/button.tsx';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { Input } from '#web/ui/input.tsx';
import { LoadError } from '#web/ui/load-error.tsx';
import { Loading } from '#web/ui/loading.tsx';
import { SELECT_CLASSES } from '#web/ui/select-classes.ts';
import { notify } from '#web/ui/toast.ts';
import { type IssuedSearch, useIssuedCertificates } from '../api/issued-certificates.ts';
import { RevokeDialog } from './revoke-dialog.tsx';

function IssuedRow({ certificate, onRevoke }: { certificate: TAdminCertificate; onRevoke: () => void }) {
  const fileName = `certificat-${certificate.verificationCode}.pdf`;
  return (
    <li className="grid gap-3 rounded-lg border border-border bg-surface p-4 shadow-sm md:grid-cols-[minmax(0,1.2fr)_minmax(0,1.2fr)_8rem_6rem_auto] md:items-center">
      <div className="min-w-0">
        <p className="font-medium break-words">{certificate.learner.name}</p>
        <p className="text-sm break-all text-muted-foreground">{certificate.learner.email}</p>
      </div>
      <div className="min-w-0">
        <p className="break-words">{certificate.course.title}</p>
        <p className="font-mono text-xs text-muted-foreground">{certificate.verificationCode}</p>
      </div>
      <p className="text-sm">
        <span className="text-muted-foreground md:hidden">{t('certificates.issued.issuedOn')} </span>
        {formatLongDate(certificate.issuedAt)}
      </p>
      <p className="text-sm">
        <span className="text-muted-foreground md:hidden">{t('certificates.issued.grade')} : </span>
        {certificate.gradePercent === null ? '—' : `${certificate.gradePercent} %`}
        {certificate.distinction ? ` · ${certificate.distinction}` : ''}
      </p>
      <div className="flex flex-wrap items-center gap-2 md:justify-end">
        <a
          href={certificate.pdfUrl}
          download={fileName}
          onClick={(event) => {
            event.preventDefault();
            downloadFile(certificate.pdfUrl, fileName).catch((error) =>
              notify.error(t('certificates.issued.pdf'), errorMessage(error)),
            );
          }}
          className={buttonClasses('outline', 'sm')}
        >
          {t('certificates.issued.pdf')}
        </a>
        {certificate.revokedAt ? null : (
          <Button type="button" variant="ghost-destructive" size="sm" onClick={onRevoke}>
            {t('certificates.issued.revoke')}
          </Button>
        )}
      </div>
      {certificate.revokedAt ? (
        <p className="rounded bg-destructive-soft px-3 py-2 text-sm text-destructive md:col-span-5">
          {t('certificates.issued.revokedBy', {
            date: formatLongDate(certificate.revokedAt) ?? '',
            name: certificate.revokedBy?.name ?? '',
            reason: certificate.revokedReason ?? '',
          })}
        </p>
      ) : null}
    </li>
  );
}

/** /admin/issued-certificates: the organisation's issued certificates, searched, paged, revocable. */
export function IssuedCertificatesPage(): ReactElement {
  const [search, setSearch] = useState<IssuedSearch>({ search: '', status: 'all', page: 1 });
  const [text, setText] = useState('');
  const [revoking, setRevoking] = useState<TAdminCertificate | null>(null);
  const list = useIssuedCertificates(search);
  usePageTitle(t('certificates.issued.title'));
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  return (
    <div className="space-y-5">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold leading-tight">{t('certificates.issued.title')}</h1>
        <p className="max-w-3xl text-muted-foreground">{t('certificates.issued.intro')}</p>
      </header>
      <search>
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            setSearch({ ...search, search: text, page: 1 });
          }}
        >
          <label htmlFor="issued-search" className="flex-1 space-y-1.5 text-sm font-medium">
            {t('certificates.issued.search')}
            <Input
              id="issued-search"
              type="search"
              value={text}
              maxLength={100}
              placeholder={t('certificates.issued.searchPlaceholder')}
              onChange={(event) => setText(event.target.value)}
            />
          </label>
          <label htmlFor="issued-status" className="space-y-1.5 text-sm font-medium sm:w-44">
            {t('certificates.issued.status')}
            <select
              id="issued-status"
              className={SELECT_CLASSES}
              value={search.status}
              onChange={(event) =>
                setSearch({ ...search, status: event.target.value as IssuedSearch['status'], page: 1 })
              }
            >
              {ADMIN_CERTIFICATE_FILTERS.map((status) => (
                <option key={status} value={status}>
                  {t(`certificates.issued.status.${status}`)}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit">
            <Search aria-hidden="true" className="size-4" />
            {t('certificates.issued.search')}
          </Button>
        </form>
      </search>
      {list.isPending ? (
        <Loading label={t('certificates.issued.loading')} />
      ) : list.isError ? (
        <LoadError
          error={list.error}
          onRetry={() => void list.refetch()}
          title={t('certificates.issued.loadError')}
        />
      ) : data && data.certificates.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border bg-surface px-4 py-10 text-center text-muted-foreground">
          {t('certificates.issued.empty')}
        </p>
      ) : data ? (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('certificates.issued.count', { n: data.total })}
          </p>
          <ul className="space-y-3">
            {data.certificates.map((certificate) => (
              <IssuedRow
                key={certificate.id}
                certificate={certificate}
                onRevoke={() => setRevoking(certificate)}
              />
            ))}
          </ul>
          {pages > 1 ? (
            <nav
              className="flex items-center justify-between gap-2"
              aria-label={t('certificates.issued.title')}
            >
              <Button
                type="button"
                variant="outline"
                disabled={search.page <= 1}
                onClick={() => setSearch({ ...search, page: search.page - 1 })}
              >
                {t('certificates.issued.previous')}
              </Button>
              <span className="text-sm">{t('certificates.issued.page', { page: search.page, pages })}</span>
              <Button
                type="button"
                variant="outline"
                disabled={search.page >= pages}
                onClick={() => setSearch({ ...search, page: search.page + 1 })}
              >
                {t('certificates.issued.next')}
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
      <RevokeDialog certificate={revoking} onClose={() => setRevoking(null)} />
    </div>
  );
}
