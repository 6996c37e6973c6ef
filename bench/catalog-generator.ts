import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { listPrice } from '#shared/catalog/pricing.ts';
import type { CourseFormat, CourseLanguage, CourseLevel, Installment, PricingModes } from '#shared/domain.ts';
import type { Database } from '../src/server/db/client.ts';
import { organizations } from '../src/server/db/schema/index.ts';
import { refreshCourseSearch, refreshCourseStats } from '../src/server/features/catalog/catalog.repo.ts';

// A marketplace at the scale the issue asks for, in bulk: one organisation ("jang") with 20
// categories, 200 active instructors (plus 10 pending ones whose courses must stay hidden), ~60 tags,
// 10 000 published courses with French titles and FCFA prices in every pricing mode (plus drafts),
// 0–4 tags each, learners, enrolments and reviews so that student_count and rating vary. Then the
// derived columns (list_price by the shared rule, search_text, stats) and ANALYZE.
// Deterministic (seeded PRNG): every run builds the same catalogue.

export type GeneratedCatalog = {
  organizationId: string;
  categorySlugs: string[];
  tagNames: string[];
  publishedCourses: number;
  visibleCourses: number;
  enrollments: number;
  reviews: number;
  seconds: number;
  /** Seconds per step, in order. */
  steps: Record<string, number>;
};

export type GeneratorOptions = {
  courses?: number;
  instructors?: number;
  students?: number;
  /** Courses per INSERT statement. */
  batch?: number;
};

// ---------------------------------------------------------------------------------------------------
// Vocabulary

type Subject = { a: string; words?: string };
type CategoryDef = { slug: string; name: string; icon: string; subjects: Subject[] };

// `a` carries its article ("la comptabilité…"): `contract` makes "à la", "au", "du", "des", "de l'".
const CATEGORIES: CategoryDef[] = [
  {
    slug: 'comptabilite-finance',
    name: 'Comptabilité et finance',
    icon: 'calculator',
    subjects: [
      { a: 'la comptabilité SYSCOHADA' },
      { a: 'la fiscalité sénégalaise' },
      { a: 'la gestion de trésorerie' },
      { a: "l'analyse financière" },
      { a: 'la paie et les déclarations sociales' },
    ],
  },
  {
    slug: 'developpement-web',
    name: 'Développement web',
    icon: 'code',
    subjects: [
      { a: 'le développement web' },
      { a: 'le JavaScript moderne' },
      { a: 'le framework React' },
      { a: 'le back-end avec Node.js' },
      { a: 'le développement PHP et Laravel' },
    ],
  },
  {
    slug: 'data-excel',
    name: 'Data et Excel',
    icon: 'table',
    subjects: [
      { a: "l'analyse de données" },
      { a: 'le langage Python pour la data' },
      { a: 'les tableaux croisés Excel' },
      { a: 'les tableaux de bord Power BI' },
      { a: 'le langage SQL' },
    ],
  },
  {
    slug: 'marketing-digital',
    name: 'Marketing digital',
    icon: 'megaphone',
    subjects: [
      { a: 'le marketing digital' },
      { a: 'les réseaux sociaux' },
      { a: 'le référencement naturel (SEO)' },
      { a: 'la publicité Facebook et Instagram' },
      { a: 'le community management' },
    ],
  },
  {
    slug: 'entrepreneuriat',
    name: 'Entrepreneuriat',
    icon: 'rocket',
    subjects: [
      { a: "l'entrepreneuriat" },
      { a: 'le business plan' },
      { a: 'la levée de fonds' },
      { a: 'la gestion de projet' },
      { a: "la création d'entreprise" },
    ],
  },
  {
    slug: 'agriculture-agrobusiness',
    name: 'Agriculture et agrobusiness',
    icon: 'sprout',
    subjects: [
      { a: "l'agriculture durable" },
      { a: 'le maraîchage' },
      { a: "l'aviculture" },
      { a: 'la transformation des céréales locales' },
      { a: "l'irrigation goutte-à-goutte" },
    ],
  },
  {
    slug: 'langues',
    name: 'Langues',
    icon: 'languages',
    subjects: [
      { a: 'le wolof' },
      { a: "l'anglais professionnel" },
      { a: 'le pulaar' },
      { a: "l'arabe" },
      { a: 'le français des affaires' },
    ],
  },
  {
    slug: 'sante',
    name: 'Santé',
    icon: 'heart-pulse',
    subjects: [
      { a: 'les premiers secours' },
      { a: 'la nutrition' },
      { a: 'la santé communautaire' },
      { a: "l'hygiène hospitalière" },
    ],
  },
  {
    slug: 'design-graphique',
    name: 'Design graphique',
    icon: 'palette',
    subjects: [
      { a: 'le design graphique' },
      { a: "l'outil Figma" },
      { a: 'le montage vidéo' },
      { a: 'la photographie' },
    ],
  },
  {
    slug: 'bureautique',
    name: 'Bureautique',
    icon: 'file-text',
    subjects: [
      { a: 'le traitement de texte Word' },
      { a: 'le tableur Excel' },
      { a: 'les présentations PowerPoint' },
      { a: 'les outils Google Workspace' },
    ],
  },
  {
    slug: 'finance-inclusive',
    name: 'Mobile money et finance inclusive',
    icon: 'smartphone',
    subjects: [
      { a: 'le mobile money' },
      { a: 'la finance inclusive' },
      { a: 'la microfinance' },
      { a: 'les paiements électroniques' },
    ],
  },
  {
    slug: 'energie',
    name: 'Énergie',
    icon: 'sun',
    subjects: [
      { a: "l'énergie solaire" },
      { a: "l'électricité du bâtiment" },
      { a: 'la maintenance des groupes électrogènes' },
    ],
  },
  {
    slug: 'btp',
    name: 'BTP et topographie',
    icon: 'hard-hat',
    subjects: [{ a: 'le métré' }, { a: 'la topographie' }, { a: 'le dessin AutoCAD' }, { a: 'le chantier' }],
  },
  {
    slug: 'education',
    name: 'Éducation',
    icon: 'graduation-cap',
    subjects: [
      { a: 'la pédagogie active' },
      { a: "l'enseignement à distance" },
      { a: "l'éducation de la petite enfance" },
    ],
  },
  {
    slug: 'droit',
    name: 'Droit',
    icon: 'scale',
    subjects: [{ a: 'le droit OHADA' }, { a: 'le droit du travail' }, { a: 'les marchés publics' }],
  },
  {
    slug: 'ressources-humaines',
    name: 'Ressources humaines',
    icon: 'users',
    subjects: [{ a: 'la gestion des ressources humaines' }, { a: 'le recrutement' }, { a: 'le leadership' }],
  },
  {
    slug: 'logistique',
    name: 'Logistique et transport',
    icon: 'truck',
    subjects: [
      { a: 'la logistique portuaire' },
      { a: 'le transit et la douane' },
      { a: 'la gestion de stock' },
    ],
  },
  {
    slug: 'tourisme-hotellerie',
    name: 'Tourisme et hôtellerie',
    icon: 'hotel',
    subjects: [{ a: "l'hôtellerie" }, { a: 'la cuisine sénégalaise' }, { a: "l'accueil touristique" }],
  },
  {
    slug: 'mode-artisanat',
    name: 'Mode et artisanat',
    icon: 'scissors',
    subjects: [{ a: 'la couture' }, { a: 'la teinture artisanale' }, { a: 'la maroquinerie' }],
  },
  {
    slug: 'reseaux-cybersecurite',
    name: 'Réseaux et cybersécurité',
    icon: 'shield',
    subjects: [{ a: 'la cybersécurité' }, { a: "l'administration réseau" }, { a: 'le système Linux' }],
  },
];

const OPENERS: Record<CourseLevel, Array<[prep: 'à' | 'de' | '', text: string]>> = {
  beginner: [
    ['à', 'Initiation'],
    ['à', 'Introduction'],
    ['de', 'Les bases'],
    ['', 'Découvrir'],
    ['de', "L'essentiel"],
  ],
  intermediate: [
    ['', 'Maîtriser'],
    ['', 'Pratiquer'],
    ['', 'Approfondir'],
    ['de', 'Atelier pratique'],
  ],
  advanced: [
    ['de', 'Perfectionnement'],
    ['', 'Expertise :'],
    ['de', 'Cas avancés'],
    ['de', 'Masterclass'],
  ],
};

const CONTEXTS = [
  'pour les PME de Thiès',
  'pour les commerçants de Sandaga',
  'à Dakar',
  'pour les femmes entrepreneures de Kaolack',
  'pour les étudiants de Saint-Louis',
  'en milieu rural',
  'pour les ONG et associations',
  'pour les agents de santé de Ziguinchor',
  'pour les GIE de Touba',
  'pour la diaspora',
  "en Afrique de l'Ouest",
  "dans l'espace UEMOA",
  'pour les jeunes de Pikine',
  'pour les artisans de Mbour',
  'sur téléphone',
  'pour les coopératives de la vallée du fleuve',
  'pour les fonctionnaires',
  'pour les startups de Diamniadio',
];

const FIRST_NAMES = [
  'Awa',
  'Moussa',
  'Fatou',
  'Ibrahima',
  'Aminata',
  'Cheikh',
  'Mariama',
  'Ousmane',
  'Khady',
  'Mamadou',
  'Ndèye',
  'Abdoulaye',
  'Coumba',
  'Babacar',
  'Aïssatou',
  'Serigne',
  'Seynabou',
  'Modou',
  'Rokhaya',
  'Lamine',
];
const LAST_NAMES = [
  'Diop',
  'Ndiaye',
  'Fall',
  'Sow',
  'Ba',
  'Diallo',
  'Faye',
  'Sarr',
  'Gueye',
  'Mbaye',
  'Cissé',
  'Kane',
  'Thiam',
  'Seck',
  'Diouf',
  'Niang',
  'Camara',
  'Touré',
  'Sy',
  'Wade',
];

export const TAG_NAMES = [
  'Certifiant',
  'Débutant bienvenu',
  'Projet final',
  'Hors ligne',
  'Sur mobile',
  'SYSCOHADA',
  'OHADA',
  'Excel',
  'Python',
  'JavaScript',
  'React',
  'Node.js',
  'SQL',
  'Power BI',
  'Figma',
  'Canva',
  'WhatsApp Business',
  'Mobile money',
  'Orange Money',
  'Wave',
  'Facebook',
  'Instagram',
  'TikTok',
  'SEO',
  'E-commerce',
  'Agritech',
  'Maraîchage',
  'Aviculture',
  'Énergie solaire',
  'Wolof',
  'Pulaar',
  'Anglais',
  'Arabe',
  'Femmes entrepreneures',
  'Jeunes',
  'Diaspora',
  'Dakar',
  'Thiès',
  'Saint-Louis',
  'Ziguinchor',
  'Kaolack',
  'Touba',
  'PME',
  'Startups',
  'ONG',
  'Fonction publique',
  'Leadership',
  'Gestion de projet',
  'Cybersécurité',
  'Linux',
  'AutoCAD',
  'Couture',
  'Cuisine',
  'Tourisme',
  'Santé',
  'Pédagogie',
  'Premiers secours',
  'Finance',
  'Fiscalité',
  'Logistique',
];

const EXERCISES = [
  'des études de cas tirées de vraies entreprises sénégalaises',
  'des exercices corrigés à faire sur téléphone',
  'un projet fil rouge présenté en fin de parcours',
  'des quiz courts après chaque module',
  'des modèles prêts à l’emploi (tableurs, fiches, checklists)',
  'des vidéos légères pensées pour les réseaux lents',
];

const OUTCOMES = [
  'appliquer ces méthodes dès le lendemain dans votre activité',
  'présenter un dossier solide à un partenaire ou à une banque',
  'former à votre tour les membres de votre équipe',
  'gagner du temps au quotidien et éviter les erreurs courantes',
  'préparer une certification reconnue dans la sous-région',
];

// ---------------------------------------------------------------------------------------------------
// Helpers

/** mulberry32: small, fast, seeded. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    /** Picks by weight: [[value, weight], …]. */
    weighted: <T>(items: ReadonlyArray<readonly [T, number]>): T => {
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [value, w] of items) {
        r -= w;
        if (r < 0) return value;
      }
      return items[items.length - 1]![0];
    },
  };
}
type Rng = ReturnType<typeof prng>;

/** "à" + "le maraîchage" → "au maraîchage"; "de" + "les réseaux" → "des réseaux"; "de" + "l'…" → "de l'…". */
function contract(prep: 'à' | 'de', withArticle: string): string {
  if (withArticle.startsWith('le ')) return `${prep === 'à' ? 'au' : 'du'} ${withArticle.slice(3)}`;
  if (withArticle.startsWith('les ')) return `${prep === 'à' ? 'aux' : 'des'} ${withArticle.slice(4)}`;
  return `${prep} ${withArticle}`;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 70);

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

const roundTo = (amount: number, step: number) => Math.round(amount / step) * step;

type PriceFields = {
  accessType: 'free' | 'paid';
  pricingModes: PricingModes;
  price: number;
  oneTimePrice: number;
  oneTimeDiscount: number;
  monthlyPrice: number;
  registrationFee: number;
  monthlyFee: number;
  installments: Installment[];
};

const NO_MODES: PricingModes = {
  one_time: false,
  installments: false,
  subscription: false,
  registration_monthly: false,
};

/** FCFA prices across every pricing mode the spec knows, free courses included. */
function prices(rng: Rng): PriceFields {
  const base = roundTo(rng.int(5_000, 150_000), 500);
  const empty = {
    price: base,
    oneTimePrice: 0,
    oneTimeDiscount: 0,
    monthlyPrice: 0,
    registrationFee: 0,
    monthlyFee: 0,
    installments: [] as Installment[],
  };
  const kind = rng.weighted([
    ['free', 12],
    ['oneTime', 40],
    ['oneTimeInstallments', 12],
    ['installments', 8],
    ['subscription', 10],
    ['registration', 10],
    ['base', 8],
  ] as const);
  const installmentsOf = (total: number): Installment[] => {
    const parts = rng.int(2, 4);
    const amount = roundTo(total / parts, 500);
    return Array.from({ length: parts }, (_, i) => ({ amount, days: i * 30 }));
  };
  switch (kind) {
    case 'free':
      return { accessType: 'free', pricingModes: NO_MODES, ...empty, price: 0 };
    case 'oneTime':
      return {
        accessType: 'paid',
        pricingModes: { ...NO_MODES, one_time: true },
        ...empty,
        oneTimePrice: base,
        oneTimeDiscount: rng.weighted([
          [0, 70],
          [10, 10],
          [20, 8],
          [25, 6],
          [50, 6],
        ] as const),
      };
    case 'oneTimeInstallments':
      return {
        accessType: 'paid',
        pricingModes: { ...NO_MODES, one_time: true, installments: true },
        ...empty,
        oneTimePrice: base,
        installments: installmentsOf(base * 1.1),
      };
    case 'installments':
      return {
        accessType: 'paid',
        pricingModes: { ...NO_MODES, installments: true },
        ...empty,
        installments: installmentsOf(base),
      };
    case 'subscription':
      return {
        accessType: 'paid',
        pricingModes: { ...NO_MODES, subscription: true },
        ...empty,
        monthlyPrice: roundTo(rng.int(2_500, 25_000), 500),
      };
    case 'registration':
      return {
        accessType: 'paid',
        pricingModes: { ...NO_MODES, registration_monthly: true },
        ...empty,
        registrationFee: roundTo(rng.int(5_000, 50_000), 500),
        monthlyFee: roundTo(rng.int(5_000, 30_000), 500),
      };
    case 'base':
      return { accessType: 'paid', pricingModes: NO_MODES, ...empty };
  }
}

// ---------------------------------------------------------------------------------------------------
// The generator

const DAY_MS = 24 * 3600 * 1000;

/** Inserts `rows` (objects keyed by column name) through one jsonb parameter per batch. */
async function insertJson(
  database: Database,
  table: string,
  columns: Record<string, string>,
  rows: Array<Record<string, unknown>>,
  batch: number,
) {
  const names = Object.keys(columns);
  const columnList = names.map((n) => `"${n}"`).join(', ');
  const recordType = names.map((n) => `"${n}" ${columns[n]}`).join(', ');
  for (let i = 0; i < rows.length; i += batch) {
    const chunk = JSON.stringify(rows.slice(i, i + batch));
    await database.db.execute(
      sql`insert into ${sql.identifier(table)} (${sql.raw(columnList)})
        select ${sql.raw(columnList)} from jsonb_to_recordset(${chunk}::jsonb) as r(${sql.raw(recordType)})`,
    );
  }
}

export async function generateCatalog(
  database: Database,
  options: GeneratorOptions = {},
): Promise<GeneratedCatalog> {
  const started = performance.now();
  const courseCount = options.courses ?? 10_000;
  const instructorCount = options.instructors ?? 200;
  const studentCount = options.students ?? 2_000;
  const batch = options.batch ?? 1_000;
  const rng = prng(20_260_521);
  const ids = prng(4_242);
  /** A UUID (v4 layout) from a seeded generator: the same catalogue, ids included, on every run. */
  const randomUUID = () => {
    const hex = Array.from({ length: 4 }, () =>
      Math.floor(ids.next() * 2 ** 32)
        .toString(16)
        .padStart(8, '0'),
    ).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[parseInt(hex[16]!, 16) % 4]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  };
  const { db } = database;
  const steps: Record<string, number> = {};
  let lapStart = started;
  const lap = (step: string) => {
    const at = performance.now();
    steps[step] = Number(((at - lapStart) / 1000).toFixed(2));
    lapStart = at;
  };

  await db
    .insert(organizations)
    .values({ slug: 'jang', name: 'Jàng', isDemo: false })
    .onConflictDoNothing({ target: organizations.slug });
  const [org] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.slug, 'jang'));
  const orgId = org!.id;

  // Categories and tags.
  const categoryIds = CATEGORIES.map(() => randomUUID());
  await insertJson(
    database,
    'categories',
    {
      id: 'uuid',
      organization_id: 'uuid',
      name: 'text',
      slug: 'text',
      icon: 'text',
      description: 'text',
      display_order: 'int',
    },
    CATEGORIES.map((c, i) => ({
      id: categoryIds[i],
      organization_id: orgId,
      name: c.name,
      slug: c.slug,
      icon: c.icon,
      description: `Formations en ${c.name.toLowerCase()}, en français, pour le Sénégal et l'Afrique de l'Ouest.`,
      display_order: i,
    })),
    batch,
  );
  const tagIds = TAG_NAMES.map(() => randomUUID());
  await insertJson(
    database,
    'tags',
    { id: 'uuid', organization_id: 'uuid', name: 'text', color: 'text' },
    TAG_NAMES.map((name, i) => ({
      id: tagIds[i],
      organization_id: orgId,
      name,
      color: `#${((i * 2_654_435_761) >>> 8).toString(16).padStart(6, '0').slice(0, 6)}`,
    })),
    batch,
  );

  // Instructors: the active ones, then a few pending ones whose published courses must not show.
  const pendingCount = 10;
  const instructorIds = Array.from({ length: instructorCount + pendingCount }, () => randomUUID());
  const instructorSpecialty = instructorIds.map((_, i) => i % CATEGORIES.length);
  await insertJson(
    database,
    'instructors',
    {
      id: 'uuid',
      organization_id: 'uuid',
      name: 'text',
      email: 'text',
      specialization: 'text',
      status: 'instructor_status',
    },
    instructorIds.map((id, i) => ({
      id,
      organization_id: orgId,
      name: `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]}`,
      email: `instructeur-${i}@bench.jang.sn`,
      specialization: CATEGORIES[instructorSpecialty[i]!]!.name,
      status: i < instructorCount ? 'active' : 'pending',
    })),
    batch,
  );

  // Courses: published by active instructors, published by pending ones (hidden), and drafts.
  const hiddenPublished = Math.round(courseCount * 0.02);
  const drafts = Math.round(courseCount * 0.05);
  const total = courseCount + hiddenPublished + drafts;
  const courseRows: Array<Record<string, unknown>> = [];
  const courseTagRows: Array<Record<string, unknown>> = [];
  const courseIds: string[] = [];
  const now = Date.now();
  for (let i = 0; i < total; i++) {
    const published = i < courseCount + hiddenPublished;
    const instructorIndex =
      i >= courseCount && i < courseCount + hiddenPublished
        ? instructorCount + (i % pendingCount)
        : rng.int(0, instructorCount - 1);
    // Instructors mostly teach their specialty.
    const categoryIndex =
      rng.next() < 0.8 ? instructorSpecialty[instructorIndex]! : rng.int(0, CATEGORIES.length - 1);
    const category = CATEGORIES[categoryIndex]!;
    const subject = rng.pick(category.subjects);
    const level = rng.weighted<CourseLevel>([
      ['beginner', 45],
      ['intermediate', 35],
      ['advanced', 20],
    ]);
    const [prep, opener] = rng.pick(OPENERS[level]);
    const context = rng.next() < 0.85 ? ` ${rng.pick(CONTEXTS)}` : '';
    const head = prep ? `${opener} ${contract(prep, subject.a)}` : `${opener} ${subject.a}`;
    const format = rng.weighted<CourseFormat>([
      ['auto-formation', 80],
      ['session', 20],
    ]);
    const edition = format === 'session' ? ` — cohorte ${rng.int(1, 12)}` : '';
    const title = capitalize(`${head}${context}${edition}`);
    const language = rng.weighted<CourseLanguage>([
      ['fr', 80],
      ['en', 10],
      ['other', 6],
      ['es', 2],
      ['de', 2],
    ]);
    const priced = prices(rng);
    const short = `${capitalize(subject.a)}${context}, pas à pas, avec des exemples concrets.`;
    const description = [
      `Cette formation ${level === 'beginner' ? 'sans prérequis' : level === 'intermediate' ? 'de niveau intermédiaire' : 'de niveau avancé'} vous fait travailler ${subject.a}${context}.`,
      `Vous progresserez grâce à ${rng.pick(EXERCISES)}, avec un formateur qui connaît le terrain.`,
      `À la fin, vous saurez ${rng.pick(OUTCOMES)}.`,
    ].join(' ');
    const id = randomUUID();
    courseIds.push(id);
    courseRows.push({
      id,
      organization_id: orgId,
      instructor_id: instructorIds[instructorIndex],
      category_id: rng.next() < 0.97 ? categoryIds[categoryIndex] : null,
      title,
      slug: `${slugify(title)}-${i}`,
      short_description: short,
      description,
      format,
      language,
      level,
      status: published ? 'published' : 'draft',
      access_type: priced.accessType,
      pricing_modes: priced.pricingModes,
      price: priced.price,
      one_time_price: priced.oneTimePrice,
      one_time_discount: priced.oneTimeDiscount,
      monthly_price: priced.monthlyPrice,
      registration_fee: priced.registrationFee,
      monthly_fee: priced.monthlyFee,
      installments: priced.installments,
      // The card price, by the shared rule (what refreshListPrice stores).
      list_price: listPrice({
        pricing_modes: priced.pricingModes,
        price: priced.price,
        one_time_price: priced.oneTimePrice,
        one_time_discount: priced.oneTimeDiscount,
        monthly_price: priced.monthlyPrice,
        registration_fee: priced.registrationFee,
        monthly_fee: priced.monthlyFee,
        installments: priced.installments,
      }),
      duration_minutes: rng.int(3, 200) * 15,
      thumbnail_url: rng.next() < 0.5 ? null : `/demo/covers/${category.slug}-${i % 8}.webp`,
      published_at: published ? new Date(now - rng.next() * 3 * 365 * DAY_MS).toISOString() : null,
    });
    const tagCount = rng.int(0, 4);
    const chosen = new Set<number>();
    while (chosen.size < tagCount) chosen.add(rng.int(0, TAG_NAMES.length - 1));
    for (const t of chosen) courseTagRows.push({ course_id: id, tag_id: tagIds[t] });
  }
  lap('organisation, categories, tags, instructors');
  await insertJson(
    database,
    'courses',
    {
      id: 'uuid',
      organization_id: 'uuid',
      instructor_id: 'uuid',
      category_id: 'uuid',
      title: 'text',
      slug: 'text',
      short_description: 'text',
      description: 'text',
      format: 'course_format',
      language: 'course_language',
      level: 'course_level',
      status: 'course_status',
      access_type: 'access_type',
      pricing_modes: 'jsonb',
      price: 'int',
      one_time_price: 'int',
      one_time_discount: 'numeric',
      monthly_price: 'int',
      registration_fee: 'int',
      monthly_fee: 'int',
      installments: 'jsonb',
      list_price: 'int',
      duration_minutes: 'int',
      thumbnail_url: 'text',
      published_at: 'timestamptz',
    },
    courseRows,
    batch,
  );
  await insertJson(database, 'course_tags', { course_id: 'uuid', tag_id: 'uuid' }, courseTagRows, 5_000);
  lap('courses and tags');

  // Learners, then enrolments: a skewed number per published course (most have few, some many),
  // each course walking the learners with a stride prime to their count so pairs never repeat.
  await db.execute(sql`
    insert into users (id, name, email, email_verified, first_name, last_name, organization_id)
    select md5('bench-learner-' || n)::uuid, 'Apprenant ' || n, 'apprenant-' || n || '@bench.jang.sn', true, 'Apprenant', n::text, ${orgId}
    from generate_series(1, ${studentCount}) n`);
  await db.execute(sql`
    insert into user_roles (user_id, role)
    select id, 'student' from users where email like 'apprenant-%@bench.jang.sn'`);
  const maxPerCourse = Math.min(80, studentCount - 1);
  let stride = 729;
  while (gcd(stride, studentCount) !== 1) stride++;
  await db.execute(sql`
    with learners as (
      select array_agg(id order by email) as ids from users where email like 'apprenant-%@bench.jang.sn'
    ), published as (
      select id, row_number() over (order by slug) as n, (abs(hashtext(id::text)::bigint) % 10000) / 10000.0 as r
      from courses where organization_id = ${orgId} and status = 'published'
    )
    insert into enrollments (organization_id, user_id, course_id, status, payment_status, progress, enrolled_at)
    select ${orgId}, learners.ids[1 + ((p.n * 7919 + j * ${stride}) % ${studentCount})], p.id,
      (case when j % 4 = 0 then 'completed' when j % 11 = 0 then 'cancelled' else 'active' end)::enrollment_status,
      'paid', case when j % 4 = 0 then 100 else (j * 37) % 100 end,
      now() - ((j * 13 + p.n) % 700) * interval '1 day'
    from published p, learners, generate_series(0, floor(power(p.r, 5) * ${maxPerCourse})::int - 1) j`);
  lap('learners and enrolments');
  // Reviews by about a third of the learners who finished or follow a course; each course has a
  // "quality" so that averages spread from ~2 to 5.
  await db.execute(sql`
    insert into course_reviews (organization_id, course_id, user_id, rating, comment)
    select e.organization_id, e.course_id, e.user_id,
      greatest(1, least(5, round(2 + (abs(hashtext(e.course_id::text || 'q')::bigint) % 300) / 100.0
        + ((abs(hashtext(e.user_id::text || e.course_id::text)::bigint) % 200) - 100) / 100.0)))::smallint,
      case when abs(hashtext(e.course_id::text || e.user_id::text)::bigint) % 2 = 0 then 'Très utile, exemples adaptés à notre contexte.' else '' end
    from enrollments e
    where e.organization_id = ${orgId} and e.status in ('active', 'completed')
      and abs(hashtext(e.user_id::text || e.course_id::text || 'r')::bigint) % 3 = 0`);

  lap('reviews');
  // Derived columns, in batches (the same repository functions the app calls).
  for (let i = 0; i < courseIds.length; i += batch) {
    const ids = courseIds.slice(i, i + batch);
    await refreshCourseSearch(db, ids);
  }
  lap('search_text');
  for (let i = 0; i < courseIds.length; i += batch) {
    await refreshCourseStats(db, courseIds.slice(i, i + batch));
  }
  lap('stats');
  // The two refreshes rewrote every course row: compact the table as a live one would be, so that the
  // plans and timings are those of a steady state, not of a table two-thirds dead.
  await db.execute(sql`vacuum full courses`);
  await db.execute(sql`vacuum analyze`);
  lap('vacuum, analyze');

  const [counts] = (
    await db.execute<{ published: number; visible: number; enrollments: number; reviews: number }>(sql`
      select
        (select count(*)::int from courses where organization_id = ${orgId} and status = 'published') as published,
        (select count(*)::int from courses c join instructors i on i.id = c.instructor_id
          where c.organization_id = ${orgId} and c.status = 'published' and i.status = 'active') as visible,
        (select count(*)::int from enrollments where organization_id = ${orgId}) as enrollments,
        (select count(*)::int from course_reviews where organization_id = ${orgId}) as reviews`)
  ).rows;
  return {
    organizationId: orgId,
    categorySlugs: CATEGORIES.map((c) => c.slug),
    tagNames: TAG_NAMES,
    publishedCourses: counts!.published,
    visibleCourses: counts!.visible,
    enrollments: counts!.enrollments,
    reviews: counts!.reviews,
    seconds: (performance.now() - started) / 1000,
    steps,
  };
}
