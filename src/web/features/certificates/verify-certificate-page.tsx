import { useNavigate, useParams } from '@tanstack/react-router';
import { BadgeCheck, CircleAlert, CircleX } from 'lucide-react';
import type { FormEvent, ReactElement, ReactNode } from 'react';
import type { CertificateVerification } from '#shared/certificates/certificate.contract.ts';
import { normalizeVerificationCode } from '#shared/certificates/verification-code.ts';
import { t } from '#shared/messages/fr-certificates-drawing-web.ts';
import { errorMessage } from '#web/lib/api.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { Input } from '#web/ui/input.tsx';
import { Loading } from '#web/ui/loading.tsx';
import { useCertificateVerification } from './api/verify-certificate.ts';

// The public verification pages (issue 16, part drawing; decision 219): /verify-certificate, a form
// to type a code (a plain GET form: it works before or without JavaScript, the server redirects to
// the code's page), and /verify-certificate/{code}, what a QR code opens: valid (green), revoked
// (with the date and the reason) or not found. Drawn on the server for a basic phone's browser.

export const VERIFY_FORM_PATH = '/verify-certificate';

const frenchDate = (iso: string) =>
  new Date(iso).toLocaleDateString('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Dakar',
  });

function CodeForm({ initial = '' }: { initial?: string }): ReactElement {
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const code = normalizeVerificationCode(String(new FormData(event.currentTarget).get('code') ?? ''));
    if (!code) return;
    event.preventDefault();
    void navigate({ to: '/verify-certificate/$code', params: { code } });
  };
  return (
    <form method="get" action={VERIFY_FORM_PATH} onSubmit={onSubmit} className="space-y-3">
      <label htmlFor="certificate-code" className="block text-sm font-medium">
        {t('certificates.verify.codeLabel')}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Input
          id="certificate-code"
          name="code"
          required
          maxLength={64}
          defaultValue={initial}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t('certificates.verify.codePlaceholder')}
          className="font-mono uppercase tracking-wider placeholder:font-sans placeholder:normal-case placeholder:tracking-normal"
        />
        <button type="submit" className={buttonClasses()}>
          {t('certificates.verify.submit')}
        </button>
      </div>
    </form>
  );
}

function Frame({ children }: { children: ReactNode }): ReactElement {
  return <div className="mx-auto max-w-xl space-y-6 py-2 sm:py-8">{children}</div>;
}

/** /verify-certificate: type the code printed under the QR code. */
export function VerifyCertificateFormPage(): ReactElement {
  usePageTitle(t('certificates.verify.pageTitle'));
  return (
    <Frame>
      <h1 className="text-2xl font-bold">{t('certificates.verify.pageTitle')}</h1>
      <p className="text-muted-foreground">{t('certificates.verify.intro')}</p>
      <CodeForm />
    </Frame>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }): ReactElement {
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-2 py-2 sm:grid-cols-[9rem_1fr]">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 font-medium break-words">{children}</dd>
    </div>
  );
}

function Facts({ certificate }: { certificate: NonNullable<CertificateVerification['certificate']> }) {
  return (
    <dl className="divide-y divide-border rounded-lg border border-border bg-surface px-4">
      <Fact label={t('certificates.verify.learner')}>{certificate.learnerName}</Fact>
      <Fact label={t('certificates.verify.course')}>{certificate.courseTitle}</Fact>
      <Fact label={t('certificates.verify.organization')}>{certificate.organizationName}</Fact>
      <Fact label={t('certificates.verify.issuedOn')}>{frenchDate(certificate.issuedAt)}</Fact>
      {certificate.gradePercent !== null ? (
        <Fact label={t('certificates.verify.grade')}>
          {t('certificates.verify.gradeValue', { grade: certificate.gradePercent })}
        </Fact>
      ) : null}
      {certificate.distinction ? (
        <Fact label={t('certificates.verify.distinction')}>{certificate.distinction}</Fact>
      ) : null}
      <Fact label={t('certificates.verify.code')}>
        <span className="font-mono tracking-wider">{certificate.verificationCode}</span>
      </Fact>
    </dl>
  );
}

function Verdict({ verification, code }: { verification: CertificateVerification; code: string }) {
  const { certificate } = verification;
  if (verification.status === 'valid' && certificate) {
    return (
      <>
        <div
          data-status="valid"
          className="flex items-start gap-3 rounded-lg border border-green-700 bg-green-50 p-4 text-green-900"
        >
          <BadgeCheck aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-green-700" />
          <div>
            <h1 className="text-xl font-bold">{t('certificates.verify.valid')}</h1>
            <p>{t('certificates.verify.validText', { organization: certificate.organizationName })}</p>
          </div>
        </div>
        <Facts certificate={certificate} />
      </>
    );
  }
  if (verification.status === 'revoked' && certificate) {
    return (
      <>
        <div
          data-status="revoked"
          className="flex items-start gap-3 rounded-lg border border-red-700 bg-red-50 p-4 text-red-900"
        >
          <CircleX aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-red-700" />
          <div className="min-w-0 space-y-1">
            <h1 className="text-xl font-bold">{t('certificates.verify.revoked')}</h1>
            <p>
              {t('certificates.verify.revokedText', {
                date: frenchDate(certificate.revokedAt ?? certificate.issuedAt),
              })}
            </p>
            {certificate.revokedReason ? (
              <p className="break-words">
                {t('certificates.verify.revokedReason', { reason: certificate.revokedReason })}
              </p>
            ) : null}
          </div>
        </div>
        <Facts certificate={certificate} />
      </>
    );
  }
  return (
    <div
      data-status="not_found"
      className="flex items-start gap-3 rounded-lg border border-amber-700 bg-amber-50 p-4 text-amber-950"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-amber-700" />
      <div className="min-w-0">
        <h1 className="text-xl font-bold">{t('certificates.verify.notFound')}</h1>
        <p className="break-words">{t('certificates.verify.notFoundText', { code })}</p>
      </div>
    </div>
  );
}

/** /verify-certificate/{code}: what the certificate's QR code opens. */
export function VerifyCertificatePage(): ReactElement {
  const { code } = useParams({ from: '/public/verify-certificate/$code' });
  usePageTitle(t('certificates.verify.pageTitle'));
  const verification = useCertificateVerification(code);
  return (
    <Frame>
      {verification.isPending ? (
        <Loading label={t('certificates.verify.loading')} />
      ) : verification.isError ? (
        <div role="alert" className="rounded-lg border border-destructive bg-surface p-4">
          <h1 className="text-xl font-bold">{t('certificates.verify.pageTitle')}</h1>
          <p>{t('certificates.verify.failed', { message: errorMessage(verification.error) })}</p>
        </div>
      ) : (
        <Verdict verification={verification.data} code={code} />
      )}
      <section className="space-y-3 border-t border-border pt-6">
        <h2 className="font-semibold">{t('certificates.verify.another')}</h2>
        <CodeForm />
      </section>
    </Frame>
  );
}
