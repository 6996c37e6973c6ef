import type { WebMessageKey } from './fr-web.ts';

// The instructor's desk, server side (issue 17; spec/authoring-and-shell.md §3, §7, §8): the refusals
// of the analytics and commissions routes and the CSV export's words. Spread into ./fr.ts.

export const frInstructorDesk = {
  'instructor.periodInvalid': 'La période doit être 7d, 30d, 90d ou 1y.',
  'instructor.cachedInvalid': 'Le paramètre cached doit valoir true ou false.',
  'instructor.formatInvalid': 'Le format doit être json ou csv.',
  'instructor.instructorNotFound': 'Instructeur introuvable',
  'instructor.csv.date': 'Date',
  'instructor.csv.course': 'Formation',
  'instructor.csv.reference': 'Référence du paiement',
  'instructor.csv.sale': 'Montant de la vente (FCFA)',
  'instructor.csv.rate': 'Taux (%)',
  'instructor.csv.amount': 'Commission (FCFA)',
  'instructor.csv.fileName': 'commissions-{date}.csv',
  // A key already in ./fr-web.ts would be ambiguous: it fails to compile here.
} as const satisfies Record<string, string> & { readonly [K in WebMessageKey]?: never };
