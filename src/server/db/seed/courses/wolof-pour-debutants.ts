// Demo course wolof-pour-debutants: Wolof (language "other"), one-time or monthly subscription.

import { choice, matching, shortAnswer, trueFalse } from '../../../features/quizzes/quiz-definition.ts';
import { demoCourse, lesson, preview, section, vimeo, yt } from './builders.ts';

export const course = demoCourse({
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
  pricingModes: { one_time: true, subscription: true },
  price: 20000,
  oneTimePrice: 20000,
  monthlyPrice: 5000,
  accessDurationDays: 90,
  enableCommunity: true,
  enableCertificate: false,
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
    section('Salutations et politesse', 'Les salutations, porte d’entrée de toute conversation.', [
      preview(lesson.video('Na nga def ? Les salutations essentielles', yt('ATOBo3Xahwz'), 585)),
      lesson.article('Les salutations en wolof, pas à pas', [
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
      lesson.audio('Écoute : une conversation au marché', 'ecoute-conversation-marche.mp3'),
    ]),
    section('Au marché et dans les transports', 'Compter, demander un prix et se déplacer.', [
      lesson.video('Compter en wolof et marchander', yt('VypPZypHiwL'), 1012),
      lesson.audio('Écoute : prendre un car rapide', 'ecoute-car-rapide.mp3'),
      lesson.quiz('Quiz : les nombres et les prix', 10, {
        description: 'Compter et demander un prix au marché.',
        questions: [
          choice(
            'Comment dit-on « trois » en wolof ?',
            ['ñett', 'ñaar', 'benn', 'juróom'],
            0,
            'benn (1), ñaar (2), ñett (3), ñeent (4), juróom (5).',
          ),
          matching(
            'Associez chaque nombre à son nom en wolof.',
            [
              ['1', 'benn'],
              ['2', 'ñaar'],
              ['4', 'ñeent'],
              ['5', 'juróom'],
            ],
            'À partir de six on compose avec juróom : juróom-benn (6), juróom-ñaar (7)…',
            { points: 2 },
          ),
          shortAnswer(
            'Comment demande-t-on « Combien ça coûte ? » en wolof ? (sans ponctuation)',
            'ñaata la',
            'Ñaata la ? sert pour n’importe quel article ; la réponse donne le prix en francs CFA.',
          ),
          trueFalse('« Fukk » veut dire dix.', true, 'fukk (10), ñaar-fukk (20), téeméer (100).', {
            timeLimitSeconds: 20,
          }),
        ],
      }),
    ]),
    section('En famille et au travail', 'Parler de soi, de sa famille et de son métier.', [
      lesson.video('Parler de sa famille', vimeo('581842403'), 734),
      lesson.exercise('Se présenter en wolof (enregistrement audio)', 20, {
        description: 'Votre première présentation en wolof.',
        instructions:
          'Présentez-vous en wolof en cinq à huit phrases : salutations, votre nom, d’où vous venez, votre travail et votre famille. Écrivez votre présentation en wolof puis sa traduction en français. Vous pouvez joindre la transcription de votre enregistrement (texte ou PDF).',
        points: 10,
        difficultyLevel: 'easy',
      }),
      lesson.pdf('Lexique wolof-français des 300 mots essentiels', 'lexique-wolof-francais.pdf'),
    ]),
  ],
});
