import { createTranslator } from './fr-web.ts';

// Accounts, data and deletion (issue 17, accounts-data): the shared contract's words
// (src/shared/accounts/privacy.contract.ts), the server's refusals and the emails of a deletion
// request. Spread into ./fr.ts; the web page's own words are in ./fr-accounts-data-web.ts.

export const frAccountsData = {
  'accounts.data.reasonTooLong': 'La raison doit contenir au plus {max} caractères.',
  'accounts.data.reasonType': 'La raison doit être un texte.',
  'accounts.data.bodyRequired':
    'Envoyez un objet JSON, par exemple { "reason": "…" } (la raison est facultative).',
  'accounts.data.exportTooSoon':
    'Vous venez de télécharger vos données : réessayez dans {minutes} minute(s).',
  'accounts.data.deletionPending':
    'Une demande de suppression est déjà en cours : votre compte sera supprimé le {date}. Vous pouvez l’annuler avant.',
  'accounts.data.noPendingDeletion': 'Aucune demande de suppression en cours.',
  'accounts.data.lastAdmin':
    'Vous êtes le dernier administrateur de votre organisation : nommez un autre administrateur avant de supprimer votre compte.',
  'accounts.data.ownsCourses':
    'Vous êtes le formateur de {count} cours : confiez-les à un autre formateur (ou demandez-le à un administrateur) avant de supprimer votre compte.',
  'accounts.data.superadmin':
    'Un compte super-administrateur ne peut pas être supprimé depuis cette page : un autre super-administrateur doit d’abord lui retirer ce rôle.',
  'accounts.data.erasedName': 'Compte supprimé',

  // Emails (sent through the outbox)
  'accounts.data.email.requested.subject': 'Votre demande de suppression de compte Jàng',
  'accounts.data.email.requested.text':
    'Bonjour {firstName},\n\nNous avons bien reçu votre demande de suppression de votre compte Jàng.\n\nVotre compte et vos données personnelles seront supprimés le {date}. Jusque-là, votre compte reste ouvert : vous pouvez vous connecter et annuler la demande depuis « Paramètres › Données et compte » :\n{link}\n\nAprès cette date, vous ne pourrez plus vous connecter. Les paiements (montants et dates, sans vos coordonnées) et les certificats déjà délivrés (pour leur vérification) sont conservés.\n\nSi vous n’êtes pas à l’origine de cette demande, connectez-vous, annulez-la et changez votre mot de passe.\n\nL’équipe Jàng',
  'accounts.data.email.cancelled.subject': 'Suppression de compte annulée',
  'accounts.data.email.cancelled.text':
    'Bonjour {firstName},\n\nVotre demande de suppression de compte a été annulée : votre compte Jàng reste ouvert et vos données sont conservées.\n\nSi vous n’êtes pas à l’origine de cette annulation, changez votre mot de passe :\n{link}\n\nL’équipe Jàng',
  'accounts.data.email.erased.subject': 'Votre compte Jàng a été supprimé',
  'accounts.data.email.erased.text':
    'Bonjour,\n\nComme vous l’avez demandé le {requestedOn}, votre compte Jàng a été supprimé aujourd’hui : vous ne pouvez plus vous connecter, et votre nom, votre adresse email, votre téléphone, votre photo, votre progression, vos réponses, vos travaux et vos messages ont été effacés.\n\nSont conservés, sans vos coordonnées : les paiements (montants et dates, pour la comptabilité) et les certificats déjà délivrés (pour que leur vérification reste possible).\n\nCet email est le dernier que nous vous envoyons.\n\nL’équipe Jàng',
} as const;

export type AccountsDataMessageKey = keyof typeof frAccountsData;

/** The words above, for the shared contract (which must not bring the server's whole catalogue to the browser). */
export const tAccountsData = createTranslator<AccountsDataMessageKey>(frAccountsData);
