// Demo catalogue for Jàng: 4 instructors, 8 categories and 13 tags; its 12 published courses are one
// module each in courses/ (listed by key in courses/index.ts). Pure typed data (no I/O): the seeding
// code turns it into rows.
import { demoAvatar } from './demo-pictures.ts';

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
    avatarUrl: demoAvatar('aminata-diallo'),
    commissionRate: 70,
  },
  {
    key: 'moussa-ndiaye',
    name: 'Moussa Ndiaye',
    email: 'moussa.ndiaye@demo.jang.sn',
    specialization: 'Marketing digital et entrepreneuriat',
    bio: "Consultant en marketing digital basé à Thiès, Moussa aide les commerçants, artisans et PME à vendre en ligne avec les outils qu'ils ont déjà : téléphone, WhatsApp et réseaux sociaux. Ancien responsable marketing d'une marque de jus locaux, il coache aussi des porteurs de projets dans plusieurs incubateurs sénégalais.",
    avatarUrl: demoAvatar('moussa-ndiaye'),
    commissionRate: 75,
  },
  {
    key: 'fatou-sarr',
    name: 'Fatou Sarr',
    email: 'fatou.sarr@demo.jang.sn',
    specialization: 'Agronomie et agrobusiness',
    bio: 'Ingénieure agronome formée à Thiès, Fatou accompagne depuis quinze ans des groupements de producteurs dans les Niayes et le bassin arachidier. Spécialiste du maraîchage et de la transformation des produits locaux, elle forme en particulier les GIE de femmes transformatrices à la qualité et à la gestion.',
    avatarUrl: demoAvatar('fatou-sarr'),
    commissionRate: 70,
  },
  {
    key: 'ibrahima-fall',
    name: 'Ibrahima Fall',
    email: 'ibrahima.fall@demo.jang.sn',
    specialization: 'Comptabilité, finance et langues des affaires',
    bio: "Expert-comptable, Ibrahima a passé huit ans dans une banque régionale à Dakar puis à Abidjan avant d'ouvrir son cabinet. Bilingue français-anglais, il enseigne la comptabilité SYSCOHADA aux dirigeants de PME, l'anglais des affaires aux professionnels de la sous-région et le wolof aux nouveaux arrivants et à la diaspora.",
    avatarUrl: demoAvatar('ibrahima-fall'),
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
