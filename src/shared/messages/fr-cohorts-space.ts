// The learner's cohort space (issue 15, part "space"): the server's words (API errors, validation of
// the shared contract in ../cohorts/space.ts). Spread into ./fr.ts.

export const frCohortsSpace = {
  'cohorts.space.weekInvalid': 'La semaine doit être un nombre entier à partir de 1.',
  'cohorts.space.weekUnknown': "Cette semaine n'existe pas dans le programme de la session.",
  'cohorts.space.categoryUnknown':
    'Catégorie inconnue : général, supports de cours, lectures, outils ou enregistrements.',
  'cohorts.space.statusUnknown': 'Statut inconnu : actif, invité, en attente, liste d’attente ou terminé.',
  'cohorts.space.searchTooLong': 'La recherche doit contenir au plus {max} caractères.',
  'cohorts.space.titleRequired': 'Le titre est requis',
  'cohorts.space.titleTooLong': 'Le titre doit contenir au plus {max} caractères',
  'cohorts.space.descriptionTooLong': 'La description doit contenir au plus {max} caractères',
  'cohorts.space.urlInvalid': "L'URL est invalide",
  'cohorts.space.resourceNotFound': 'Cette ressource est introuvable.',
  'cohorts.space.resourceNoFile': "Cette ressource est un lien : elle n'a pas de fichier à télécharger.",
  'cohorts.space.fileMissing': "Le fichier de cette ressource n'est plus disponible.",
  'cohorts.space.fileRequired': 'Joignez un fichier (champ « file »).',
  'cohorts.space.fileTooLarge': 'Fichier trop volumineux : {max} Mo maximum.',
  'cohorts.space.formMalformed': "Le formulaire envoyé n'est pas lisible : réessayez.",
  'cohorts.space.oneFileOnly': 'Joignez un seul fichier à la fois.',
} as const;
