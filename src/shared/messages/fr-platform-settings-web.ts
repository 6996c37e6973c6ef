import { frPlatformConsole } from './fr-platform-console.ts';
import { createTranslator, frWeb } from './fr-web.ts';

// Platform console (issue 18), part admin settings: the admin's /admin/settings page. Shown only by
// src/web/features/platform; the contract's field messages come with fr-platform-console.ts.

export const frPlatformSettingsWeb = {
  'platform.orgSettings.title': 'Paramètres',
  'platform.orgSettings.intro': 'Le nom, la devise, les contacts et l’image de votre organisation.',
  'platform.orgSettings.loading': 'Chargement des paramètres…',
  'platform.orgSettings.loadError': 'Impossible de charger les paramètres',
  'platform.orgSettings.general': 'Organisation',
  'platform.orgSettings.name': 'Nom de l’organisation',
  'platform.orgSettings.currency': 'Devise par défaut',
  'platform.orgSettings.currency.XOF': 'Franc CFA (XOF)',
  'platform.orgSettings.currency.EUR': 'Euro (EUR)',
  'platform.orgSettings.currency.USD': 'Dollar américain (USD)',
  'platform.orgSettings.contacts': 'Contacts',
  'platform.orgSettings.contactsHint': 'Affichés sur la page Support. Vides, ce sont ceux de la plateforme.',
  'platform.orgSettings.contactEmail': 'Email de contact',
  'platform.orgSettings.contactPhone': 'Téléphone',
  'platform.orgSettings.contactWhatsapp': 'WhatsApp',
  'platform.orgSettings.phoneHint': 'Au format international, par exemple +221 77 123 45 67',
  'platform.orgSettings.emails': 'Emails',
  'platform.orgSettings.senderName': 'Nom de l’expéditeur des emails',
  'platform.orgSettings.senderHint':
    'Vide, c’est le nom de la plateforme. L’adresse reste celle de la plateforme.',
  'platform.orgSettings.save': 'Enregistrer',
  'platform.orgSettings.saving': 'Enregistrement…',
  'platform.orgSettings.saved': 'Paramètres enregistrés',
  'platform.orgSettings.saveError': 'Enregistrement impossible',
  'platform.orgSettings.images': 'Logo et favicon',
  'platform.orgSettings.logo': 'Logo',
  'platform.orgSettings.logoHint': 'PNG, JPEG ou WebP, 2 Mo au plus.',
  'platform.orgSettings.favicon': 'Favicon',
  'platform.orgSettings.faviconHint': 'PNG, ICO ou WebP, 512 Ko au plus.',
  'platform.orgSettings.none': 'Aucune image',
  'platform.orgSettings.upload': 'Choisir une image',
  'platform.orgSettings.replace': 'Remplacer',
  'platform.orgSettings.remove': 'Retirer',
  'platform.orgSettings.uploading': 'Envoi…',
  'platform.orgSettings.uploaded': 'Image enregistrée',
  'platform.orgSettings.removed': 'Image retirée',
  'platform.orgSettings.uploadError': 'Envoi impossible',
  'platform.orgSettings.preview': 'Aperçu : {asset}',
  'platform.orgSettings.gatewayKeys':
    'Les clés des moyens de paiement restent dans l’environnement du serveur : elles ne se règlent pas ici.',
} as const;

export const t = createTranslator({ ...frWeb, ...frPlatformConsole, ...frPlatformSettingsWeb });
