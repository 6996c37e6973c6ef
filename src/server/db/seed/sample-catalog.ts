// Demo catalogue for Jàng: 4 instructors, 8 categories, 13 tags and 12 published courses.
// Pure typed data (no I/O): the seeding code turns it into rows. Amounts are whole FCFA (XOF).
//
// Lesson durations follow the spec's duration rules (spec/authoring-and-shell.md §9), computed by the small
// builders below so that content and `durationMinutes` can never drift apart:
//   video = seconds / 60 rounded; audio = the demo recording's real length in minutes, rounded up;
//   article = its reading time (shared lesson-duration.ts: words / 250 rounded up, what every screen shows);
//   document = 2 minutes per MB of the demo PDF rounded up (min 1); quiz = its duration; exercise = its
//   estimated duration. Audio and document lessons all point at the files of
//   scripts/generate-demo-media.mjs: their durations and sizes are those files' own (decision 044).

import type {
  AccessType,
  CourseFormat,
  CourseLanguage,
  CourseLevel,
  Installment,
  LessonType,
  PricingModes,
} from '#shared/domain.ts';
import { ALLOW_WITHOUT_VIDEO_FIELD } from '#shared/learning/completion.ts';
import { lessonDurationMinutes, mediaMinutes } from '#shared/learning/lesson-duration.ts';
import { demoCoursePicture } from './demo-pictures.ts';

export type SampleInstructor = {
  key: string;
  name: string;
  email: string;
  specialization: string;
  bio: string;
  avatarUrl: string | null;
  commissionRate: number;
};

export type SampleCategory = {
  slug: string;
  name: string;
  description: string;
  icon: string;
  isFeatured: boolean;
  displayOrder: number;
};

export type SampleTag = { name: string; color: string /* #RRGGBB */ };

export type SampleLesson = {
  title: string;
  type: LessonType;
  content: Record<string, unknown>;
  isPreview: boolean;
  durationMinutes: number;
};

export type SampleSection = { title: string; description: string; lessons: SampleLesson[] };

export type SampleCourse = {
  slug: string;
  title: string;
  shortDescription: string /* ≤160 chars */;
  description: string;
  instructorKey: string;
  categorySlug: string;
  tags: string[];
  format: CourseFormat;
  language: CourseLanguage;
  level: CourseLevel;
  accessType: AccessType;
  pricingModes: PricingModes;
  price: number;
  oneTimePrice: number;
  oneTimeDiscount: number;
  monthlyPrice: number;
  registrationFee: number;
  monthlyFee: number;
  installments: Installment[];
  accessDurationDays: number | null;
  enableCommunity: boolean;
  enableCertificate: boolean;
  thumbnailUrl: string | null;
  previewVideoUrl: string | null;
  objectives: string[];
  prerequisites: string[];
  expectedResults: string[];
  publishedDaysAgo: number;
  sections: SampleSection[];
};

// ---------------------------------------------------------------------------------------------------------
// Lesson builders
// ---------------------------------------------------------------------------------------------------------

const DEMO_PDF_URL = '/demo/guide-demo.pdf';
/** The size of src/web/public/demo/guide-demo.pdf (checked by seed.test.ts). */
export const DEMO_PDF_BYTES = 1113;
// A generated WAV (scripts/generate-demo-media.mjs): no MP3 encoder is needed to build the demo.
const DEMO_AUDIO_URL = '/demo/audio-demo.wav';
/** The length and size of src/web/public/demo/audio-demo.wav (checked by seed.test.ts). */
export const DEMO_AUDIO_SECONDS = 16;
export const DEMO_AUDIO_BYTES = 128_044;
const MB = 1024 * 1024;

const yt = (id: string): string => `https://www.youtube.com/watch?v=${id}`;
const vimeo = (id: string): string => `https://vimeo.com/${id}`;

/** Video lesson; `seconds` is the video length. */
function video(title: string, url: string, seconds: number): SampleLesson {
  return {
    title,
    type: 'video',
    content: { url, duration: seconds },
    isPreview: false,
    durationMinutes: Math.round(seconds / 60),
  };
}

/** Article lesson; the HTML blocks are joined into one `text`; its duration is its reading time. */
function article(title: string, blocks: string[]): SampleLesson {
  const content = { text: blocks.join('') };
  return {
    title,
    type: 'article',
    content,
    isPreview: false,
    durationMinutes: lessonDurationMinutes({ type: 'article', content, durationMinutes: 1 }),
  };
}

/** PDF document lesson: the demo PDF, shown under this file name. */
function pdf(title: string, fileName: string): SampleLesson {
  const size = DEMO_PDF_BYTES;
  return {
    title,
    type: 'document',
    content: { url: DEMO_PDF_URL, file_name: fileName, file_type: 'application/pdf', size },
    isPreview: false,
    durationMinutes: Math.max(1, Math.ceil((size / MB) * 2)),
  };
}

/** Audio lesson: the demo recording, shown under this file name (a WAV, so named .wav). */
function audio(title: string, fileName: string): SampleLesson {
  return {
    title,
    type: 'audio',
    content: {
      url: DEMO_AUDIO_URL,
      duration: DEMO_AUDIO_SECONDS,
      file_name: fileName.replace(/\.mp3$/, '.wav'),
      size: DEMO_AUDIO_BYTES,
    },
    isPreview: false,
    durationMinutes: mediaMinutes(DEMO_AUDIO_SECONDS),
  };
}

/** Quiz lesson; `minutes` is the quiz duration. seed-quizzes.ts attaches its demo quiz (content.quiz_id). */
function quiz(title: string, minutes: number): SampleLesson {
  return {
    title,
    type: 'quiz',
    content: { quiz_id: null, duration: minutes, title },
    isPreview: false,
    durationMinutes: minutes,
  };
}

/** Exercise lesson (no exercise attached yet); `minutes` is the estimated duration. */
function exercise(title: string, minutes: number): SampleLesson {
  return {
    title,
    type: 'exercise',
    content: { exercise_id: null, estimated_duration: minutes, title },
    isPreview: false,
    durationMinutes: minutes,
  };
}

/**
 * Lets a video lesson complete when its video cannot play (decision 043): for an introduction whose
 * points the next lessons take up again, not for a video the rest of the course relies on.
 */
function optionalWhenUnavailable(lesson: SampleLesson): SampleLesson {
  return { ...lesson, content: { ...lesson.content, [ALLOW_WITHOUT_VIDEO_FIELD]: true } };
}

/** Marks a lesson as a free preview. */
function preview(lesson: SampleLesson): SampleLesson {
  return { ...lesson, isPreview: true };
}

/** Pricing-mode flags, all off unless listed. */
function modes(on: Partial<PricingModes> = {}): PricingModes {
  return { one_time: false, installments: false, subscription: false, registration_monthly: false, ...on };
}

// ---------------------------------------------------------------------------------------------------------
// Instructors
// ---------------------------------------------------------------------------------------------------------

export const SAMPLE_INSTRUCTORS: SampleInstructor[] = [
  {
    key: 'aminata-diallo',
    name: 'Aminata Diallo',
    email: 'aminata.diallo@demo.jang.sn',
    specialization: 'Développement web et design numérique',
    bio: 'Développeuse full-stack depuis dix ans, Aminata a travaillé pour plusieurs start-up de la fintech dakaroise avant de fonder un atelier de formation au numérique à Dakar. Elle a accompagné plus de 800 jeunes vers leur premier emploi dans le web et défend une pédagogie par projets, pensée pour les connexions mobiles et les ordinateurs modestes.',
    avatarUrl: null,
    commissionRate: 70,
  },
  {
    key: 'moussa-ndiaye',
    name: 'Moussa Ndiaye',
    email: 'moussa.ndiaye@demo.jang.sn',
    specialization: 'Marketing digital et entrepreneuriat',
    bio: "Consultant en marketing digital basé à Thiès, Moussa aide les commerçants, artisans et PME à vendre en ligne avec les outils qu'ils ont déjà : téléphone, WhatsApp et réseaux sociaux. Ancien responsable marketing d'une marque de jus locaux, il coache aussi des porteurs de projets dans plusieurs incubateurs sénégalais.",
    avatarUrl: null,
    commissionRate: 75,
  },
  {
    key: 'fatou-sarr',
    name: 'Fatou Sarr',
    email: 'fatou.sarr@demo.jang.sn',
    specialization: 'Agronomie et agrobusiness',
    bio: 'Ingénieure agronome formée à Thiès, Fatou accompagne depuis quinze ans des groupements de producteurs dans les Niayes et le bassin arachidier. Spécialiste du maraîchage et de la transformation des produits locaux, elle forme en particulier les GIE de femmes transformatrices à la qualité et à la gestion.',
    avatarUrl: null,
    commissionRate: 70,
  },
  {
    key: 'ibrahima-fall',
    name: 'Ibrahima Fall',
    email: 'ibrahima.fall@demo.jang.sn',
    specialization: 'Comptabilité, finance et langues des affaires',
    bio: "Expert-comptable, Ibrahima a passé huit ans dans une banque régionale à Dakar puis à Abidjan avant d'ouvrir son cabinet. Bilingue français-anglais, il enseigne la comptabilité SYSCOHADA aux dirigeants de PME, l'anglais des affaires aux professionnels de la sous-région et le wolof aux nouveaux arrivants et à la diaspora.",
    avatarUrl: null,
    commissionRate: 65,
  },
];

// ---------------------------------------------------------------------------------------------------------
// Categories and tags
// ---------------------------------------------------------------------------------------------------------

export const SAMPLE_CATEGORIES: SampleCategory[] = [
  {
    slug: 'developpement-web',
    name: 'Développement web',
    description: 'HTML, CSS, JavaScript et outils modernes pour créer des sites et des applications web.',
    icon: 'code',
    isFeatured: true,
    displayOrder: 1,
  },
  {
    slug: 'marketing-digital',
    name: 'Marketing digital',
    description: 'Réseaux sociaux, publicité en ligne, WhatsApp Business et vente en ligne.',
    icon: 'megaphone',
    isFeatured: true,
    displayOrder: 2,
  },
  {
    slug: 'entrepreneuriat',
    name: 'Entrepreneuriat et gestion de projet',
    description: "De l'idée au business plan : créer, financer et piloter son entreprise au Sénégal.",
    icon: 'rocket',
    isFeatured: true,
    displayOrder: 3,
  },
  {
    slug: 'agriculture-agrobusiness',
    name: 'Agriculture et agrobusiness',
    description:
      'Maraîchage, élevage, transformation agroalimentaire et commercialisation des produits locaux.',
    icon: 'sprout',
    isFeatured: true,
    displayOrder: 4,
  },
  {
    slug: 'comptabilite-finance',
    name: 'Comptabilité et finance',
    description: 'Comptabilité SYSCOHADA, gestion de trésorerie et analyse financière pour les PME.',
    icon: 'calculator',
    isFeatured: false,
    displayOrder: 5,
  },
  {
    slug: 'langues',
    name: 'Langues',
    description:
      'Anglais professionnel, wolof et langues nationales pour communiquer au travail et au quotidien.',
    icon: 'languages',
    isFeatured: false,
    displayOrder: 6,
  },
  {
    slug: 'data-excel',
    name: 'Data et Excel',
    description: 'Tableurs, tableaux de bord et analyse de données pour mieux décider.',
    icon: 'bar-chart',
    isFeatured: false,
    displayOrder: 7,
  },
  {
    slug: 'design-graphique',
    name: 'Design graphique',
    description:
      'Identité visuelle, affiches, visuels pour les réseaux sociaux et outils de création accessibles.',
    icon: 'palette',
    isFeatured: false,
    displayOrder: 8,
  },
];

export const SAMPLE_TAGS: SampleTag[] = [
  { name: 'HTML & CSS', color: '#E34F26' },
  { name: 'JavaScript', color: '#D4A017' },
  { name: 'Excel', color: '#217346' },
  { name: 'Réseaux sociaux', color: '#1877F2' },
  { name: 'WhatsApp Business', color: '#25D366' },
  { name: 'Mobile money', color: '#FF7900' },
  { name: 'SYSCOHADA', color: '#6B4E9B' },
  { name: 'Maraîchage', color: '#3A7D44' },
  { name: 'Agroalimentaire', color: '#B5651D' },
  { name: 'Business plan', color: '#0E7490' },
  { name: 'Anglais', color: '#C8102E' },
  { name: 'Wolof', color: '#00853F' },
  { name: 'Canva', color: '#7D2AE8' },
];

// ---------------------------------------------------------------------------------------------------------
// Courses
// ---------------------------------------------------------------------------------------------------------

export const SAMPLE_COURSES: SampleCourse[] = [
  // 1. Free, self-paced, beginner.
  {
    slug: 'creer-son-premier-site-web-html-css',
    title: 'Créer son premier site web avec HTML et CSS',
    shortDescription:
      'Apprenez les bases du HTML et du CSS et mettez en ligne la page de présentation de votre activité, même avec un ordinateur modeste.',
    description:
      "Cette formation gratuite vous fait passer de zéro à une page web en ligne. Vous découvrirez comment fonctionne un site, comment structurer un contenu avec HTML et comment le mettre en forme avec CSS pour qu'il soit agréable à lire, y compris sur téléphone.\n\nChaque module se termine par un exercice pratique : à la fin, vous disposerez d'une vraie page de présentation pour votre activité, votre association ou votre CV, publiée gratuitement sur internet.",
    instructorKey: 'aminata-diallo',
    categorySlug: 'developpement-web',
    tags: ['HTML & CSS'],
    format: 'auto-formation',
    language: 'fr',
    level: 'beginner',
    accessType: 'free',
    pricingModes: modes(),
    price: 0,
    oneTimePrice: 0,
    oneTimeDiscount: 0,
    monthlyPrice: 0,
    registrationFee: 0,
    monthlyFee: 0,
    installments: [],
    accessDurationDays: null,
    enableCommunity: true,
    enableCertificate: true,
    thumbnailUrl: demoCoursePicture('creer-son-premier-site-web-html-css'),
    previewVideoUrl: yt('nrRTsbZErhT'),
    objectives: [
      'Comprendre le rôle du HTML et du CSS dans une page web',
      'Structurer une page avec les balises essentielles',
      'Mettre en forme un site : couleurs, polices et marges',
      'Rendre une page lisible sur téléphone mobile',
      'Publier gratuitement son site en ligne',
    ],
    prerequisites: [
      'Savoir utiliser un ordinateur et un navigateur',
      'Aucune connaissance en programmation',
      'Un ordinateur, même ancien, avec une connexion internet',
    ],
    expectedResults: [
      'Une page de présentation en ligne pour votre activité',
      'Les bases nécessaires pour apprendre JavaScript',
      'Un premier projet à montrer à un client ou un recruteur',
    ],
    publishedDaysAgo: 200,
    sections: [
      {
        title: 'Premiers pas sur le web',
        description: 'Comprendre ce qui se passe quand on ouvre un site et préparer son poste de travail.',
        lessons: [
          preview(optionalWhenUnavailable(video('Comment fonctionne un site web ?', yt('YrqUgwHqOlS'), 412))),
          article('Installer son environnement de travail', [
            '<h2>Ce dont vous avez besoin</h2>',
            "<p>Pour créer un site web, inutile d'acheter un ordinateur puissant ou un logiciel coûteux. Un navigateur récent (Chrome, Firefox ou Edge) et un éditeur de texte suffisent. Nous vous recommandons Visual Studio Code, gratuit et disponible sous Windows, macOS et Linux : il colore votre code, signale les erreurs et complète automatiquement les balises.</p>",
            '<h2>Installer Visual Studio Code</h2>',
            "<p>Rendez-vous sur le site officiel de l'éditeur, téléchargez la version correspondant à votre système puis lancez l'installation. Le fichier pèse environ 100 Mo : si votre connexion est limitée, profitez d'un moment où le réseau est plus fluide, par exemple tôt le matin, ou d'un forfait internet de nuit.</p>",
            '<h2>Organiser ses fichiers</h2>',
            "<p>Créez un dossier nommé <code>mon-site</code> sur votre bureau. À l'intérieur, créez un fichier <code>index.html</code> : c'est la page d'accueil que les navigateurs ouvrent par défaut. Ajoutez ensuite un dossier <code>images</code> pour vos photos et un fichier <code>style.css</code> pour la mise en forme. Évitez les espaces et les accents dans les noms de fichiers : écrivez <code>a-propos.html</code> plutôt que <code>À propos.html</code>.</p>",
            '<h2>Vérifier que tout fonctionne</h2>',
            "<p>Ouvrez <code>index.html</code> dans l'éditeur, tapez <code>&lt;h1&gt;Bonjour Dakar !&lt;/h1&gt;</code>, enregistrez avec Ctrl+S puis faites un double-clic sur le fichier pour l'ouvrir dans le navigateur. Si le titre s'affiche en gros caractères, votre environnement est prêt. Dans la prochaine leçon, nous verrons la structure complète d'une page HTML.</p>",
          ]),
          pdf('Aide-mémoire des balises HTML', 'aide-memoire-balises-html.pdf'),
        ],
      },
      {
        title: 'Structurer une page avec HTML',
        description: 'Titres, paragraphes, listes, liens, images et formulaires.',
        lessons: [
          video('Titres, paragraphes, liens et images', vimeo('821767432'), 1086),
          article('Les formulaires de contact', [
            '<p>Un formulaire permet à vos visiteurs de vous contacter sans quitter votre site : demande de devis, réservation, inscription à une formation. Il est délimité par la balise <code>form</code> et regroupe plusieurs champs.</p>',
            '<h2>Les champs les plus utiles</h2>',
            '<ul>',
            '<li>le champ <code>input</code> de type <code>text</code> pour le nom ;</li>',
            "<li>le type <code>email</code>, qui vérifie automatiquement le format de l'adresse ;</li>",
            '<li>le type <code>tel</code>, qui affiche le clavier numérique sur mobile, très pratique pour saisir un numéro commençant par +221 ;</li>',
            '<li>la balise <code>textarea</code> pour un message long ;</li>',
            '<li>la balise <code>button</code> pour envoyer.</li>',
            '</ul>',
            '<h2>Bien étiqueter chaque champ</h2>',
            "<p>Associez toujours une balise <code>label</code> à chaque champ. Le texte devient cliquable, et les lecteurs d'écran utilisés par les personnes malvoyantes peuvent annoncer correctement le champ. Indiquez aussi les champs obligatoires avec l'attribut <code>required</code> : le navigateur empêchera l'envoi d'un formulaire incomplet.</p>",
            "<p>Un formulaire HTML seul ne sait pas envoyer d'e-mail : il faut un service qui reçoit les données. Nous verrons en fin de formation des solutions gratuites adaptées aux sites statiques.</p>",
          ]),
          exercise('Construire la page « À propos » de votre activité', 45),
        ],
      },
      {
        title: 'Mettre en forme avec CSS',
        description: 'Donner du style à vos pages et les adapter aux écrans de téléphone.',
        lessons: [
          video('Couleurs, polices et marges', yt('vTnwZytswcO'), 954),
          video('Flexbox et mise en page mobile', yt('2sy0LmBkhqI'), 1320),
          quiz('Quiz : les bases du HTML et du CSS', 10),
          exercise('Publier votre site sur GitHub Pages', 60),
        ],
      },
    ],
  },

  // 2. Cohort (session), one-time or 3 installments.
  {
    slug: 'bootcamp-javascript-cohorte',
    title: 'Bootcamp JavaScript : devenir développeur front-end en 4 semaines',
    shortDescription:
      'Une cohorte encadrée : JavaScript moderne, DOM, API et un projet final, avec une session en direct chaque samedi matin.',
    description:
      "Ce bootcamp intensif s'adresse à celles et ceux qui connaissent déjà HTML et CSS et veulent franchir le cap de la programmation. Pendant quatre semaines, vous avancez avec une promotion d'apprenants, des exercices corrigés et une session en direct chaque samedi matin (heure de Dakar).\n\nVous terminerez par un projet complet : une application de suivi des dépenses en FCFA, que vous pourrez présenter en entretien. Le paiement peut se faire en une fois ou en trois versements.",
    instructorKey: 'aminata-diallo',
    categorySlug: 'developpement-web',
    tags: ['JavaScript', 'HTML & CSS'],
    format: 'session',
    language: 'fr',
    level: 'intermediate',
    accessType: 'paid',
    pricingModes: modes({ one_time: true, installments: true }),
    price: 75000,
    oneTimePrice: 75000,
    oneTimeDiscount: 0,
    monthlyPrice: 0,
    registrationFee: 0,
    monthlyFee: 0,
    installments: [
      { amount: 30000, days: 0 },
      { amount: 25000, days: 30 },
      { amount: 25000, days: 60 },
    ],
    accessDurationDays: null,
    enableCommunity: true,
    enableCertificate: true,
    thumbnailUrl: demoCoursePicture('bootcamp-javascript-cohorte'),
    previewVideoUrl: yt('i2kGubHI6XE'),
    objectives: [
      'Maîtriser les bases du langage JavaScript moderne',
      'Manipuler une page web avec le DOM et les événements',
      'Consommer une API REST avec fetch',
      'Organiser son code en fonctions et en modules',
      'Livrer un projet complet et le publier en ligne',
    ],
    prerequisites: [
      'Connaître les bases du HTML et du CSS',
      'Disposer de 6 à 8 heures par semaine',
      'Un ordinateur avec Visual Studio Code installé',
    ],
    expectedResults: [
      'Une application web fonctionnelle dans votre portfolio',
      'La capacité de suivre une formation React ou Vue',
      'Un certificat de réussite du bootcamp',
    ],
    publishedDaysAgo: 25,
    sections: [
      {
        title: 'Semaine 1',
        description: 'Les fondamentaux du langage : variables, types, conditions et boucles.',
        lessons: [
          preview(video('Bienvenue dans la cohorte : organisation et outils', yt('RvjD0a7Hmpi'), 540)),
          article('Variables, types et opérateurs', [
            '<p>En JavaScript, une variable est une boîte étiquetée dans laquelle on range une valeur. Depuis 2015, on déclare les variables avec <code>let</code> ou <code>const</code> ; oubliez <code>var</code>, source de nombreux bugs.</p>',
            '<h2>const ou let ?</h2>',
            "<p>Utilisez <code>const</code> par défaut : la variable ne pourra pas être réaffectée. Réservez <code>let</code> aux valeurs qui changent, comme un compteur dans une boucle. Par exemple, <code>const tauxTva = 0.18;</code> ne changera pas pendant l'exécution du programme, alors que <code>let totalPanier = 0;</code> augmentera à chaque article ajouté.</p>",
            '<h2>Les types de base</h2>',
            '<ul>',
            '<li><strong>number</strong> : les nombres, entiers ou décimaux (<code>2500</code>, <code>0.18</code>) ;</li>',
            '<li><strong>string</strong> : le texte, entre guillemets ou apostrophes ;</li>',
            '<li><strong>boolean</strong> : <code>true</code> ou <code>false</code> ;</li>',
            "<li><strong>null</strong> et <strong>undefined</strong> : l'absence de valeur ;</li>",
            '<li><strong>object</strong> et <strong>array</strong> : les structures, que nous verrons en semaine 2.</li>',
            '</ul>',
            '<h2>Les opérateurs</h2>',
            "<p>Les opérateurs arithmétiques (<code>+ - * / %</code>) fonctionnent comme sur une calculatrice. Attention : <code>+</code> colle aussi les chaînes de caractères, si bien que <code>'2500' + 500</code> donne <code>'2500500'</code> et non 3000. Convertissez toujours les saisies de l'utilisateur avec <code>Number()</code> avant de calculer.</p>",
            "<p>Pour comparer, utilisez la triple égalité <code>===</code>, qui vérifie aussi le type : <code>0 === '0'</code> vaut <code>false</code>, alors que la double égalité renverrait <code>true</code>. Cette habitude vous évitera des heures de débogage.</p>",
          ]),
          quiz('Quiz semaine 1 : les bases de JavaScript', 15),
        ],
      },
      {
        title: 'Semaine 2',
        description: 'Fonctions, tableaux et objets.',
        lessons: [
          video('Les fonctions et les fonctions fléchées', yt('lO9j7FFUpXJ'), 1245),
          video('Manipuler les tableaux avec map, filter et reduce', vimeo('927202171'), 1530),
          exercise("Calculer le total d'un panier en FCFA", 60),
        ],
      },
      {
        title: 'Semaine 3',
        description: 'Le DOM et les événements : rendre une page interactive.',
        lessons: [
          video('Sélectionner et modifier des éléments du DOM', yt('eTZRwQUN0RB'), 1110),
          article('Écouter les événements', [
            "<p>Une page interactive réagit aux actions de l'utilisateur : un clic, une saisie, l'envoi d'un formulaire. En JavaScript, on « écoute » ces événements avec la méthode <code>addEventListener</code>.</p>",
            '<h2>La syntaxe</h2>',
            "<p><code>bouton.addEventListener('click', afficherPanier);</code> Le premier argument est le nom de l'événement, le second la fonction à exécuter. Les événements les plus courants sont <code>click</code>, <code>input</code> (à chaque frappe dans un champ), <code>submit</code> (envoi d'un formulaire) et <code>keydown</code> (touche enfoncée).</p>",
            "<h2>L'objet événement</h2>",
            "<p>La fonction reçoit un objet qui décrit l'événement : <code>event.target</code> désigne l'élément concerné et <code>event.preventDefault()</code> empêche le comportement par défaut, par exemple le rechargement de la page lors de l'envoi d'un formulaire.</p>",
            "<h2>La délégation d'événements</h2>",
            "<p>Plutôt que d'ajouter un écouteur sur chaque élément d'une longue liste, placez-en un seul sur l'élément parent et vérifiez <code>event.target</code>. C'est plus performant et cela fonctionne aussi pour les éléments ajoutés plus tard : exactement ce dont vous aurez besoin pour l'exercice de la liste de tâches.</p>",
          ]),
          exercise('Créer une liste de tâches interactive', 90),
          audio('Replay audio : questions-réponses du samedi', 'replay-questions-reponses-semaine-3.mp3'),
        ],
      },
      {
        title: 'Semaine 4',
        description: 'Appeler une API et livrer le projet final.',
        lessons: [
          video('fetch, async/await et les API REST', yt('EAYXYYh14l2'), 1395),
          pdf('Cahier des charges du projet final', 'cahier-des-charges-projet-final.pdf'),
          exercise('Projet final : application de suivi des dépenses', 180),
          quiz('Évaluation finale du bootcamp', 30),
        ],
      },
    ],
  },

  // 3. One-time price, advanced, 365 days of access.
  {
    slug: 'excel-avance-tableaux-de-bord',
    title: 'Excel avancé : tableaux croisés dynamiques et tableaux de bord',
    shortDescription:
      'Nettoyez vos données, maîtrisez RECHERCHEX et SOMME.SI.ENS, puis construisez un tableau de bord clair pour piloter votre activité.',
    description:
      "Vos fichiers Excel débordent de ventes, de stocks ou de paiements, mais vous peinez à en tirer des décisions ? Cette formation vous apprend à organiser des données propres, à utiliser les formules qui font gagner du temps et à construire des tableaux croisés dynamiques et des tableaux de bord lisibles.\n\nTous les exemples s'appuient sur des cas concrets : ventes d'une boutique de Dakar, suivi des commissions de vendeurs, encaissements par Wave et Orange Money.",
    instructorKey: 'aminata-diallo',
    categorySlug: 'data-excel',
    tags: ['Excel'],
    format: 'auto-formation',
    language: 'fr',
    level: 'advanced',
    accessType: 'paid',
    pricingModes: modes({ one_time: true }),
    price: 25000,
    oneTimePrice: 25000,
    oneTimeDiscount: 0,
    monthlyPrice: 0,
    registrationFee: 0,
    monthlyFee: 0,
    installments: [],
    accessDurationDays: 365,
    enableCommunity: false,
    enableCertificate: true,
    thumbnailUrl: demoCoursePicture('excel-avance-tableaux-de-bord'),
    previewVideoUrl: null,
    objectives: [
      'Structurer des données exploitables',
      'Utiliser RECHERCHEX, INDEX/EQUIV et SOMME.SI.ENS',
      'Créer et filtrer des tableaux croisés dynamiques',
      'Concevoir un tableau de bord mensuel lisible',
    ],
    prerequisites: [
      'Utiliser Excel au quotidien (saisie, formules simples)',
      'Excel 2019, Microsoft 365 ou une version récente',
      'Connaître les fonctions SOMME et MOYENNE',
    ],
    expectedResults: [
      'Un tableau de bord réutilisable pour votre activité',
      'Des heures gagnées chaque mois sur vos rapports',
      'Des analyses fiables pour décider plus vite',
    ],
    publishedDaysAgo: 58,
    sections: [
      {
        title: 'Préparer des données propres',
        description: 'Sans données bien organisées, aucune analyse ne tient.',
        lessons: [
          preview(video('Pourquoi vos tableaux vous mentent', yt('t8z9gLsT1GX'), 498)),
          article("Les règles d'un tableau de données bien construit", [
            "<p>La plupart des erreurs d'analyse ne viennent pas des formules, mais de données mal organisées. Avant de construire le moindre tableau croisé dynamique, vérifiez que votre fichier respecte ces cinq règles.</p>",
            '<h2>1. Une ligne = un enregistrement</h2>',
            '<p>Chaque ligne décrit un seul événement : une vente, une livraison, un paiement. Ne regroupez jamais plusieurs ventes sur une même ligne et ne laissez pas de lignes de sous-total au milieu des données.</p>',
            '<h2>2. Une colonne = une information</h2>',
            '<p>Séparez la date, le produit, la quantité, le prix unitaire et le vendeur dans des colonnes distinctes. Évitez les cellules du type « 3 sacs de riz 25 kg » : Excel ne sait pas additionner du texte.</p>',
            '<h2>3. Des en-têtes uniques sur une seule ligne</h2>',
            '<p>La première ligne contient des titres courts et explicites, sans cellules fusionnées. Les cellules fusionnées sont l’ennemi numéro un du tri et des filtres.</p>',
            '<h2>4. Des formats cohérents</h2>',
            '<p>Les dates doivent être de vraies dates, alignées à droite par défaut, et les montants de vrais nombres. Un montant saisi « 15.000 F » est du texte : tapez 15000 et appliquez un format de nombre personnalisé qui affichera le séparateur de milliers et la mention FCFA.</p>',
            '<h2>5. Transformer la plage en tableau</h2>',
            "<p>Sélectionnez vos données et appuyez sur Ctrl+T. Le tableau s'agrandit automatiquement quand vous ajoutez des lignes, et vos formules comme vos tableaux croisés suivent. Donnez-lui un nom parlant, par exemple <code>tVentes</code>, pour écrire des formules lisibles.</p>",
          ]),
          pdf('Jeu de données : ventes de la boutique', 'jeu-de-donnees-ventes-boutique.pdf'),
        ],
      },
      {
        title: 'Les formules indispensables',
        description: 'Rechercher, additionner et compter selon plusieurs critères.',
        lessons: [
          video('RECHERCHEX et INDEX/EQUIV', yt('yC6OrLl1AT0'), 1172),
          video('SOMME.SI.ENS et NB.SI.ENS', vimeo('373570773'), 905),
          exercise('Calculer les commissions des vendeurs', 40),
          quiz('Quiz : les formules de recherche et de calcul', 15),
        ],
      },
      {
        title: 'Tableaux croisés dynamiques et tableaux de bord',
        description: 'Synthétiser des milliers de lignes en quelques clics.',
        lessons: [
          video('Créer un tableau croisé dynamique en 10 minutes', yt('wrKwoH9CW75'), 634),
          video('Segments, chronologies et graphiques croisés', yt('JcyPQH5nC4G'), 1018),
          exercise("Construire le tableau de bord mensuel d'une boutique", 75),
        ],
      },
    ],
  },

  // 4. One-time price with a 20 % discount.
  {
    slug: 'marketing-digital-reseaux-sociaux',
    title: 'Marketing digital : vendre sur Facebook, Instagram et TikTok',
    shortDescription:
      'Définissez votre client idéal, créez du contenu qui vend et lancez vos premières publicités avec un petit budget en FCFA.',
    description:
      "Vos clients passent chaque jour des heures sur Facebook, Instagram et TikTok. Cette formation pratique vous montre comment y être visible et, surtout, comment transformer cette visibilité en ventes.\n\nVous construirez votre persona, un calendrier éditorial d'un mois et une première campagne publicitaire à petit budget, puis vous apprendrez à lire vos statistiques pour améliorer vos résultats semaine après semaine.",
    instructorKey: 'moussa-ndiaye',
    categorySlug: 'marketing-digital',
    tags: ['Réseaux sociaux'],
    format: 'auto-formation',
    language: 'fr',
    level: 'beginner',
    accessType: 'paid',
    pricingModes: modes({ one_time: true }),
    price: 35000,
    oneTimePrice: 35000,
    oneTimeDiscount: 20,
    monthlyPrice: 0,
    registrationFee: 0,
    monthlyFee: 0,
    installments: [],
    accessDurationDays: 180,
    enableCommunity: true,
    enableCertificate: true,
    thumbnailUrl: demoCoursePicture('marketing-digital-reseaux-sociaux'),
    previewVideoUrl: yt('1YdnoqWYYMx'),
    objectives: [
      'Définir sa cible et son positionnement',
      'Planifier un mois de publications',
      'Créer des vidéos courtes avec son téléphone',
      'Lancer une publicité Facebook et Instagram à petit budget',
      'Mesurer ses résultats et ajuster sa stratégie',
    ],
    prerequisites: [
      'Avoir un smartphone et un compte Facebook',
      'Avoir un produit ou un service à vendre (ou un projet)',
      'Aucune compétence technique requise',
    ],
    expectedResults: [
      'Une stratégie de contenu claire pour votre activité',
      'Un calendrier éditorial prêt à l’emploi',
      'Une première campagne publicitaire rentable',
    ],
    publishedDaysAgo: 12,
    sections: [
      {
        title: 'Définir sa stratégie',
        description: 'Savoir à qui l’on parle avant de publier.',
        lessons: [
          preview(
            optionalWhenUnavailable(
              video('Pourquoi vos clients sont déjà sur les réseaux sociaux', yt('qIzYxIXQnG6'), 566),
            ),
          ),
          article('Définir son client idéal (persona)', [
            "<p>Vouloir vendre « à tout le monde », c'est souvent ne convaincre personne. Le persona est un portrait semi-fictif de votre client idéal, construit à partir de ce que vous savez de vos vrais clients.</p>",
            '<h2>Les questions à se poser</h2>',
            '<ul>',
            '<li>Qui est-il ? Âge, ville ou quartier, profession, niveau de revenu.</li>',
            '<li>Où passe-t-il son temps en ligne ? Facebook, Instagram, TikTok, groupes WhatsApp ?</li>',
            '<li>Quel problème cherche-t-il à résoudre ?</li>',
            "<li>Qu'est-ce qui le fait hésiter à acheter : le prix, la confiance, la livraison ?</li>",
            '<li>Comment préfère-t-il payer : Wave, Orange Money, espèces à la livraison ?</li>',
            '</ul>',
            '<h2>Un exemple concret</h2>',
            '<p>Aïssatou, 29 ans, est comptable dans une entreprise du Plateau et habite aux Parcelles Assainies. Elle cherche des tenues élégantes pour le bureau, mais manque de temps pour aller au marché. Elle suit des créatrices sur Instagram le soir, commande si la livraison est rapide et paie par Wave. Elle craint surtout de recevoir un vêtement qui ne ressemble pas aux photos.</p>',
            "<p>Avec ce portrait, vos décisions deviennent évidentes : publier le soir sur Instagram, montrer les tenues portées en vidéo, afficher clairement les tailles, proposer l'échange gratuit et mettre en avant le paiement mobile.</p>",
            '<h2>À vous de jouer</h2>',
            '<p>Interrogez cinq de vos meilleurs clients cette semaine et rédigez votre premier persona. Vous vous en servirez dans tous les modules suivants.</p>',
          ]),
          audio('Témoignage : une créatrice de mode à Thiès', 'temoignage-creatrice-mode-thies.mp3'),
        ],
      },
      {
        title: 'Créer du contenu qui vend',
        description: 'Des formats simples, réguliers et adaptés au mobile.',
        lessons: [
          video('La règle 80/20 du contenu', yt('PQDutQCEYxN'), 702),
          video('Filmer des vidéos courtes avec son téléphone', vimeo('248235236'), 1264),
          exercise('Votre calendrier éditorial sur un mois', 50),
        ],
      },
      {
        title: 'Publicité et mesure des résultats',
        description: 'Investir peu, mesurer tout.',
        lessons: [
          video('Lancer une publicité Facebook avec 5 000 FCFA par jour', yt('DJCBjrbgYBx'), 1390),
          article('Lire les statistiques : portée, engagement, conversions', [
            "<p>Publier sans mesurer, c'est avancer les yeux fermés. Les outils gratuits de Meta Business Suite et de TikTok vous donnent trois familles d'indicateurs.</p>",
            '<h2>La portée</h2>',
            '<p>Le nombre de personnes uniques qui ont vu votre contenu. Une portée qui baisse signale souvent des publications trop rares ou mal adaptées à votre audience.</p>',
            "<h2>L'engagement</h2>",
            "<p>Réactions, commentaires, partages et enregistrements. Le taux d'engagement, c'est-à-dire les interactions divisées par la portée, est plus parlant que le nombre brut de mentions « J'aime » : au-delà de 3 %, votre contenu intéresse vraiment.</p>",
            '<h2>Les conversions</h2>',
            "<p>Ce qui compte pour votre chiffre d'affaires : messages reçus, clics vers WhatsApp, commandes. Si une publicité de 5 000 FCFA génère 20 conversations et 4 ventes, votre coût d'acquisition est de 1 250 FCFA par client. Comparez-le à votre marge pour savoir si la campagne est rentable.</p>",
            '<p>Notez ces chiffres chaque semaine dans un simple tableau : au bout d’un mois, vous saurez quels formats et quels horaires fonctionnent le mieux pour vous.</p>',
          ]),
          quiz('Quiz final : marketing sur les réseaux sociaux', 20),
        ],
      },
    ],
  },

  // 5. Monthly subscription.
  {
    slug: 'vendre-en-ligne-whatsapp-business-mobile-money',
    title: 'Vendre en ligne avec WhatsApp Business et le mobile money',
    shortDescription:
      'Configurez WhatsApp Business, encaissez par Wave et Orange Money en toute sécurité et fidélisez vos clients. Abonnement mensuel.',
    description:
      "Pas besoin d'un site e-commerce pour vendre en ligne : WhatsApp Business et le mobile money suffisent pour démarrer. Cette formation vous guide pas à pas pour professionnaliser votre compte, organiser vos commandes, sécuriser vos encaissements et faire revenir vos clients.\n\nL'abonnement mensuel vous donne accès à tous les modules et aux mises à jour régulières, au rythme des nouvelles fonctionnalités.",
    instructorKey: 'moussa-ndiaye',
    categorySlug: 'marketing-digital',
    tags: ['WhatsApp Business', 'Mobile money', 'Réseaux sociaux'],
    format: 'auto-formation',
    language: 'fr',
    level: 'beginner',
    accessType: 'paid',
    pricingModes: modes({ subscription: true }),
    price: 5000,
    oneTimePrice: 0,
    oneTimeDiscount: 0,
    monthlyPrice: 5000,
    registrationFee: 0,
    monthlyFee: 0,
    installments: [],
    accessDurationDays: null,
    enableCommunity: true,
    enableCertificate: false,
    thumbnailUrl: demoCoursePicture('vendre-en-ligne-whatsapp-business-mobile-money'),
    previewVideoUrl: null,
    objectives: [
      'Configurer un profil WhatsApp Business complet',
      'Créer un catalogue produits attractif',
      'Automatiser les réponses fréquentes',
      'Encaisser par mobile money sans se faire arnaquer',
    ],
    prerequisites: [
      'Un smartphone Android ou iPhone',
      'Un numéro de téléphone dédié à votre activité',
      'Un compte Wave ou Orange Money',
    ],
    expectedResults: [
      'Un compte WhatsApp Business professionnel et organisé',
      'Des commandes suivies sans oubli',
      'Des clients qui reviennent et vous recommandent',
    ],
    publishedDaysAgo: 3,
    sections: [
      {
        title: 'Configurer son compte professionnel',
        description: 'Profil, catalogue et messages automatiques.',
        lessons: [
          preview(video('Installer et configurer WhatsApp Business', yt('2vQ1AgCaHUE'), 615)),
          article('Catalogue, messages automatiques et étiquettes', [
            "<p>WhatsApp Business est gratuit et offre des fonctions que l'application classique n'a pas. Bien configurées, elles vous font gagner des heures chaque semaine.</p>",
            '<h2>Le profil professionnel</h2>',
            "<p>Renseignez le nom de votre activité, une description courte, vos horaires, votre adresse ou votre zone de livraison et un lien vers vos réseaux. Un profil complet rassure : le client sait qu'il parle à une vraie entreprise.</p>",
            '<h2>Le catalogue</h2>',
            '<p>Ajoutez chaque produit avec une photo nette prise à la lumière du jour, un prix en FCFA et une description qui répond aux questions fréquentes : taille, matière, délai de livraison. Vos clients parcourent le catalogue et vous envoient directement le produit choisi.</p>',
            '<h2>Les messages automatiques</h2>',
            "<p>Le message d'accueil salue chaque nouveau client ; le message d'absence répond en dehors de vos horaires. Les réponses rapides, déclenchées par une barre oblique (par exemple « /livraison »), évitent de retaper sans cesse les tarifs de livraison à Dakar et en régions.</p>",
            '<h2>Les étiquettes</h2>',
            "<p>Classez vos conversations : « Nouveau client », « Commande en cours », « Payé », « Livré ». En un coup d'œil, vous savez qui relancer et quelles commandes préparer.</p>",
          ]),
        ],
      },
      {
        title: 'Encaisser avec Wave et Orange Money',
        description: 'Des paiements simples et sûrs pour vous et vos clients.',
        lessons: [
          video('Le mobile money pour les petits commerces', yt('LXca5c2W9To'), 842),
          pdf('Guide : sécuriser ses encaissements mobile money', 'guide-securiser-encaissements.pdf'),
          quiz('Quiz : paiements mobiles et arnaques courantes', 10),
        ],
      },
      {
        title: 'Fidéliser ses clients',
        description: 'Transformer un premier achat en relation durable.',
        lessons: [
          audio('Podcast : la relation client à la sénégalaise', 'podcast-relation-client.mp3'),
          exercise('Rédiger 5 messages de relance client', 30),
          video('Listes de diffusion et statuts : vendre sans spammer', vimeo('443269970'), 760),
        ],
      },
    ],
  },

  // 6. Paid, all pricing modes off but a one-time price set: exercises the "switch one-time on" rule.
  {
    slug: 'design-graphique-canva',
    title: 'Design graphique avec Canva : des visuels professionnels pour votre activité',
    shortDescription:
      'Logos, affiches, flyers et visuels pour les réseaux sociaux : appliquez les principes du design avec Canva, sans être graphiste.',
    description:
      'Un visuel soigné inspire confiance et fait vendre. Cette formation vous apprend les principes de base du design graphique puis vous montre comment les appliquer dans Canva, un outil gratuit utilisable sur ordinateur comme sur téléphone.\n\nVous repartirez avec la charte graphique de votre activité et une série de modèles réutilisables pour vos affiches, vos flyers et vos publications.',
    instructorKey: 'aminata-diallo',
    categorySlug: 'design-graphique',
    tags: ['Canva', 'Réseaux sociaux'],
    format: 'auto-formation',
    language: 'fr',
    level: 'beginner',
    accessType: 'paid',
    pricingModes: modes(),
    price: 15000,
    oneTimePrice: 15000,
    oneTimeDiscount: 0,
    monthlyPrice: 0,
    registrationFee: 0,
    monthlyFee: 0,
    installments: [],
    accessDurationDays: 90,
    enableCommunity: false,
    enableCertificate: false,
    thumbnailUrl: demoCoursePicture('design-graphique-canva'),
    previewVideoUrl: null,
    objectives: [
      'Appliquer les quatre principes de base du design',
      'Choisir des couleurs et des polices cohérentes',
      'Créer un logo simple et une charte graphique',
      'Préparer des fichiers pour le web et pour l’imprimeur',
    ],
    prerequisites: [
      'Un compte Canva gratuit',
      'Un ordinateur ou un smartphone récent',
      'Aucune expérience en design',
    ],
    expectedResults: [
      'Une charte graphique pour votre activité',
      'Des modèles de visuels réutilisables',
      'Des supports imprimés sans mauvaise surprise',
    ],
    publishedDaysAgo: 90,
    sections: [
      {
        title: 'Les bases du design',
        description: 'Les règles qui rendent un visuel clair et professionnel.',
        lessons: [
          preview(
            article('Les 4 principes du design : contraste, alignement, répétition, proximité', [
              "<p>Pas besoin d'avoir fait une école d'art pour créer des visuels professionnels. Quatre principes simples, popularisés par la designer Robin Williams, suffisent à transformer une affiche brouillonne en support clair et efficace.</p>",
              '<h2>Le contraste</h2>',
              "<p>Ce qui est différent doit être vraiment différent. Un titre doit être nettement plus grand et plus gras que le texte ; un texte clair se lit sur un fond foncé, et inversement. Un texte jaune sur fond orange, si fréquent sur les affiches d'événements, est illisible de loin.</p>",
              "<h2>L'alignement</h2>",
              '<p>Chaque élément doit être visuellement relié à un autre. Choisissez un alignement, à gauche le plus souvent, et tenez-vous-y. Canva affiche des repères quand deux éléments sont alignés : servez-vous-en.</p>',
              '<h2>La répétition</h2>',
              "<p>Réutilisez les mêmes couleurs, polices et styles d'un support à l'autre. C'est ce qui rend votre marque reconnaissable : votre client doit identifier vos publications avant même de lire votre nom.</p>",
              '<h2>La proximité</h2>',
              "<p>Regroupez les informations qui vont ensemble. Sur une affiche de soirée, la date, l'heure et le lieu forment un bloc ; le numéro de réservation et les moyens de paiement en forment un autre. Laissez de l'espace vide entre les blocs : le vide n'est pas du gaspillage, il guide le regard.</p>",
              '<p>Dans la prochaine leçon, nous appliquerons ces principes directement dans Canva.</p>',
            ]),
          ),
          video('Prise en main de Canva', yt('9H9ENOJsfiU'), 826),
        ],
      },
      {
        title: 'Créer ses supports',
        description: 'Logo, affiches, flyers et charte graphique.',
        lessons: [
          video('Créer un logo simple et lisible', yt('X0gpdXZKKAr'), 1034),
          video('Affiches et flyers pour un événement', yt('r16n8moYNzN'), 948),
          pdf('Guide des couleurs et des polices', 'guide-couleurs-polices.pdf'),
          exercise('Créer la charte graphique de votre activité', 60),
        ],
      },
      {
        title: 'Publier et imprimer',
        description: 'Exporter au bon format selon l’usage.',
        lessons: [
          video("Exporter pour le web et pour l'imprimeur", vimeo('688037947'), 587),
          quiz('Quiz : design graphique', 10),
        ],
      },
    ],
  },

  // 7. Installments only (3 × 15 000 FCFA).
  {
    slug: 'maraichage-rentable',
    title: 'Maraîchage rentable : de la pépinière à la vente',
    shortDescription:
      'Choisir sa parcelle, réussir ses pépinières, irriguer à petit budget et calculer sa marge : le maraîchage comme une vraie entreprise.',
    description:
      "Le maraîchage peut faire vivre une famille, à condition d'être conduit comme une entreprise. Cette formation couvre tout le cycle : choix et préparation de la parcelle, pépinière, repiquage, irrigation, protection des cultures et vente.\n\nLes exemples viennent des Niayes, de la vallée du fleuve et de la zone de Thiès. Payez en trois versements de 15 000 FCFA, au rythme de votre campagne.",
    instructorKey: 'fatou-sarr',
    categorySlug: 'agriculture-agrobusiness',
    tags: ['Maraîchage', 'Business plan'],
    format: 'auto-formation',
    language: 'fr',
    level: 'beginner',
    accessType: 'paid',
    pricingModes: modes({ installments: true }),
    price: 45000,
    oneTimePrice: 0,
    oneTimeDiscount: 0,
    monthlyPrice: 0,
    registrationFee: 0,
    monthlyFee: 0,
    installments: [
      { amount: 15000, days: 0 },
      { amount: 15000, days: 30 },
      { amount: 15000, days: 60 },
    ],
    accessDurationDays: 365,
    enableCommunity: true,
    enableCertificate: true,
    thumbnailUrl: demoCoursePicture('maraichage-rentable'),
    previewVideoUrl: yt('5866O6Tryuo'),
    objectives: [
      'Choisir et préparer une parcelle adaptée',
      'Réussir ses pépinières et son repiquage',
      'Mettre en place une irrigation économe en eau',
      'Calculer son coût de revient et sa marge',
    ],
    prerequisites: [
      'Avoir accès à une parcelle (même petite) ou un projet précis',
      'Savoir lire et faire des calculs simples',
      'Aucun diplôme agricole requis',
    ],
    expectedResults: [
      'Un plan de campagne maraîchère complet',
      'Un budget prévisionnel chiffré en FCFA',
      'De meilleurs rendements et moins de pertes',
    ],
    publishedDaysAgo: 150,
    sections: [
      {
        title: 'Préparer son projet',
        description: 'Le choix du site et du calendrier conditionne tout le reste.',
        lessons: [
          preview(video('Choisir ses cultures selon la saison', yt('NaP0QQsGjlR'), 688)),
          article('Choisir et préparer sa parcelle', [
            "<p>La réussite d'une campagne maraîchère se joue en grande partie avant le premier semis. Trois critères doivent guider le choix de votre parcelle : l'eau, le sol et l'accès au marché.</p>",
            "<h2>L'eau avant tout</h2>",
            "<p>Une planche de tomates consomme beaucoup d'eau en saison sèche. Vérifiez la profondeur et le débit de votre puits ou de votre forage. Dans les Niayes, la nappe est proche, mais elle peut être salée près de la côte : faites analyser l'eau en cas de doute.</p>",
            '<h2>Le sol</h2>',
            "<p>Les sols sableux, dits « dior », se travaillent facilement mais retiennent mal l'eau et les éléments nutritifs ; les sols argileux, dits « deck », sont plus riches mais se compactent. Dans les deux cas, l'apport de matière organique, fumier bien décomposé ou compost, améliore la structure. Comptez 2 à 3 kg de compost par mètre carré avant la plantation.</p>",
            '<h2>Préparer le terrain</h2>',
            '<ul>',
            '<li>défricher et retirer les souches et les racines ;</li>',
            '<li>labourer ou bêcher sur 20 à 25 cm ;</li>',
            '<li>former des planches de 1 m à 1,20 m de large, séparées par des allées de 50 cm ;</li>',
            '<li>incorporer le compost puis niveler ;</li>',
            "<li>installer une haie brise-vent si la parcelle est exposée à l'harmattan.</li>",
            '</ul>',
            '<h2>Penser au marché dès le départ</h2>',
            '<p>Une parcelle proche d’une route praticable réduit les pertes et les frais de transport. Renseignez-vous sur les jours de marché hebdomadaire (loumas) de votre zone et sur les commerçants qui achètent bord champ : ce sont vos futurs débouchés.</p>',
          ]),
          pdf('Calendrier cultural des principaux légumes', 'calendrier-cultural-legumes.pdf'),
        ],
      },
      {
        title: 'Produire',
        description: 'Pépinière, repiquage, irrigation et protection des cultures.',
        lessons: [
          video("Réussir sa pépinière d'oignons et de tomates", yt('3bmtoIpk16P'), 1142),
          video('Le goutte-à-goutte à petit budget', vimeo('254737165'), 1306),
          audio('Conseils d’un maraîcher de Pout', 'conseils-maraicher-pout.mp3'),
          quiz('Quiz : techniques de production', 15),
        ],
      },
      {
        title: 'Vendre et calculer sa marge',
        description: 'Connaître ses chiffres pour décider.',
        lessons: [
          article("Calculer le coût de revient d'une planche de tomates", [
            "<p>Beaucoup de maraîchers connaissent leur chiffre d'affaires, peu connaissent leur marge. Prenons un exemple simplifié pour une parcelle de 500 m² de tomates en contre-saison froide.</p>",
            '<h2>1. Les charges</h2>',
            '<ul>',
            '<li>Semences hybrides : 25 000 FCFA</li>',
            '<li>Compost et engrais : 60 000 FCFA</li>',
            '<li>Produits de traitement : 30 000 FCFA</li>',
            '<li>Carburant de la motopompe : 45 000 FCFA</li>',
            "<li>Main-d'œuvre occasionnelle : 80 000 FCFA</li>",
            '<li>Caisses et transport : 40 000 FCFA</li>',
            '</ul>',
            '<p>Total des charges : 280 000 FCFA.</p>',
            '<h2>2. Les recettes</h2>',
            '<p>Avec un rendement prudent de 1,5 tonne sur 500 m², soit 30 tonnes par hectare, vendues en moyenne 250 FCFA le kilo bord champ, la recette atteint 375 000 FCFA.</p>',
            '<h2>3. La marge</h2>',
            '<p>Marge brute = 375 000 − 280 000 = 95 000 FCFA. Le coût de revient du kilo est de 280 000 ÷ 1 500, soit environ 187 FCFA. Tant que vous vendez au-dessus de ce prix, vous gagnez de l’argent ; en dessous, chaque caisse vendue vous appauvrit.</p>',
            '<h2>4. Ce que ce calcul vous apprend</h2>',
            "<p>Le prix de la tomate s'effondre quand toute la zone récolte en même temps. Décaler vos semis de quelques semaines, étaler vos récoltes ou transformer une partie de la production peut faire toute la différence. Notez chaque dépense dans un cahier dès le premier jour : sans chiffres, pas de décision éclairée.</p>",
          ]),
          exercise("Établir le budget prévisionnel d'une campagne", 45),
          video('Vendre bord champ, au louma ou aux restaurants ?', yt('mJqcwu3zn1W'), 905),
        ],
      },
    ],
  },

  // 8. Registration fee + monthly fee (10 000 + 7 500 FCFA / mois).
  {
    slug: 'transformer-les-produits-locaux',
    title: 'Transformer les produits locaux : céréales, fruits et jus',
    shortDescription:
      'Hygiène, procédés, emballage et vente : montez ou améliorez votre unité de transformation de mil, de fruits et de jus locaux.',
    description:
      "Arraw, thiakry, jus de bissap ou de bouye, confitures de mangue : la transformation des produits locaux crée de la valeur et des emplois, notamment pour les femmes. Encore faut-il maîtriser l'hygiène, les procédés et la commercialisation.\n\nCette formation s'adresse aux transformatrices et transformateurs, individuels ou en GIE, qui veulent améliorer la qualité de leurs produits et accéder aux boutiques, supermarchés et hôtels. Frais d'inscription puis mensualités.",
    instructorKey: 'fatou-sarr',
    categorySlug: 'agriculture-agrobusiness',
    tags: ['Agroalimentaire'],
    format: 'auto-formation',
    language: 'fr',
    level: 'intermediate',
    accessType: 'paid',
    pricingModes: modes({ registration_monthly: true }),
    price: 10000,
    oneTimePrice: 0,
    oneTimeDiscount: 0,
    monthlyPrice: 0,
    registrationFee: 10000,
    monthlyFee: 7500,
    installments: [],
    accessDurationDays: null,
    enableCommunity: true,
    enableCertificate: true,
    thumbnailUrl: demoCoursePicture('transformer-les-produits-locaux'),
    previewVideoUrl: null,
    objectives: [
      "Appliquer les règles d'hygiène de la méthode des 5M",
      'Maîtriser les procédés de transformation des céréales et des fruits',
      'Pasteuriser et conserver des jus en toute sécurité',
      'Choisir un emballage et un étiquetage conformes',
    ],
    prerequisites: [
      'Pratiquer ou projeter une activité de transformation',
      'Savoir lire et écrire en français',
      'Avoir accès à un petit local ou à un espace de travail dédié',
    ],
    expectedResults: [
      'Des produits plus sûrs et de qualité constante',
      'Des fiches techniques pour chacun de vos produits',
      'Un accès facilité aux boutiques et supermarchés',
    ],
    publishedDaysAgo: 110,
    sections: [
      {
        title: 'Hygiène et qualité',
        description: 'La base de tout produit vendable.',
        lessons: [
          preview(video("Les bonnes pratiques d'hygiène en atelier", yt('ZZmXI8FgMk7'), 780)),
          article('Hygiène : la méthode des 5M', [
            '<p>Un produit transformé mal maîtrisé peut rendre vos clients malades et ruiner la réputation de votre unité en quelques jours. La méthode des 5M aide à repérer toutes les sources de contamination possibles.</p>',
            '<h2>Matière</h2>',
            '<p>Des matières premières saines : céréales triées et sans moisissures, fruits mûrs mais non abîmés, eau potable. Refusez un lot douteux, même à bas prix.</p>',
            '<h2>Milieu</h2>',
            '<p>Un local propre, aéré, protégé des mouches et des animaux, avec des surfaces faciles à laver. Séparez la zone « sale » (réception, lavage) de la zone « propre » (conditionnement).</p>',
            '<h2>Matériel</h2>',
            '<p>Des ustensiles en inox ou en plastique alimentaire, nettoyés et désinfectés après chaque utilisation. Les bassines servant au nettoyage des sols ne doivent jamais toucher les aliments.</p>',
            "<h2>Main-d'œuvre</h2>",
            '<p>Lavage des mains au savon, cheveux couverts, tenue propre, pas de bijoux. Une personne malade ne doit pas manipuler les produits.</p>',
            '<h2>Méthode</h2>',
            '<p>Des étapes écrites et toujours respectées : temps et température de pasteurisation, dosage du sucre, durée de séchage. Notez chaque lot dans un registre avec sa date de fabrication : en cas de problème, vous pourrez retrouver et retirer les produits concernés.</p>',
          ]),
          pdf(
            'Fiche : les démarches pour vendre un produit transformé',
            'fiche-demarches-produit-transforme.pdf',
          ),
        ],
      },
      {
        title: 'Procédés de transformation',
        description: 'Céréales, fruits et jus, étape par étape.',
        lessons: [
          video('Transformer le mil : arraw, thiakry et couscous', yt('nwE79t35QTt'), 1464),
          video('Produire un jus de bissap pasteurisé', vimeo('379213105'), 1108),
          exercise('Rédiger la fiche technique de votre produit', 40),
        ],
      },
      {
        title: 'Emballage et commercialisation',
        description: 'Présenter, étiqueter et vendre ses produits.',
        lessons: [
          video('Choisir son emballage et son étiquette', yt('EhbUuFKvIdg'), 842),
          audio(
            'Interview : un GIE de femmes transformatrices à Kaolack',
            'interview-gie-transformatrices-kaolack.mp3',
          ),
          quiz('Quiz : transformation et qualité', 15),
        ],
      },
    ],
  },

  // 9. Cohort (session), registration fee + monthly fee.
  {
    slug: 'entreprendre-business-plan-cohorte',
    title: 'Entreprendre au Sénégal : construire son business plan en 4 semaines',
    shortDescription:
      'Une cohorte accompagnée pour passer de l’idée au business plan : validation terrain, modèle économique, prévisions et financement.',
    description:
      "Vous avez une idée d'entreprise mais ne savez pas par où commencer ? Pendant quatre semaines, avec une promotion d'entrepreneurs, vous validez votre idée auprès de vrais clients, construisez votre modèle économique, chiffrez vos prévisions financières et préparez votre dossier de financement.\n\nChaque semaine combine vidéos, exercices appliqués à votre projet et un atelier en direct. Le programme se conclut par la présentation de votre projet devant un jury.",
    instructorKey: 'moussa-ndiaye',
    categorySlug: 'entrepreneuriat',
    tags: ['Business plan', 'Excel'],
    format: 'session',
    language: 'fr',
    level: 'beginner',
    accessType: 'paid',
    pricingModes: modes({ registration_monthly: true }),
    price: 15000,
    oneTimePrice: 0,
    oneTimeDiscount: 0,
    monthlyPrice: 0,
    registrationFee: 15000,
    monthlyFee: 10000,
    installments: [],
    accessDurationDays: null,
    enableCommunity: true,
    enableCertificate: true,
    thumbnailUrl: demoCoursePicture('entreprendre-business-plan-cohorte'),
    previewVideoUrl: yt('Jvo3xeuaYPT'),
    objectives: [
      'Valider son idée auprès de clients réels',
      'Construire un modèle économique avec le Business Model Canvas',
      'Établir des prévisions financières sur trois ans',
      'Choisir une forme juridique adaptée',
      'Présenter son projet à un financeur',
    ],
    prerequisites: [
      "Avoir une idée ou un projet d'entreprise",
      'Disposer de 5 heures par semaine pendant la cohorte',
      'Connaître les bases d’un tableur',
    ],
    expectedResults: [
      'Un business plan complet et chiffré',
      'Un pitch de 5 minutes prêt à présenter',
      'Un réseau de pairs entrepreneurs',
    ],
    publishedDaysAgo: 40,
    sections: [
      {
        title: 'Semaine 1',
        description: "De l'idée au marché : confronter son projet au terrain.",
        lessons: [
          preview(video('Bienvenue : comment se déroule la cohorte', yt('Jl3yBenkAZm'), 455)),
          article('Valider son idée auprès de vrais clients', [
            "<p>Le piège le plus courant de l'entrepreneur débutant est de passer des mois à préparer un produit que personne n'achètera. Avant d'investir vos économies ou celles de votre famille, confrontez votre idée au terrain.</p>",
            '<h2>Parler à des clients, pas à ses proches</h2>',
            '<p>Vos amis vous diront que votre idée est excellente : ils veulent vous encourager. Cherchez plutôt des personnes qui correspondent à votre cible et qui ne vous doivent rien : commerçants du marché, parents d’élèves, gérants de boutique, selon votre projet.</p>',
            '<h2>Poser les bonnes questions</h2>',
            '<p>Ne demandez pas « Achèteriez-vous mon produit ? ». Interrogez sur le passé et sur les faits :</p>',
            '<ul>',
            "<li>Comment gérez-vous ce problème aujourd'hui ?</li>",
            '<li>Combien cela vous coûte-t-il, en argent et en temps ?</li>',
            '<li>Avez-vous déjà cherché une solution ? Laquelle ?</li>',
            "<li>Qu'est-ce qui vous a déçu dans les solutions existantes ?</li>",
            '</ul>',
            '<h2>Chercher un engagement</h2>',
            '<p>Le meilleur signal est un engagement concret : une précommande, un acompte de quelques milliers de francs, une inscription sur une liste d’attente. Dix personnes prêtes à payer valent mieux que cent qui trouvent l’idée « intéressante ».</p>',
            '<h2>Cette semaine</h2>',
            '<p>Menez au moins dix entretiens d’un quart d’heure et notez les phrases exactes de vos interlocuteurs. Nous les utiliserons en semaine 2 pour construire votre proposition de valeur.</p>',
          ]),
          exercise('Mener 10 entretiens clients', 120),
        ],
      },
      {
        title: 'Semaine 2',
        description: 'Le modèle économique : qui paie, pour quoi, et combien.',
        lessons: [
          video('Le Business Model Canvas expliqué', yt('js1LcZQthpz'), 1225),
          pdf('Modèle de Business Model Canvas à imprimer', 'modele-business-model-canvas.pdf'),
          quiz('Quiz semaine 2 : modèle économique', 10),
        ],
      },
      {
        title: 'Semaine 3',
        description: 'Les prévisions financières.',
        lessons: [
          video('Construire son compte de résultat prévisionnel', vimeo('734957070'), 1580),
          exercise('Votre plan de financement sur 3 ans', 90),
          audio('Replay : questions-réponses avec une chargée de crédit', 'replay-questions-credit.mp3'),
        ],
      },
      {
        title: 'Semaine 4',
        description: 'Formaliser son entreprise et convaincre un financeur.',
        lessons: [
          article('Choisir sa forme juridique', [
            "<p>Formaliser son activité ouvre l'accès aux marchés des entreprises et de l'État, au crédit bancaire et à certains financements publics. Le droit OHADA, commun au Sénégal et à seize autres pays africains, propose plusieurs formes adaptées à chaque situation.</p>",
            "<h2>L'entreprise individuelle</h2>",
            "<p>Simple et peu coûteuse, elle convient pour démarrer seul. En contrepartie, votre patrimoine personnel et celui de l'entreprise se confondent : en cas de dettes, vos biens peuvent être saisis. Le statut d'entreprenant, prévu par l'OHADA, en est une version allégée pour les très petites activités.</p>",
            '<h2>La SARL et la SUARL</h2>',
            "<p>La société à responsabilité limitée sépare votre patrimoine de celui de l'entreprise. Elle peut être créée seul (SUARL) ou à plusieurs. Elle inspire davantage confiance aux banques et aux grands clients, mais impose une comptabilité plus rigoureuse.</p>",
            '<h2>Le GIE</h2>',
            "<p>Le groupement d'intérêt économique est très répandu chez les transformatrices, les éleveurs ou les pêcheurs. Il permet de mettre en commun des moyens, comme un local, une machine ou des achats groupés, tout en laissant chacun développer son activité.</p>",
            "<p>Au Sénégal, les formalités de création peuvent être accomplies auprès du guichet unique de l'APIX ou des structures d'appui de votre région. Prenez conseil avant de choisir : la forme juridique engage votre responsabilité pour des années.</p>",
          ]),
          video('Présenter son projet à un financeur', yt('RTERwWt1HFB'), 1050),
          quiz('Évaluation finale : business plan et pitch', 20),
        ],
      },
    ],
  },

  // 10. One-time (10 % discount) or 2 installments.
  {
    slug: 'comptabilite-syscohada-pme',
    title: 'Comptabilité SYSCOHADA pour les PME',
    shortDescription:
      'Le plan comptable SYSCOHADA révisé en pratique : écritures courantes, journal, grand livre, balance et états financiers de fin d’année.',
    description:
      "Tenir une comptabilité fiable est une obligation légale, mais c'est surtout un outil de pilotage. Cette formation présente le SYSCOHADA révisé, applicable dans l'espace OHADA, à travers les opérations courantes d'une PME : achats, ventes, salaires, banque, caisse et mobile money.\n\nVous apprendrez à passer les écritures, à produire une balance puis à lire un bilan et un compte de résultat. Paiement en une fois avec remise, ou en deux versements.",
    instructorKey: 'ibrahima-fall',
    categorySlug: 'comptabilite-finance',
    tags: ['SYSCOHADA', 'Excel'],
    format: 'auto-formation',
    language: 'fr',
    level: 'intermediate',
    accessType: 'paid',
    pricingModes: modes({ one_time: true, installments: true }),
    price: 40000,
    oneTimePrice: 40000,
    oneTimeDiscount: 10,
    monthlyPrice: 0,
    registrationFee: 0,
    monthlyFee: 0,
    installments: [
      { amount: 20000, days: 0 },
      { amount: 22500, days: 30 },
    ],
    accessDurationDays: 365,
    enableCommunity: false,
    enableCertificate: true,
    thumbnailUrl: demoCoursePicture('comptabilite-syscohada-pme'),
    previewVideoUrl: null,
    objectives: [
      'Connaître la structure du plan comptable SYSCOHADA révisé',
      'Enregistrer les opérations courantes selon la partie double',
      'Tenir le journal, le grand livre et la balance',
      'Passer les écritures de fin d’exercice',
      'Lire un bilan et un compte de résultat',
    ],
    prerequisites: [
      'Notions de base en gestion ou en commerce',
      'Maîtriser les quatre opérations et les pourcentages',
      'Un tableur (Excel ou LibreOffice Calc)',
    ],
    expectedResults: [
      'Une comptabilité à jour pour votre PME',
      'Des échanges plus efficaces avec votre expert-comptable',
      'Une lecture autonome de vos états financiers',
    ],
    publishedDaysAgo: 175,
    sections: [
      {
        title: 'Les fondamentaux',
        description: 'Pourquoi et comment la comptabilité est organisée.',
        lessons: [
          preview(video('Pourquoi tenir une comptabilité ?', yt('PnSXpvX1b5y'), 520)),
          article('Le plan comptable SYSCOHADA révisé : les 9 classes', [
            "<p>Depuis le 1er janvier 2018, les entreprises des pays de l'OHADA appliquent le SYSCOHADA révisé. Son plan de comptes organise toutes les opérations en neuf classes, identifiées par le premier chiffre du numéro de compte.</p>",
            '<h2>Les comptes de bilan (classes 1 à 5)</h2>',
            '<ul>',
            '<li><strong>Classe 1 – Ressources durables</strong> : capital, réserves, résultat, emprunts à long terme.</li>',
            '<li><strong>Classe 2 – Actif immobilisé</strong> : terrains, bâtiments, matériel, véhicules, logiciels.</li>',
            '<li><strong>Classe 3 – Stocks</strong> : marchandises, matières premières, produits finis.</li>',
            '<li><strong>Classe 4 – Tiers</strong> : fournisseurs (40), clients (41), personnel (42), organismes sociaux (43), État (44).</li>',
            '<li><strong>Classe 5 – Trésorerie</strong> : banques (52), monnaie électronique (55), caisse (57).</li>',
            '</ul>',
            '<h2>Les comptes de gestion (classes 6 à 8)</h2>',
            '<ul>',
            '<li><strong>Classe 6 – Charges des activités ordinaires</strong> : achats (60), transports (61), services extérieurs (62 et 63), impôts et taxes (64), charges de personnel (66).</li>',
            '<li><strong>Classe 7 – Produits des activités ordinaires</strong> : ventes (70), subventions d’exploitation (71), revenus financiers (77).</li>',
            '<li><strong>Classe 8 – Autres charges et autres produits</strong> : opérations hors activités ordinaires (HAO), participation des travailleurs, impôt sur le résultat.</li>',
            '</ul>',
            '<h2>La classe 9</h2>',
            '<p>Elle regroupe les engagements hors bilan et la comptabilité analytique de gestion, facultative mais précieuse pour connaître le coût de revient de chaque produit.</p>',
            '<p>Astuce : mémorisez d’abord les comptes les plus utilisés : 401 Fournisseurs, 411 Clients, 521 Banques, 571 Caisse, 601 Achats de marchandises et 701 Ventes de marchandises. Ils couvrent l’essentiel des écritures d’une PME.</p>',
          ]),
          pdf('Plan de comptes SYSCOHADA révisé (extrait)', 'plan-de-comptes-syscohada-extrait.pdf'),
        ],
      },
      {
        title: 'Enregistrer les opérations',
        description: 'La partie double appliquée aux opérations courantes.',
        lessons: [
          video('La partie double en pratique', yt('9KYIlF3C4yH'), 1318),
          video('Journal, grand livre et balance', vimeo('579670000'), 1462),
          exercise("Passer les écritures d'un mois d'activité", 90),
          quiz('Quiz : écritures courantes', 20),
        ],
      },
      {
        title: "Clôturer l'exercice",
        description: 'Inventaire, amortissements et états financiers.',
        lessons: [
          video('Amortissements et provisions', yt('MpORA3PIMNb'), 1236),
          article('Le bilan et le compte de résultat', [
            "<p>À la clôture de l'exercice, généralement le 31 décembre, l'entreprise établit ses états financiers. Les deux principaux sont le bilan et le compte de résultat.</p>",
            '<h2>Le bilan : une photographie</h2>',
            "<p>Le bilan décrit ce que l'entreprise possède (l'actif : immobilisations, stocks, créances, trésorerie) et comment cela a été financé (le passif : capitaux propres et dettes). Le total de l'actif est toujours égal au total du passif.</p>",
            '<h2>Le compte de résultat : un film</h2>',
            "<p>Il retrace l'activité de l'année : les produits moins les charges. Le SYSCOHADA fait apparaître des soldes intermédiaires de gestion, comme la marge commerciale, la valeur ajoutée ou l'excédent brut d'exploitation, qui permettent de comprendre d'où vient le résultat.</p>",
            '<p>Une entreprise peut être bénéficiaire et manquer de trésorerie : c’est pourquoi on analyse toujours les deux documents ensemble, complétés par le tableau des flux de trésorerie.</p>',
            "<p>Exercice d'observation : récupérez les états financiers de votre entreprise ou ceux d'une société publiés dans un rapport annuel, et repérez le résultat net, les capitaux propres et la trésorerie. Nous les analyserons ensemble dans l'évaluation finale.</p>",
          ]),
          quiz('Évaluation finale : comptabilité SYSCOHADA', 25),
        ],
      },
    ],
  },

  // 11. English-language course, monthly subscription.
  {
    slug: 'business-english-west-africa',
    title: 'Business English for West African Professionals',
    shortDescription:
      'Emails, meetings, phone calls and negotiations: practical English for professionals working with Ghana, Nigeria and beyond.',
    description:
      'Trade with Ghana and Nigeria, international NGOs, foreign investors: English is now a must for many professionals in francophone West Africa. This course focuses on real workplace situations, from writing a clear email to leading a meeting or negotiating a price.\n\nEach module includes listening practice recorded with West African speakers, so you get used to the accents you will actually hear. Monthly subscription, cancel at any time.',
    instructorKey: 'ibrahima-fall',
    categorySlug: 'langues',
    tags: ['Anglais'],
    format: 'auto-formation',
    language: 'en',
    level: 'intermediate',
    accessType: 'paid',
    pricingModes: modes({ subscription: true }),
    price: 7500,
    oneTimePrice: 0,
    oneTimeDiscount: 0,
    monthlyPrice: 7500,
    registrationFee: 0,
    monthlyFee: 0,
    installments: [],
    accessDurationDays: 180,
    enableCommunity: true,
    enableCertificate: false,
    thumbnailUrl: demoCoursePicture('business-english-west-africa'),
    previewVideoUrl: null,
    objectives: [
      'Introduce yourself and your company with confidence',
      'Write clear, polite professional emails',
      'Take part in meetings and phone calls',
      'Negotiate prices and terms',
    ],
    prerequisites: [
      'Basic English (A2 level): you can read simple texts',
      'A headset or earphones for the listening practice',
      '20 minutes of practice a day',
    ],
    expectedResults: [
      'Professional emails written in minutes',
      'More confidence in meetings with English speakers',
      'A useful vocabulary list for your sector',
    ],
    publishedDaysAgo: 75,
    sections: [
      {
        title: 'Professional introductions',
        description: 'First contacts, in person and in writing.',
        lessons: [
          preview(video('Introducing yourself and your company', yt('t7GvDPlDplE'), 642)),
          article('Writing a professional email', [
            '<p>Email remains the main written channel with international partners, banks and NGOs. A clear, polite email builds trust before you ever meet.</p>',
            '<h2>Structure</h2>',
            '<ul>',
            '<li><strong>Subject line</strong>: short and specific, for example <em>Quotation request – 200 bags of rice</em>.</li>',
            '<li><strong>Greeting</strong>: <em>Dear Ms Mensah,</em> when you know the name, <em>Dear Sir or Madam,</em> otherwise. <em>Hi</em> is fine once the relationship is established.</li>',
            '<li><strong>Opening line</strong>: state your purpose immediately, for example <em>I am writing to ask about your delivery times.</em></li>',
            '<li><strong>Body</strong>: one idea per paragraph, short sentences.</li>',
            '<li><strong>Call to action</strong>: say exactly what you expect and by when, for example <em>Could you send us your price list by Friday?</em></li>',
            '<li><strong>Closing</strong>: <em>Kind regards,</em> or <em>Best regards,</em> followed by your name, job title and phone number with the country code.</li>',
            '</ul>',
            '<h2>Common mistakes by French speakers</h2>',
            '<ul>',
            '<li>Translating <em>Je me permets de…</em> literally: simply write <em>I would like to…</em></li>',
            '<li>Confusing <em>actually</em> (en fait) with <em>currently</em> (actuellement).</li>',
            '<li>Writing <em>I am agree</em>: the correct form is <em>I agree</em>.</li>',
            '<li>Using long, formal closing formulas: one short line is enough in English.</li>',
            '</ul>',
            '<p>Before you click Send, read your email aloud once. If a sentence leaves you out of breath, cut it in two.</p>',
          ]),
          audio(
            'Listening practice: a phone call with a supplier in Accra',
            'listening-phone-call-accra.mp3',
          ),
        ],
      },
      {
        title: 'Meetings and negotiations',
        description: 'Speak up, agree, disagree and close a deal.',
        lessons: [
          video('Useful phrases for meetings', yt('1IXpjx4x8OW'), 876),
          audio('Listening practice: negotiating a price', 'listening-negotiating-price.mp3'),
          exercise('Write a follow-up email after a meeting', 25),
          quiz('Quiz: meetings and negotiation vocabulary', 10),
        ],
      },
    ],
  },

  // 12. Wolof (language "other"), one-time or monthly subscription.
  {
    slug: 'wolof-pour-debutants',
    title: 'Wolof pour débutants : se débrouiller au quotidien',
    shortDescription:
      'Saluer, se présenter, compter, marchander au marché et prendre les transports : le wolof essentiel pour la vie de tous les jours.',
    description:
      "Vous venez d'arriver au Sénégal, vous faites partie de la diaspora ou vous voulez simplement mieux comprendre vos collègues ? Ce cours vous donne les bases du wolof parlé, la langue la plus partagée du pays.\n\nL'accent est mis sur l'oral : chaque leçon s'accompagne d'enregistrements de conversations réelles, au marché, dans les transports ou en famille. Achat définitif ou abonnement mensuel, au choix.",
    instructorKey: 'ibrahima-fall',
    categorySlug: 'langues',
    tags: ['Wolof'],
    format: 'auto-formation',
    language: 'other',
    level: 'beginner',
    accessType: 'paid',
    pricingModes: modes({ one_time: true, subscription: true }),
    price: 20000,
    oneTimePrice: 20000,
    oneTimeDiscount: 0,
    monthlyPrice: 5000,
    registrationFee: 0,
    monthlyFee: 0,
    installments: [],
    accessDurationDays: 90,
    enableCommunity: true,
    enableCertificate: false,
    thumbnailUrl: demoCoursePicture('wolof-pour-debutants'),
    previewVideoUrl: yt('XGLBfINBFaG'),
    objectives: [
      'Saluer et prendre des nouvelles selon les usages',
      'Se présenter et présenter sa famille',
      'Compter, demander un prix et marchander',
      'Se déplacer et demander son chemin',
    ],
    prerequisites: [
      'Aucun prérequis : cours pour grands débutants',
      'Des écouteurs pour les exercices audio',
      'Une quinzaine de minutes de pratique par jour',
    ],
    expectedResults: [
      'Des salutations naturelles au quotidien',
      'Plus d’autonomie au marché et dans les transports',
      'Une meilleure intégration au travail et dans le quartier',
    ],
    publishedDaysAgo: 130,
    sections: [
      {
        title: 'Salutations et politesse',
        description: 'Les salutations, porte d’entrée de toute conversation.',
        lessons: [
          preview(video('Na nga def ? Les salutations essentielles', yt('ATOBo3Xahwz'), 585)),
          article('Les salutations en wolof, pas à pas', [
            '<p>Au Sénégal, on ne commence jamais une conversation sans saluer : entrer dans une boutique et demander directement un prix paraît impoli. Les salutations peuvent durer plusieurs échanges, et c’est précisément ce qui crée la relation.</p>',
            '<h2>Le premier échange</h2>',
            '<ul>',
            '<li><strong>Salaamaalekum</strong> : la paix soit sur vous (salutation d’ouverture).</li>',
            '<li><strong>Maalekum salaam</strong> : réponse, « et sur vous la paix ».</li>',
            '<li><strong>Na nga def ?</strong> : comment vas-tu ?</li>',
            '<li><strong>Maa ngi fi rekk</strong> : je vais bien (littéralement « je suis là, seulement »).</li>',
            '</ul>',
            '<h2>Demander des nouvelles</h2>',
            '<ul>',
            '<li><strong>Ana waa kër gi ?</strong> : comment va la famille ?</li>',
            '<li><strong>Ñu ngi fa</strong> : ils sont là, ils vont bien.</li>',
            '<li><strong>Jàmm nga am ?</strong> : es-tu en paix ?</li>',
            '<li><strong>Jàmm rekk, alxamdulilaay</strong> : la paix seulement, Dieu merci.</li>',
            '</ul>',
            '<h2>Se présenter</h2>',
            '<ul>',
            '<li><strong>Naka nga tudd ?</strong> : comment t’appelles-tu ?</li>',
            '<li><strong>Maa ngi tudd Awa</strong> : je m’appelle Awa.</li>',
            '<li><strong>Fan nga dëkk ?</strong> : où habites-tu ?</li>',
            '</ul>',
            '<h2>Remercier et prendre congé</h2>',
            '<ul>',
            '<li><strong>Jërëjëf</strong> : merci ; on répond <strong>Ñoo ko bokk</strong> (« nous le partageons »).</li>',
            '<li><strong>Ba beneen yoon</strong> : à la prochaine fois.</li>',
            '<li><strong>Ba suba</strong> : à demain.</li>',
            '</ul>',
            '<p>Le saviez-vous ? Le verbe <strong>jàng</strong> signifie « apprendre, étudier, lire » : c’est lui qui a donné son nom à cette plateforme. Entraînez-vous chaque jour avec les enregistrements de ce module : la prononciation compte autant que le vocabulaire.</p>',
          ]),
          audio('Écoute : une conversation au marché', 'ecoute-conversation-marche.mp3'),
        ],
      },
      {
        title: 'Au marché et dans les transports',
        description: 'Compter, demander un prix et se déplacer.',
        lessons: [
          video('Compter en wolof et marchander', yt('VypPZypHiwL'), 1012),
          audio('Écoute : prendre un car rapide', 'ecoute-car-rapide.mp3'),
          quiz('Quiz : les nombres et les prix', 10),
        ],
      },
      {
        title: 'En famille et au travail',
        description: 'Parler de soi, de sa famille et de son métier.',
        lessons: [
          video('Parler de sa famille', vimeo('581842403'), 734),
          exercise('Se présenter en wolof (enregistrement audio)', 20),
          pdf('Lexique wolof-français des 300 mots essentiels', 'lexique-wolof-francais.pdf'),
        ],
      },
    ],
  },
];
