import type { MessageKey } from './fr.ts';
import { createTranslator, frWeb, type WebMessageKey } from './fr-web.ts';

// Certificates, part issue (issue 16): the learner's certificate pages (/dashboard/certificates,
// /dashboard/certificates/{courseId}) and the admin's issued certificates (/admin/issued-certificates).
// Shown only by src/web/features/certificates: import `t` from here there only.

export const frCertificatesIssueWeb = {
  'certificates.learner.title': 'Mes certificats',
  'certificates.learner.intro': 'Les certificats de vos formations terminées, à télécharger et à partager.',
  'certificates.learner.loading': 'Chargement de vos certificats...',
  'certificates.learner.loadError': 'Impossible de charger vos certificats',
  'certificates.learner.empty': "Vous n'avez pas encore de certificat",
  'certificates.learner.emptyHint':
    'Terminez une formation à 100 % et réussissez ses examens : votre certificat apparaîtra ici, et vous le recevrez aussi par email.',
  'certificates.learner.emptyAction': 'Voir mes formations',
  'certificates.learner.issuedOn': 'Délivré le {date}',
  'certificates.learner.grade': 'Note : {grade} %',
  'certificates.learner.distinction': 'Mention {distinction}',
  'certificates.learner.revoked': 'Révoqué',
  'certificates.learner.revokedOn': 'Ce certificat a été révoqué le {date}.',
  'certificates.learner.revokedReason': 'Motif : {reason}',
  'certificates.learner.open': 'Voir le certificat',
  'certificates.learner.count': '{n} certificat(s)',

  'certificates.page.title': 'Certificat',
  'certificates.page.loading': 'Chargement du certificat...',
  'certificates.page.loadError': 'Impossible de charger le certificat',
  'certificates.page.back': 'Mes certificats',
  'certificates.page.backToCourse': 'Retour au cours',
  'certificates.page.drawingLabel': 'Certificat de {name} pour la formation « {course} »',
  'certificates.page.download': 'Télécharger le PDF',
  'certificates.page.code': 'Code de vérification : {code}',
  'certificates.page.verify': 'Page de vérification publique',
  'certificates.page.share': 'Partager',
  'certificates.page.shareText': "J'ai obtenu mon certificat « {course} » sur Jàng ! Vérifiez-le ici : {url}",
  'certificates.page.whatsapp': 'WhatsApp',
  'certificates.page.linkedin': 'LinkedIn',
  'certificates.page.copy': 'Copier le lien',
  'certificates.page.copied': 'Lien copié',
  'certificates.page.copyFailed': 'Copie impossible : sélectionnez le lien ci-dessous et copiez-le.',
  'certificates.page.link': 'Lien de vérification',

  'certificates.standing.noCertificateTitle': 'Pas de certificat pour cette formation',
  'certificates.standing.noCertificate':
    'Cette formation ne délivre pas de certificat. Votre progression reste enregistrée dans « Mes formations ».',
  'certificates.standing.inProgressTitle': 'Certificat pas encore disponible',
  'certificates.standing.inProgress':
    'Vous devez terminer le cours à 100% pour obtenir votre certificat. Vous en êtes à {progress} %.',
  'certificates.standing.examsTitle': 'Encore un examen à réussir',
  'certificates.standing.exams':
    'Vous avez terminé le cours à 100 %, mais votre certificat sera délivré quand vous aurez réussi : {exams}.',
  'certificates.standing.earnedTitle': 'Votre certificat est en préparation',
  'certificates.standing.earned':
    'Vous avez rempli toutes les conditions : votre certificat sera délivré dans quelques instants. Actualisez la page dans une minute.',
  'certificates.standing.refresh': 'Actualiser',
  'certificates.standing.toCourse': 'Aller au cours',

  'certificates.issued.title': 'Certificats délivrés',
  'certificates.issued.intro':
    "Les certificats délivrés aux apprenants de l'organisation. Une révocation est définitive, motivée et journalisée ; le certificat reste consultable comme révoqué.",
  'certificates.issued.search': 'Rechercher',
  'certificates.issued.searchPlaceholder': 'Apprenant, email, formation ou code',
  'certificates.issued.status': 'Statut',
  'certificates.issued.status.all': 'Tous',
  'certificates.issued.status.valid': 'Valides',
  'certificates.issued.status.revoked': 'Révoqués',
  'certificates.issued.loading': 'Chargement des certificats...',
  'certificates.issued.loadError': 'Impossible de charger les certificats',
  'certificates.issued.empty': 'Aucun certificat ne correspond.',
  'certificates.issued.count': '{n} certificat(s)',
  'certificates.issued.learner': 'Apprenant',
  'certificates.issued.course': 'Formation',
  'certificates.issued.issuedOn': 'Délivré le',
  'certificates.issued.grade': 'Note',
  'certificates.issued.state': 'État',
  'certificates.issued.valid': 'Valide',
  'certificates.issued.revokedBy': 'Révoqué le {date} par {name} : {reason}',
  'certificates.issued.revoke': 'Révoquer',
  'certificates.issued.pdf': 'PDF',
  'certificates.issued.previous': 'Précédent',
  'certificates.issued.next': 'Suivant',
  'certificates.issued.page': 'Page {page} sur {pages}',
  'certificates.issued.dialogTitle': 'Révoquer ce certificat',
  'certificates.issued.dialogDescription':
    'Le certificat de {learner} pour « {course} » sera marqué révoqué sur sa page de vérification. Cette action est définitive.',
  'certificates.issued.reason': 'Motif de la révocation',
  'certificates.issued.reasonHint': 'Entre {min} et {max} caractères ; il est montré à l’apprenant.',
  'certificates.issued.confirm': 'Révoquer le certificat',
  'certificates.issued.cancel': 'Annuler',
  'certificates.issued.revoked': 'Certificat révoqué',

  // A key already in ./fr-web.ts or ./fr.ts would be ambiguous: it fails to compile here.
} as const satisfies Record<string, string> & { readonly [K in MessageKey]?: never };

export type CertificatesIssueWebMessageKey = WebMessageKey | keyof typeof frCertificatesIssueWeb;

/** `t` of ./fr-web.ts that also knows the certificate pages' keys. */
export const t = createTranslator<CertificatesIssueWebMessageKey>({ ...frWeb, ...frCertificatesIssueWeb });
