import type { MessageKey } from './fr.ts';
import { frCohortsDiscussion } from './fr-cohorts-discussion.ts';
import { createTranslator, frWeb, type WebMessageKey } from './fr-web.ts';

// The cohort space's 'Fil d'actualités' and 'Discussion' tabs (issue 15; spec/cohorts.md §2.1, §4,
// §7, §9). Shown only by src/web/features/cohorts/space; the rules' words (./fr-cohorts-discussion.ts)
// are reachable through the same `t`. Import `t` from here in those tabs only.

export const frCohortsDiscussionWeb = {
  // Discussion
  'cohorts.discussion.title': 'Discussion',
  'cohorts.discussion.intro': 'Échangez avec les participants et les formateurs de la session.',
  'cohorts.discussion.statMessages': 'Messages',
  'cohorts.discussion.statParticipants': 'Participants actifs',
  'cohorts.discussion.statToday': "Aujourd'hui",
  'cohorts.discussion.composerLabel': 'Votre message',
  'cohorts.discussion.composerPlaceholder': 'Écrivez votre message…',
  'cohorts.discussion.send': 'Envoyer',
  'cohorts.discussion.sent': 'Message envoyé',
  'cohorts.discussion.loading': 'Chargement de la discussion…',
  'cohorts.discussion.loadError': 'Impossible de charger la discussion.',
  'cohorts.discussion.retry': 'Réessayer',
  'cohorts.discussion.empty': 'Aucun message pour le moment. Lancez la discussion !',
  'cohorts.discussion.loadMore': 'Charger plus',
  'cohorts.discussion.count': '{shown} sur {total} messages',
  'cohorts.discussion.delete': 'Supprimer',
  'cohorts.discussion.deleteLabel': 'Supprimer le message de {name}',
  'cohorts.discussion.confirmTitle': 'Supprimer ce message ?',
  'cohorts.discussion.confirmOwn': 'Votre message sera supprimé pour tous les participants.',
  'cohorts.discussion.confirmModerate': 'Le message de {name} sera supprimé pour tous les participants.',
  'cohorts.discussion.confirm': 'Supprimer',
  'cohorts.discussion.cancel': 'Annuler',
  'cohorts.discussion.deleted': 'Message supprimé',
  'cohorts.discussion.you': 'Vous',
  'cohorts.discussion.staff': 'Formateur',
  'cohorts.discussion.offline':
    'Vous êtes hors ligne : la discussion affichée peut être incomplète. Les nouveaux messages apparaîtront à votre retour.',
  'cohorts.discussion.liveCut':
    'Connexion en direct interrompue : nouvelle tentative en cours. Vous pouvez continuer à écrire, la discussion se recharge après chaque envoi.',
  'cohorts.date.justNow': "à l'instant",
  // Announcements
  'cohorts.announcements.title': "Fil d'actualités",
  'cohorts.announcements.loading': 'Chargement des annonces…',
  'cohorts.announcements.loadError': 'Impossible de charger les annonces.',
  'cohorts.announcements.empty': 'Aucune annonce pour le moment.',
  'cohorts.announcements.emptyFiltered': 'Aucune annonce ne correspond à ces filtres.',
  'cohorts.announcements.unreadCount.one': '{n} annonce non lue',
  'cohorts.announcements.unreadCount.other': '{n} annonces non lues',
  'cohorts.announcements.filterPriority': 'Priorité',
  'cohorts.announcements.filterCategory': 'Catégorie',
  'cohorts.announcements.allPriorities': 'Toutes',
  'cohorts.announcements.allCategories': 'Toutes',
  'cohorts.announcements.unreadOnlyLabel': 'Non lues uniquement',
  'cohorts.announcements.priority.low': 'Basse',
  'cohorts.announcements.priority.normal': 'Normale',
  'cohorts.announcements.priority.high': 'Haute',
  'cohorts.announcements.unread': 'Non lue',
  'cohorts.announcements.markRead': 'Marquer comme lue',
  'cohorts.announcements.new': 'Nouvelle annonce',
  'cohorts.announcements.edit': 'Modifier',
  'cohorts.announcements.editTitle': "Modifier l'annonce",
  'cohorts.announcements.delete': 'Supprimer',
  'cohorts.announcements.confirmDelete': 'Supprimer cette annonce ?',
  'cohorts.announcements.confirmDeleteText':
    "L'annonce « {title} » sera supprimée pour tous les participants.",
  'cohorts.announcements.fieldTitle': 'Titre',
  'cohorts.announcements.fieldBody': 'Texte',
  'cohorts.announcements.fieldPriority': 'Priorité',
  'cohorts.announcements.fieldCategory': 'Catégorie',
  'cohorts.announcements.publish': 'Publier',
  'cohorts.announcements.save': 'Enregistrer',
  'cohorts.announcements.cancel': 'Annuler',
  'cohorts.announcements.published': 'Annonce publiée',
  'cohorts.announcements.saved': 'Annonce modifiée',
  'cohorts.announcements.deleted': 'Annonce supprimée',
  'cohorts.announcements.by': 'Par {name}',
} as const satisfies Record<string, string> & {
  readonly [K in WebMessageKey | MessageKey]?: never;
};

export type CohortsDiscussionWebMessageKey =
  | WebMessageKey
  | keyof typeof frCohortsDiscussion
  | keyof typeof frCohortsDiscussionWeb;

/** `t` of ./fr-web.ts that also knows the cohort tabs' keys and the rules' words. */
export const t = createTranslator<CohortsDiscussionWebMessageKey>({
  ...frWeb,
  ...frCohortsDiscussion,
  ...frCohortsDiscussionWeb,
});
