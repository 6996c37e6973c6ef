import type { MessageKey } from './fr.ts';
import { createTranslator, frWeb, type WebMessageKey } from './fr-web.ts';

// The admin area's own screens ('Paiements', docs/decisions/037): shown only by
// src/web/features/admin-payments, never by the server, so other pages do not download them.
// Import `t` from here in that feature only; elsewhere use ./fr-web.ts.

export const frAdmin = {
  'adminPayments.title': 'Paiements',
  'adminPayments.intro':
    "Les paiements de votre organisation, du plus récent au plus ancien. Un paiement encaissé qui n'a pas pu devenir une inscription est à rembourser : faites-le depuis l'espace marchand de l'opérateur, puis enregistrez-le ici.",
  'adminPayments.loading': 'Chargement des paiements...',
  'adminPayments.loadError': 'Impossible de charger les paiements',
  'adminPayments.empty': 'Aucun paiement',
  'adminPayments.emptyFiltered': 'Aucun paiement ne correspond à ces filtres.',
  'adminPayments.clearFilters': 'Effacer les filtres',
  'adminPayments.count.one': '{n} paiement',
  'adminPayments.count.other': '{n} paiements',

  // Filter bar
  'adminPayments.filter.label': 'Filtrer les paiements',
  'adminPayments.filter.status': 'Statut',
  'adminPayments.filter.allStatuses': 'Tous les statuts',
  'adminPayments.filter.refundDue': 'Remboursements à faire',
  'adminPayments.filter.search': 'Email du payeur ou référence',
  'adminPayments.filter.searchPlaceholder': 'Email ou référence',
  'adminPayments.filter.submit': 'Rechercher',

  // Statuses, reasons, gateways
  'adminPayments.status.pending': 'En attente',
  'adminPayments.status.completed': 'Payé',
  'adminPayments.status.failed': 'Échoué',
  'adminPayments.status.cancelled': 'Annulé',
  'adminPayments.status.expired': 'Expiré',
  'adminPayments.badge.refundDue': 'À rembourser',
  'adminPayments.badge.refunded': 'Remboursé',
  'adminPayments.reason.cohort_full': 'Session complète',
  'adminPayments.reason.promo_unavailable': 'Code promo plus disponible',
  'adminPayments.reason.already_enrolled': 'Déjà inscrit à la formation',
  'adminPayments.reason.already_paid': 'Échéance déjà réglée',
  'adminPayments.reason.amount_mismatch': 'Montant reçu différent du montant attendu',
  'adminPayments.reason.expired': 'Non confirmé à temps',
  'adminPayments.reason.gateway': "Refusé ou abandonné chez l'opérateur",
  'adminPayments.gateway.paydunya': 'PayDunya',
  'adminPayments.gateway.paytech': 'PayTech',
  'adminPayments.gateway.sandbox': 'Bac à sable',
  'adminPayments.gateway.none': 'Gratuit',
  'adminPayments.method.orange-money': 'Orange Money',
  'adminPayments.method.wave': 'Wave',
  'adminPayments.method.free-money': 'Free Money',
  'adminPayments.method.mtn-money': 'MTN Mobile Money',
  'adminPayments.method.moov-money': 'Moov Money',
  'adminPayments.method.visa': 'Visa',
  'adminPayments.method.mastercard': 'Mastercard',

  // List and table
  'adminPayments.column.date': 'Date',
  'adminPayments.column.learner': 'Apprenant',
  'adminPayments.column.course': 'Formation',
  'adminPayments.column.amount': 'Montant',
  'adminPayments.column.gateway': 'Moyen de paiement',
  'adminPayments.column.status': 'Statut',
  'adminPayments.reference': 'Référence',
  'adminPayments.cohort': 'Session : {name}',
  'adminPayments.reason': 'Motif : {reason}',
  'adminPayments.refundedOn': 'Remboursé le {date} par {name}',
  'adminPayments.refundNote': 'Note : {note}',
  'adminPayments.markRefunded': 'Marquer comme remboursé',
  'adminPayments.markRefundedLabel': 'Marquer comme remboursé le paiement {reference}',

  // Pagination
  'adminPayments.pagination': 'Pages des paiements',
  'adminPayments.previous': 'Précédent',
  'adminPayments.next': 'Suivant',
  'adminPayments.pageOf': 'Page {page} sur {pages}',

  // Refund dialog
  'adminPayments.refund.title': 'Marquer comme remboursé',
  'adminPayments.refund.summary': '{amount} à {name} ({email}), paiement {reference}.',
  'adminPayments.refund.hint':
    "Remboursez d'abord depuis l'espace marchand de l'opérateur : Jàng n'envoie pas l'argent, il garde la trace du remboursement.",
  'adminPayments.refund.note': 'Note (référence de la transaction de remboursement)',
  'adminPayments.refund.notePlaceholder': 'Ex. : Wave TX-88213',
  'adminPayments.refund.submit': 'Enregistrer le remboursement',
  'adminPayments.refund.cancel': 'Annuler',
  'adminPayments.refund.done': 'Remboursement enregistré',

  // A key already in ./fr-web.ts or ./fr.ts would be ambiguous: it fails to compile here.
} as const satisfies Record<string, string> & { readonly [K in WebMessageKey | MessageKey]?: never };

export type AdminMessageKey = WebMessageKey | keyof typeof frAdmin;

/** `t` of ./fr-web.ts that also knows the admin screens' keys. */
export const t = createTranslator<AdminMessageKey>({ ...frWeb, ...frAdmin });
