// The demo courses, one module each, listed by key (the course slug) in catalogue order: the seed and
// the demo data that names a course (enrolments, submissions, payments) refer to it by this key, never
// by its position in the list. Each quiz or exercise lesson carries its demo quiz or exercise.

import * as bootcampJavascriptCohorte from './bootcamp-javascript-cohorte.ts';
import type { SampleCourse, SampleExercise, SampleQuiz } from './builders.ts';
import * as businessEnglishWestAfrica from './business-english-west-africa.ts';
import * as comptabiliteSyscohadaPme from './comptabilite-syscohada-pme.ts';
import * as creerSonPremierSiteWebHtmlCss from './creer-son-premier-site-web-html-css.ts';
import * as designGraphiqueCanva from './design-graphique-canva.ts';
import * as entreprendreBusinessPlanCohorte from './entreprendre-business-plan-cohorte.ts';
import * as excelAvanceTableauxDeBord from './excel-avance-tableaux-de-bord.ts';
import * as maraichageRentable from './maraichage-rentable.ts';
import * as marketingDigitalReseauxSociaux from './marketing-digital-reseaux-sociaux.ts';
import * as transformerLesProduitsLocaux from './transformer-les-produits-locaux.ts';
import * as vendreEnLigneWhatsappBusinessMobileMoney from './vendre-en-ligne-whatsapp-business-mobile-money.ts';
import * as wolofPourDebutants from './wolof-pour-debutants.ts';

/** Each demo course's module, by key. */
const MODULES = {
  // 1. Free, self-paced, beginner.
  'creer-son-premier-site-web-html-css': creerSonPremierSiteWebHtmlCss,
  // 2. Cohort (session), one-time or 3 installments.
  'bootcamp-javascript-cohorte': bootcampJavascriptCohorte,
  // 3. One-time price, advanced, 365 days of access.
  'excel-avance-tableaux-de-bord': excelAvanceTableauxDeBord,
  // 4. One-time price with a 20 % discount.
  'marketing-digital-reseaux-sociaux': marketingDigitalReseauxSociaux,
  // 5. Monthly subscription.
  'vendre-en-ligne-whatsapp-business-mobile-money': vendreEnLigneWhatsappBusinessMobileMoney,
  // 6. Paid, all pricing modes off but a one-time price set: exercises the "switch one-time on" rule.
  'design-graphique-canva': designGraphiqueCanva,
  // 7. Installments only (3 × 15 000 FCFA).
  'maraichage-rentable': maraichageRentable,
  // 8. Registration fee + monthly fee (10 000 + 7 500 FCFA / mois).
  'transformer-les-produits-locaux': transformerLesProduitsLocaux,
  // 9. Cohort (session), registration fee + monthly fee.
  'entreprendre-business-plan-cohorte': entreprendreBusinessPlanCohorte,
  // 10. One-time (10 % discount) or 2 installments.
  'comptabilite-syscohada-pme': comptabiliteSyscohadaPme,
  // 11. English-language course, monthly subscription.
  'business-english-west-africa': businessEnglishWestAfrica,
  // 12. Wolof (language "other"), one-time or monthly subscription.
  'wolof-pour-debutants': wolofPourDebutants,
} as const satisfies Record<string, { course: SampleCourse }>;

export type DemoCourseKey = keyof typeof MODULES;

/** The demo courses by key. */
export const DEMO_COURSES = Object.fromEntries(
  Object.entries(MODULES).map(([key, module]) => [key, module.course]),
) as Record<DemoCourseKey, SampleCourse>;

/** Every demo course, in catalogue order. */
export const SAMPLE_COURSES: SampleCourse[] = Object.values(DEMO_COURSES);

const LESSONS = SAMPLE_COURSES.flatMap((course) =>
  course.sections.flatMap((section) =>
    section.lessons.map((lesson) => ({ courseSlug: course.slug, lesson })),
  ),
);

/** The demo quiz of every quiz lesson, course by course. */
export const SAMPLE_QUIZZES: SampleQuiz[] = LESSONS.flatMap(({ courseSlug, lesson }) =>
  lesson.quiz ? [{ courseSlug, lessonTitle: lesson.title, ...lesson.quiz }] : [],
);

/** The demo exercise of every exercise lesson, course by course. */
export const SAMPLE_EXERCISES: SampleExercise[] = LESSONS.flatMap(({ courseSlug, lesson }) =>
  lesson.exercise ? [{ courseSlug, lessonTitle: lesson.title, ...lesson.exercise }] : [],
);
