import type { MessageKey } from './fr.ts';
import { createTranslator, frWeb, type WebMessageKey } from './fr-web.ts';

// The sign-in, sign-up, confirmation and password screens' strings: shown only by
// src/web/features/auth's pages, never by the server or src/shared, so other pages (the marketplace…)
// do not download them. The session store's own strings stay in ./fr.ts: it is in the first download.
// Import `t` from here in src/web/features/auth's components and routes only; elsewhere use ./fr-web.ts.

export const frAuth = {
  // Auth (spec/authoring-and-shell.md §8)
  'auth.signUpStarted': 'Inscription initiée',
  'auth.signUpError': "Erreur d'inscription",
  'auth.signInSuccess': 'Connexion réussie',
  'auth.welcome': 'Bienvenue !',
  'auth.signInError': 'Erreur de connexion',
  'auth.resendSuccessDetail': 'Vérifiez votre boîte de réception.',
  'auth.resendNoEmail': 'Aucun email trouvé pour renvoyer la confirmation',
  'auth.resendError': 'Erreur lors du renvoi',

  // Field validation
  'field.passwordsDiffer': 'Les mots de passe ne correspondent pas',

  // Auth screens (spec/authoring-and-shell.md §8, §9)
  'auth.email': 'Email',
  'auth.password': 'Mot de passe',
  'auth.firstName': 'Prénom',
  'auth.lastName': 'Nom',
  'auth.newPassword': 'Nouveau mot de passe',
  'auth.confirmPassword': 'Confirmation du mot de passe',
  'auth.passwordHint': 'Au moins {min} caractères.',
  'auth.loginTitle': 'Connexion',
  'auth.loginSubtitle': 'Connectez-vous pour continuer votre apprentissage.',
  'auth.signInButton': 'Se connecter',
  'auth.noAccount': 'Pas encore de compte ?',
  'auth.createAccountLink': 'Créer un compte',
  'auth.forgotPassword': 'Mot de passe oublié ?',
  'auth.resendFromLogin': "Renvoyer l'email de confirmation",
  'auth.signUpTitle': 'Créer un compte',
  'auth.signUpSubtitle': 'Rejoignez Jàng et commencez à apprendre.',
  'auth.signUpButton': 'Créer mon compte',
  'auth.haveAccount': 'Déjà un compte ?',
  'auth.signInLink': 'Se connecter',
  'auth.verifyTitle': 'Vérifiez votre boîte de réception',
  'auth.verifyDetail':
    'Nous avons envoyé un lien de confirmation à {email}. Cliquez sur ce lien pour activer votre compte.',
  'auth.verifyDetailNoEmail':
    'Nous vous avons envoyé un lien de confirmation. Saisissez votre email ci-dessous pour en recevoir un nouveau.',
  'auth.verifySpam': 'Pensez à vérifier vos courriers indésirables.',
  'auth.resendButton': "Renvoyer l'email de confirmation",
  'auth.resendCountdown': 'Renvoyer ({seconds} s)',
  'auth.confirmTitle': 'Confirmation de votre email',
  'auth.confirming': 'Confirmation en cours...',
  'auth.requestNewLink': 'Recevoir un nouveau lien de confirmation',
  'auth.resetTitle': 'Réinitialiser le mot de passe',
  'auth.resetDetail':
    'Saisissez votre email : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  'auth.resetButton': 'Envoyer le lien',
  'auth.updateTitle': 'Choisir un nouveau mot de passe',
  'auth.updateButton': 'Mettre à jour le mot de passe',
  'auth.newResetLink': 'Demander un nouveau lien',
  'auth.activateTitle': 'Activer votre compte',
  'auth.instructorActivateTitle': 'Activer votre compte formateur',
  'auth.activateDetail': 'Choisissez un mot de passe pour activer votre compte.',
  'auth.activateButton': 'Activer mon compte',
  'auth.backToLogin': 'Retour à la connexion',
  'auth.genericError': 'Erreur',

  // A key already in ./fr-web.ts or ./fr.ts would be ambiguous: it fails to compile here.
} as const satisfies Record<string, string> & { readonly [K in MessageKey]?: never };

export type AuthMessageKey = WebMessageKey | keyof typeof frAuth;

/** `t` of ./fr-web.ts that also knows the auth screens' keys. */
export const t = createTranslator<AuthMessageKey>({ ...frWeb, ...frAuth });
