import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './email-layout.ts';
import {
  gradedEmail,
  installmentNoticeEmail,
  type ReceiptData,
  receiptEmail,
} from './notification-emails.ts';

const NBSP = /[\u00a0\u202f]/g;
const plain = (text: string) => text.replace(NBSP, ' ');

const receipt = (overrides: Partial<ReceiptData> = {}): ReceiptData => ({
  firstName: 'Aïssatou',
  courseTitle: 'Comptabilité pour PME',
  cohortName: null,
  planType: 'installments',
  amount: 20_000,
  reference: 'JANG-ABC123',
  paidAt: new Date('2026-03-10T14:05:00Z'),
  installment: { number: 1, total: 3 },
  next: { amount: 15_000, dueDate: new Date('2026-04-09T14:05:00Z') },
  remainingAmount: 30_000,
  courseUrl: 'https://jang.sn/dashboard/courses/c1',
  ...overrides,
});

describe('receiptEmail', () => {
  it('says course, plan, amount in F CFA, reference, date and the next installment, in both parts', () => {
    const email = receiptEmail(receipt());
    expect(email.subject).toBe('Reçu de paiement — Comptabilité pour PME');
    for (const part of [plain(email.text), plain(email.html)]) {
      expect(part).toContain('Bonjour Aïssatou,');
      expect(part).toContain('Comptabilité pour PME');
      expect(part).toContain('Paiement en plusieurs fois');
      expect(part).toContain('1 sur 3');
      expect(part).toContain('20 000 F CFA');
      expect(part).toContain('JANG-ABC123');
      expect(part).toContain('10 mars 2026 à 14:05');
      expect(part).toContain('Prochaine échéance : 15 000 F CFA à régler au plus tard le 9 avril 2026.');
      expect(part).toContain('Reste à payer après ce versement : 30 000 F CFA.');
      expect(part).toContain('https://jang.sn/dashboard/courses/c1');
    }
    expect(plain(email.text)).toMatch(/^Montant payé : 20 000 F CFA$/m);
  });

  it('a one-time payment has no installment line; the last installment says it is all paid', () => {
    const oneTime = receiptEmail(
      receipt({ planType: 'oneTime', installment: null, next: null, remainingAmount: 0 }),
    );
    expect(oneTime.text).toContain('Paiement unique');
    expect(oneTime.text).not.toContain('Versement');
    expect(oneTime.text).not.toContain('Prochaine échéance');
    expect(oneTime.text).not.toContain('entièrement réglée');
    const last = receiptEmail(
      receipt({ installment: { number: 3, total: 3 }, next: null, remainingAmount: 0 }),
    );
    expect(last.text).toContain('3 sur 3');
    expect(last.text).toContain('Votre formation est entièrement réglée.');
  });

  it('names the cohort when the payment was for one; greets without a name when there is none', () => {
    const email = receiptEmail(receipt({ cohortName: 'Session de janvier', firstName: null }));
    expect(email.text).toMatch(/^Session : Session de janvier$/m);
    expect(email.text.startsWith('Bonjour,\n')).toBe(true);
  });

  it('is a phone-width page: viewport, one 560 px column, inline styles only', () => {
    const { html } = receiptEmail(receipt());
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('max-width:560px');
    expect(html).not.toMatch(/<style|class=/);
    expect(html).toContain('lang="fr"');
  });

  it('never turns a title or a reference into markup', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (courseTitle, reference) => {
        const { html } = receiptEmail(receipt({ courseTitle, reference }));
        expect(html).toContain(escapeHtml(courseTitle));
        const body = html.slice(html.indexOf('<body'));
        // Every tag in the body is one of ours.
        for (const tag of body.match(/<\/?([a-z0-9]+)/g) ?? []) {
          expect(['<html', '<body', '<div', '<p', '<h1', '<table', '<tr', '<td', '<a', '<br']).toContain(
            tag.replace('</', '<'),
          );
        }
      }),
    );
  });
});

describe('installmentNoticeEmail', () => {
  const data = {
    firstName: 'Moussa',
    courseTitle: 'Maraîchage rentable',
    installment: { number: 2, total: 3 },
    amount: 15_000,
    dueDate: new Date('2026-04-09T10:00:00Z'),
    graceUntil: new Date('2026-04-16T10:00:00Z'),
    payUrl: 'https://jang.sn/marketplace/c1/payment?planType=installments',
  };

  it('a reminder gives the amount, the date and the way to pay', () => {
    const email = installmentNoticeEmail('installment-reminder', data);
    expect(plain(email.subject)).toBe('Rappel : échéance de 15 000 F CFA le 9 avril 2026');
    expect(plain(email.text)).toContain(
      'Le versement 2 sur 3 de votre formation « Maraîchage rentable », soit 15 000 F CFA, est à régler au plus tard le 9 avril 2026.',
    );
    expect(email.text).toContain(
      'Régler mon échéance : https://jang.sn/marketplace/c1/payment?planType=installments',
    );
    expect(email.html).toContain('href="https://jang.sn/marketplace/c1/payment?planType=installments"');
  });

  it('overdue gives the end of the grace period; suspended says how to get access back', () => {
    const overdue = installmentNoticeEmail('installment-overdue', data);
    expect(overdue.subject).toBe('Échéance en retard — Maraîchage rentable');
    expect(overdue.text).toContain("Votre accès reste ouvert jusqu'au 16 avril 2026");
    const suspended = installmentNoticeEmail('access-suspended', data);
    expect(suspended.subject).toBe('Accès suspendu — Maraîchage rentable');
    expect(plain(suspended.text)).toContain(
      "Votre accès à la formation « Maraîchage rentable » est suspendu : l'échéance de 15 000 F CFA prévue le 9 avril 2026 n'est pas réglée.",
    );
    expect(suspended.text).toContain('Votre progression est conservée.');
  });
});

describe('gradedEmail', () => {
  const data = {
    firstName: 'Awa',
    exerciseTitle: 'Bilan simplifié',
    courseTitle: 'Comptabilité pour PME',
    score: 14,
    maxScore: 20,
    feedback: 'Bon travail.\nRevoyez les amortissements.',
    exerciseUrl: 'https://jang.sn/dashboard/exercises/l1',
    isUpdate: false,
  };

  it('gives the score and the comment, line breaks kept', () => {
    const email = gradedEmail(data);
    expect(email.subject).toBe('Exercice corrigé : Bilan simplifié');
    expect(email.text).toMatch(/^Note : 14 \/ 20$/m);
    expect(email.text).toContain('Bon travail.\nRevoyez les amortissements.');
    expect(email.html).toContain('Bon travail.<br>Revoyez les amortissements.');
  });

  it('says when there is no comment, and words a correction as one', () => {
    expect(gradedEmail({ ...data, feedback: '  ' }).text).toContain('Aucun commentaire.');
    const update = gradedEmail({ ...data, isUpdate: true, score: 16 });
    expect(update.subject).toBe('Note modifiée : Bilan simplifié');
    expect(update.text).toContain('Voici la correction à jour.');
    expect(update.text).toMatch(/^Note : 16 \/ 20$/m);
  });
});
