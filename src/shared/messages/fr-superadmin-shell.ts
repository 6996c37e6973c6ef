// superadmin (issue 18): what every shell shows for the platform console — the maintenance banner
// (platform settings) and the banner of a superadmin acting in an organisation (decision 284).
// Spread into ./fr-web.ts.

export const frSuperadminShell = {
  'superadmin.maintenance.label': 'Maintenance',
  'superadmin.acting.banner': "Vous agissez dans l'organisation « {name} » en tant que superadmin",
  'superadmin.acting.leave': 'Quitter',
  'superadmin.acting.leaveLabel': "Quitter l'organisation « {name} » et revenir à la super administration",
} as const;
