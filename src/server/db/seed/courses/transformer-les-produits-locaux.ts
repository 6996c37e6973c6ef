// Demo course transformer-les-produits-locaux: Registration fee + monthly fee (10 000 + 7 500 FCFA / mois).

import { choice, matching, shortAnswer, trueFalse } from '../../../features/quizzes/quiz-definition.ts';
import { demoCourse, lesson, preview, section, vimeo, yt } from './builders.ts';

export const course = demoCourse({
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
  pricingModes: { registration_monthly: true },
  price: 10000,
  registrationFee: 10000,
  monthlyFee: 7500,
  enableCommunity: true,
  enableCertificate: true,
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
    section('Hygiène et qualité', 'La base de tout produit vendable.', [
      preview(lesson.video("Les bonnes pratiques d'hygiène en atelier", yt('ZZmXI8FgMk7'), 780)),
      lesson.article('Hygiène : la méthode des 5M', [
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
      lesson.pdf(
        'Fiche : les démarches pour vendre un produit transformé',
        'fiche-demarches-produit-transforme.pdf',
      ),
    ]),
    section('Procédés de transformation', 'Céréales, fruits et jus, étape par étape.', [
      lesson.video('Transformer le mil : arraw, thiakry et couscous', yt('nwE79t35QTt'), 1464),
      lesson.video('Produire un jus de bissap pasteurisé', vimeo('379213105'), 1108),
      lesson.exercise('Rédiger la fiche technique de votre produit', 40, {
        description: 'La fiche que demandent les distributeurs et les services d’hygiène.',
        instructions:
          'Rédigez la fiche technique d’un produit transformé (jus de bissap, confiture de mangue, thiakry…) : ingrédients et proportions, étapes de fabrication, conditionnement, durée de conservation, prix de revient et prix de vente. Joignez un document Word ou PDF.',
        points: 20,
        difficultyLevel: 'easy',
      }),
    ]),
    section('Emballage et commercialisation', 'Présenter, étiqueter et vendre ses produits.', [
      lesson.video('Choisir son emballage et son étiquette', yt('EhbUuFKvIdg'), 842),
      lesson.audio(
        'Interview : un GIE de femmes transformatrices à Kaolack',
        'interview-gie-transformatrices-kaolack.mp3',
      ),
      lesson.quiz('Quiz : transformation et qualité', 15, {
        description: 'Hygiène, procédés et étiquetage.',
        questions: [
          choice(
            'À quoi sert la pasteurisation d’un jus de bissap ?',
            [
              'À détruire la plupart des micro-organismes pour mieux conserver le jus',
              'À rendre le jus plus sucré',
              'À foncer sa couleur',
              'À remplacer l’emballage',
            ],
            0,
            'Chauffer le jus à une température et pendant un temps maîtrisés allonge sa conservation sans le dénaturer.',
          ),
          trueFalse(
            'On peut réutiliser des bouteilles sans les laver ni les stériliser si elles semblent propres.',
            false,
            'Une bouteille d’apparence propre peut contenir des germes : lavage puis stérilisation, à chaque fois.',
          ),
          shortAnswer(
            'Quel sigle de trois lettres désigne la date jusqu’à laquelle un jus frais peut être consommé ?',
            'DLC',
            'DLC : date limite de consommation. Elle est obligatoire sur l’étiquette des produits périssables.',
            { timeLimitSeconds: 30 },
          ),
          matching(
            'Associez chaque procédé à un produit qui l’utilise.',
            [
              ['Séchage', 'Mangue séchée'],
              ['Pasteurisation', 'Jus de bissap'],
              ['Mouture', 'Farine de mil'],
              ['Fermentation', 'Lait caillé'],
            ],
            'Chaque procédé a ses points critiques d’hygiène, vus dans le module 2.',
            { points: 2 },
          ),
        ],
      }),
    ]),
  ],
});
