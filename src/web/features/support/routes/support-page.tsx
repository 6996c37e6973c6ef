import { useNavigate, useSearch } from '@tanstack/react-router';
import { CircleHelp, ClipboardList } from 'lucide-react';
import { type ReactElement, useState } from 'react';
import { t } from '#shared/messages/fr-support.ts';
import { DEFAULT_PENDING_EXPIRY_HOURS } from '#shared/payments/payment-lifecycle.ts';
import { cleanPaymentReference } from '#shared/support/contact-links.ts';
import { errorMessage } from '#web/lib/api.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { TextField } from '#web/ui/text-field.tsx';
import { useSupportContact } from '../api/get-support-contact.ts';
import { ContactList } from '../components/contact-list.tsx';
import { PaymentFaq } from '../components/payment-faq.tsx';

/** The server's default (INSTALLMENT_GRACE_DAYS), quoted only while its own figure cannot be read. */
const FALLBACK_GRACE_DAYS = 7;

/**
 * /support (docs/decisions/055): public. How to reach the organisation, what to give (the payment
 * reference, filled in from ?ref=), and the answers to the usual mobile-money questions.
 */
export function SupportPage(): ReactElement {
  usePageTitle(t('page.support'));
  const search = useSearch({ strict: false }) as { ref?: string };
  const navigate = useNavigate();
  const [reference, setReference] = useState(() => cleanPaymentReference(search.ref));
  const contact = useSupportContact();

  function changeReference(value: string) {
    const clean = cleanPaymentReference(value);
    setReference(clean);
    // The address keeps it, so the page can be reloaded or shared as it is.
    void navigate({ to: '.', search: { ref: clean || undefined }, replace: true });
  }

  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <header className="space-y-2">
        <h1 className="flex items-center gap-2 text-2xl font-semibold sm:text-3xl">
          <CircleHelp aria-hidden="true" className="size-7 shrink-0 text-primary" />
          {t('support.title')}
        </h1>
        <p className="text-muted-foreground">
          {contact.data?.organizationName
            ? t('support.subtitle', { organization: contact.data.organizationName })
            : t('support.subtitleGeneric')}
        </p>
      </header>

      <section aria-labelledby="contact-title" className="space-y-3">
        <h2 id="contact-title" className="text-lg font-semibold">
          {t('support.contactTitle')}
        </h2>
        {contact.isPending ? (
          <p role="status" className="text-muted-foreground">
            {t('support.loadingContacts')}
          </p>
        ) : contact.isError ? (
          <Alert variant="destructive">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p>
                {t('support.contactsError')} {errorMessage(contact.error)}
              </p>
              <Button variant="outline" size="sm" onClick={() => void contact.refetch()}>
                {t('shell.retry')}
              </Button>
            </div>
          </Alert>
        ) : (
          <ContactList contact={contact.data} reference={reference} />
        )}
      </section>

      <section
        aria-labelledby="give-title"
        className="space-y-3 rounded-lg border border-border bg-surface p-4 shadow-sm sm:p-5"
      >
        <h2 id="give-title" className="flex items-center gap-2 text-lg font-semibold">
          <ClipboardList aria-hidden="true" className="size-5 shrink-0" />
          {t('support.giveTitle')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('support.giveIntro')}</p>
        <TextField
          label={t('support.referenceLabel')}
          hint={t('support.referenceHint')}
          value={reference}
          onChange={(event) => changeReference(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          className="max-w-md"
          inputMode="text"
        />
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>{t('support.give.operator')}</li>
          <li>{t('support.give.course')}</li>
          <li>{t('support.give.when')}</li>
        </ul>
      </section>

      <section aria-labelledby="faq-title" className="space-y-3">
        <h2 id="faq-title" className="text-lg font-semibold">
          {t('support.faqTitle')}
        </h2>
        <PaymentFaq
          pendingExpiryHours={contact.data?.payments.pendingExpiryHours ?? DEFAULT_PENDING_EXPIRY_HOURS}
          graceDays={contact.data?.payments.installmentGraceDays ?? FALLBACK_GRACE_DAYS}
        />
      </section>
    </div>
  );
}
