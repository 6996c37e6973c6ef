import { Briefcase, Check, Copy, MessageCircle } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { IssuedCertificate } from '#shared/certificates/certificate.contract.ts';
import { t } from '#shared/messages/fr-certificates-issue-web.ts';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { shareLinks } from './certificate-view.ts';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * WhatsApp, LinkedIn and 'Copier le lien': all share the public verification page. Copying uses the
 * Clipboard API, else the selected field and execCommand('copy'); when both fail the link stays
 * selected in its field with a sentence saying to copy it by hand.
 */
export function ShareButtons({ certificate }: { certificate: IssuedCertificate }) {
  const links = shareLinks(certificate);
  const [state, setState] = useState<CopyState>('idle');
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();

  async function copy() {
    const url = certificate.verificationUrl;
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setState('copied');
      return;
    } catch {
      // The older way: select the field's text and ask the browser to copy it.
    }
    field.current?.focus();
    field.current?.select();
    let isCopied = false;
    try {
      isCopied = document.execCommand('copy');
    } catch {
      isCopied = false;
    }
    setState(isCopied ? 'copied' : 'failed');
  }

  return (
    <section aria-labelledby={`${fieldId}-title`} className="space-y-3">
      <h2 id={`${fieldId}-title`} className="font-semibold">
        {t('certificates.page.share')}
      </h2>
      <div className="grid gap-2 sm:grid-cols-3 lg:grid-cols-1">
        <a
          href={links.whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('outline')}
          data-share="whatsapp"
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {t('certificates.page.whatsapp')}
        </a>
        <a
          href={links.linkedin}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('outline')}
          data-share="linkedin"
        >
          <Briefcase aria-hidden="true" className="size-4" />
          {t('certificates.page.linkedin')}
        </a>
        <button
          type="button"
          onClick={() => void copy()}
          className={buttonClasses('outline')}
          data-share="copy"
        >
          {state === 'copied' ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {state === 'copied' ? t('certificates.page.copied') : t('certificates.page.copy')}
        </button>
      </div>
      <label htmlFor={fieldId} className="block text-sm text-muted-foreground">
        {t('certificates.page.link')}
      </label>
      <input
        id={fieldId}
        ref={field}
        readOnly
        value={certificate.verificationUrl}
        onFocus={(event) => event.currentTarget.select()}
        className="h-11 w-full rounded-md border border-border bg-muted px-3 text-sm"
      />
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {state === 'failed' ? t('certificates.page.copyFailed') : null}
      </p>
    </section>
  );
}
