import type { MessageKey } from './fr.ts';
import { frLearning, type LearningMessageKey } from './fr-learning.ts';
import { createTranslator, frWeb } from './fr-web.ts';

// The learner's 'Calendrier' (/dashboard/calendar, issue 17): shown only by its page in
// src/web/features/learning/calendar. Import `t` from here there only.

export const frCalendar = {
  'calendar.subtitle': 'Vos sessions live, les dates limites de vos travaux et vos échéances de paiement.',
  'calendar.loading': 'Chargement de votre calendrier...',
  'calendar.previous': 'Mois précédent',
  'calendar.next': 'Mois suivant',
  'calendar.today': "Aujourd'hui",
  'calendar.viewMonth': 'Mois',
  'calendar.viewList': 'Liste',
  'calendar.views': 'Affichage',
  'calendar.empty': 'Rien de prévu ce mois-ci.',
  'calendar.emptyHint':
    'Rejoignez une session de formation pour voir ses séances live et ses travaux à rendre ici.',
  'calendar.kind.live-session': 'Session live',
  'calendar.kind.deadline': 'Date limite',
  'calendar.kind.installment': 'Échéance',
  'calendar.amount': '{amount} à payer',
  'calendar.dayEvents': '{n} événement(s)',
  'calendar.open': 'Ouvrir',
  'calendar.legend': 'Légende',
  // A key already in another catalogue would be ambiguous: it fails to compile here.
} as const satisfies Record<string, string> & { readonly [K in LearningMessageKey | MessageKey]?: never };

export type CalendarMessageKey = LearningMessageKey | keyof typeof frCalendar;

/** `t` of ./fr-learning.ts that also knows the calendar's keys. */
export const t = createTranslator<CalendarMessageKey>({ ...frWeb, ...frLearning, ...frCalendar });
