import type { MessageKey } from './fr.ts';
import { frLearning, type LearningMessageKey } from './fr-learning.ts';
import { createTranslator, frWeb } from './fr-web.ts';

// Progress and achievements (issue 17): the learner's 'Progression' and 'Succès' pages, shown only
// by src/web/features/learning/my-progress and .../achievements. Import `t` from here there only.

export const frProgress = {
  'progress.subtitle': 'Votre avancement dans chaque formation et votre temps d’apprentissage.',
  'progress.loading': 'Chargement de votre progression...',
  'progress.empty': 'Commencez un cours pour voir votre progression ici',
  'progress.emptyHint':
    'Inscrivez-vous à une formation et ouvrez une première leçon : votre avancement et votre temps d’apprentissage s’afficheront ici.',
  'progress.browse': 'Découvrir les formations',
  'progress.thisWeek': 'Cette semaine',
  'progress.inWeeks': 'Sur 12 semaines',
  'progress.lessonsInWeeks': 'Leçons terminées (12 semaines)',
  'progress.chart.title': 'Temps d’apprentissage par semaine',
  'progress.chart.description': 'Minutes par semaine, sur les 12 dernières semaines',
  'progress.chart.loading': 'Chargement du graphique...',
  'progress.chart.none':
    'Aucun temps enregistré sur ces 12 semaines. Ouvrez une leçon : votre temps apparaîtra ici.',
  'progress.chart.table': 'Voir les chiffres',
  'progress.chart.week': 'Semaine',
  'progress.chart.minutes': 'Minutes',
  'progress.chart.weekOf': 'Semaine du {date}',
  'progress.courses.title': 'Mes formations',
  'progress.courses.lessons': '{done} / {total} leçons',
  'progress.courses.lastActivity': 'Dernière activité : {date}',
  'progress.courses.notStarted': 'Pas encore commencée',
  'progress.courses.continue': 'Continuer',
  'progress.courses.start': 'Commencer',
  'progress.courses.expired': 'Accès expiré',
  'progress.courses.percentLabel': 'Progression de {title}',
  'achievements.subtitle': 'Vos réussites, gagnées en apprenant. Chaque succès garde sa date.',
  'achievements.loading': 'Chargement de vos succès...',
  'achievements.earnedOn': 'Obtenu le {date}',
  'achievements.toEarn': 'À obtenir',
  'achievements.progress': '{current} / {target}',
  'achievements.earnedCount': '{n} sur {total} obtenus',
  'achievements.noneYet':
    'Aucun succès pour l’instant : terminez une première leçon pour obtenir « Première leçon ».',
  'achievements.first-lesson.title': 'Première leçon',
  'achievements.first-lesson.how': 'Terminez votre première leçon.',
  'achievements.ten-lessons.title': 'Dix leçons',
  'achievements.ten-lessons.how': 'Terminez 10 leçons, dans une ou plusieurs formations.',
  'achievements.first-course.title': 'Première formation terminée',
  'achievements.first-course.how': 'Terminez toutes les leçons d’une formation.',
  'achievements.perfect-quiz.title': 'Quiz parfait',
  'achievements.perfect-quiz.how': 'Obtenez tous les points à un quiz.',
  'achievements.streak-7.title': 'Série de 7 jours',
  'achievements.streak-7.how':
    'Apprenez 7 jours de suite : quelques minutes sur une leçon suffisent chaque jour.',
  'achievements.streak.title': 'Série en cours',
  'achievements.streak.days.one': '{n} jour',
  'achievements.streak.days.other': '{n} jours',
  'achievements.streak.best': 'Meilleure série : {days}',
  'achievements.streak.keep': 'Apprenez aujourd’hui pour prolonger votre série.',
  'achievements.streak.safe': 'Série prolongée aujourd’hui : revenez demain pour la continuer.',
  'achievements.streak.start': 'Ouvrez une leçon aujourd’hui pour commencer une série.',
  // A key already in another catalogue would be ambiguous: it fails to compile here.
} as const satisfies Record<string, string> & { readonly [K in LearningMessageKey | MessageKey]?: never };

export type ProgressMessageKey = LearningMessageKey | keyof typeof frProgress;

/** `t` of ./fr-learning.ts that also knows the progress and achievements pages' keys. */
export const t = createTranslator<ProgressMessageKey>({ ...frWeb, ...frLearning, ...frProgress });
