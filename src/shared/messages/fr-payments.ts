import type { MessageKey } from './fr.ts';
import { createTranslator, frWeb, type WebMessageKey } from './fr-web.ts';

// The payments slice's screens: the checkout and the payment result (spec/learner.md §2 "Checkout",
// "Payment result", §4 "Checkout flow", §5 "Mobile-money step", §8 payment errors) and the admin's
// 'Paiements' page (docs/decisions/037). Shown only by src/web/features/payments, never by the
// server, so other pages do not download them.
// Import `t` from here in src/web/features/payments only; elsewhere use ./fr-web.ts.

export const frPayments = {
  // Page and navigation
  'payments.checkout.title': 'Paiement',
  'payments.checkout.loading': 'Chargement du paiement...',
  'payments.checkout.back': 'Retour',
  'payments.checkout.continue': 'Continuer',
  'payments.checkout.signInToPay': 'Se connecter pour payer',
  'payments.checkout.signInHint':
    'Connectez-vous ou créez un compte pour payer : vous reviendrez ici ensuite.',
  'payments.checkout.courseNotFound': "Cette formation n'est pas disponible à l'achat.",
  'payments.checkout.backToMarketplace': 'Retour à la marketplace',
  'payments.checkout.alreadyEnrolled': 'Vous êtes déjà inscrit à cette formation.',
  'payments.checkout.goToCourse': 'Accéder au cours',
  'payments.checkout.enrolledDetail': "Il n'y a rien à payer : votre accès à la formation est ouvert.",
  'payments.checkout.standingLoading': 'Vérification de votre inscription...',
  'payments.checkout.cohort': 'Session : {name}',
  'payments.checkout.amountNow': 'À payer maintenant',
  'payments.checkout.stepper': 'Étapes du paiement',
  'payments.checkout.stepDone': '(terminée)',
  'payments.checkout.stepCurrent': '(étape en cours)',

  // Plan choice (spec §2 "Checkout", §3 "Payment plan")
  'payments.checkout.plan.title': 'Choisissez votre formule',
  'payments.checkout.plan.oneTime': 'Paiement unique',
  'payments.checkout.plan.installments': 'Paiement en plusieurs fois',
  'payments.checkout.plan.subscription': 'Abonnement mensuel',
  'payments.checkout.plan.registrationMonthly': 'Inscription + mensualités',
  'payments.checkout.plan.free': 'Gratuit',
  'payments.checkout.plan.freeTitle': 'Inscription gratuite',
  'payments.checkout.plan.freeDetail': 'Accès immédiat, sans paiement.',
  'payments.checkout.plan.installmentsDetail': '{n} versements',
  'payments.checkout.plan.subscriptionDetail': '{amount}/mois, total calculé sur {months} mois',
  'payments.checkout.plan.registrationDetail': 'Inscription {fee}, puis {monthly}/mois',
  'payments.checkout.plan.total': 'Total : {amount}',
  'payments.checkout.plan.dueNow': 'À payer maintenant : {amount}',
  'payments.checkout.plan.selected': 'Sélectionné',
  'payments.checkout.plan.required': 'Veuillez choisir une formule.',
  'payments.checkout.plan.unavailableTitle': 'Options de paiement non disponibles',
  'payments.checkout.plan.unavailableDetail':
    "Ce cours ne propose actuellement pas d'options de paiement. Veuillez contacter l'administrateur pour plus d'informations.",

  // The installment due, when a schedule is under way (docs/decisions/045)
  'payments.checkout.due.title': 'Votre échéance à régler',
  'payments.checkout.due.intro':
    'Vous payez cette formation par échéances : seule celle-ci est à régler maintenant.',
  'payments.checkout.due.installment': 'Échéance {n} sur {count}',
  'payments.checkout.due.monthly': 'Mensualité {n} sur {count}',
  'payments.checkout.due.dueOn': 'Prévue le {date}',
  'payments.checkout.due.late': 'En retard',
  'payments.checkout.due.remaining': 'Reste à payer ensuite : {amount}',
  'payments.checkout.due.severalLate':
    "{n} échéances sont en retard : elles se règlent une à une, la plus ancienne d'abord.",
  'payments.checkout.due.suspended':
    "L'accès aux leçons est suspendu : il revient dès qu'aucune échéance n'est impayée au-delà de son délai de grâce.",

  // Stepper (spec §2, §4 "Checkout flow")
  'payments.checkout.step.gateway': 'Moyen de paiement',
  'payments.checkout.step.details': 'Coordonnées',
  'payments.checkout.step.summary': 'Récapitulatif',

  // Gateways and methods (spec §3)
  'payments.checkout.gateway.title': 'Choisissez votre moyen de paiement',
  'payments.checkout.gateway.paydunya': 'PayDunya',
  'payments.checkout.gateway.paydunyaDetail': 'Mobile money : payez depuis votre téléphone.',
  'payments.checkout.gateway.paytech': 'PayTech',
  'payments.checkout.gateway.paytechDetail':
    'Carte bancaire ou mobile money, sur la page sécurisée de PayTech.',
  'payments.checkout.gateway.recommended': 'Recommandé',
  'payments.checkout.method.orange-money': 'Orange Money',
  'payments.checkout.method.wave': 'Wave',
  'payments.checkout.method.free-money': 'Free Money',
  'payments.checkout.method.mtn-money': 'MTN Mobile Money',
  'payments.checkout.method.moov-money': 'Moov Money',
  'payments.checkout.method.visa': 'Visa',
  'payments.checkout.method.mastercard': 'Mastercard',

  // Mobile-money step (spec §5, word for word)
  'payments.checkout.details.title': 'Vos coordonnées mobile money',
  'payments.checkout.details.country': 'Pays',
  'payments.checkout.details.country.SN': 'Sénégal',
  'payments.checkout.details.country.CI': "Côte d'Ivoire",
  'payments.checkout.details.method': 'Méthode de paiement',
  'payments.checkout.details.phone': 'Numéro de téléphone',
  'payments.checkout.details.phoneHint':
    'Le numéro du compte mobile money qui paiera, par exemple +221 77 123 45 67.',
  'payments.checkout.details.methodRequired': 'Veuillez sélectionner une méthode de paiement',
  'payments.checkout.details.phoneRequired': 'Le numéro de téléphone est requis',
  'payments.checkout.details.phoneInvalid': 'Format de numéro invalide',

  // Summary (spec §2, §4 "Pricing mode resolution", §5 "Payment start")
  'payments.checkout.summary.title': 'Récapitulatif',
  'payments.checkout.summary.loading': 'Calcul du montant...',
  'payments.checkout.summary.plan': 'Formule',
  'payments.checkout.summary.price': 'Prix',
  'payments.checkout.summary.total': 'Total de la formule',
  'payments.checkout.summary.firstInstallment': 'Premier versement',
  'payments.checkout.summary.installmentNow': 'Versement {n}, dû le {date}',
  'payments.checkout.summary.monthlyNow': 'Mensualité {n}, due le {date}',
  'payments.checkout.summary.registrationFee': "Frais d'inscription",
  'payments.checkout.summary.monthly': 'Mensualité',
  'payments.checkout.summary.monthlyValue': '{amount}/mois',
  'payments.checkout.summary.subscriptionTotal': 'Total sur {months} mois',
  'payments.checkout.summary.promo': 'Code promo {code}',
  'payments.checkout.summary.dueNow': 'À payer maintenant',
  'payments.checkout.summary.remaining': 'Reste à payer ensuite',
  'payments.checkout.summary.nextPayment': 'Prochain paiement',
  'payments.checkout.summary.installmentDue': 'Versement {n}, le {date}',
  'payments.checkout.summary.gateway': 'Moyen de paiement',
  'payments.checkout.summary.phone': 'Téléphone',
  'payments.checkout.summary.free': 'Gratuit',
  'payments.checkout.promo.label': 'Code promo',
  'payments.checkout.promo.apply': 'Appliquer',
  'payments.checkout.promo.remove': 'Retirer',
  'payments.checkout.promo.applied': 'Code {code} appliqué : -{amount}',
  'payments.checkout.pay': 'Payer {amount}',
  'payments.checkout.enrollFree': "S'inscrire gratuitement",
  'payments.checkout.redirecting': 'Redirection vers la page de paiement...',
  'payments.checkout.cohortFullTitle': 'Session complète',
  'payments.checkout.cohortFull': "Il n'y a plus de place disponible dans cette session.",
  'payments.checkout.seatsLeft': '{n} place(s) restante(s) dans cette session',
  'payments.checkout.seatHeldTitle': 'Place réservée pour le moment',
  'payments.checkout.amountInvalid':
    "Le montant du paiement n'est pas valide. Veuillez sélectionner un plan tarifaire.",

  // Payment errors (spec §8)
  'payments.checkout.error.title': 'Erreur',
  'payments.checkout.error.api': "Erreur de l'API: {status} {statusText}",
  'payments.checkout.error.initiation': "Une erreur est survenue lors de l'initiation du paiement.",
  'payments.checkout.error.initialization': "Une erreur est survenue lors de l'initialisation du paiement.",
  'payments.checkout.error.quote': 'Impossible de calculer le montant à payer.',

  // Payment result (spec §2 "Payment result", §8)
  'payments.result.title': 'Résultat du paiement',
  'payments.result.checking': 'Vérification du paiement...',
  'payments.result.pendingTitle': 'Paiement en cours de confirmation',
  'payments.result.pendingDetail':
    "Nous attendons la confirmation de votre opérateur. Cette page se met à jour d'elle-même, vous pouvez la laisser ouverte.",
  'payments.result.refresh': 'Actualiser',
  'payments.result.successTitle': 'Paiement réussi',
  'payments.result.successDetail': 'Votre inscription est confirmée. Bonne formation !',
  'payments.result.amountPaid': 'Montant payé',
  'payments.result.reference': 'Référence',
  'payments.result.remaining': 'Reste à payer',
  'payments.result.nextPayment': 'Prochain paiement',
  'payments.result.goToCourse': 'Accéder au cours',
  'payments.result.failedTitle': 'Échec du paiement',
  'payments.result.failedSubtitle': "Votre paiement n'a pas pu être traité",
  'payments.result.failedAdvice':
    'Veuillez vérifier vos informations de paiement et réessayer. Si le problème persiste, contactez le support.',
  'payments.result.backToPayment': 'Retourner au paiement',
  'payments.result.contactSupport': 'Contacter le support',
  'payments.result.notFoundTitle': 'Paiement introuvable',
  'payments.result.notFoundDetail': 'Aucun de vos paiements ne correspond à cette référence.',
  'payments.result.signInTitle': 'Connectez-vous pour voir votre paiement',
  'payments.result.signIn': 'Se connecter',
  'payments.result.marketplace': 'Retour à la marketplace',

  // Admin payments page (docs/decisions/037)
  'payments.admin.title': 'Paiements',
  'payments.admin.intro':
    "Les paiements de votre organisation, du plus récent au plus ancien. Un paiement encaissé qui n'a pas pu devenir une inscription est à rembourser : faites-le depuis l'espace marchand de l'opérateur, puis enregistrez-le ici.",
  'payments.admin.loading': 'Chargement des paiements...',
  'payments.admin.loadError': 'Impossible de charger les paiements',
  'payments.admin.empty': 'Aucun paiement',
  'payments.admin.emptyFiltered': 'Aucun paiement ne correspond à ces filtres.',
  'payments.admin.clearFilters': 'Effacer les filtres',
  'payments.admin.count.one': '{n} paiement',
  'payments.admin.count.other': '{n} paiements',

  // Filter bar
  'payments.admin.filter.label': 'Filtrer les paiements',
  'payments.admin.filter.status': 'Statut',
  'payments.admin.filter.allStatuses': 'Tous les statuts',
  'payments.admin.filter.refundDue': 'Remboursements à faire',
  'payments.admin.filter.search': 'Email du payeur ou référence',
  'payments.admin.filter.searchPlaceholder': 'Email ou référence',
  'payments.admin.filter.submit': 'Rechercher',

  // Statuses, reasons, gateways
  'payments.admin.status.pending': 'En attente',
  'payments.admin.status.completed': 'Payé',
  'payments.admin.status.failed': 'Échoué',
  'payments.admin.status.cancelled': 'Annulé',
  'payments.admin.status.expired': 'Expiré',
  'payments.admin.badge.refundDue': 'À rembourser',
  'payments.admin.badge.refunded': 'Remboursé',
  'payments.admin.reason.cohort_full': 'Session complète',
  'payments.admin.reason.promo_unavailable': 'Code promo plus disponible',
  'payments.admin.reason.already_enrolled': 'Déjà inscrit à la formation',
  'payments.admin.reason.already_paid': 'Échéance déjà réglée',
  'payments.admin.reason.amount_mismatch': 'Montant reçu différent du montant attendu',
  'payments.admin.reason.expired': 'Non confirmé à temps',
  'payments.admin.reason.gateway': "Refusé ou abandonné chez l'opérateur",
  'payments.admin.gateway.paydunya': 'PayDunya',
  'payments.admin.gateway.paytech': 'PayTech',
  'payments.admin.gateway.sandbox': 'Bac à sable',
  'payments.admin.gateway.none': 'Gratuit',
  'payments.admin.method.orange-money': 'Orange Money',
  'payments.admin.method.wave': 'Wave',
  'payments.admin.method.free-money': 'Free Money',
  'payments.admin.method.mtn-money': 'MTN Mobile Money',
  'payments.admin.method.moov-money': 'Moov Money',
  'payments.admin.method.visa': 'Visa',
  'payments.admin.method.mastercard': 'Mastercard',

  // List and table
  'payments.admin.column.date': 'Date',
  'payments.admin.column.learner': 'Apprenant',
  'payments.admin.column.course': 'Formation',
  'payments.admin.column.amount': 'Montant',
  'payments.admin.column.gateway': 'Moyen de paiement',
  'payments.admin.column.status': 'Statut',
  'payments.admin.reference': 'Référence',
  'payments.admin.cohort': 'Session : {name}',
  'payments.admin.reason': 'Motif : {reason}',
  'payments.admin.refundedOn': 'Remboursé le {date} par {name}',
  'payments.admin.refundNote': 'Note : {note}',
  'payments.admin.markRefunded': 'Marquer comme remboursé',
  'payments.admin.markRefundedLabel': 'Marquer comme remboursé le paiement {reference}',

  // Pagination
  'payments.admin.pagination': 'Pages des paiements',
  'payments.admin.previous': 'Précédent',
  'payments.admin.next': 'Suivant',
  'payments.admin.pageOf': 'Page {page} sur {pages}',

  // Refund dialog
  'payments.admin.refund.title': 'Marquer comme remboursé',
  'payments.admin.refund.summary': '{amount} à {name} ({email}), paiement {reference}.',
  'payments.admin.refund.hint':
    "Remboursez d'abord depuis l'espace marchand de l'opérateur : Jàng n'envoie pas l'argent, il garde la trace du remboursement.",
  'payments.admin.refund.note': 'Note (référence de la transaction de remboursement)',
  'payments.admin.refund.notePlaceholder': 'Ex. : Wave TX-88213',
  'payments.admin.refund.submit': 'Enregistrer le remboursement',
  'payments.admin.refund.cancel': 'Annuler',
  'payments.admin.refund.done': 'Remboursement enregistré',

  // A key already in ./fr-web.ts or ./fr.ts would be ambiguous: it fails to compile here.
} as const satisfies Record<string, string> & { readonly [K in WebMessageKey | MessageKey]?: never };

export type PaymentsMessageKey = WebMessageKey | keyof typeof frPayments;

/** `t` of ./fr-web.ts that also knows the payments screens' keys. */
export const t = createTranslator<PaymentsMessageKey>({ ...frWeb, ...frPayments });
