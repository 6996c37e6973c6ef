// Demo course comptabilite-syscohada-pme: One-time (10 % discount) or 2 installments.

import {
  choice,
  longAnswer,
  matching,
  shortAnswer,
  trueFalse,
} from '../../../features/quizzes/quiz-definition.ts';
import { demoCourse, lesson, preview, section, vimeo, yt } from './builders.ts';

export const course = demoCourse({
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
  pricingModes: { one_time: true, installments: true },
  price: 40000,
  oneTimePrice: 40000,
  oneTimeDiscount: 10,
  installments: [
    { amount: 20000, days: 0 },
    { amount: 22500, days: 30 },
  ],
  accessDurationDays: 365,
  enableCommunity: false,
  enableCertificate: true,
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
    section('Les fondamentaux', 'Pourquoi et comment la comptabilité est organisée.', [
      preview(lesson.video('Pourquoi tenir une comptabilité ?', yt('PnSXpvX1b5y'), 520)),
      lesson.article('Le plan comptable SYSCOHADA révisé : les 9 classes', [
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
      lesson.pdf('Plan de comptes SYSCOHADA révisé (extrait)', 'plan-de-comptes-syscohada-extrait.pdf'),
    ]),
    section('Enregistrer les opérations', 'La partie double appliquée aux opérations courantes.', [
      lesson.video('La partie double en pratique', yt('9KYIlF3C4yH'), 1318),
      lesson.video('Journal, grand livre et balance', vimeo('579670000'), 1462),
      lesson.exercise("Passer les écritures d'un mois d'activité", 90, {
        description: 'Le journal d’une PME selon le plan comptable SYSCOHADA.',
        instructions:
          'À partir des pièces du mois de mars d’une quincaillerie (factures d’achat et de vente, relevé bancaire, paiements mobile money), passez toutes les écritures au journal avec les comptes SYSCOHADA, puis établissez la balance. Joignez un tableur ou un PDF.',
        points: 40,
        difficultyLevel: 'hard',
      }),
      lesson.quiz('Quiz : écritures courantes', 20, {
        description: 'Comptes et écritures du quotidien d’une PME.',
        questions: [
          choice(
            'Dans le plan SYSCOHADA, quel compte enregistre les ventes de marchandises ?',
            ['701', '601', '411', '521'],
            0,
            '701 Ventes de marchandises (classe 7, produits) ; 601 est le compte des achats de marchandises.',
          ),
          matching(
            'Associez chaque compte à son intitulé.',
            [
              ['401', 'Fournisseurs'],
              ['411', 'Clients'],
              ['521', 'Banques'],
              ['571', 'Caisse'],
            ],
            'Classe 4 : les tiers ; classe 5 : la trésorerie.',
            { points: 2 },
          ),
          trueFalse(
            'Dans une écriture, le total des débits est toujours égal au total des crédits.',
            true,
            'C’est le principe de la partie double : chaque opération touche au moins deux comptes.',
          ),
          shortAnswer(
            'Quel numéro de compte enregistre les achats de marchandises ?',
            '601',
            '601 Achats de marchandises, en classe 6 (charges).',
            { timeLimitSeconds: 45 },
          ),
        ],
      }),
    ]),
    section("Clôturer l'exercice", 'Inventaire, amortissements et états financiers.', [
      lesson.video('Amortissements et provisions', yt('MpORA3PIMNb'), 1236),
      lesson.article('Le bilan et le compte de résultat', [
        "<p>À la clôture de l'exercice, généralement le 31 décembre, l'entreprise établit ses états financiers. Les deux principaux sont le bilan et le compte de résultat.</p>",
        '<h2>Le bilan : une photographie</h2>',
        "<p>Le bilan décrit ce que l'entreprise possède (l'actif : immobilisations, stocks, créances, trésorerie) et comment cela a été financé (le passif : capitaux propres et dettes). Le total de l'actif est toujours égal au total du passif.</p>",
        '<h2>Le compte de résultat : un film</h2>',
        "<p>Il retrace l'activité de l'année : les produits moins les charges. Le SYSCOHADA fait apparaître des soldes intermédiaires de gestion, comme la marge commerciale, la valeur ajoutée ou l'excédent brut d'exploitation, qui permettent de comprendre d'où vient le résultat.</p>",
        '<p>Une entreprise peut être bénéficiaire et manquer de trésorerie : c’est pourquoi on analyse toujours les deux documents ensemble, complétés par le tableau des flux de trésorerie.</p>',
        "<p>Exercice d'observation : récupérez les états financiers de votre entreprise ou ceux d'une société publiés dans un rapport annuel, et repérez le résultat net, les capitaux propres et la trésorerie. Nous les analyserons ensemble dans l'évaluation finale.</p>",
      ]),
      lesson.quiz('Évaluation finale : comptabilité SYSCOHADA', 25, {
        description:
          'Évaluation notée de fin de formation : 50 % pour valider, nouvelles tentatives permises.',
        type: 'exam',
        passingScore: 50,
        shuffleQuestions: false,
        shuffleOptions: true,
        showResults: true,
        allowRetries: true,
        questions: [
          choice(
            'Quel état financier présente le patrimoine de l’entreprise à une date donnée ?',
            ['Le bilan', 'Le compte de résultat', 'Le journal', 'La balance'],
            0,
            'Le bilan est une photographie à une date ; le compte de résultat résume l’activité de l’exercice.',
          ),
          trueFalse(
            'Un achat de marchandises à crédit se traduit par un crédit au compte 401 Fournisseurs.',
            true,
            'On débite 601 Achats et on crédite 401 Fournisseurs : la dette envers le fournisseur augmente.',
          ),
          shortAnswer(
            'Quel document enregistre toutes les écritures dans l’ordre chronologique ? (un mot)',
            'journal',
            'Le journal est chronologique ; le grand livre regroupe ensuite les écritures par compte.',
          ),
          matching(
            'Associez chaque classe de comptes à son contenu.',
            [
              ['Classe 2', 'Actif immobilisé'],
              ['Classe 3', 'Stocks'],
              ['Classe 6', 'Charges'],
              ['Classe 7', 'Produits'],
            ],
            'Classes 1 à 5 : le bilan ; classes 6 à 8 : le compte de résultat.',
            { points: 2 },
          ),
          longAnswer(
            'Une vente de marchandises de 100 000 F CFA est réglée en espèces. Indiquez le compte débité puis le compte crédité, sous la forme « débit / crédit ».',
            '571 / 701',
            'L’argent entre en caisse (débit 571 Caisse) et la vente est un produit (crédit 701 Ventes de marchandises).',
            { points: 3, timeLimitSeconds: 120 },
          ),
        ],
      }),
    ]),
  ],
});
