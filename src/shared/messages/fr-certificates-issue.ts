// Certificates, part issue (issue 16 "Issue and grade"): the server's words (API errors, validation
// of ../certificates/certificates-issue.contract.ts, the email of a new certificate). Spread into ./fr.ts.

export const frCertificatesIssue = {
  'certificates.notFound': 'Certificat non trouvé',
  'certificates.notFoundForCourse': "Certificat non trouvé : vous n'avez pas de certificat pour ce cours.",
  'certificates.admin.searchTooLong': 'La recherche doit contenir au plus {max} caractères.',
  'certificates.admin.statusInvalid': 'Filtre inconnu : tous, valides ou révoqués.',
  'certificates.admin.pageInvalid': 'La page doit être un nombre entier de 1 à {max}.',
  'certificates.admin.limitInvalid': 'Le nombre de lignes par page doit être un nombre entier de 1 à {max}.',
  'certificates.revoke.reasonRequired': 'Le motif de la révocation est obligatoire.',
  'certificates.revoke.reasonLength': 'Le motif doit contenir entre {min} et {max} caractères.',
  'certificates.revoke.alreadyRevoked': 'Ce certificat est déjà révoqué.',
  'certificates.email.subject': 'Votre certificat « {course} » est disponible',
  'certificates.email.greeting': 'Bonjour {name},',
  'certificates.email.greetingAnonymous': 'Bonjour,',
  'certificates.email.body':
    'Félicitations ! Vous avez terminé la formation « {course} » et votre certificat vient d’être délivré.',
  'certificates.email.grade': 'Note obtenue : {grade} %',
  'certificates.email.gradeWithDistinction': 'Note obtenue : {grade} % (mention {distinction})',
  'certificates.email.page': 'Voir et télécharger votre certificat : {link}',
  'certificates.email.verify': 'Lien de vérification à partager : {link}',
  'certificates.email.code': 'Code de vérification : {code}',
} as const satisfies Record<string, string>;
