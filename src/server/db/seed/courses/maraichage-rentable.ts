// Demo course maraichage-rentable: Installments only (3 × 15 000 FCFA).

import { choice, matching, shortAnswer, trueFalse } from '../../../features/quizzes/quiz-definition.ts';
import { demoCourse, lesson, preview, section, vimeo, yt } from './builders.ts';

export const course = demoCourse({
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
  pricingModes: { installments: true },
  price: 45000,
  installments: [
    { amount: 15000, days: 0 },
    { amount: 15000, days: 30 },
    { amount: 15000, days: 60 },
  ],
  accessDurationDays: 365,
  enableCommunity: true,
  enableCertificate: true,
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
    section('Préparer son projet', 'Le choix du site et du calendrier conditionne tout le reste.', [
      preview(lesson.video('Choisir ses cultures selon la saison', yt('NaP0QQsGjlR'), 688)),
      lesson.article('Choisir et préparer sa parcelle', [
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
      lesson.pdf('Calendrier cultural des principaux légumes', 'calendrier-cultural-legumes.pdf'),
    ]),
    section('Produire', 'Pépinière, repiquage, irrigation et protection des cultures.', [
      lesson.video("Réussir sa pépinière d'oignons et de tomates", yt('3bmtoIpk16P'), 1142),
      lesson.video('Le goutte-à-goutte à petit budget', vimeo('254737165'), 1306),
      lesson.audio('Conseils d’un maraîcher de Pout', 'conseils-maraicher-pout.mp3'),
      lesson.quiz('Quiz : techniques de production', 15, {
        description: 'Irrigation, fertilisation et rotation des cultures.',
        questions: [
          choice(
            'Quel système d’irrigation économise le plus d’eau ?',
            ['Le goutte-à-goutte', 'L’arrosoir', 'La submersion', 'L’aspersion'],
            0,
            'Le goutte-à-goutte apporte l’eau au pied de chaque plant : jusqu’à deux fois moins d’eau qu’à l’arrosoir.',
          ),
          trueFalse(
            'Faire tourner les cultures d’une saison à l’autre limite les maladies et épuise moins le sol.',
            true,
            'Ne replantez pas la même famille au même endroit deux saisons de suite.',
          ),
          matching(
            'Associez chaque légume à sa famille.',
            [
              ['Tomate', 'Solanacées'],
              ['Oignon', 'Alliacées'],
              ['Chou', 'Brassicacées'],
              ['Carotte', 'Apiacées'],
            ],
            'La rotation se raisonne par familles : elles partagent souvent les mêmes maladies.',
            { points: 2 },
          ),
          shortAnswer(
            'Comment appelle-t-on le mélange décomposé de déchets végétaux et de fumier qui enrichit le sol ?',
            'compost',
            'Un bon compost mûrit en deux à trois mois et remplace une partie des engrais achetés.',
            { timeLimitSeconds: 40 },
          ),
        ],
      }),
    ]),
    section('Vendre et calculer sa marge', 'Connaître ses chiffres pour décider.', [
      lesson.article("Calculer le coût de revient d'une planche de tomates", [
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
      lesson.exercise("Établir le budget prévisionnel d'une campagne", 45, {
        description: 'Savoir si une campagne d’oignons ou de tomates sera rentable.',
        instructions:
          'Pour une parcelle d’un quart d’hectare dans les Niayes, établissez le budget d’une campagne : semences, engrais, eau, main-d’œuvre, transport, puis le chiffre d’affaires attendu à trois prix de vente différents. Joignez un tableur ou un PDF et concluez en deux phrases.',
        points: 20,
        difficultyLevel: 'medium',
      }),
      lesson.video('Vendre bord champ, au louma ou aux restaurants ?', yt('mJqcwu3zn1W'), 905),
    ]),
  ],
});
