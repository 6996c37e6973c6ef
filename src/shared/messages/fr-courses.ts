// The course editor's server-side words (issue 14, spec/authoring-and-shell.md §4, §5, §7): its
// contracts' refusals, publish readiness, the stale-save conflict. Spread into ./fr.ts; the editor's
// screens (src/web/features/courses) may import this file directly.

export const frCourses = {
  'courses.notFound': 'Ce cours est introuvable.',
  'courses.forbidden': 'Vous ne pouvez modifier que vos propres cours.',
  'courses.stale': "Ce cours a été modifié par quelqu'un d'autre",
  'courses.notReady': 'Ce cours ne peut pas encore être publié : {points}',
  'courses.noInstructorProfile': "Vous n'avez pas de profil instructeur dans cette organisation.",
  'courses.titleRequired': 'Le titre du cours est obligatoire.',
  'courses.titleTooLong': 'Le titre doit contenir au plus {max} caractères.',
  'courses.shortDescriptionTooLong': 'La description courte doit contenir au plus {max} caractères.',
  'courses.descriptionTooLong': 'La description doit contenir au plus {max} caractères.',
  'courses.formatInvalid': 'Format de cours inconnu : auto-formation ou session.',
  'courses.languageInvalid': 'Langue inconnue : fr, en, es, de ou other.',
  'courses.levelInvalid': 'Niveau inconnu : beginner, intermediate ou advanced.',
  'courses.accessTypeInvalid': "Type d'accès inconnu : free, paid ou invitation.",
  'courses.statusInvalid': 'Statut inconnu : draft, published ou archived.',
  'courses.objectiveEmpty': 'Un objectif ne peut pas être vide.',
  'courses.prerequisiteEmpty': 'Un prérequis ne peut pas être vide.',
  'courses.expectedResultEmpty': 'Un résultat attendu ne peut pas être vide.',
  'courses.listTooLong': 'Au plus {max} éléments.',
  'courses.itemTooLong': 'Chaque élément doit contenir au plus {max} caractères.',
  'courses.amountInvalid': 'Un montant doit être un nombre entier de FCFA, au moins 0.',
  'courses.discountInvalid': 'La remise doit être comprise entre 0 et 100 %.',
  'courses.installmentDaysInvalid':
    "Le délai d'une échéance doit être un nombre entier de jours, au moins 0.",
  'courses.installmentsTooMany': 'Au plus {max} échéances.',
  'courses.accessDurationInvalid':
    "La durée d'accès doit être un nombre entier de jours, au moins 1 (vide : illimitée).",
  'courses.urlInvalid': 'Adresse web invalide (https://…).',
  'courses.certificateTemplateRequired': 'Le choix du modèle de certificat est obligatoire.',
  'courses.certificateTemplateUnknown': "Ce modèle de certificat n'existe pas dans votre organisation.",
  'courses.categoryUnknown': "Cette catégorie n'existe pas dans votre organisation.",
  'courses.tagUnknown': "Une étiquette choisie n'existe pas dans votre organisation.",
  'courses.tagsTooMany': 'Au plus {max} étiquettes.',
  'courses.instructorUnknown': "Cet instructeur n'existe pas dans votre organisation.",
  'courses.instructorNotAssignable': "Seul un administrateur peut changer l'instructeur d'un cours.",
  'courses.versionInvalid': 'La version du cours doit être un nombre entier, au moins 0.',
  'courses.searchTooLong': 'La recherche doit contenir au plus 100 caractères.',

  // Structure (sections, lessons)
  'courses.structure.sectionTitleRequired': 'Le titre de la section est obligatoire.',
  'courses.structure.lessonTitleRequired': 'Le titre de la leçon est obligatoire.',
  'courses.structure.titleTooLong': 'Un titre doit contenir au plus {max} caractères.',
  'courses.structure.positionInvalid': 'Une position doit être un nombre entier entre 0 et {max}.',
  'courses.structure.tooManySections': 'Au plus {max} sections.',
  'courses.structure.tooManyLessons': 'Au plus {max} leçons par section.',
  'courses.structure.lessonTypeInvalid':
    'Type de leçon inconnu : video, article, document, audio, quiz ou exercise.',
  'courses.structure.contentInvalid': 'Le contenu de la leçon ne correspond pas à son type ({type}).',
  'courses.structure.sectionPositionTaken': 'Deux sections ont la même position ({position}).',
  'courses.structure.lessonPositionTaken':
    'Deux leçons de la section « {section} » ont la même position ({position}).',
  'courses.structure.duplicateId': 'Le même identifiant apparaît deux fois dans la structure.',
  'courses.structure.sectionUnknown':
    "Impossible de sauvegarder la section: elle n'appartient pas à ce cours.",
  'courses.structure.lessonUnknown': "Impossible de sauvegarder la leçon: elle n'appartient pas à ce cours.",
  'courses.structure.quizUnknown':
    "Impossible de sauvegarder la leçon: ce quiz n'existe pas dans votre organisation.",
  'courses.structure.exerciseUnknown':
    "Impossible de sauvegarder la leçon: cet exercice n'existe pas dans votre organisation.",

  // Publish readiness (issue 14)
  'courses.publish.title': 'Le titre du cours est obligatoire.',
  'courses.publish.category': 'Choisissez une catégorie.',
  'courses.publish.lesson': 'Ajoutez au moins une leçon.',
  'courses.pricing.freeWithPrices': 'Un cours gratuit ou sur invitation ne peut pas avoir de prix.',
  'courses.pricing.noMode': 'Choisissez au moins un mode de paiement pour un cours payant.',
  'courses.pricing.oneTime': 'Le prix du paiement unique doit être supérieur à 0.',
  'courses.pricing.installments':
    'Chaque échéance du paiement en plusieurs fois doit avoir un montant supérieur à 0.',
  'courses.pricing.subscription': "Le prix mensuel de l'abonnement doit être supérieur à 0.",
  'courses.pricing.registrationMonthly':
    'La mensualité du mode inscription + mensualités doit être supérieure à 0.',

  // Durations (spec §9)
  'courses.duration.undefined': 'Non définie',
  'courses.duration.hoursMinutes': '{hours}h {minutes}min',
} as const;
