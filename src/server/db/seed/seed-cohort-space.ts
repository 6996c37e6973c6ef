import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import {
  enrol,
  newCohort,
  newCohortAnnouncement,
  newCohortMessage,
  newCohortPractical,
  newCohortResource,
  newCohortSession,
  newUser,
} from '../factories/index.ts';
import { cohorts, enrollments, lessons, sections, users } from '../schema/index.ts';
import type { DemoRefs } from './demo-refs.ts';

// The demo's cohort under way (issue 15, part space; docs/decisions/209-demo-cohort-under-way.md):
// the bootcamp's November session, started ten days ago, full (8 seats) with its waitlist on and
// manual approval; etudiant@ learns in it with seven classmates, Moussa waits for a seat, Ousseynou
// waits for approval. Planned and past live sessions (one recorded), announcements, links, the
// bootcamp's exercises as practicals with a deadline each, and 120 discussion messages.
// Found by its natural key (course and name): once there, a second run changes nothing.

const DAY_MS = 24 * 3600 * 1000;
const BOOTCAMP = 'bootcamp-javascript-cohorte';
export const DEMO_COHORT_NAME = 'Bootcamp JavaScript — session de novembre';
const SEATS = 8;
export const DEMO_COHORT_MESSAGES = 120;

/** The classmates of etudiant@ (accounts of the demo organisation with the demo password). */
const CLASSMATES = [
  { email: 'ibrahima.sy@demo.jang.sn', firstName: 'Ibrahima', lastName: 'Sy', progress: 55 },
  { email: 'khady.ndoye@demo.jang.sn', firstName: 'Khady', lastName: 'Ndoye', progress: 45 },
  { email: 'mamadou.diallo@demo.jang.sn', firstName: 'Mamadou', lastName: 'Diallo', progress: 30 },
  { email: 'aissatou.ba@demo.jang.sn', firstName: 'Aïssatou', lastName: 'Ba', progress: 60 },
  { email: 'cheikh.gueye@demo.jang.sn', firstName: 'Cheikh Tidiane', lastName: 'Gueye', progress: 25 },
  { email: 'ndeye.mbaye@demo.jang.sn', firstName: 'Ndèye Fatou', lastName: 'Mbaye', progress: 50 },
  { email: 'mame.sarr@demo.jang.sn', firstName: 'Mame Diarra', lastName: 'Sarr', progress: 35 },
] as const;
const PENDING = { email: 'ousseynou.faye@demo.jang.sn', firstName: 'Ousseynou', lastName: 'Faye' };

const MESSAGES = [
  'Bonjour à toutes et à tous ! Ravi de commencer ce bootcamp avec vous.',
  "Quelqu'un a réussi à installer l'extension Live Server sur VS Code ?",
  'Oui : onglet Extensions, cherchez « Live Server », puis clic droit sur index.html.',
  'Merci ! Ça marche maintenant.',
  "Petite question : pourquoi '2500' + 500 donne '2500500' ?",
  'Parce que + colle les chaînes : convertissez avec Number() avant de calculer.',
  'Le quiz de la semaine 1 est plus dur que prévu 😅',
  'Relisez la partie sur === : deux questions portent dessus.',
  'Qui est dispo pour réviser ensemble jeudi soir sur le groupe WhatsApp ?',
  'Moi ! Vers 20 h, heure de Dakar ?',
  "J'ai fini l'exercice du panier en FCFA, reduce est vraiment pratique.",
  'Attention à bien arrondir les montants : pas de centimes en FCFA.',
  'La replay de samedi est en ligne dans « Sessions live ».',
  "Merci pour la séance de samedi, l'explication sur map et filter était très claire.",
  'Est-ce que quelqu’un a un bon lien sur les fonctions fléchées ?',
  'javascript.info a un très bon chapitre, je l’ai mis dans les Ressources.',
  'Ma connexion a coupé pendant le live, je regarde la replay ce soir.',
  'Pour la liste de tâches, vous stockez les données dans localStorage ?',
  'Oui, avec JSON.stringify et JSON.parse, c’est le plus simple.',
  'Courage à tous pour la semaine 3, on tient le rythme !',
] as const;

/** A calendar day `days` from `from`, as yyyy-mm-dd. */
const day = (from: number, days: number) => new Date(from + days * DAY_MS).toISOString().slice(0, 10);

export async function seedCohortSpace(tx: Tx, refs: DemoRefs, passwordHash: string): Promise<void> {
  const courseId = refs.courseIds.get(BOOTCAMP);
  const awaId = refs.userIds.get('etudiant@demo.jang.sn');
  const aminataId = refs.userIds.get('instructeur@demo.jang.sn');
  const moussaId = refs.userIds.get('moussa.ndiaye@demo.jang.sn');
  if (!courseId || !awaId || !aminataId || !moussaId) return;
  const [existing] = await tx
    .select({ id: cohorts.id })
    .from(cohorts)
    .where(and(eq(cohorts.courseId, courseId), eq(cohorts.name, DEMO_COHORT_NAME)));
  if (existing) return;

  // Started ten days ago at 08:00 UTC: its second week is under way.
  const today = new Date();
  today.setUTCHours(8, 0, 0, 0);
  const start = today.getTime() - 10 * DAY_MS;
  const cohort = await newCohort(tx, {
    courseId,
    name: DEMO_COHORT_NAME,
    description:
      'Quatre semaines pour passer de HTML et CSS à JavaScript : une semaine de contenu à la fois, un exercice corrigé par semaine et une session live chaque semaine (heure de Dakar).',
    autoGenerateTitle: false,
    status: 'active',
    startDate: new Date(start),
    endDate: new Date(start + 28 * DAY_MS),
    minParticipants: 4,
    maxParticipants: SEATS,
    enableWaitlist: true,
    approvalProcess: 'manual',
    communicationChannel: 'whatsapp',
    groupLink: 'https://chat.whatsapp.com/JangBootcampNovembre',
    welcomeMessage: 'Bienvenue dans le bootcamp ! Présentez-vous dans la discussion.',
    liveLinks: [
      { url: 'https://meet.jit.si/jang-bootcamp-novembre', description: 'Salle des sessions live' },
    ],
    useCoursePrice: true,
  });

  // Awa's enrolment in the course (finished: she is ahead of the group) joins the session; seven
  // classmates fill the other seats.
  await tx
    .update(enrollments)
    .set({ cohortId: cohort.id })
    .where(and(eq(enrollments.userId, awaId), eq(enrollments.courseId, courseId)));
  const learnerIds = [awaId];
  for (const [index, classmate] of CLASSMATES.entries()) {
    const { progress, ...person } = classmate;
    const [found] = await tx.select({ id: users.id }).from(users).where(eq(users.email, person.email));
    const userId =
      found?.id ??
      (await newUser(tx, { ...person, organizationId: refs.organizationId, role: 'student', passwordHash }))
        .id;
    learnerIds.push(userId);
    await enrol(tx, userId, courseId, {
      cohortId: cohort.id,
      paymentStatus: 'paid',
      progress,
      enrolledAt: new Date(start - (index + 2) * DAY_MS),
      lastActivityAt: new Date(today.getTime() - (index % 3) * DAY_MS),
    });
  }
  // The session is full: Moussa waits for a seat, Ousseynou for the admin's approval.
  await enrol(tx, moussaId, courseId, {
    cohortId: cohort.id,
    status: 'waitlisted',
    waitlistedAt: new Date(start - DAY_MS),
    paymentStatus: 'pending',
  });
  const [pending] = await tx.select({ id: users.id }).from(users).where(eq(users.email, PENDING.email));
  const pendingId =
    pending?.id ??
    (await newUser(tx, { ...PENDING, organizationId: refs.organizationId, role: 'student', passwordHash }))
      .id;
  await enrol(tx, pendingId, courseId, { cohortId: cohort.id, status: 'pending', paymentStatus: 'pending' });

  // Weekly morning live sessions: two past (the first recorded), three planned.
  const meeting = [{ meeting_url: 'https://meet.jit.si/jang-bootcamp-novembre', description: 'Jitsi' }];
  const sessions = [
    { days: 3, title: 'Session live 1 : lancement et premiers pas en JavaScript', recorded: true },
    { days: 8, title: 'Session live 2 : fonctions et tableaux', recorded: false },
    { days: 12, title: 'Session live 3 : le DOM en pratique', recorded: false },
    { days: 19, title: 'Session live 4 : fetch et les API', recorded: false },
    { days: 26, title: 'Session live 5 : présentation des projets finaux', recorded: false },
  ];
  for (const session of sessions) {
    await newCohortSession(tx, cohort.id, {
      title: session.title,
      description: 'Questions-réponses et démonstration en direct avec Aminata Diallo.',
      sessionDate: day(start, session.days),
      startTime: '09:00:00',
      endTime: '11:00:00',
      isRecorded: session.recorded,
      recordingUrl: session.recorded ? 'https://www.youtube.com/watch?v=W6NZfCO5SIk' : null,
      liveLinks: meeting,
    });
  }

  const announcements = [
    {
      days: 0,
      title: 'Bienvenue dans la session de novembre !',
      body: 'Le programme ouvre une semaine à la fois. Commencez par la vidéo de bienvenue, puis présentez-vous dans la discussion.',
      priority: 'high' as const,
      category: 'organisation',
    },
    {
      days: 4,
      title: 'Replay de la première session live',
      body: 'La session de samedi est enregistrée : retrouvez-la dans « Sessions live ».',
      priority: 'normal' as const,
      category: 'sessions',
    },
    {
      days: 9,
      title: 'Exercice de la semaine 2 : le panier en FCFA',
      body: "N'oubliez pas de rendre l'exercice avant dimanche soir, 23 h 59.",
      priority: 'normal' as const,
      category: 'travaux',
    },
  ];
  for (const announcement of announcements) {
    const { days, ...fields } = announcement;
    const at = new Date(start + days * DAY_MS + 2 * 3600 * 1000);
    await newCohortAnnouncement(tx, cohort.id, {
      ...fields,
      authorId: aminataId,
      createdAt: at,
      updatedAt: at,
    });
  }

  const links = [
    {
      title: 'Guide JavaScript (MDN)',
      url: 'https://developer.mozilla.org/fr/docs/Web/JavaScript/Guide',
      category: 'reading',
    },
    {
      title: 'javascript.info : le tutoriel moderne',
      url: 'https://fr.javascript.info/',
      category: 'reading',
    },
    { title: 'Visual Studio Code', url: 'https://code.visualstudio.com/', category: 'tools' },
    {
      title: 'Replay de la session live 1',
      url: 'https://www.youtube.com/watch?v=W6NZfCO5SIk',
      category: 'recordings',
    },
  ];
  for (const [index, link] of links.entries()) {
    const at = new Date(start + index * DAY_MS);
    await newCohortResource(tx, cohort.id, {
      ...link,
      kind: 'link',
      createdBy: aminataId,
      createdAt: at,
      updatedAt: at,
    });
  }

  // The bootcamp's exercises in course order, each due at the end of its week (weeks 2, 3 and 4).
  const exerciseId = sql<string>`${lessons.content}->>'exercise_id'`;
  const courseExercises = await tx
    .select({ id: exerciseId })
    .from(lessons)
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .where(and(eq(sections.courseId, courseId), eq(lessons.type, 'exercise')))
    .orderBy(asc(sections.position), asc(lessons.position));
  for (const [index, exercise] of courseExercises.entries()) {
    await newCohortPractical(
      tx,
      cohort.id,
      exercise.id,
      new Date(start + (7 * (index + 2) - 1) * DAY_MS + 15 * 3600 * 1000),
    );
  }

  // 120 messages over the ten days, from the learners and their instructor, oldest first.
  const authors = [...learnerIds, aminataId];
  const span = today.getTime() - start;
  for (let index = 0; index < DEMO_COHORT_MESSAGES; index += 1) {
    await newCohortMessage(tx, cohort.id, authors[index % authors.length]!, {
      message: MESSAGES[index % MESSAGES.length]!,
      createdAt: new Date(start + Math.round(((index + 1) * span) / (DEMO_COHORT_MESSAGES + 1))),
    });
  }
}
