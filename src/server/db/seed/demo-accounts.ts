import type { Role } from '#shared/domain.ts';

// Demo accounts, printed in the README. Demo only: never deploy them.
export const DEMO_PASSWORD = 'Jang-Demo-2026';

export type DemoAccount = {
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  organizationSlug: string;
  /** Links the account to a sample instructor profile. */
  instructorKey?: string;
};

export const DEMO_ORGANIZATIONS = [
  { slug: 'jang', name: 'Jàng Démo', isDemo: true },
  { slug: 'teranga', name: 'Institut Teranga', isDemo: false },
] as const;

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'superadmin@demo.jang.sn',
    firstName: 'Mariama',
    lastName: 'Ba',
    roles: ['superadmin', 'student'],
    organizationSlug: 'jang',
  },
  {
    email: 'admin@demo.jang.sn',
    firstName: 'Ousmane',
    lastName: 'Fall',
    roles: ['admin', 'student'],
    organizationSlug: 'jang',
  },
  {
    email: 'instructeur@demo.jang.sn',
    firstName: 'Aminata',
    lastName: 'Diallo',
    roles: ['instructor', 'student'],
    organizationSlug: 'jang',
    instructorKey: 'aminata-diallo',
  },
  {
    email: 'etudiant@demo.jang.sn',
    firstName: 'Awa',
    lastName: 'Diop',
    roles: ['student'],
    organizationSlug: 'jang',
  },
  {
    email: 'moussa.ndiaye@demo.jang.sn',
    firstName: 'Moussa',
    lastName: 'Ndiaye',
    roles: ['student'],
    organizationSlug: 'jang',
  },
  {
    email: 'fatou.sarr@demo.jang.sn',
    firstName: 'Fatou',
    lastName: 'Sarr',
    roles: ['student'],
    organizationSlug: 'jang',
  },
  {
    email: 'admin@teranga.jang.sn',
    firstName: 'Cheikh',
    lastName: 'Sow',
    roles: ['admin', 'student'],
    organizationSlug: 'teranga',
  },
];

/** Which demo students follow which sample courses (by index in SAMPLE_COURSES), and how far. */
export const DEMO_ENROLLMENTS: Array<{
  email: string;
  /** The demo course's key (its slug in SAMPLE_COURSES). */
  courseSlug: string;
  progress: number;
  daysAgo: number;
  /** Omitted: paid (free for a free course). */
  paymentStatus?: 'partial';
}> = [
  {
    email: 'etudiant@demo.jang.sn',
    courseSlug: 'creer-son-premier-site-web-html-css',
    progress: 35,
    daysAgo: 20,
  },
  // Finished, and a member of the bootcamp's session under way (seed-cohort-space.ts): the learner's
  // pages' browser tests read her finished course and its certificate (decision 209).
  { email: 'etudiant@demo.jang.sn', courseSlug: 'bootcamp-javascript-cohorte', progress: 100, daysAgo: 60 },
  {
    email: 'etudiant@demo.jang.sn',
    courseSlug: 'marketing-digital-reseaux-sociaux',
    progress: 0,
    daysAgo: 2,
  },
  {
    email: 'moussa.ndiaye@demo.jang.sn',
    courseSlug: 'creer-son-premier-site-web-html-css',
    progress: 80,
    daysAgo: 45,
  },
  {
    email: 'moussa.ndiaye@demo.jang.sn',
    courseSlug: 'excel-avance-tableaux-de-bord',
    progress: 10,
    daysAgo: 5,
  },
  {
    email: 'fatou.sarr@demo.jang.sn',
    courseSlug: 'vendre-en-ligne-whatsapp-business-mobile-money',
    progress: 55,
    daysAgo: 30,
  },
  // Paid by installments, the second one unpaid past its grace period (seed-installments.ts).
  {
    email: 'fatou.sarr@demo.jang.sn',
    courseSlug: 'maraichage-rentable',
    progress: 30,
    daysAgo: 40,
    paymentStatus: 'partial',
  },
];

/** Reviews left by enrolled demo students (course by its key, the slug in SAMPLE_COURSES). */
export const DEMO_REVIEWS: Array<{ email: string; courseSlug: string; rating: number; comment: string }> = [
  {
    email: 'etudiant@demo.jang.sn',
    courseSlug: 'bootcamp-javascript-cohorte',
    rating: 5,
    comment:
      'Formation très claire, les exercices pratiques m’ont permis de progresser vite. Je recommande !',
  },
  {
    email: 'etudiant@demo.jang.sn',
    courseSlug: 'creer-son-premier-site-web-html-css',
    rating: 4,
    comment: 'Bonne introduction, les vidéos sont courtes et passent bien même avec une connexion lente.',
  },
  {
    email: 'moussa.ndiaye@demo.jang.sn',
    courseSlug: 'creer-son-premier-site-web-html-css',
    rating: 5,
    comment: 'Le formateur explique simplement. Merci !',
  },
  {
    email: 'moussa.ndiaye@demo.jang.sn',
    courseSlug: 'excel-avance-tableaux-de-bord',
    rating: 4,
    comment: 'Contenu utile pour mon travail au quotidien.',
  },
  {
    email: 'fatou.sarr@demo.jang.sn',
    courseSlug: 'vendre-en-ligne-whatsapp-business-mobile-money',
    rating: 3,
    comment: 'Intéressant, mais j’aurais aimé plus d’exemples locaux.',
  },
];
