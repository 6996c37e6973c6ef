import type { MessageKey } from './fr.ts';
import { createTranslator, frWeb, type WebMessageKey } from './fr-web.ts';

// The instructor's desk, web side (issue 17): the analytics dashboard (/instructor) and the
// commissions page (/instructor/commissions); spec/authoring-and-shell.md §3, §7, §8.

export const frInstructorDeskWeb = {
  'desk.analytics.title': 'Tableau de bord',
  'desk.analytics.subtitle': 'Vos revenus, vos inscriptions et la progression de vos apprenants.',
  'desk.analytics.period': 'Période',
  'desk.analytics.period.7d': '7 jours',
  'desk.analytics.period.30d': '30 jours',
  'desk.analytics.period.90d': '90 jours',
  'desk.analytics.period.1y': '1 an',
  'desk.analytics.loading': 'Chargement des statistiques…',
  'desk.analytics.loadError': 'Impossible de charger les statistiques',
  'desk.analytics.refreshedAt': 'Mis à jour à {time} · actualisation toutes les 5 minutes',
  'desk.analytics.live': 'Calculé à l’instant · actualisation toutes les 5 minutes',
  'desk.analytics.offlineStale': 'Vous êtes hors ligne : les chiffres affichés datent de {time}.',
  'desk.kpi.revenue': 'Revenus',
  'desk.kpi.sales': '{n} vente(s)',
  'desk.kpi.newEnrollments': 'Nouvelles inscriptions',
  'desk.kpi.activeLearners': 'Apprenants actifs',
  'desk.kpi.completionRate': 'Taux d’achèvement',
  'desk.kpi.averageQuizScore': 'Score moyen aux quiz',
  'desk.kpi.noQuiz': 'Aucun quiz passé',
  'desk.charts.revenue': 'Revenus (FCFA)',
  'desk.charts.enrollments': 'Nouvelles inscriptions',
  'desk.charts.byDay': 'Par jour',
  'desk.charts.byWeek': 'Par semaine (à partir du lundi)',
  'desk.charts.weekOf': 'Semaine du {date}',
  'desk.charts.loading': 'Chargement des graphiques…',
  'desk.charts.table': 'Voir les chiffres',
  'desk.charts.date': 'Date',
  'desk.top.title': 'Meilleurs cours',
  'desk.top.empty': 'Aucune activité sur vos cours pendant cette période.',
  'desk.courses.title': 'Par cours',
  'desk.courses.empty': 'Vous n’avez pas encore de cours.',
  'desk.courses.course': 'Cours',
  'desk.courses.revenue': 'Revenus',
  'desk.courses.enrollments': 'Inscriptions',
  'desk.courses.active': 'Actifs',
  'desk.courses.completion': 'Achèvement',
  'desk.courses.quiz': 'Quiz',
  'desk.commissions.title': 'Commissions',
  'desk.commissions.subtitle': 'Votre part des ventes de vos cours, au taux de {rate} %.',
  'desk.commissions.loading': 'Chargement des commissions…',
  'desk.commissions.unavailable':
    'Impossible de charger vos commissions : les montants affichés sont à zéro. Réessayez plus tard.',
  'desk.commissions.offline': 'Vous êtes hors ligne : les montants ne peuvent pas être chargés.',
  'desk.commissions.retry': 'Réessayer',
  'desk.commissions.received': 'Commissions perçues',
  'desk.commissions.pending': 'En attente',
  'desk.commissions.pendingHint': 'Votre part des échéances encore dues',
  'desk.commissions.rate': 'Taux de commission',
  'desk.commissions.thisMonth': 'Ce mois-ci',
  'desk.commissions.lastMonth': 'Le mois dernier',
  'desk.commissions.growth': '{growth} par rapport au mois dernier',
  'desk.commissions.history': 'Historique',
  'desk.commissions.historyHint': 'Les 50 dernières commissions ; l’export CSV les contient toutes.',
  'desk.commissions.empty': 'Aucune commission pour le moment.',
  'desk.commissions.date': 'Date',
  'desk.commissions.course': 'Cours',
  'desk.commissions.sale': 'Vente',
  'desk.commissions.rateColumn': 'Taux',
  'desk.commissions.amount': 'Commission',
  'desk.commissions.export': 'Exporter en CSV',
  'desk.commissions.exporting': 'Export en cours…',
  'desk.commissions.exportError': 'L’export a échoué : {message}',
  'desk.commissions.fileName': 'commissions-{date}.csv',
  'desk.dateInvalid': 'Date invalide',
  // A key already in ./fr-web.ts or ./fr.ts would be ambiguous: it fails to compile here.
} as const satisfies Record<string, string> & { readonly [K in MessageKey]?: never };

export type InstructorDeskWebMessageKey = WebMessageKey | keyof typeof frInstructorDeskWeb;

/** `t` of ./fr-web.ts that also knows the instructor's desk's keys. */
export const t = createTranslator<InstructorDeskWebMessageKey>({ ...frWeb, ...frInstructorDeskWeb });
