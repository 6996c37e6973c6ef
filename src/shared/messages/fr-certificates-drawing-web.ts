import type { MessageKey } from './fr.ts';
import { createTranslator, frWeb, type WebMessageKey } from './fr-web.ts';

// The public verification pages (/verify-certificate and /verify-certificate/{code}; issue 16, part
// drawing): shown only by src/web/features/certificates. Import `t` from here there only.

export const frCertificatesDrawingWeb = {
  'certificates.verify.pageTitle': 'Vérifier un certificat',
  'certificates.verify.intro':
    'Saisissez le code imprimé sous le QR code du certificat (10 caractères, majuscules ou minuscules).',
  'certificates.verify.codeLabel': 'Code du certificat',
  'certificates.verify.codePlaceholder': 'Ex. : K7M2PQ9XRT',
  'certificates.verify.submit': 'Vérifier',
  'certificates.verify.loading': 'Vérification en cours…',
  'certificates.verify.valid': 'Certificat valide',
  'certificates.verify.validText': 'Ce certificat a bien été délivré par {organization}.',
  'certificates.verify.revoked': 'Certificat révoqué',
  'certificates.verify.revokedText': 'Ce certificat a été révoqué le {date} : il n’est plus valable.',
  'certificates.verify.revokedReason': 'Motif : {reason}',
  'certificates.verify.notFound': 'Certificat introuvable',
  'certificates.verify.notFoundText':
    'Aucun certificat ne porte le code « {code} ». Vérifiez la saisie : un certificat falsifié ou mal recopié n’apparaît pas ici.',
  'certificates.verify.learner': 'Titulaire',
  'certificates.verify.course': 'Formation',
  'certificates.verify.organization': 'Organisme',
  'certificates.verify.issuedOn': 'Délivré le',
  'certificates.verify.grade': 'Note',
  'certificates.verify.gradeValue': '{grade} %',
  'certificates.verify.distinction': 'Mention',
  'certificates.verify.code': 'Code',
  'certificates.verify.another': 'Vérifier un autre certificat',
  'certificates.verify.failed': 'La vérification n’a pas pu être faite : {message}',

  // A key already in ./fr-web.ts or ./fr.ts would be ambiguous: it fails to compile here.
} as const satisfies Record<string, string> & { readonly [K in MessageKey]?: never };

export type CertificatesDrawingWebMessageKey = WebMessageKey | keyof typeof frCertificatesDrawingWeb;

/** `t` of ./fr-web.ts that also knows the verification pages' keys. */
export const t = createTranslator<CertificatesDrawingWebMessageKey>({
  ...frWeb,
  ...frCertificatesDrawingWeb,
});
