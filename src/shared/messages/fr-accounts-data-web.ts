import { createTranslator } from './fr-web.ts';

// 'Données et compte' (/dashboard/settings/privacy; issue 17, accounts-data): the page's own words.

export const frAccountsDataWeb = {
  'privacy.title': 'Données et compte',
  'privacy.backToProfile': 'Profil',
  'privacy.intro':
    'Téléchargez une copie de vos données, ou demandez la suppression de votre compte. Les paiements et les certificats délivrés restent conservés, sans vos coordonnées pour les paiements.',
  'privacy.offline':
    'Vous êtes hors ligne : le téléchargement et la demande de suppression demandent une connexion. Réessayez quand elle revient.',
  // Export
  'privacy.export.title': 'Télécharger mes données',
  'privacy.export.text':
    'Un fichier JSON avec votre profil, vos inscriptions, votre progression, vos réponses aux quiz, vos travaux (noms et tailles des fichiers), vos paiements, vos avis, vos messages, vos certificats, vos connexions et vos notifications.',
  'privacy.export.button': 'Télécharger mes données',
  'privacy.export.downloading': 'Préparation du fichier…',
  'privacy.export.done': 'Vos données ont été téléchargées : {file}',
  'privacy.export.limit': 'Un téléchargement toutes les 5 minutes au plus.',
  // Deletion
  'privacy.deletion.title': 'Supprimer mon compte',
  'privacy.deletion.text':
    'Votre compte sera supprimé {days} jours après votre demande. D’ici là, vous pouvez l’annuler. Ensuite, vous ne pourrez plus vous connecter : votre nom, votre email, votre téléphone, votre photo, votre progression, vos réponses, vos travaux, vos avis et vos messages seront effacés.',
  'privacy.deletion.kept':
    'Sont conservés : les paiements (montants et dates, pour la comptabilité) et les certificats déjà délivrés (pour leur vérification).',
  'privacy.deletion.reason': 'Pourquoi partez-vous ? (facultatif)',
  'privacy.deletion.confirm': 'Je comprends que mon compte et mes données seront supprimés définitivement.',
  'privacy.deletion.confirmRequired': 'Cochez la case pour confirmer votre demande.',
  'privacy.deletion.submit': 'Demander la suppression',
  'privacy.deletion.requested': 'Demande enregistrée : un email de confirmation vous a été envoyé.',
  'privacy.deletion.pendingTitle': 'Suppression demandée',
  'privacy.deletion.pending': 'Votre compte sera supprimé le {date}.',
  'privacy.deletion.pendingHint': 'Vous pouvez encore changer d’avis : annulez la demande avant cette date.',
  'privacy.deletion.cancel': 'Annuler la demande',
  'privacy.deletion.cancelled': 'Demande annulée : votre compte est conservé.',
  'privacy.deletion.loading': 'Chargement de votre demande…',
  'privacy.deletion.loadError': 'Impossible de charger votre demande de suppression.',
  'privacy.retry': 'Réessayer',
} as const;

export type AccountsDataWebMessageKey = keyof typeof frAccountsDataWeb;

export const t = createTranslator<AccountsDataWebMessageKey>(frAccountsDataWeb);
