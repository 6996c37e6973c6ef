import { describe, expect, it } from 'vitest';
import type { IssuedCertificate } from '#shared/certificates/certificate.contract.ts';
import { layoutCertificate } from '#shared/certificates/certificate-layout.ts';
import { DEFAULT_CERTIFICATE_SETTINGS } from '#shared/certificates/certificate-settings.ts';
import { factsOfIssued, gradeLine, shareLinks, standingOf, standingText } from './certificate-view.ts';

const certificate: IssuedCertificate = {
  id: 'c1',
  verificationCode: 'ABCDEFGH23',
  courseId: 'course-1',
  cohortId: null,
  courseTitle: 'Comptabilité & gestion',
  learnerName: 'Fatou Ba',
  organizationName: 'Jàng Démo',
  gradePercent: 86,
  distinction: 'Bien',
  completedAt: '2026-11-20T10:00:00.000Z',
  issuedAt: '2026-11-20T10:00:00.000Z',
  revokedAt: null,
  revokedReason: null,
  settings: DEFAULT_CERTIFICATE_SETTINGS,
  printed: {
    studentName: 'Fatou Ba',
    courseName: 'Comptabilité & gestion',
    grade: 86,
    distinction: 'Bien',
    instructorName: 'Moussa Diop',
    instructorSignature: null,
    directorName: null,
    directorTitle: null,
    directorSignature: null,
    organizationName: 'Jàng Démo',
    issuedOn: '20 novembre 2026',
  },
  verificationUrl: 'https://jang.example/verify-certificate/ABCDEFGH23',
  pdfUrl: '/api/certificates/c1/pdf',
};

describe('the certificate page', () => {
  it('draws the frozen printed facts with the code and its QR code', () => {
    const facts = factsOfIssued(certificate);
    expect(facts).toMatchObject({ studentName: 'Fatou Ba', verificationCode: 'ABCDEFGH23', grade: 86 });
    const layout = layoutCertificate(certificate.settings, facts);
    const roles = layout.elements.map((element) => element.role);
    expect(roles).toEqual(
      expect.arrayContaining(['student-name', 'course-name', 'grade', 'distinction', 'qr']),
    );
  });

  it('shares the public verification page: WhatsApp with the text, LinkedIn with the URL', () => {
    const links = shareLinks(certificate);
    const whatsapp = new URL(links.whatsapp);
    expect(whatsapp.origin).toBe('https://wa.me');
    expect(whatsapp.searchParams.get('text')).toContain('« Comptabilité & gestion »');
    expect(whatsapp.searchParams.get('text')).toContain(certificate.verificationUrl);
    const linkedin = new URL(links.linkedin);
    expect(linkedin.pathname).toBe('/sharing/share-offsite/');
    expect(linkedin.searchParams.get('url')).toBe(certificate.verificationUrl);
  });

  it('says where the learner stands when there is no certificate (and nothing for an unknown answer)', () => {
    expect(standingOf({ standing: { kind: 'exams_pending', exams: ['Examen final'] } })).toEqual({
      kind: 'exams_pending',
      exams: ['Examen final'],
    });
    expect(standingText({ kind: 'exams_pending', exams: ['Examen final'] }).body).toContain(
      '« Examen final »',
    );
    expect(standingText({ kind: 'in_progress', progress: 40 }).body).toContain('40 %');
    expect(standingText({ kind: 'in_progress', progress: 40 }).body).toContain(
      'Vous devez terminer le cours à 100% pour obtenir votre certificat',
    );
    expect(standingText({ kind: 'no_certificate' }).title).toBe('Pas de certificat pour cette formation');
    expect(standingOf(undefined)).toBeNull();
    expect(standingOf({ standing: { kind: 'autre' } })).toBeNull();
  });

  it('prints the grade and the distinction only when the certificate has them', () => {
    expect(gradeLine(certificate)).toBe('Note : 86 % · Mention Bien');
    expect(gradeLine({ gradePercent: 55, distinction: null })).toBe('Note : 55 %');
    expect(gradeLine({ gradePercent: null, distinction: null })).toBeNull();
  });
});
