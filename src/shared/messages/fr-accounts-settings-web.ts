import type { MessageKey } from './fr.ts';
import type { AccountsSettingsMessageKey } from './fr-accounts-settings.ts';
import { frAccountsSettings } from './fr-accounts-settings.ts';
import { createTranslator, frWeb, type WebMessageKey } from './fr-web.ts';

// Accounts, part settings (issue 17): the words of /dashboard/settings and /dashboard/settings/security,
// shown only by src/web/features/accounts. Import `t` from here there only.

export const frAccountsSettingsWeb = {
  'accountsWeb.title': 'Paramètres',
  'accountsWeb.subnav': 'Sections des paramètres',
  'accountsWeb.tab.profile': 'Profil',
  'accountsWeb.tab.security': 'Sécurité',
  'accountsWeb.tab.privacy': 'Données et compte',
  'accountsWeb.loading': 'Chargement de vos paramètres…',
  'accountsWeb.loadError': 'Impossible de charger vos paramètres.',
  'accountsWeb.offline':
    'Vous êtes hors ligne : vos paramètres s’afficheront et pourront être modifiés une fois la connexion revenue.',
  'accountsWeb.offlineBanner':
    'Hors ligne : les modifications seront possibles une fois la connexion revenue.',
  'accountsWeb.saveError': 'Enregistrement impossible',
  'accountsWeb.save': 'Enregistrer',
  'accountsWeb.saving': 'Enregistrement…',
  'accountsWeb.avatar.title': 'Photo de profil',
  'accountsWeb.avatar.hint': 'JPG, PNG, WebP, GIF ou AVIF, 5 Mo maximum. Elle est recadrée en cercle.',
  'accountsWeb.avatar.choose': 'Choisir une photo',
  'accountsWeb.avatar.remove': 'Retirer la photo',
  'accountsWeb.avatar.uploading': 'Envoi de la photo…',
  'accountsWeb.avatar.tooLarge': 'Image trop volumineuse : 5 Mo maximum.',
  'accountsWeb.profile.title': 'Informations personnelles',
  'accountsWeb.profile.firstName': 'Prénom',
  'accountsWeb.profile.lastName': 'Nom',
  'accountsWeb.profile.email': 'Adresse email',
  'accountsWeb.profile.emailHint':
    'Une nouvelle adresse reçoit un lien de confirmation ; l’actuelle reste active jusque-là.',
  'accountsWeb.profile.pendingEmail':
    'En attente de confirmation : {email}. Ouvrez le lien reçu à cette adresse.',
  'accountsWeb.profile.phone': 'Téléphone',
  'accountsWeb.profile.phoneHint': 'Avec l’indicatif du pays, par exemple +221 77 123 45 67.',
  'accountsWeb.profile.gender': 'Genre',
  'accountsWeb.profile.gender.none': 'Non précisé',
  'accountsWeb.profile.gender.female': 'Femme',
  'accountsWeb.profile.gender.male': 'Homme',
  'accountsWeb.profile.gender.other': 'Autre',
  'accountsWeb.profile.role': 'Rôle',
  'accountsWeb.profile.roleHint': 'Votre rôle et votre statut sont gérés par un administrateur.',
  'accountsWeb.role.student': 'Étudiant',
  'accountsWeb.role.instructor': 'Formateur',
  'accountsWeb.role.admin': 'Administrateur',
  'accountsWeb.role.superadmin': 'Super administrateur',
  'accountsWeb.confirmingEmail': 'Confirmation de votre nouvelle adresse…',
  'accountsWeb.preferences.title': 'Préférences',
  'accountsWeb.preferences.language': 'Langue de l’interface',
  'accountsWeb.preferences.languageFr': 'Français',
  'accountsWeb.preferences.languageHint': 'D’autres langues (wolof, anglais) viendront plus tard.',
  'accountsWeb.preferences.email': 'Notifications par email',
  'accountsWeb.preferences.emailHint': 'Rappels d’échéances, nouvelles de vos sessions.',
  'accountsWeb.preferences.whatsapp': 'Notifications WhatsApp',
  'accountsWeb.preferences.whatsappHint': 'Bientôt : votre choix est gardé pour le jour où ce canal ouvrira.',
  'accountsWeb.preferences.soon': 'Bientôt',
  'accountsWeb.preferences.dataSaver': 'Économie de données',
  'accountsWeb.preferences.dataSaverHint':
    'Images plus légères, et les vidéos ne se chargent que quand vous les lancez. S’applique aussi quand votre téléphone demande à économiser les données.',
  'accountsWeb.password.title': 'Mot de passe',
  'accountsWeb.password.current': 'Mot de passe actuel',
  'accountsWeb.password.new': 'Nouveau mot de passe',
  'accountsWeb.password.confirm': 'Confirmer le nouveau mot de passe',
  'accountsWeb.password.rules': 'Règles du mot de passe',
  'accountsWeb.password.ruleMin': 'Au moins {min} caractères',
  'accountsWeb.password.ruleMax': 'Au plus {max} caractères',
  'accountsWeb.password.ruleDifferent': 'Différent du mot de passe actuel',
  'accountsWeb.password.ruleSame': 'Saisi deux fois à l’identique',
  'accountsWeb.password.ruleOthers': 'Vos autres sessions seront déconnectées.',
  'accountsWeb.password.submit': 'Changer le mot de passe',
  'accountsWeb.history.title': 'Historique des connexions',
  'accountsWeb.history.intro':
    'Les appareils connectés à votre compte. Déconnectez ceux que vous ne reconnaissez pas.',
  'accountsWeb.history.current': 'Cette session',
  'accountsWeb.history.ip': 'Adresse IP : {ip}',
  'accountsWeb.history.ipUnknown': 'Adresse IP inconnue',
  'accountsWeb.history.signedIn': 'Connexion {when}',
  'accountsWeb.history.lastActive': 'Dernière activité {when}',
  'accountsWeb.history.logout': 'Déconnecter',
  'accountsWeb.history.logoutLabel': 'Déconnecter la session {device}',
  'accountsWeb.history.empty': 'Aucune session ouverte.',
  'accountsWeb.dateInvalid': 'Date invalide',
} as const satisfies Record<string, string> & { readonly [K in MessageKey]?: never };

export type AccountsSettingsWebMessageKey =
  | WebMessageKey
  | AccountsSettingsMessageKey
  | keyof typeof frAccountsSettingsWeb;

/** `t` of ./fr-web.ts that also knows the settings pages' keys and the settings contract's words. */
export const t = createTranslator<AccountsSettingsWebMessageKey>({
  ...frWeb,
  ...frAccountsSettings,
  ...frAccountsSettingsWeb,
});
