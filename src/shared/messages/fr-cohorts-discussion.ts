import { createTranslator } from './fr-web.ts';

// The cohort's 'Fil d'actualités' and 'Discussion' (issue 15; spec/cohorts.md §3, §4, §7, §9): the
// rules of the shared contracts (src/shared/cohorts/cohort-discussion.ts) and the server's answers.
// Spread into ./fr.ts; the web tabs reach them through ./fr-cohorts-discussion-web.ts.

export const frCohortsDiscussion = {
  'cohorts.discussion.invalidId': 'Identifiant invalide',
  'cohorts.discussion.messageRequired': 'Veuillez saisir un message.',
  'cohorts.discussion.messageTooLong': 'Le message doit contenir au plus {max} caractères.',
  'cohorts.discussion.messageType':
    'Type de message inconnu : seuls les messages texte (text) sont acceptés.',
  'cohorts.discussion.limit': 'Le nombre de messages par page (limit) doit être un entier de 1 à {max}.',
  'cohorts.discussion.offset': 'Le décalage (offset) doit être un entier positif ou nul.',
  'cohorts.discussion.messageNotFound': 'Ce message est introuvable.',
  'cohorts.discussion.deleteForbidden':
    'Vous ne pouvez supprimer que vos propres messages ; les formateurs de la session modèrent les autres.',
  'cohorts.announcements.titleRequired': 'Veuillez saisir un titre.',
  'cohorts.announcements.titleTooLong': 'Le titre doit contenir au plus {max} caractères.',
  'cohorts.announcements.bodyRequired': "Veuillez saisir le texte de l'annonce.",
  'cohorts.announcements.bodyTooLong': "Le texte de l'annonce doit contenir au plus {max} caractères.",
  'cohorts.announcements.priority': 'Priorité inconnue : choisissez basse, normale ou haute.',
  'cohorts.announcements.categoryRequired': 'Veuillez saisir une catégorie.',
  'cohorts.announcements.categoryTooLong': 'La catégorie doit contenir au plus {max} caractères.',
  'cohorts.announcements.unreadOnly': 'Le filtre unread_only vaut true ou false.',
  'cohorts.announcements.emptyChange': 'Indiquez au moins un champ à modifier.',
  'cohorts.announcements.notFound': 'Cette annonce est introuvable.',
  'cohorts.live.tokenInvalid':
    'Le jeton du flux de la session est invalide ou expiré : demandez-en un nouveau (…/events/token).',
} as const;

export type CohortsDiscussionMessageKey = keyof typeof frCohortsDiscussion;

/** The words above, for the shared contracts (which must not bring the server's whole catalogue to the browser). */
export const tDiscussion = createTranslator<CohortsDiscussionMessageKey>(frCohortsDiscussion);
