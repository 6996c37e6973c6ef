import type { MessageKey } from './fr.ts';
import { frCohorts } from './fr-cohorts.ts';
import { frCohortsAdmin } from './fr-cohorts-admin.ts';
import { createTranslator, frWeb, type WebMessageKey } from './fr-web.ts';

// The admin cohort form's screens (issue 15, part admin; spec/cohorts.md §2.2, §4, §5, §8): the
// cohort lists of /admin/cohorts and /instructor/cohorts, the six sections of the edit page, the
// course draft dialog, the status buttons. Shown only by src/web/features/cohorts/admin; the
// server's words on cohorts are reachable through the same `t`.

export const frCohortsAdminWeb = {
  // Lists
  'cohortsAdmin.list.title': 'Sessions',
  'cohortsAdmin.list.intro': 'Les sessions de vos cours : planning, tarifs, participants et communication.',
  'cohortsAdmin.list.instructorTitle': 'Mes sessions',
  'cohortsAdmin.list.instructorIntro':
    'Les sessions que vous animez. Ouvrez-en une pour retrouver son espace.',
  'cohortsAdmin.list.new': 'Nouvelle session',
  'cohortsAdmin.list.allStatuses': 'Tous les statuts',
  'cohortsAdmin.list.allCourses': 'Tous les cours',
  'cohortsAdmin.list.statusFilter': 'Statut',
  'cohortsAdmin.list.courseFilter': 'Cours',
  'cohortsAdmin.list.empty': 'Aucune session pour le moment.',
  'cohortsAdmin.list.emptyFiltered': 'Aucune session ne correspond à ces filtres.',
  'cohortsAdmin.list.loading': 'Chargement des sessions…',
  'cohortsAdmin.list.dates': 'Du {start} au {end}',
  'cohortsAdmin.list.from': 'À partir du {start}',
  'cohortsAdmin.list.seats': '{taken} / {capacity} places',
  'cohortsAdmin.list.seatsUnlimited': '{taken} inscrit(s), places illimitées',
  'cohortsAdmin.list.edit': 'Modifier',
  'cohortsAdmin.list.open': 'Ouvrir',
  'cohortsAdmin.list.noInstructor': 'Aucun formateur',
  'cohortsAdmin.status.draft': 'Brouillon',
  'cohortsAdmin.status.active': 'Active',
  'cohortsAdmin.status.completed': 'Clôturée',
  // Page
  'cohortsAdmin.page.new': 'Nouvelle session',
  'cohortsAdmin.page.edit': 'Modifier la session',
  'cohortsAdmin.page.back': 'Toutes les sessions',
  'cohortsAdmin.page.loading': 'Chargement de la session…',
  'cohortsAdmin.page.save': 'Enregistrer',
  'cohortsAdmin.page.create': 'Créer la session',
  'cohortsAdmin.page.saving': 'Enregistrement…',
  'cohortsAdmin.page.saved': 'Session enregistrée',
  'cohortsAdmin.page.created': 'Session créée',
  'cohortsAdmin.page.saveFailed': "La session n'a pas été enregistrée",
  'cohortsAdmin.page.invalid': "Corrigez les champs signalés avant d'enregistrer.",
  'cohortsAdmin.page.optionsFailed': 'Erreur',
  'cohortsAdmin.page.studentsFailed': 'Impossible de charger la liste des étudiants.',
  // Status
  'cohortsAdmin.status.activate': 'Activer',
  'cohortsAdmin.status.complete': 'Clôturer',
  'cohortsAdmin.status.activateTitle': 'Activer cette session ?',
  'cohortsAdmin.status.activateText':
    "Le cours, le titre, les dates et les formateurs ne pourront plus être modifiés. Enregistrez d'abord vos changements.",
  'cohortsAdmin.status.completeTitle': 'Clôturer cette session ?',
  'cohortsAdmin.status.completeText':
    'La session passera en lecture seule et le message de fin sera envoyé par e-mail aux participants.',
  'cohortsAdmin.status.confirm': 'Confirmer',
  'cohortsAdmin.status.cancel': 'Annuler',
  'cohortsAdmin.status.activated': 'Session activée',
  'cohortsAdmin.status.completed.toast': 'Session clôturée',
  'cohortsAdmin.status.failed': "Le statut n'a pas changé",
  // 1. General
  'cohortsAdmin.general.title': 'Informations générales',
  'cohortsAdmin.general.course': 'Cours',
  'cohortsAdmin.general.coursePlaceholder': 'Choisir un cours',
  'cohortsAdmin.general.newCourse': 'Créer un cours',
  'cohortsAdmin.general.autoTitle': 'Titre automatique',
  'cohortsAdmin.general.autoTitleHint':
    'Titre tiré du cours et du mois de début : « {course} - Session mois année ».',
  'cohortsAdmin.general.name': 'Titre de la session',
  'cohortsAdmin.general.description': 'Description',
  'cohortsAdmin.general.instructors': 'Formateurs',
  'cohortsAdmin.general.noInstructor': 'Aucun formateur trouvé.',
  'cohortsAdmin.general.instructorsChosen': '{count} formateur(s) sélectionné(s)',
  // 2. Certificate
  'cohortsAdmin.certificate.title': 'Certificat',
  'cohortsAdmin.certificate.template': 'Modèle de certificat',
  'cohortsAdmin.certificate.none': 'Aucun modèle',
  'cohortsAdmin.certificate.noTemplate':
    "Aucun modèle de certificat n'existe encore : créez-en un dans Certificats.",
  'cohortsAdmin.certificate.courseEnabled': 'Le cours délivre un certificat.',
  'cohortsAdmin.certificate.courseDisabled': 'Le cours ne délivre pas de certificat.',
  // 3. Planning
  'cohortsAdmin.planning.title': 'Planning',
  'cohortsAdmin.planning.start': 'Date de début',
  'cohortsAdmin.planning.end': 'Date de fin',
  'cohortsAdmin.planning.counts': '{days} jour(s) · {weeks} semaine(s)',
  'cohortsAdmin.planning.liveLinks': 'Liens des sessions live',
  'cohortsAdmin.planning.linkUrl': 'URL',
  'cohortsAdmin.planning.linkDescription': 'Description',
  'cohortsAdmin.planning.addLink': 'Ajouter un lien',
  'cohortsAdmin.planning.removeLink': 'Retirer ce lien',
  'cohortsAdmin.planning.sessionsSpot': 'Planning des séances',
  // 4. Pricing
  'cohortsAdmin.pricing.title': 'Tarifs et codes promo',
  'cohortsAdmin.pricing.free': 'Cours gratuit : aucun frais.',
  'cohortsAdmin.pricing.invitation': 'Cours sur invitation : les participants doivent être invités.',
  'cohortsAdmin.pricing.useCourse': 'Utiliser les tarifs du cours',
  'cohortsAdmin.pricing.price': 'Prix (FCFA)',
  'cohortsAdmin.pricing.modes': 'Modes de paiement',
  'cohortsAdmin.pricing.mode.oneTime': 'Paiement unique',
  'cohortsAdmin.pricing.mode.installments': 'Paiement en plusieurs fois',
  'cohortsAdmin.pricing.mode.subscription': 'Abonnement mensuel',
  'cohortsAdmin.pricing.mode.registrationMonthly': 'Inscription + mensualités',
  'cohortsAdmin.pricing.discount': 'Réduction (%)',
  'cohortsAdmin.pricing.installmentAmount': 'Montant (FCFA)',
  'cohortsAdmin.pricing.installmentDays': 'Jours après inscription',
  'cohortsAdmin.pricing.installmentImmediate': '0 jour : immédiat',
  'cohortsAdmin.pricing.addInstallment': 'Ajouter une échéance',
  'cohortsAdmin.pricing.removeInstallment': 'Retirer cette échéance',
  'cohortsAdmin.pricing.monthlyPrice': 'Prix mensuel (FCFA)',
  'cohortsAdmin.pricing.registrationFee': "Frais d'inscription (FCFA)",
  'cohortsAdmin.pricing.monthlyFee': 'Mensualité (FCFA)',
  'cohortsAdmin.pricing.promoCodes': 'Codes promo',
  'cohortsAdmin.pricing.noPromo': 'Aucun code promo.',
  'cohortsAdmin.pricing.addPromo': 'Ajouter un code promo',
  'cohortsAdmin.pricing.removePromo': 'Supprimer ce code',
  'cohortsAdmin.pricing.promoCode': 'Code',
  'cohortsAdmin.pricing.promoKind': 'Type de réduction',
  'cohortsAdmin.pricing.promoPercent': 'Pourcentage',
  'cohortsAdmin.pricing.promoAmount': 'Montant fixe',
  'cohortsAdmin.pricing.promoValuePercent': 'Réduction (%)',
  'cohortsAdmin.pricing.promoValueAmount': 'Réduction (FCFA)',
  'cohortsAdmin.pricing.promoMaxUses': 'Utilisations max.',
  'cohortsAdmin.pricing.promoPerUser': 'Par personne',
  'cohortsAdmin.pricing.promoMinPurchase': 'Achat minimum (FCFA)',
  'cohortsAdmin.pricing.promoExpires': "Date d'expiration",
  'cohortsAdmin.pricing.promoUsed': 'Utilisé {count} fois',
  'cohortsAdmin.pricing.promoShortHint': 'Un code de moins de 3 caractères est ignoré.',
  // 5. Participants
  'cohortsAdmin.participants.title': 'Participants et inscriptions',
  'cohortsAdmin.participants.min': 'Participants minimum',
  'cohortsAdmin.participants.max': 'Participants maximum',
  'cohortsAdmin.participants.deadline': "Date limite d'inscription",
  'cohortsAdmin.participants.deadline.start': 'Au début de la session',
  'cohortsAdmin.participants.deadline.end': 'À la fin de la session',
  'cohortsAdmin.participants.deadline.custom': 'Date personnalisée',
  'cohortsAdmin.participants.customDeadline': 'Date limite',
  'cohortsAdmin.participants.waitlist': "Liste d'attente quand la session est complète",
  'cohortsAdmin.participants.approval': 'Validation des inscriptions',
  'cohortsAdmin.participants.approval.automatic': 'Automatique',
  'cohortsAdmin.participants.approval.manual': 'Manuelle',
  'cohortsAdmin.participants.immediate': 'Accès immédiat au contenu',
  'cohortsAdmin.participants.accessStart': "Début de l'accès",
  'cohortsAdmin.participants.accessEnd': "Fin de l'accès",
  'cohortsAdmin.participants.spot': 'Participants',
  'cohortsAdmin.participants.saveFirst':
    'Enregistrez la session pour planifier ses séances et inviter des participants.',
  // 6. Communication
  'cohortsAdmin.communication.title': 'Communication',
  'cohortsAdmin.communication.welcome': "Message d'accueil",
  'cohortsAdmin.communication.end': 'Message de fin',
  'cohortsAdmin.communication.channel': 'Canal du groupe',
  'cohortsAdmin.communication.channel.whatsapp': 'WhatsApp',
  'cohortsAdmin.communication.channel.telegram': 'Telegram',
  'cohortsAdmin.communication.channel.none': 'Aucun',
  'cohortsAdmin.communication.groupLink': 'Lien du groupe',
  // Course draft dialog (§5 "Course draft")
  'cohortsAdmin.draft.title': 'Créer un cours',
  'cohortsAdmin.draft.intro': 'Un brouillon de cours, à compléter ensuite dans l’éditeur de cours.',
  'cohortsAdmin.draft.name': 'Titre du cours',
  'cohortsAdmin.draft.nameRequired': 'Le titre du cours est requis',
  'cohortsAdmin.draft.short': 'Description courte',
  'cohortsAdmin.draft.description': 'Description',
  'cohortsAdmin.draft.objectives': 'Objectifs',
  'cohortsAdmin.draft.requirements': 'Prérequis',
  'cohortsAdmin.draft.results': 'Résultats attendus',
  'cohortsAdmin.draft.objectiveEmpty': 'Veuillez saisir un objectif',
  'cohortsAdmin.draft.requirementEmpty': 'Veuillez saisir un prérequis',
  'cohortsAdmin.draft.resultEmpty': 'Veuillez saisir un résultat attendu',
  'cohortsAdmin.draft.add': 'Ajouter',
  'cohortsAdmin.draft.remove': 'Retirer {item}',
  'cohortsAdmin.draft.submit': 'Créer le brouillon',
  'cohortsAdmin.draft.created': 'Cours créé en brouillon',
  'cohortsAdmin.draft.failed': "Le cours n'a pas été créé",
  // A key already in ./fr-web.ts, ./fr.ts would be ambiguous: it fails to compile here.
} as const satisfies Record<string, string> & { readonly [K in WebMessageKey | MessageKey]?: never };

export type CohortsAdminMessageKey =
  | WebMessageKey
  | keyof typeof frCohorts
  | keyof typeof frCohortsAdmin
  | keyof typeof frCohortsAdminWeb;

/** `t` of ./fr-web.ts that also knows the admin cohort form's keys and the server's words on cohorts. */
export const t = createTranslator<CohortsAdminMessageKey>({
  ...frWeb,
  ...frCohorts,
  ...frCohortsAdmin,
  ...frCohortsAdminWeb,
});
