import { frPlatformConsole } from './fr-platform-console.ts';
import { createTranslator, frWeb } from './fr-web.ts';

// Platform console (issue 18): the superadmin's organisations page. Shown only by
// src/web/features/platform; the server's words on organisations come with it.

export const frPlatformConsoleWeb = {
  'platform.orgs.title': 'Organisations',
  'platform.orgs.intro': 'Toutes les organisations de la plateforme : membres, apprenants, cours et revenus.',
  'platform.orgs.loading': 'Chargement des organisations…',
  'platform.orgs.loadError': 'Impossible de charger les organisations.',
  'platform.orgs.members': '{count} membre(s)',
  'platform.orgs.learners': '{count} apprenant(s)',
  'platform.orgs.courses': '{count} cours',
  'platform.orgs.revenue': '{amount} FCFA encaissés',
  'platform.orgs.active': 'Active',
  'platform.orgs.suspended': 'Suspendue',
  'platform.orgs.suspend': 'Suspendre',
  'platform.orgs.reactivate': 'Réactiver',
  'platform.orgs.suspendReason': 'Motif de la suspension',
  'platform.orgs.create': 'Créer une organisation',
  'platform.orgs.name': 'Nom',
  'platform.orgs.slug': 'Identifiant (slug)',
  'platform.orgs.adminEmail': 'Email du premier administrateur',
  'platform.orgs.adminFirstName': 'Prénom',
  'platform.orgs.adminLastName': 'Nom de famille',
  'platform.orgs.created': 'Organisation créée : son administrateur a reçu une invitation par email.',
  'platform.orgs.submit': 'Créer et inviter',
} as const;

export const t = createTranslator({ ...frWeb, ...frPlatformConsole, ...frPlatformConsoleWeb });
