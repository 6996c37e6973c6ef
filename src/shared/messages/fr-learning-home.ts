import type { MessageKey } from './fr.ts';
import { frLearning, type LearningMessageKey } from './fr-learning.ts';
import { createTranslator, frWeb } from './fr-web.ts';

// The learner's 'Accueil' (/dashboard, issue 10, docs/decisions/054): shown only by its page in
// src/web/features/learning/home. Import `t` from here there only.

export const frHome = {
  'home.student.subtitle': 'Voici où vous en êtes dans vos formations.',
  'home.student.loading': 'Chargement de votre accueil...',
  'home.student.resumeTitle': 'Reprendre là où vous vous êtes arrêté',
  'home.student.startTitle': 'Commencer votre formation',
  'home.student.lesson': 'Leçon : {title}',
  'home.student.lessonPercent': 'Leçon faite à {percent}',
  'home.student.coursePercent': 'Formation',
  'home.student.resume': 'Reprendre la leçon',
  'home.student.start': 'Commencer la leçon',
  'home.student.openCourse': 'Voir le cours',
  'home.student.inProgressTitle': 'Mes autres formations en cours',
  'home.student.allCourses': 'Voir toutes vos formations',
  'home.student.installmentFor': 'Formation : {title}',
  'home.student.gradesTitle': 'Notes récentes',
  'home.student.gradesEmpty': 'Vos résultats de quiz et vos exercices corrigés apparaîtront ici.',
  'home.student.grade.quiz': 'Quiz',
  'home.student.grade.exercise': 'Exercice',
  'home.student.grade.score': '{score}/{max}',
  'home.student.grade.passed': 'Réussi',
  'home.student.grade.failed': 'Non réussi',
  'home.student.grade.hidden': 'Terminé · résultat non communiqué',
  'home.student.grade.open': 'Voir le commentaire',
  'home.student.emptyTitle': "Vous n'avez pas encore de formation",
  'home.student.emptyHint':
    'Choisissez-en une dans la marketplace : certaines sont gratuites, les autres se paient par mobile money, en une fois ou en plusieurs échéances.',
  'home.student.browse': 'Découvrir la marketplace',
  'home.student.allDoneTitle': 'Toutes vos formations sont terminées ou arrivées à échéance. Bravo !',
  'home.student.allDoneHint':
    'Retrouvez-les dans « Mes formations », ou trouvez la suivante dans la marketplace.',

  // Cohorts on the home (issue 17)
  'home.student.nextLiveTitle': 'Prochaine session live',
  'home.student.nextLiveOpen': 'Voir les sessions live',
  'home.student.announcementsTitle': 'Annonces de vos sessions',
  'home.student.unread': 'Non lue :',
  // A key already in another catalogue would be ambiguous: it fails to compile here.
} as const satisfies Record<string, string> & { readonly [K in LearningMessageKey | MessageKey]?: never };

export type HomeMessageKey = LearningMessageKey | keyof typeof frHome;

/** `t` of ./fr-learning.ts that also knows the home's keys. */
export const t = createTranslator<HomeMessageKey>({ ...frWeb, ...frLearning, ...frHome });
