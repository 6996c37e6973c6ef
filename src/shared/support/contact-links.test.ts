import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanPaymentReference,
  isEmailAddress,
  isInternationalPhone,
  mailtoHref,
  phoneDigits,
  telHref,
  whatsappUrl,
} from './contact-links.ts';

describe('support contact links', () => {
  // International numbers only.
  it.each([
    ['+221 77 000 00 00', true],
    ['+221.33.800.00.00', true],
    ['77 000 00 00', false],
    ['+221', false],
    ['+221 77 abc', false],
  ])('phone %j accepted: %s', (phone, isAccepted) => {
    expect(isInternationalPhone(phone)).toBe(isAccepted);
  });

  it('builds tel: and wa.me links from the digits', () => {
    expect(telHref('+221 33 800 00 00')).toBe('tel:+221338000000');
    expect(whatsappUrl('+221 77 000-00-00')).toBe('https://wa.me/221770000000');
    expect(whatsappUrl('+221 77 000 00 00', 'Paiement JG-12 : aide')).toBe(
      'https://wa.me/221770000000?text=Paiement%20JG-12%20%3A%20aide',
    );
  });

  it('writes spaces as %20 in mailto links', () => {
    expect(mailtoHref('aide@jang.sn', 'Mon paiement', 'Référence : A1')).toBe(
      'mailto:aide@jang.sn?subject=Mon%20paiement&body=R%C3%A9f%C3%A9rence%20%3A%20A1',
    );
    expect(isEmailAddress('aide@jang.sn')).toBe(true);
    expect(isEmailAddress('aide@jang')).toBe(false);
  });

  it('keeps a payment reference to letters, digits, - and _ (100 at most)', () => {
    expect(cleanPaymentReference('  JNG-2026_ab12 ')).toBe('JNG-2026_ab12');
    expect(cleanPaymentReference('<script>x</script>')).toBe('scriptxscript');
    expect(cleanPaymentReference(null)).toBe('');
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (raw) => {
        const clean = cleanPaymentReference(raw);
        expect(clean).toMatch(/^[\w-]{0,100}$/);
        expect(cleanPaymentReference(clean)).toBe(clean);
      }),
    );
  });

  it('a wa.me link carries exactly the digits of the number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+[1-9][\d .-]{6,20}$/), (phone) => {
        expect(whatsappUrl(phone)).toBe(`https://wa.me/${phoneDigits(phone)}`);
        expect(phoneDigits(phone)).toMatch(/^\d+$/);
      }),
    );
  });
});
