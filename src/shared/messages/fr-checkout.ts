import type { MessageKey } from './fr.ts';
import { createTranslator, frWeb, type WebMessageKey } from './fr-web.ts';

// The checkout's and the payment result's strings (spec/learner.md §2 "Checkout", "Payment result", §4
// "Checkout flow", §5 "Mobile-money step", §8 payment errors): shown only by src/web/features/checkout,
// never by the server, so other pages do not download them.
// Import `t` from here in src/web/features/checkout only; elsewhere use ./fr-web.ts.

export const frCheckout = {
  // Page and navigation
  'checkout.title': 'Paiement',
  'checkout.loading': 'Chargement du paiement...',
  'checkout.back': 'Retour',
  'checkout.continue': 'Continuer',
  'checkout.signInToPay': 'Se connecter pour payer',
  'checkout.signInHint': 'Connectez-vous ou créez un compte pour payer : vous reviendrez ici ensuite.',
  'checkout.courseNotFound': "Cette formation n'est pas disponible à l'achat.",
  'checkout.backToMarketplace': 'Retour à la marketplace',
  'checkout.alreadyEnrolled': 'Vous êtes déjà inscrit à cette formation.',
  'checkout.goToCourse': 'Accéder au cours',
  'checkout.enrolledDetail': "Il n'y a rien à payer : votre accès à la formation est ouvert.",
  'checkout.standingLoading': 'Vérification de votre inscription...',
  'checkout.cohort': 'Session : {name}',
  'checkout.amountNow': 'À payer maintenant',
  'checkout.stepper': 'Étapes du paiement',
  'checkout.stepDone': '(terminée)',
  'checkout.stepCurrent': '(étape en cours)',

  // Plan choice (spec §2 "Checkout", §3 "Payment plan")
  'checkout.plan.title': 'Choisissez votre formule',
  'checkout.plan.oneTime': 'Paiement unique',
  'checkout.plan.installments': 'Paiement en plusieurs fois',
  'checkout.plan.subscription': 'Abonnement mensuel',
  'checkout.plan.registrationMonthly': 'Inscription + mensualités',
  'checkout.plan.free': 'Gratuit',
  'checkout.plan.freeTitle': 'Inscription gratuite',
  'checkout.plan.freeDetail': 'Accès immédiat, sans paiement.',
  'checkout.plan.installmentsDetail': '{n} versements',
  'checkout.plan.subscriptionDetail': '{amount}/mois, total calculé sur {months} mois',
  'checkout.plan.registrationDetail': 'Inscription {fee}, puis {monthly}/mois',
  'checkout.plan.total': 'Total : {amount}',
  'checkout.plan.dueNow': 'À payer maintenant : {amount}',
  'checkout.plan.selected': 'Sélectionné',
  'checkout.plan.required': 'Veuillez choisir une formule.',
  'checkout.plan.unavailableTitle': 'Options de paiement non disponibles',
  'checkout.plan.unavailableDetail':
    "Ce cours ne propose actuellement pas d'options de paiement. Veuillez contacter l'administrateur pour plus d'informations.",

  // The installment due, when a schedule is under way (docs/decisions/045)
  'checkout.due.title': 'Votre échéance à régler',
  'checkout.due.intro': 'Vous payez cette formation par échéances : seule celle-ci est à régler maintenant.',
  'checkout.due.installment': 'Échéance {n} sur {count}',
  'checkout.due.monthly': 'Mensualité {n} sur {count}',
  'checkout.due.dueOn': 'Prévue le {date}',
  'checkout.due.late': 'En retard',
  'checkout.due.remaining': 'Reste à payer ensuite : {amount}',
  'checkout.due.severalLate':
    "{n} échéances sont en retard : elles se règlent une à une, la plus ancienne d'abord.",
  'checkout.due.suspended':
    "L'accès aux leçons est suspendu : il revient dès qu'aucune échéance n'est impayée au-delà de son délai de grâce.",

  // Stepper (spec §2, §4 "Checkout flow")
  'checkout.step.gateway': 'Moyen de paiement',
  'checkout.step.details': 'Coordonnées',
  'checkout.step.summary': 'Récapitulatif',

  // Gateways and methods (spec §3)
  'checkout.gateway.title': 'Choisissez votre moyen de paiement',
  'checkout.gateway.paydunya': 'PayDunya',
  'checkout.gateway.paydunyaDetail': 'Mobile money : payez depuis votre téléphone.',
  'checkout.gateway.paytech': 'PayTech',
  'checkout.gateway.paytechDetail': 'Carte bancaire ou mobile money, sur la page sécurisée de PayTech.',
  'checkout.gateway.recommended': 'Recommandé',
  'checkout.method.orange-money': 'Orange Money',
  'checkout.method.wave': 'Wave',
  'checkout.method.free-money': 'Free Money',
  'checkout.method.mtn-money': 'MTN Mobile Money',
  'checkout.method.moov-money': 'Moov Money',
  'checkout.method.visa': 'Visa',
  'checkout.method.mastercard': 'Mastercard',

  // Mobile-money step (spec §5, word for word)
  'checkout.details.title': 'Vos coordonnées mobile money',
  'checkout.details.country': 'Pays',
  'checkout.details.country.SN': 'Sénégal',
  'checkout.details.country.CI': "Côte d'Ivoire",
  'checkout.details.method': 'Méthode de paiement',
  'checkout.details.phone': 'Numéro de téléphone',
  'checkout.details.phoneHint': 'Le numéro du compte mobile money qui paiera, par exemple +221 77 123 45 67.',
  'checkout.details.methodRequired': 'Veuillez sélectionner une méthode de paiement',
  'checkout.details.phoneRequired': 'Le numéro de téléphone est requis',
  'checkout.details.phoneInvalid': 'Format de numéro invalide',

  // Summary (spec §2, §4 "Pricing mode resolution", §5 "Payment start")
  'checkout.summary.title': 'Récapitulatif',
  'checkout.summary.loading': 'Calcul du montant...',
  'checkout.summary.plan': 'Formule',
  'checkout.summary.price': 'Prix',
  'checkout.summary.total': 'Total de la formule',
  'checkout.summary.firstInstallment': 'Premier versement',
  'checkout.summary.installmentNow': 'Versement {n}, dû le {date}',
  'checkout.summary.monthlyNow': 'Mensualité {n}, due le {date}',
  'checkout.summary.registrationFee': "Frais d'inscription",
  'checkout.summary.monthly': 'Mensualité',
  'checkout.summary.monthlyValue': '{amount}/mois',
  'checkout.summary.subscriptionTotal': 'Total sur {months} mois',
  'checkout.summary.promo': 'Code promo {code}',
  'checkout.summary.dueNow': 'À payer maintenant',
  'checkout.summary.remaining': 'Reste à payer ensuite',
  'checkout.summary.nextPayment': 'Prochain paiement',
  'checkout.summary.installmentDue': 'Versement {n}, le {date}',
  'checkout.summary.gateway': 'Moyen de paiement',
  'checkout.summary.phone': 'Téléphone',
  'checkout.summary.free': 'Gratuit',
  'checkout.promo.label': 'Code promo',
  'checkout.promo.apply': 'Appliquer',
  'checkout.promo.remove': 'Retirer',
  'checkout.promo.applied': 'Code {code} appliqué : -{amount}',
  'checkout.pay': 'Payer {amount}',
  'checkout.enrollFree': "S'inscrire gratuitement",
  'checkout.redirecting': 'Redirection vers la page de paiement...',
  'checkout.cohortFullTitle': 'Session complète',
  'checkout.cohortFull': "Il n'y a plus de place disponible dans cette session.",
  'checkout.seatsLeft': '{n} place(s) restante(s) dans cette session',
  'checkout.seatHeldTitle': 'Place réservée pour le moment',
  'checkout.amountInvalid':
    "Le montant du paiement n'est pas valide. Veuillez sélectionner un plan tarifaire.",

  // Payment errors (spec §8)
  'checkout.error.title': 'Erreur',
  'checkout.error.api': "Erreur de l'API: {status} {statusText}",
  'checkout.error.initiation': "Une erreur est survenue lors de l'initiation du paiement.",
  'checkout.error.initialization': "Une erreur est survenue lors de l'initialisation du paiement.",
  'checkout.error.quote': 'Impossible de calculer le montant à payer.',

  // Payment result (spec §2 "Payment result", §8)
  'result.title': 'Résultat du paiement',
  'result.checking': 'Vérification du paiement...',
  'result.pendingTitle': 'Paiement en cours de confirmation',
  'result.pendingDetail':
    "Nous attendons la confirmation de votre opérateur. Cette page se met à jour d'elle-même, vous pouvez la laisser ouverte.",
  'result.refresh': 'Actualiser',
  'result.successTitle': 'Paiement réussi',
  'result.successDetail': 'Votre inscription est confirmée. Bonne formation !',
  'result.amountPaid': 'Montant payé',
  'result.reference': 'Référence',
  'result.remaining': 'Reste à payer',
  'result.nextPayment': 'Prochain paiement',
  'result.goToCourse': 'Accéder au cours',
  'result.failedTitle': 'Échec du paiement',
  'result.failedSubtitle': "Votre paiement n'a pas pu être traité",
  'result.failedAdvice':
    'Veuillez vérifier vos informations de paiement et réessayer. Si le problème persiste, contactez le support.',
  'result.backToPayment': 'Retourner au paiement',
  'result.contactSupport': 'Contacter le support',
  'result.notFoundTitle': 'Paiement introuvable',
  'result.notFoundDetail': 'Aucun de vos paiements ne correspond à cette référence.',
  'result.signInTitle': 'Connectez-vous pour voir votre paiement',
  'result.signIn': 'Se connecter',
  'result.marketplace': 'Retour à la marketplace',

  // A key already in ./fr-web.ts or ./fr.ts would be ambiguous: it fails to compile here.
} as const satisfies Record<string, string> & { readonly [K in MessageKey]?: never };

export type CheckoutMessageKey = WebMessageKey | keyof typeof frCheckout;

/** `t` of ./fr-web.ts that also knows the checkout's keys. */
export const t = createTranslator<CheckoutMessageKey>({ ...frWeb, ...frCheckout });
