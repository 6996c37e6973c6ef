import type { MessageKey } from './fr.ts';
import { createTranslator, frWeb, type WebMessageKey } from './fr-web.ts';

// The live sessions of a cohort, web side (issue 15, part sessions): the 'Planning des séances' card
// and its dialog (spec/cohorts.md §2.2, §5, §8), and the learner's 'Sessions live' tab.

export const frCohortsSessionsWeb = {
  // 'Planning des séances' (admin cohort page)
  'sessionsCard.title': 'Planning des séances',
  'sessionsCard.description': 'Les sessions live de la cohorte, à l’heure de Dakar.',
  'sessionsCard.empty': 'Aucune séance planifiée',
  'sessionsCard.add': 'Ajouter une séance',
  'sessionsCard.edit': 'Modifier',
  'sessionsCard.delete': 'Supprimer',
  'sessionsCard.editLabel': 'Modifier la séance « {title} »',
  'sessionsCard.deleteLabel': 'Supprimer la séance « {title} »',
  'sessionsCard.loading': 'Chargement des séances…',
  'sessionsCard.loadError': 'Impossible de charger les sessions',
  'sessionsCard.retry': 'Réessayer',
  'sessionsCard.recorded': 'Enregistrée',
  'sessionsCard.links': '{n} lien(s) de réunion',
  'sessionsCard.readOnly': 'Cette section est en lecture seule car la session est clôturée.',
  'sessionsCard.when': '{date}, {start} – {end}',
  // Toasts (spec §8)
  'sessionsCard.added': 'Session ajoutée avec succès',
  'sessionsCard.addError': 'Erreur lors de l’ajout de la session',
  'sessionsCard.updated': 'Session mise à jour avec succès',
  'sessionsCard.updateError': 'Erreur lors de la mise à jour de la session',
  'sessionsCard.deleted': 'Session supprimée avec succès',
  'sessionsCard.deleteError': 'Erreur lors de la suppression de la session',
  'sessionsCard.confirmTitle': 'Supprimer la séance',
  'sessionsCard.confirmText': 'Êtes-vous sûr de vouloir supprimer cette session ?',
  'sessionsCard.cancel': 'Annuler',
  // The dialog (spec §5)
  'sessionDialog.addTitle': 'Ajouter une séance',
  'sessionDialog.editTitle': 'Modifier la séance',
  'sessionDialog.requiredToast': 'Veuillez remplir tous les champs obligatoires',
  'sessionDialog.title': 'Titre',
  'sessionDialog.description': 'Description (facultatif)',
  'sessionDialog.date': 'Date',
  'sessionDialog.start': 'Heure de début',
  'sessionDialog.end': 'Heure de fin',
  'sessionDialog.timesHint': 'Heure de Dakar (GMT).',
  'sessionDialog.meetingUrl': 'Lien de la réunion (facultatif)',
  'sessionDialog.meetingDescription': 'Description du lien (facultatif)',
  'sessionDialog.addLink': 'Ajouter un lien',
  'sessionDialog.removeLink': 'Retirer ce lien',
  'sessionDialog.isRecorded': 'Séance enregistrée',
  'sessionDialog.recordingUrl': 'URL de l’enregistrement (facultatif)',
  'sessionDialog.save': 'Enregistrer',
  'sessionDialog.cancel': 'Annuler',

  // 'Sessions live' (the learner's tab)
  'liveSessions.next': 'Prochaine session',
  'liveSessions.upcoming': 'Sessions à venir',
  'liveSessions.past': 'Sessions passées',
  'liveSessions.noUpcoming': 'Aucune session à venir pour le moment.',
  'liveSessions.noPast': 'Aucune session passée.',
  'liveSessions.loading': 'Chargement des sessions…',
  'liveSessions.loadError': 'Impossible de charger les sessions',
  'liveSessions.retry': 'Réessayer',
  'liveSessions.join': 'Rejoindre',
  'liveSessions.joinOpensAt': 'Ouvre à {time}',
  'liveSessions.joinOpensBefore': 'Ouvre 15 minutes avant le début',
  'liveSessions.joinNoLink': 'Le lien de la réunion n’est pas encore disponible.',
  'liveSessions.inProgress': 'En cours',
  'liveSessions.when': '{date} · {start} – {end} (heure de Dakar)',
  'liveSessions.download': 'Ajouter à mon agenda (.ics)',
  'liveSessions.downloadLabel': 'Télécharger « {title} » au format .ics',
  'liveSessions.downloadError': 'Impossible de télécharger le fichier du calendrier',
  'liveSessions.recording': 'Voir l’enregistrement',
  'liveSessions.noRecording': 'Pas d’enregistrement',
  'liveSessions.feedTitle': 'S’abonner au calendrier',
  'liveSessions.feedText':
    'Une adresse privée que votre téléphone ou votre agenda suit : les sessions de toutes vos cohortes, les dates de remise des travaux et vos échéances de paiement y apparaissent et se mettent à jour seules.',
  'liveSessions.feedCreate': 'Créer mon lien d’abonnement',
  'liveSessions.feedRenew': 'Créer un nouveau lien',
  'liveSessions.feedRenewHint': 'Un nouveau lien remplace le précédent, qui cesse de fonctionner.',
  'liveSessions.feedUrlLabel': 'Votre adresse privée',
  'liveSessions.feedPrivate': 'Ne la partagez pas : elle donne accès à votre planning.',
  'liveSessions.feedCopy': 'Copier',
  'liveSessions.feedCopied': 'Lien copié',
  'liveSessions.feedCopyError': 'Copiez le lien à la main : le presse-papiers n’est pas disponible.',
  'liveSessions.feedOpen': 'Ouvrir dans mon agenda',
  'liveSessions.feedRevoke': 'Révoquer le lien',
  'liveSessions.feedRevoked': 'Lien d’abonnement révoqué',
  'liveSessions.feedError': 'Impossible de créer le lien d’abonnement',
  'liveSessions.feedRevokeError': 'Impossible de révoquer le lien d’abonnement',

  // A key already in ./fr-web.ts or ./fr.ts would be ambiguous: it fails to compile here.
} as const satisfies Record<string, string> & { readonly [K in MessageKey]?: never };

export type CohortsSessionsWebMessageKey = WebMessageKey | keyof typeof frCohortsSessionsWeb;

/** `t` of ./fr-web.ts that also knows the live sessions' keys. */
export const t = createTranslator<CohortsSessionsWebMessageKey>({ ...frWeb, ...frCohortsSessionsWeb });
