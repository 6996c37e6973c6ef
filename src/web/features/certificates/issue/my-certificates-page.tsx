import { Link } from '@tanstack/react-router';
import { Award } from 'lucide-react';
import type { ReactElement } from 'react';
import type { IssuedCertificate } from '#shared/certificates/certificate.contract.ts';
import { t } from '#shared/messages/fr-certificates-issue-web.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { paths } from '#web/paths.ts';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { LoadError } from '#web/ui/load-error.tsx';
import { Loading } from '#web/ui/loading.tsx';
import { useMyCertificates } from '../api/my-certificates.ts';
import { gradeLine } from './certificate-view.ts';

function EmptyState() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-surface px-6 py-12 text-center">
      <Award aria-hidden="true" className="size-10 text-primary" />
      <p className="text-lg font-medium">{t('certificates.learner.empty')}</p>
      <p className="max-w-md text-muted-foreground">{t('certificates.learner.emptyHint')}</p>
      <Link to={paths.dashboard.courses()} className={buttonClasses('default')}>
        {t('certificates.learner.emptyAction')}
      </Link>
    </div>
  );
}

function CertificateCard({ certificate }: { certificate: IssuedCertificate }) {
  const grade = gradeLine(certificate);
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border border-border bg-surface p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <Award aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
        <div className="min-w-0 space-y-1">
          <h2 className="font-semibold leading-snug break-words">{certificate.courseTitle}</h2>
          <p className="text-sm text-muted-foreground">
            {t('certificates.learner.issuedOn', { date: certificate.printed.issuedOn })}
          </p>
          {grade ? <p className="text-sm">{grade}</p> : null}
          {certificate.revokedAt ? (
            <p className="inline-block rounded bg-destructive-soft px-2 py-0.5 text-xs font-medium text-destructive">
              {t('certificates.learner.revoked')}
            </p>
          ) : null}
        </div>
      </div>
      <Link
        to={paths.dashboard.certificate(certificate.courseId)}
        className={`${buttonClasses('outline', 'sm')} mt-auto`}
      >
        {t('certificates.learner.open')}
      </Link>
    </article>
  );
}

/** /dashboard/certificates: every certificate of the learner, newest first; what to do when none. */
export function MyCertificatesPage(): ReactElement {
  const certificates = useMyCertificates();
  usePageTitle(t('certificates.learner.title'));
  if (certificates.isPending) return <Loading label={t('certificates.learner.loading')} />;
  if (certificates.isError)
    return (
      <LoadError
        error={certificates.error}
        onRetry={() => void certificates.refetch()}
        title={t('certificates.learner.loadError')}
      />
    );
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <header className="space-y-1">
        <h1 id="page-title" className="text-2xl font-semibold sm:text-3xl">
          {t('certificates.learner.title')}
        </h1>
        <p className="text-muted-foreground">{t('certificates.learner.intro')}</p>
      </header>
      {certificates.data.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {certificates.data.map((certificate) => (
            <li key={certificate.id}>
              <CertificateCard certificate={certificate} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
