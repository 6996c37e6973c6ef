import { Mail, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '#shared/messages/fr-support.ts';
import { mailtoHref, telHref, whatsappUrl } from '#shared/support/contact-links.ts';
import type { TSupportContact } from '#shared/support/support.contract.ts';

function ContactRow({
  icon,
  label,
  value,
  href,
  isExternal = false,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  href: string;
  isExternal?: boolean;
}) {
  return (
    <li>
      <a
        href={href}
        {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        className="flex min-h-14 items-center gap-3 rounded-lg border border-border bg-surface p-3 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          {icon}
        </span>
        <span className="min-w-0">
          <span className="block text-sm text-muted-foreground">{label}</span>
          <span className="block font-medium break-words">{value}</span>
        </span>
      </a>
    </li>
  );
}

/** Email, phone and WhatsApp; the email and WhatsApp messages already name the payment reference. */
export function ContactList({ contact, reference }: { contact: TSupportContact; reference: string }) {
  const subject = reference
    ? t('support.messageSubjectWithRef', { ref: reference })
    : t('support.messageSubject');
  const body = reference ? t('support.messageBodyWithRef', { ref: reference }) : t('support.messageBody');
  return (
    <ul className="grid gap-3 sm:grid-cols-3" data-testid="support-contacts">
      <ContactRow
        icon={<Mail aria-hidden="true" className="size-5" />}
        label={t('support.email')}
        value={contact.email}
        href={mailtoHref(contact.email, subject, body)}
      />
      <ContactRow
        icon={<Phone aria-hidden="true" className="size-5" />}
        label={t('support.phone')}
        value={contact.phone}
        href={telHref(contact.phone)}
      />
      <ContactRow
        icon={<MessageCircle aria-hidden="true" className="size-5" />}
        label={t('support.whatsappAction')}
        value={contact.whatsapp}
        href={whatsappUrl(contact.whatsapp, body)}
        isExternal
      />
    </ul>
  );
}
