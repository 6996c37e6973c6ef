// The French catalogue: every user-facing string, with the spec's exact wording where it gives one.
// Keys are typed: a missing key fails to compile.

export const fr = {
  // Request helper (spec/cohorts.md §8)
  'request.offline': 'Vous êtes actuellement hors ligne. Vérifiez votre connexion internet et réessayez.',
  'request.badRequest': 'Requête incorrecte (400): {detail}',
  'request.unauthenticated': 'Session expirée ou non authentifiée (401). Veuillez vous reconnecter.',
  'request.forbidden': "Accès refusé (403). Vous n'avez pas les droits nécessaires.",
  'request.notFound': 'Ressource introuvable (404)',
  'request.tooManyRequests': 'Trop de requêtes (429). Veuillez réessayer plus tard.',
  'request.serverError': 'Erreur serveur ({code}). Veuillez réessayer ultérieurement.',
  'request.httpError': 'Erreur HTTP {code}',
  'request.timeout': "Délai d'attente dépassé ({seconds}s). Vérifiez votre connexion et réessayez.",
  'request.network': 'Erreur de connexion: {detail}',

  // Server errors
  'error.validation': 'Les données envoyées sont invalides.',
  'error.internal': 'Une erreur inattendue est survenue',
  'error.conflict': 'Cette ressource existe déjà.',

  // Auth (spec/authoring-and-shell.md §8)
  'auth.signUpStarted': 'Inscription initiée',
  'auth.userExists': 'Utilisateur déjà existant. Essayez de vous connecter.',
  'auth.checkEmail': 'Vérifiez votre email pour confirmer votre compte.',
  'auth.signUpError': "Erreur d'inscription",
  'auth.signInSuccess': 'Connexion réussie',
  'auth.welcome': 'Bienvenue !',
  'auth.signInError': 'Erreur de connexion',
  'auth.noUserReturned': 'Aucun utilisateur retourné après la connexion',
  'auth.invalidCredentials': 'Email ou mot de passe incorrect.',
  'auth.emailNotVerified': "Votre email n'est pas encore confirmé. Vérifiez votre boîte de réception.",
  'auth.accountDisabled': "Ce compte est désactivé. Contactez l'administrateur.",
  'auth.signOutSuccess': 'Déconnexion réussie',
  'auth.signOutError': 'Erreur de déconnexion',
  'auth.resendSuccess': 'Email de confirmation renvoyé',
  'auth.resendSuccessDetail': 'Vérifiez votre boîte de réception.',
  'auth.resendNoEmail': 'Aucun email trouvé pour renvoyer la confirmation',
  'auth.resendError': 'Erreur lors du renvoi',
  'auth.resendCooldown': 'Veuillez patienter {seconds} s avant de renvoyer un email.',
  'auth.emailConfirmed': 'Votre email est confirmé. Vous pouvez vous connecter.',
  'auth.invalidToken': 'Ce lien est invalide ou a expiré.',
  'auth.resetRequested': 'Si un compte existe pour cet email, un lien de réinitialisation vient de vous être envoyé.',
  'auth.passwordUpdated': 'Votre mot de passe a été mis à jour. Vous pouvez vous connecter.',
  'auth.accountActivated': 'Votre compte est activé. Vous pouvez vous connecter.',
  'auth.notAuthenticated': 'Utilisateur non authentifié. Veuillez vous reconnecter.',
  'auth.sessionRevoked': 'Session révoquée',

  // Field validation
  'field.required': 'Ce champ est obligatoire',
  'field.emailInvalid': "Format d'email invalide",
  'field.passwordTooShort': 'Le mot de passe doit contenir au moins {min} caractères',
  'field.passwordTooLong': 'Le mot de passe doit contenir au plus {max} caractères',
  'field.passwordsDiffer': 'Les mots de passe ne correspondent pas',
  'field.firstNameRequired': 'Le prénom est requis',
  'field.lastNameRequired': 'Le nom est requis',
  'field.tooLong': 'Ce champ doit contenir au plus {max} caractères',

  // Shell
  'shell.comingSoon': 'Bientôt disponible',
  'shell.comingSoonDetail': "Cette page arrive bientôt sur Jàng. Elle n'affiche encore aucune donnée.",
  'shell.notFoundTitle': 'Page introuvable',
  'shell.notFoundDetail': "La page que vous cherchez n'existe pas ou a été déplacée.",
  'shell.errorTitle': 'Une erreur est survenue',
  'shell.errorDetail': "L'affichage de cette page a échoué. Réessayez ou revenez à l'accueil.",
  'shell.demoTitle': 'Mode démo',
  'shell.demoDetail': 'Les données affichées sont fictives.',
  'shell.devModeDisabled': 'Mode développement désactivé',
  'shell.dateRangePlaceholder': 'Sélectionner une période',
  'shell.characters': '{current}/{max} caractères',
  'shell.imageUnavailable': 'Image non disponible',
  'shell.online': 'En ligne',
  'shell.offline': 'Hors ligne',
} as const;

export type MessageKey = keyof typeof fr;

/** The French text of `key`, with `{name}` placeholders filled from `params`. */
export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  return fr[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
