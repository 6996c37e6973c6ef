import type { AuditAction, AuditTargetType } from '../audit/audit-actions.ts';
import type { MessageKey } from './fr.ts';
import { createTranslator, frWeb, type WebMessageKey } from './fr-web.ts';

// Platform console, part consoles (issue 18): the admin's reviews page (/admin/reviews) and the audit
// log (/admin/audit, /superadmin/audit). Shown only by src/web/features/consoles.

export const frConsolesWeb = {
  'consoles.reviews.title': 'Avis',
  'consoles.reviews.intro':
    'Les avis laissés sur les formations de votre organisation. Masquez un avis déplacé (avec un motif) ; il reste ici et peut être rétabli.',
  'consoles.reviews.filter': 'Afficher',
  'consoles.reviews.filter.all': 'Tous',
  'consoles.reviews.filter.visible': 'Visibles',
  'consoles.reviews.filter.hidden': 'Masqués',
  'consoles.reviews.count': '{count} avis',
  'consoles.reviews.loading': 'Chargement des avis…',
  'consoles.reviews.loadError': 'Impossible de charger les avis.',
  'consoles.reviews.empty.all':
    'Aucun avis pour le moment. Les apprenants inscrits peuvent en laisser un depuis la page de la formation.',
  'consoles.reviews.empty.visible': 'Aucun avis visible. Les avis masqués sont sous « Masqués ».',
  'consoles.reviews.empty.hidden': 'Aucun avis masqué : tous les avis sont visibles sur la marketplace.',
  'consoles.reviews.showAll': 'Voir tous les avis',
  'consoles.reviews.rating': '{rating} sur 5',
  'consoles.reviews.noComment': 'Sans commentaire.',
  'consoles.reviews.postedOn': 'Publié le {date}',
  'consoles.reviews.visible': 'Visible',
  'consoles.reviews.hidden': 'Masqué',
  'consoles.reviews.hiddenOn': 'Masqué le {date}',
  'consoles.reviews.reason': 'Motif : {reason}',
  'consoles.reviews.hide': 'Masquer',
  'consoles.reviews.restore': 'Rétablir',
  'consoles.reviews.hideTitle': 'Masquer cet avis',
  'consoles.reviews.restoreTitle': 'Rétablir cet avis',
  'consoles.reviews.hideSummary':
    'L’avis de {name} sur « {course} » ne sera plus montré sur la marketplace, ni compté dans la note.',
  'consoles.reviews.restoreSummary':
    'L’avis de {name} sur « {course} » sera de nouveau montré sur la marketplace et compté dans la note.',
  'consoles.reviews.reasonLabel': 'Motif',
  'consoles.reviews.reasonHint': 'Il figure au journal d’audit.',
  'consoles.reviews.reasonPlaceholder': 'Ex. : propos injurieux envers un autre apprenant',
  'consoles.reviews.reasonMissing': 'Indiquez un motif de 3 à 500 caractères.',
  'consoles.reviews.cancel': 'Annuler',
  'consoles.reviews.hidden.done': 'Avis masqué',
  'consoles.reviews.restored.done': 'Avis rétabli',
  'consoles.pagination': 'Pages',
  'consoles.previous': 'Précédent',
  'consoles.next': 'Suivant',
  'consoles.pageOf': 'Page {page} sur {pages}',

  'consoles.audit.title': "Journal d'audit",
  'consoles.audit.intro': 'Qui a changé quoi dans votre organisation, et quand. Les plus récents d’abord.',
  'consoles.audit.platformIntro':
    'Qui a changé quoi sur la plateforme, et quand. Toutes les organisations, ou une seule.',
  'consoles.audit.filters': 'Filtres du journal',
  'consoles.audit.filtersButton': 'Filtres',
  'consoles.audit.filtersCount': 'Filtres ({count})',
  'consoles.audit.organization': 'Organisation',
  'consoles.audit.allOrganizations': 'Toutes les organisations',
  'consoles.audit.action': 'Action',
  'consoles.audit.allActions': 'Toutes les actions',
  'consoles.audit.targetType': 'Objet',
  'consoles.audit.allTargets': 'Tous les objets',
  'consoles.audit.actor': 'Auteur (email)',
  'consoles.audit.from': 'Du',
  'consoles.audit.to': 'Au',
  'consoles.audit.apply': 'Filtrer',
  'consoles.audit.clear': 'Effacer les filtres',
  'consoles.audit.count': '{count} entrée(s)',
  'consoles.audit.loading': 'Chargement du journal…',
  'consoles.audit.loadError': 'Impossible de charger le journal d’audit.',
  'consoles.audit.empty':
    'Aucune entrée pour le moment : chaque changement fait par l’équipe (rôles, avis masqués, remboursements…) s’inscrira ici.',
  'consoles.audit.emptyFiltered':
    'Aucune entrée ne correspond à ces filtres. Élargissez les dates ou effacez les filtres.',
  'consoles.audit.when': 'Quand',
  'consoles.audit.who': 'Qui',
  'consoles.audit.what': 'Quoi',
  'consoles.audit.target': 'Objet',
  'consoles.audit.ip': 'Adresse IP',
  'consoles.audit.noIp': '—',
  'consoles.audit.details': 'Détails',
  'consoles.audit.noDetails': 'Aucun détail.',
  'consoles.audit.system': 'Système',
  'consoles.audit.platform': 'Plateforme',
  'consoles.audit.rangeInvalid': 'La date de début doit précéder la date de fin.',
  'consoles.audit.organizationsError': 'La liste des organisations n’a pas pu être chargée.',

  'consoles.audit.action.account.erased': 'Compte effacé',
  'consoles.audit.action.certificate.revoked': 'Certificat révoqué',
  'consoles.audit.action.certificate_director.created': 'Signataire de certificat ajouté',
  'consoles.audit.action.certificate_director.deleted': 'Signataire de certificat supprimé',
  'consoles.audit.action.certificate_director.updated': 'Signataire de certificat modifié',
  'consoles.audit.action.certificate_template.created': 'Modèle de certificat créé',
  'consoles.audit.action.certificate_template.deleted': 'Modèle de certificat supprimé',
  'consoles.audit.action.certificate_template.duplicated': 'Modèle de certificat dupliqué',
  'consoles.audit.action.certificate_template.renamed': 'Modèle de certificat renommé',
  'consoles.audit.action.certificate_template.settings_saved':
    'Réglages d’un modèle de certificat enregistrés',
  'consoles.audit.action.cohort.participant.approved': 'Inscription à une cohorte approuvée',
  'consoles.audit.action.cohort.participant.invited': 'Participant ajouté à une cohorte',
  'consoles.audit.action.cohort.participant.refused': 'Inscription à une cohorte refusée',
  'consoles.audit.action.cohort.participant.removed': 'Participant retiré d’une cohorte',
  'consoles.audit.action.enrollment.manual': 'Inscription manuelle',
  'consoles.audit.action.instructor.profile.updated': 'Profil instructeur modifié',
  'consoles.audit.action.learners.imported': 'Apprenants importés',
  'consoles.audit.action.organization.created': 'Organisation créée',
  'consoles.audit.action.organization.favicon.removed': 'Favicon retiré',
  'consoles.audit.action.organization.favicon.replaced': 'Favicon remplacé',
  'consoles.audit.action.organization.logo.removed': 'Logo retiré',
  'consoles.audit.action.organization.logo.replaced': 'Logo remplacé',
  'consoles.audit.action.organization.reactivated': 'Organisation réactivée',
  'consoles.audit.action.organization.renamed': 'Organisation renommée',
  'consoles.audit.action.organization.settings.updated': 'Paramètres de l’organisation modifiés',
  'consoles.audit.action.organization.suspended': 'Organisation suspendue',
  'consoles.audit.action.payment.refunded': 'Paiement marqué comme remboursé',
  'consoles.audit.action.review.hidden': 'Avis masqué',
  'consoles.audit.action.review.restored': 'Avis rétabli',
  'consoles.audit.action.settings.billing.updated': 'Paramètres de facturation modifiés',
  'consoles.audit.action.settings.email.updated': 'Paramètres d’email modifiés',
  'consoles.audit.action.settings.platform.updated': 'Paramètres de la plateforme modifiés',
  'consoles.audit.action.settings.security.updated': 'Paramètres de sécurité modifiés',
  'consoles.audit.action.user.invited': 'Utilisateur invité',
  'consoles.audit.action.user.reactivated': 'Utilisateur réactivé',
  'consoles.audit.action.user.roles.changed': 'Rôles modifiés',
  'consoles.audit.action.user.suspended': 'Utilisateur suspendu',

  'consoles.audit.targetType.certificate': 'Certificat',
  'consoles.audit.targetType.certificate_director': 'Signataire',
  'consoles.audit.targetType.certificate_template': 'Modèle de certificat',
  'consoles.audit.targetType.instructor': 'Instructeur',
  'consoles.audit.targetType.organization': 'Organisation',
  'consoles.audit.targetType.payment': 'Paiement',
  'consoles.audit.targetType.review': 'Avis',
  'consoles.audit.targetType.settings': 'Paramètres',
  'consoles.audit.targetType.user': 'Utilisateur',
  // A key already in ./fr-web.ts or ./fr.ts would be ambiguous: it fails to compile here.
} as const satisfies Record<string, string> &
  Record<`consoles.audit.action.${AuditAction}`, string> &
  Record<`consoles.audit.targetType.${AuditTargetType}`, string> & {
    readonly [K in WebMessageKey | MessageKey]?: never;
  };

export type ConsolesMessageKey = WebMessageKey | keyof typeof frConsolesWeb;

/** `t` of ./fr-web.ts that also knows the reviews and audit pages. */
export const t = createTranslator<ConsolesMessageKey>({ ...frWeb, ...frConsolesWeb });
