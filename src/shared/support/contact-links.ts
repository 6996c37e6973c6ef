// The support page's contact links (issue 10, docs/decisions/055): pure, so the server checks its
// configuration with the same rules the page uses to build its links.

/** An international phone number: '+', a country code, then digits and spaces, dots or dashes. */
const INTERNATIONAL_PHONE = /^\+[1-9][\d .-]{6,20}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isInternationalPhone(value: string): boolean {
  return INTERNATIONAL_PHONE.test(value.trim()) && phoneDigits(value).length >= 8;
}

export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** The digits of a phone number, country code first, as wa.me and tel: expect them. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** tel:+221338000000 */
export function telHref(phone: string): string {
  return `tel:+${phoneDigits(phone)}`;
}

/** https://wa.me/221770000000, with a first message already typed when `text` is given. */
export function whatsappUrl(phone: string, text?: string): string {
  const base = `https://wa.me/${phoneDigits(phone)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** mailto: with a subject, and a body when given. */
export function mailtoHref(email: string, subject: string, body?: string): string {
  const query = new URLSearchParams({ subject, ...(body ? { body } : {}) });
  // URLSearchParams writes spaces as '+', which mail clients show literally.
  return `mailto:${email}?${query.toString().replace(/\+/g, '%20')}`;
}

/** A payment reference as typed or pasted: trimmed, at most 100 characters of letters, digits, - and _. */
export function cleanPaymentReference(value: string | null | undefined): string {
  return (value ?? '')
    .trim()
    .replace(/[^\w-]/g, '')
    .slice(0, 100);
}
