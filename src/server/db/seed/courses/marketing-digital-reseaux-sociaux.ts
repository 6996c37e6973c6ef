// Demo course marketing-digital-reseaux-sociaux: One-time price with a 20 % discount.

import { choice, longAnswer, matching, trueFalse } from '../../../features/quizzes/quiz-definition.ts';
import { demoCourse, lesson, optionalWhenUnavailable, preview, section, vimeo, yt } from './builders.ts';

export const course = demoCourse({
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
  pricingModes: { one_time: true },
  price: 35000,
  oneTimePrice: 35000,
  oneTimeDiscount: 20,
  accessDurationDays: 180,
  enableCommunity: true,
  enableCertificate: true,
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
    section('Définir sa stratégie', 'Savoir à qui l’on parle avant de publier.', [
      preview(
        optionalWhenUnavailable(
          lesson.video('Pourquoi vos clients sont déjà sur les réseaux sociaux', yt('qIzYxIXQnG6'), 566),
        ),
      ),
      lesson.article('Définir son client idéal (persona)', [
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
      lesson.audio('Témoignage : une créatrice de mode à Thiès', 'temoignage-creatrice-mode-thies.mp3'),
    ]),
    section('Créer du contenu qui vend', 'Des formats simples, réguliers et adaptés au mobile.', [
      lesson.video('La règle 80/20 du contenu', yt('PQDutQCEYxN'), 702),
      lesson.video('Filmer des vidéos courtes avec son téléphone', vimeo('248235236'), 1264),
      lesson.exercise('Votre calendrier éditorial sur un mois', 50, {
        description: 'Planifier ses publications au lieu d’improviser.',
        instructions:
          'Préparez le calendrier éditorial d’un mois pour une activité de votre choix : au moins 12 publications réparties sur Facebook, Instagram et WhatsApp Status, avec pour chacune la date, le format, le message et l’objectif. Joignez un tableur ou un PDF.',
        points: 20,
        difficultyLevel: 'easy',
      }),
    ]),
    section('Publicité et mesure des résultats', 'Investir peu, mesurer tout.', [
      lesson.video('Lancer une publicité Facebook avec 5 000 FCFA par jour', yt('DJCBjrbgYBx'), 1390),
      lesson.article('Lire les statistiques : portée, engagement, conversions', [
        "<p>Publier sans mesurer, c'est avancer les yeux fermés. Les outils gratuits de Meta Business Suite et de TikTok vous donnent trois familles d'indicateurs.</p>",
        '<h2>La portée</h2>',
        '<p>Le nombre de personnes uniques qui ont vu votre contenu. Une portée qui baisse signale souvent des publications trop rares ou mal adaptées à votre audience.</p>',
        "<h2>L'engagement</h2>",
        "<p>Réactions, commentaires, partages et enregistrements. Le taux d'engagement, c'est-à-dire les interactions divisées par la portée, est plus parlant que le nombre brut de mentions « J'aime » : au-delà de 3 %, votre contenu intéresse vraiment.</p>",
        '<h2>Les conversions</h2>',
        "<p>Ce qui compte pour votre chiffre d'affaires : messages reçus, clics vers WhatsApp, commandes. Si une publicité de 5 000 FCFA génère 20 conversations et 4 ventes, votre coût d'acquisition est de 1 250 FCFA par client. Comparez-le à votre marge pour savoir si la campagne est rentable.</p>",
        '<p>Notez ces chiffres chaque semaine dans un simple tableau : au bout d’un mois, vous saurez quels formats et quels horaires fonctionnent le mieux pour vous.</p>',
      ]),
      lesson.quiz('Quiz final : marketing sur les réseaux sociaux', 20, {
        description: 'Stratégie, contenu et mesure : validez le parcours (70 % pour réussir).',
        passingScore: 70,
        questions: [
          choice(
            "Qu'est-ce que le taux d'engagement d'une publication ?",
            [
              'Les interactions (mentions j’aime, commentaires, partages) rapportées au nombre de personnes touchées',
              "Le nombre d'abonnés de la page",
              'Le budget publicitaire dépensé par jour',
              'Le nombre de publications par semaine',
            ],
            0,
            'Un petit compte très engagé vend souvent mieux qu’un grand compte passif.',
          ),
          trueFalse(
            'Sur TikTok, les premières secondes d’une vidéo décident souvent si elle sera regardée jusqu’au bout.',
            true,
            'Accrochez dès la première seconde : une question, un résultat, un visage.',
            { timeLimitSeconds: 20 },
          ),
          matching(
            'Associez chaque objectif à l’indicateur à suivre.',
            [
              ['Notoriété', 'Couverture'],
              ['Trafic', 'Clics sur le lien'],
              ['Ventes', 'Commandes reçues'],
              ['Fidélité', 'Clients qui rachètent'],
            ],
            'Choisissez l’indicateur avant de lancer une campagne, pas après.',
            { points: 2 },
          ),
          longAnswer(
            'Écrivez les quatre étapes de la méthode AIDA, dans l’ordre, séparées par des virgules.',
            'Attention, Intérêt, Désir, Action',
            'AIDA : attirer l’attention, susciter l’intérêt, créer le désir, pousser à l’action.',
            { points: 2 },
          ),
        ],
      }),
    ]),
  ],
});
