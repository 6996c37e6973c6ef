import type { MessageKey } from './fr.ts';
import { frCourses } from './fr-courses.ts';
import { createTranslator, frWeb, type WebMessageKey } from './fr-web.ts';

// The course editor's screens (issue 14; spec/authoring-and-shell.md §2 "Editor panels", §4, §5,
// §7, §8): the course lists of /instructor/courses and /admin/courses, the editor's panels, its save
// flow and toasts, the preview. Shown only by src/web/features/courses; the server's words about
// courses (./fr-courses.ts) are reachable through the same `t`.
// Import `t` from here in src/web/features/courses only; elsewhere use ./fr-web.ts.

export const frCoursesEditor = {
  // Lists
  'courses.list.titleInstructor': 'Mes cours',
  'courses.list.titleAdmin': 'Formations',
  'courses.list.introInstructor': 'Les cours que vous enseignez : brouillons, publiés et archivés.',
  'courses.list.introAdmin': "Tous les cours de l'organisation, quel que soit leur instructeur.",
  'courses.list.new': 'Nouveau cours',
  'courses.list.searchLabel': 'Rechercher un cours',
  'courses.list.searchPlaceholder': 'Titre du cours…',
  'courses.list.statusLabel': 'Statut',
  'courses.list.allStatuses': 'Tous',
  'courses.list.loading': 'Chargement des cours…',
  'courses.list.loadError': 'Impossible de charger les cours.',
  'courses.list.empty': 'Aucun cours pour le moment.',
  'courses.list.emptyHint':
    'Créez votre premier cours : il restera en brouillon tant que vous ne le publiez pas.',
  'courses.list.emptyFiltered': 'Aucun cours ne correspond à ces filtres.',
  'courses.list.clearFilters': 'Effacer les filtres',
  'courses.list.count.one': '{n} cours',
  'courses.list.count.other': '{n} cours',
  'courses.list.updated': 'Modifié le {date}',
  'courses.list.edit': 'Modifier',
  'courses.list.preview': 'Aperçu',
  'courses.list.noInstructor': 'Sans instructeur',
  'courses.list.instructor': 'Instructeur : {name}',
  'courses.list.students.one': '{n} apprenant',
  'courses.list.students.other': '{n} apprenants',
  'courses.list.untitled': 'Sans titre',

  'courses.status.draft': 'Brouillon',
  'courses.status.published': 'Publié',
  'courses.status.archived': 'Archivé',
  'courses.format.auto-formation': 'Auto-formation',
  'courses.format.session': 'Session/Cohorte',

  // Editor page
  'courses.editor.titleNew': 'Nouveau cours',
  'courses.editor.titleEdit': 'Modifier le cours',
  'courses.editor.loading': 'Chargement du cours…',
  'courses.editor.loadError': 'Impossible de charger le cours.',
  'courses.editor.back': 'Retour aux cours',
  'courses.editor.save': 'Enregistrer',
  'courses.editor.create': 'Créer le cours',
  'courses.editor.publish': 'Publier',
  'courses.editor.archive': 'Archiver',
  'courses.editor.preview': 'Aperçu',
  'courses.editor.unsaved': 'Modifications non enregistrées',
  'courses.editor.saved': 'Tout est enregistré',
  'courses.editor.leaveConfirm': 'Des modifications ne sont pas enregistrées. Quitter la page quand même ?',
  'courses.editor.formInvalid': 'Certains champs sont à corriger : ils sont signalés en rouge.',
  'courses.editor.saveFirst': "Enregistrez vos modifications avant de publier ou d'archiver.",

  // Panels
  'courses.panel.format': 'Format du cours',
  'courses.panel.metadata': 'Informations du cours',
  'courses.panel.options': 'Accès et options',
  'courses.panel.pricing': 'Prix',
  'courses.panel.structure': 'Structure du cours',
  'courses.panel.formatHintAuto': 'Les apprenants avancent à leur rythme, quand ils le veulent.',
  'courses.panel.formatHintSession':
    'Le cours se suit en groupe, semaine par semaine, avec des sessions en direct.',

  // Metadata fields
  'courses.field.title': 'Titre',
  'courses.field.shortDescription': 'Description courte',
  'courses.field.description': 'Description',
  'courses.field.descriptionLoading': "Chargement de l'éditeur de texte…",
  'courses.field.category': 'Catégorie',
  'courses.field.noCategory': 'Choisir une catégorie',
  'courses.field.tags': 'Étiquettes',
  'courses.field.noTags': "Aucune étiquette n'existe encore dans votre organisation.",
  'courses.field.language': 'Langue',
  'courses.field.level': 'Niveau',
  'courses.field.instructor': 'Instructeur',
  'courses.field.noInstructor': 'Aucun instructeur',
  'courses.field.objectives': 'Objectifs',
  'courses.field.prerequisites': 'Prérequis',
  'courses.field.expectedResults': 'Résultats attendus',
  'courses.field.addItem': 'Ajouter',
  'courses.field.removeItem': 'Retirer « {item} »',
  'courses.field.newObjective': 'Nouvel objectif',
  'courses.field.newPrerequisite': 'Nouveau prérequis',
  'courses.field.newExpectedResult': 'Nouveau résultat attendu',
  'courses.field.thumbnail': 'Image du cours',
  'courses.field.thumbnailHint': 'JPG, JPEG, PNG, WebP ou GIF, 10 Mo au plus.',
  'courses.field.thumbnailRemove': "Retirer l'image",
  'courses.field.previewVideo': 'Vidéo de présentation (URL)',
  'courses.field.previewVideoHint': 'Un lien YouTube ou Vimeo.',
  'courses.field.accessDuration': "Durée d'accès (jours)",
  'courses.field.accessDurationHint': 'Vide ou 0 : accès illimité.',
  'courses.field.accessDurationSession': "En session, la durée d'accès est celle de la session.",
  'courses.field.community': 'Communauté',
  'courses.field.communityHint': 'Un espace de discussion entre les apprenants du cours.',
  'courses.field.certificate': 'Certificat',
  'courses.field.certificateHint': 'Un certificat est délivré à la fin du cours.',
  'courses.field.certificateTemplate': 'Modèle de certificat',
  'courses.field.noTemplate': 'Choisir un modèle',
  'courses.field.noTemplates': "Aucun modèle de certificat n'existe encore dans votre organisation.",
  // Certificates: the template designer (issue 16): the designer's link for admins
  'courses.field.manageTemplates': 'Gérer les modèles',
  'courses.field.level.beginner': 'Débutant',
  'courses.field.level.intermediate': 'Intermédiaire',
  'courses.field.level.advanced': 'Avancé',
  'courses.field.language.fr': 'Français',
  'courses.field.language.en': 'Anglais',
  'courses.field.language.es': 'Espagnol',
  'courses.field.language.de': 'Allemand',
  'courses.field.language.other': 'Autre',

  // Thumbnail alerts (spec §5, exact wording)
  'courses.thumbnail.notImage': 'Veuillez sélectionner un fichier image valide.',
  'courses.thumbnail.tooLarge': "L'image est trop volumineuse. Taille maximale autorisée : 10MB.",
  'courses.thumbnail.badFormat': "Format d'image non supporté. Formats acceptés : JPG, JPEG, PNG, WebP, GIF.",
  'courses.thumbnail.invalid': 'Fichier invalide ou type de fichier non défini.',

  // Pricing
  'courses.pricing.accessType': "Type d'accès",
  'courses.pricing.access.free': 'Gratuit',
  'courses.pricing.access.paid': 'Payant',
  'courses.pricing.access.invitation': 'Sur invitation',
  'courses.pricing.modes': 'Modes de paiement',
  'courses.pricing.mode.one_time': 'Paiement unique',
  'courses.pricing.mode.installments': 'Paiement en plusieurs fois',
  'courses.pricing.mode.subscription': 'Abonnement mensuel',
  'courses.pricing.mode.registration_monthly': 'Inscription + mensualités',
  'courses.pricing.oneTimePrice': 'Prix (FCFA)',
  'courses.pricing.oneTimeDiscount': 'Remise (%)',
  'courses.pricing.discounted': 'Prix après remise : {amount}',
  'courses.pricing.monthlyPrice': 'Prix mensuel (FCFA)',
  'courses.pricing.registrationFee': "Frais d'inscription (FCFA)",
  'courses.pricing.monthlyFee': 'Mensualité (FCFA)',
  'courses.pricing.installment': 'Échéance {n}',
  'courses.pricing.installmentAmount': 'Montant (FCFA)',
  'courses.pricing.installmentDays': "Jours après l'inscription",
  'courses.pricing.addInstallment': 'Ajouter une échéance',
  'courses.pricing.removeInstallment': "Retirer l'échéance {n}",
  'courses.pricing.freeHint': "Un cours gratuit ou sur invitation n'a pas de prix.",
  'courses.pricing.numberInvalid': 'Saisissez un nombre.',

  // Save flow and toasts (spec §7, §8)
  'courses.save.success': 'Succès',
  'courses.save.successBody': 'Le contenu du cours a été sauvegardé.',
  'courses.save.failed': 'Impossible de sauvegarder le contenu du cours.',
  'courses.save.uploadsPending':
    "Des fichiers sont en cours d'envoi : enregistrement dès qu'ils sont terminés…",
  'courses.save.uploadsPendingOne':
    "Un fichier est en cours d'envoi : attendez la fin de l'envoi pour enregistrer.",
  'courses.save.uploadsPendingMany':
    "{n} fichiers sont en cours d'envoi : attendez la fin de l'envoi pour enregistrer.",
  'courses.save.uploadsFailed': "Certains fichiers n'ont pas pu être uploadés",
  'courses.save.uploadsFailedCount.one': '{n} fichier en échec : retirez-le ou envoyez-le à nouveau.',
  'courses.save.uploadsFailedCount.other': '{n} fichiers en échec : retirez-les ou envoyez-les à nouveau.',
  'courses.save.error': 'Erreur',
  'courses.save.createdStructureFailed':
    "Le cours a été créé, mais sa structure n'a pas pu être enregistrée : {detail}",
  'courses.stale.body':
    'Rechargez le cours pour voir leurs changements ; vos modifications non enregistrées seront perdues.',
  'courses.stale.reload': 'Recharger',
  'courses.publish.done': 'Cours publié',
  'courses.publish.doneBody': 'Il est visible dans la marketplace.',
  'courses.publish.refused': 'Ce cours ne peut pas encore être publié',
  'courses.publish.refusedIntro': 'Il manque :',
  'courses.archive.done': 'Cours archivé',
  'courses.archive.doneBody': 'Il ne paraît plus dans la marketplace ; les inscrits gardent leur accès.',
  'courses.archive.confirm':
    'Archiver ce cours ? Il sera retiré de la marketplace ; les apprenants inscrits gardent leur accès.',

  // Page titles
  'courses.page.new': 'Nouveau cours',
  'courses.page.edit': 'Modifier le cours',
  'courses.page.preview': 'Aperçu du cours',

  // Preview
  'courses.preview.loading': "Chargement de l'aperçu…",
  'courses.preview.banner': 'Aperçu : la page du cours telle que les apprenants la verront une fois publiée.',
  'courses.preview.backToEditor': "Retour à l'éditeur",

  // A key already in ./fr-web.ts, ./fr.ts or ./fr-courses.ts would be ambiguous: it fails to compile here.
} as const satisfies Record<string, string> & {
  readonly [K in WebMessageKey | MessageKey | keyof typeof frCourses]?: never;
};

export type CoursesEditorMessageKey = WebMessageKey | keyof typeof frCourses | keyof typeof frCoursesEditor;

/** `t` of ./fr-web.ts that also knows the course editor's keys and the server's words on courses. */
export const t = createTranslator<CoursesEditorMessageKey>({ ...frWeb, ...frCourses, ...frCoursesEditor });
