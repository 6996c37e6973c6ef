import { createTranslator } from './fr-web.ts';

// Accounts, part settings (issue 17): the words of the settings contracts and of their API errors
// (spec/authoring-and-shell.md §5 "Profile update", word for word where it gives them). Spread into
// ./fr.ts; the settings pages and the shared contract (../accounts/settings.contract.ts) read them
// through `ts` below, so a page does not download the server's whole catalogue.

export const frAccountsSettings = {
  'accounts.settings.emailInvalid': "Format d'email invalide",
  'accounts.settings.phoneInvalid':
    'Format de numéro de téléphone invalide. Le numéro doit commencer par + suivi du code pays et du numéro (ex: {phone})',
  'accounts.settings.roleInvalid': 'Rôle invalide',
  'accounts.settings.statusInvalid': 'Statut invalide',
  'accounts.settings.genderInvalid': 'Genre invalide',
  'accounts.settings.notSignedIn': 'Utilisateur non connecté',
  'accounts.settings.firstNameRequired': 'Le prénom est requis',
  'accounts.settings.lastNameRequired': 'Le nom est requis',
  'accounts.settings.tooLong': 'Ce champ doit contenir au plus {max} caractères',
  'accounts.settings.roleNotYours':
    'Vous ne pouvez pas changer vous-même votre rôle ni votre statut : demandez-le à un administrateur.',
  'accounts.settings.emailTaken': 'Cette adresse email est déjà utilisée par un autre compte.',
  'accounts.settings.emailChangeSent':
    'Un lien de confirmation a été envoyé à {email}. Votre adresse actuelle reste active tant que la nouvelle n’est pas confirmée.',
  'accounts.settings.profileSaved': 'Profil mis à jour',
  'accounts.settings.emailChangeInvalid':
    'Ce lien de confirmation est invalide ou a expiré. Redemandez le changement d’adresse depuis votre profil.',
  'accounts.settings.emailChanged': 'Votre adresse email est maintenant {email}.',
  'accounts.settings.avatarRequired': 'Joignez une image (champ « avatar »).',
  'accounts.settings.avatarTooLarge': 'Image trop volumineuse : {max} Mo maximum.',
  'accounts.settings.avatarNotPicture':
    "Type de fichier non supporté : ce fichier n'est pas une image JPG, PNG, WebP, GIF ou AVIF.",
  'accounts.settings.avatarOneFile': 'Joignez une seule image à la fois.',
  'accounts.settings.avatarMalformed': "Le formulaire envoyé n'est pas lisible : réessayez.",
  'accounts.settings.avatarSaved': 'Photo de profil mise à jour',
  'accounts.settings.avatarRemoved': 'Photo de profil supprimée',
  'accounts.settings.languageInvalid': "Langue non disponible : seul le français (fr) l'est pour l'instant.",
  'accounts.settings.booleanInvalid': 'Cette valeur doit être oui ou non',
  'accounts.settings.preferencesSaved': 'Préférences enregistrées',
  'accounts.settings.passwordRequired': 'Le mot de passe est requis',
  'accounts.settings.passwordTooShort': 'Le mot de passe doit contenir au moins {min} caractères',
  'accounts.settings.passwordTooLong': 'Le mot de passe doit contenir au plus {max} caractères',
  'accounts.settings.passwordMismatch': 'Les deux mots de passe ne correspondent pas',
  'accounts.settings.passwordSame': "Le nouveau mot de passe doit être différent de l'actuel",
  'accounts.settings.currentPasswordWrong': 'Le mot de passe actuel est incorrect.',
  'accounts.settings.noPassword':
    "Ce compte n'a pas encore de mot de passe : utilisez « Mot de passe oublié » pour en choisir un.",
  'accounts.settings.passwordChanged': 'Mot de passe modifié. Vos autres sessions ont été déconnectées.',
  'accounts.settings.sessionIdInvalid': 'Session introuvable',
  'accounts.settings.sessionEnded': 'Session déconnectée',
  'accounts.settings.emailChangeSubject': 'Confirmez votre nouvelle adresse email Jàng',
  'accounts.settings.emailChangeText':
    'Bonjour {name},\n\nVous avez demandé à utiliser cette adresse pour votre compte Jàng. Confirmez-la en ouvrant ce lien (valable 24 heures) :\n{link}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez cet email : rien ne changera.',
  'accounts.settings.emailChangedSubject': 'Votre adresse email Jàng a changé',
  'accounts.settings.emailChangedText':
    'Bonjour {name},\n\nL’adresse email de votre compte Jàng est désormais {email} : les prochains emails y seront envoyés et c’est elle qui sert à vous connecter.\n\nSi vous n’êtes pas à l’origine de ce changement, répondez à cet email ou contactez le support au plus vite.',
} as const;

export type AccountsSettingsMessageKey = keyof typeof frAccountsSettings;

/** The settings' own words, for the shared contract and the settings pages. */
export const ts = createTranslator<AccountsSettingsMessageKey>(frAccountsSettings);
