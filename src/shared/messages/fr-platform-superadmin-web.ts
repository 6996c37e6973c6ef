import { frPlatformConsole } from './fr-platform-console.ts';
import { frPlatformConsoleWeb } from './fr-platform-console-web.ts';
import { createTranslator, frWeb } from './fr-web.ts';

// superadmin (issue 18): the superadmin's console screens — the platform settings page
// (/superadmin/settings) and the organisations' actions (rename, suspend, reactivate, enter). Shown
// only by src/web/features/platform (hence the fr-platform- prefix the boundary check asks for).

export const frPlatformSuperadminWeb = {
  // Organisations: actions
  'superadmin.orgs.enter': 'Entrer dans la console',
  'superadmin.orgs.enterLabel': "Entrer dans la console d'administration de « {name} »",
  'superadmin.orgs.rename': 'Renommer',
  'superadmin.orgs.renameTitle': "Renommer l'organisation",
  'superadmin.orgs.renameDescription': 'Le nouveau nom de « {name} », vu par ses membres partout sur Jàng.',
  'superadmin.orgs.newName': 'Nouveau nom',
  'superadmin.orgs.renamed': 'Succès : organisation renommée',
  'superadmin.orgs.suspendTitle': "Suspendre l'organisation",
  'superadmin.orgs.suspendDescription':
    'Les membres de « {name} » seront déconnectés et ne pourront plus se connecter ; ses cours disparaîtront du catalogue. Vous pourrez la réactiver à tout moment.',
  'superadmin.orgs.reasonHint': 'Entre 3 et 500 caractères, gardé dans le journal d’audit.',
  'superadmin.orgs.confirmSuspend': 'Suspendre',
  'superadmin.orgs.suspended': 'Succès : organisation suspendue',
  'superadmin.orgs.reactivated': 'Succès : organisation réactivée',
  'superadmin.orgs.suspendedSince': 'Suspendue le {date} : {reason}',
  'superadmin.orgs.cancel': 'Annuler',
  'superadmin.orgs.empty': 'Aucune organisation pour le moment : créez-en une avec le formulaire ci-dessus.',

  // Platform settings page
  'superadmin.settings.title': 'Paramètres de la plateforme',
  'superadmin.settings.intro':
    'Ce que la plateforme applique à toutes les organisations. Chaque section s’enregistre séparément.',
  'superadmin.settings.loading': 'Chargement des paramètres…',
  'superadmin.settings.loadError': 'Impossible de charger les paramètres de la plateforme',
  'superadmin.settings.save': 'Enregistrer',
  'superadmin.settings.saving': 'Enregistrement…',
  'superadmin.settings.saved': 'Succès',
  'superadmin.settings.savedDetail': 'Section « {section} » enregistrée.',
  'superadmin.settings.saveError': 'Enregistrement impossible',
  'superadmin.settings.updatedAt': 'Dernière modification : {date}',
  'superadmin.settings.defaults': 'Valeurs par défaut (jamais modifiées)',
  'superadmin.settings.sections': 'Sections',

  'superadmin.settings.platform': 'Plateforme',
  'superadmin.settings.platformName': 'Nom de la plateforme',
  'superadmin.settings.platformNameHelp':
    'Nom affiché sous le logo de la super administration (« Super administration · Nom »).',
  'superadmin.settings.supportEmail': 'Email d’assistance',
  'superadmin.settings.supportEmailHelp':
    'Adresse affichée sur la page Support quand une organisation n’en donne aucune.',
  'superadmin.settings.maintenanceMessage': 'Message de maintenance',
  'superadmin.settings.maintenanceMessageHelp':
    'Bandeau affiché en haut de chaque page, pour tout le monde. Vide : aucun bandeau.',

  'superadmin.settings.billing': 'Facturation',
  'superadmin.settings.defaultInstructorShare': 'Part du formateur par défaut (%)',
  'superadmin.settings.defaultInstructorShareHelp':
    'Pourcentage d’une vente reversé au formateur, donné à chaque nouveau profil formateur.',
  'superadmin.settings.defaultCurrency': 'Devise par défaut',
  'superadmin.settings.defaultCurrencyHelp': 'Devise d’affichage donnée à chaque nouvelle organisation.',
  'superadmin.settings.currency.XOF': 'Franc CFA (XOF)',
  'superadmin.settings.currency.EUR': 'Euro (EUR)',
  'superadmin.settings.currency.USD': 'Dollar américain (USD)',

  'superadmin.settings.security': 'Sécurité',
  'superadmin.settings.passwordMinLength': 'Longueur minimale des mots de passe',
  'superadmin.settings.passwordMinLengthHelp':
    'Exigée à l’inscription, à la réinitialisation et à l’activation d’une invitation ({min} à {max}).',
  'superadmin.settings.signInMaxAttempts': 'Tentatives de connexion avant pause',
  'superadmin.settings.signInMaxAttemptsHelp':
    'Mots de passe erronés acceptés sur un compte avant que ses connexions soient mises en pause.',
  'superadmin.settings.signInPauseMinutes': 'Durée de la pause (minutes)',
  'superadmin.settings.signInPauseMinutesHelp':
    'Temps pendant lequel le compte refuse toute connexion après trop de tentatives.',
  'superadmin.settings.sessionLifetimeHours': 'Durée d’une session (heures)',
  'superadmin.settings.sessionLifetimeHoursHelp':
    'Après ce délai depuis la connexion, la session se termine et il faut se reconnecter.',

  'superadmin.settings.email': 'Emails',
  'superadmin.settings.senderName': 'Nom de l’expéditeur',
  'superadmin.settings.senderNameHelp':
    'Nom « De » des emails de la plateforme (celui d’une organisation passe avant pour ses membres).',
  'superadmin.settings.senderAddress': 'Adresse de l’expéditeur',
  'superadmin.settings.senderAddressHelp': 'Adresse « De » de tous les emails envoyés par la plateforme.',
  'superadmin.settings.footer': 'Pied de page des emails',
  'superadmin.settings.footerHelp': 'Texte ajouté à la fin de chaque email envoyé. Vide : aucun.',
} as const;

export const t = createTranslator({
  ...frWeb,
  ...frPlatformConsole,
  ...frPlatformConsoleWeb,
  ...frPlatformSuperadminWeb,
});
