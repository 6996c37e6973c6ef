import { Link, useParams } from '@tanstack/react-router';
import { ArrowLeft, Download, ShieldCheck } from 'lucide-react';
import { type ReactElement, useMemo } from 'react';
import type { IssuedCertificate } from '#shared/certificates/certificate.contract.ts';
import { layoutCertificate } from '#shared/certificates/certificate-layout.ts';
import { t } from '#shared/messages/fr-certificates-issue-web.ts';
import { ApiError, errorMessage } from '#web/lib/api.ts';
import { downloadFile } from '#web/lib/download-file.ts';
import { formatLongDate } from '#web/lib/format.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { paths } from '#web/paths.ts';
import { Alert, AlertDescription, AlertTitle } from '#web/ui/alert.tsx';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { LoadError } from '#web/ui/load-error.tsx';
import { Loading } from '#web/ui/loading.tsx';
import { notify } from '#web/ui/toast.ts';
import { useMyCertificate } from '../api/my-certificates.ts';
import { CertificateDrawing } from '../certificate-drawing.tsx';
import { factsOfIssued, gradeLine, standingOf, standingText } from './certificate-view.ts';
import { ShareButtons } from './share-buttons.tsx';

/**
 * /dashboard/certificates/{courseId} (spec/learner.md §2, §4 'Voir le certificat'): the learner's
 * certificate drawn as it prints, its PDF, its share buttons; without one, what is missing.
 */
export function CertificatePage(): ReactElement {
  const { courseId } = useParams({ strict: false }) as { courseId: string };
  const certificate = useMyCertificate(courseId);
  usePageTitle(certificate.data ? certificate.data.courseTitle : t('certificates.page.title'));

  const back = (
    <Link to={paths.dashboard.certificates()} className={buttonClasses('link', 'xs')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('certificates.page.back')}
    </Link>
  );

  if (certificate.isPending) return <Loading label={t('certificates.page.loading')} />;
  if (certificate.isError) {
    const standing =
      certificate.error instanceof ApiError && certificate.error.status === 404
        ? standingOf(certificate.error.details)
        : null;
    if (!standing) {
      return (
        <LoadError
          error={certificate.error}
          onRetry={() => void certificate.refetch()}
          title={t('certificates.page.loadError')}
        />
      );
    }
    const text = standingText(standing);
    return (
      <section aria-labelledby="page-title" className="mx-auto max-w-2xl space-y-5">
        {back}
        <h1 id="page-title" className="text-2xl font-semibold">
          {t('certificates.page.title')}
        </h1>
        <Alert variant={standing.kind === 'earned' ? 'success' : 'default'}>
          <AlertTitle>{text.title}</AlertTitle>
          <AlertDescription>{text.body}</AlertDescription>
        </Alert>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to={paths.dashboard.course(courseId)} className={buttonClasses('default')}>
            {t('certificates.standing.toCourse')}
          </Link>
          {standing.kind === 'earned' ? (
            <button
              type="button"
              onClick={() => void certificate.refetch()}
              className={buttonClasses('outline')}
            >
              {t('certificates.standing.refresh')}
            </button>
          ) : null}
        </div>
      </section>
    );
  }
  return <IssuedCertificateView certificate={certificate.data} back={back} />;
}

function IssuedCertificateView({
  certificate,
  back,
}: {
  certificate: IssuedCertificate;
  back: ReactElement;
}) {
  const layout = useMemo(
    () => layoutCertificate(certificate.settings, factsOfIssued(certificate)),
    [certificate],
  );
  const grade = gradeLine(certificate);
  const fileName = `certificat-${certificate.verificationCode}.pdf`;
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-5xl space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {back}
        <Link to={paths.dashboard.course(certificate.courseId)} className={buttonClasses('link', 'xs')}>
          {t('certificates.page.backToCourse')}
        </Link>
      </div>
      <header className="space-y-1">
        <h1 id="page-title" className="text-2xl font-semibold leading-tight sm:text-3xl">
          {certificate.courseTitle}
        </h1>
        <p className="text-muted-foreground">
          {t('certificates.learner.issuedOn', { date: certificate.printed.issuedOn })}
          {grade ? ` · ${grade}` : ''}
        </p>
      </header>
      {certificate.revokedAt ? (
        <Alert variant="destructive">
          <AlertTitle>
            {t('certificates.learner.revokedOn', { date: formatLongDate(certificate.revokedAt) ?? '' })}
          </AlertTitle>
          {certificate.revokedReason ? (
            <AlertDescription>
              {t('certificates.learner.revokedReason', { reason: certificate.revokedReason })}
            </AlertDescription>
          ) : null}
        </Alert>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="overflow-hidden rounded-lg border border-border bg-surface shadow-sm">
          <CertificateDrawing
            layout={layout}
            label={t('certificates.page.drawingLabel', {
              name: certificate.printed.studentName,
              course: certificate.printed.courseName,
            })}
          />
        </div>
        <aside className="space-y-5">
          <a
            href={certificate.pdfUrl}
            download={fileName}
            onClick={(event) => {
              // The PDF needs the bearer token: fetched, then saved under its name.
              event.preventDefault();
              downloadFile(certificate.pdfUrl, fileName).catch((error) =>
                notify.error(t('certificates.page.download'), errorMessage(error)),
              );
            }}
            className={`${buttonClasses('default')} w-full`}
          >
            <Download aria-hidden="true" className="size-4" />
            {t('certificates.page.download')}
          </a>
          <ShareButtons certificate={certificate} />
          <div className="space-y-1 text-sm">
            <p className="text-muted-foreground">
              {t('certificates.page.code', { code: certificate.verificationCode })}
            </p>
            <a
              href={certificate.verificationUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('link', 'xs')}
            >
              <ShieldCheck aria-hidden="true" className="size-4" />
              {t('certificates.page.verify')}
            </a>
          </div>
        </aside>
      </div>
    </section>
  );
}
