import type { MessageKey } from './fr.ts';
import { createTranslator, frWeb, type WebMessageKey } from './fr-web.ts';

// Cohorts, part enrolment, on the web (src/web/features/cohorts/participants): the admin page's
// participants card (spec/cohorts.md §2.2, §4 "Participant display", §5 Participants, §8 toasts) and
// the learner's join page and waiting notes.

export const frCohortsParticipants = {
  'cohortParticipants.title': 'Participants',
  'cohortParticipants.description':
    'Invitez des étudiants, validez les demandes et suivez la liste d’attente.',
  'cohortParticipants.tabAll': 'Tous les étudiants',
  'cohortParticipants.tabSelected': 'Sélectionnés ({n})',
  'cohortParticipants.selectAll': 'Tout sélectionner',
  'cohortParticipants.deselectAll': 'Tout désélectionner',
  'cohortParticipants.search': 'Rechercher un étudiant',
  'cohortParticipants.invite': 'Inviter les participants sélectionnés',
  'cohortParticipants.selectAtLeastOne': 'Sélectionnez au moins un participant',
  'cohortParticipants.added': 'Participants ajoutés avec succès',
  'cohortParticipants.addFailed': "Erreur lors de l'ajout",
  'cohortParticipants.noStudents': 'Aucun étudiant disponible',
  'cohortParticipants.noneEnrolled': 'Aucun participant inscrit',
  'cohortParticipants.noneSelected': 'Aucun participant sélectionné',
  'cohortParticipants.studentsFailed': 'Impossible de charger la liste des étudiants.',
  'cohortParticipants.enrolled': 'Inscrits',
  'cohortParticipants.pendingTitle': 'Demandes en attente de validation',
  'cohortParticipants.waitlistTitle': "Liste d'attente",
  'cohortParticipants.approve': 'Approuver',
  'cohortParticipants.refuse': 'Refuser',
  'cohortParticipants.remove': 'Retirer',
  'cohortParticipants.actionDone': 'Modification enregistrée',
  'cohortParticipants.actionFailed': "L'action n'a pas pu être enregistrée",
  'cohortParticipants.seats': '{taken} / {max} places',
  'cohortParticipants.seatsUnlimited': '{taken} inscrits (places illimitées)',
  'cohortParticipants.minimumWarning':
    'Il manque {n} participant(s) pour atteindre le minimum prévu pour cette session.',
  'cohortParticipants.position': 'n° {n}',
  'cohortParticipants.completion': '{n} % terminé',
  'cohortParticipants.paid': 'Payé',
  'cohortParticipants.active': 'Actif',
  'cohortParticipants.invited': 'Invité',
  'cohortParticipants.inactive': 'Inactif',
  'cohortParticipants.readOnly': 'Cette section est en lecture seule car la session est clôturée.',
  // The learner's side
  'cohortJoin.title': 'Rejoindre la session',
  'cohortJoin.join': 'Rejoindre la session',
  'cohortJoin.accept': "Accepter l'invitation",
  'cohortJoin.decline': "Décliner l'invitation",
  'cohortJoin.leaveWaitlist': "Quitter la liste d'attente",
  'cohortJoin.waitlisted':
    "Vous êtes sur la liste d'attente : position {n}. Vous recevrez un email dès qu'une place se libère.",
  'cohortJoin.pending': "Votre demande d'inscription attend la validation de l'équipe.",
  'cohortJoin.invited': 'Vous êtes invité(e) à rejoindre cette session.',
  'cohortJoin.active': 'Vous êtes inscrit à cette session.',
  'cohortJoin.open': 'Ouvrir la session',
  'cohortJoin.accessFrom': 'Le contenu sera accessible à partir du {date}.',
  'cohortJoin.loadFailed': 'Impossible de charger cette session.',
  'cohortJoin.waitingTitle': 'Sessions en attente',
  // A key already in ./fr-web.ts or ./fr.ts would be ambiguous: it fails to compile here.
} as const satisfies Record<string, string> & { readonly [K in MessageKey]?: never };

export type CohortsParticipantsMessageKey = WebMessageKey | keyof typeof frCohortsParticipants;

/** `t` of ./fr-web.ts that also knows the participants card's and join page's keys. */
export const t = createTranslator<CohortsParticipantsMessageKey>({ ...frWeb, ...frCohortsParticipants });
