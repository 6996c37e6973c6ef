// Demo course entreprendre-business-plan-cohorte: Cohort (session), registration fee + monthly fee.

import {
  choice,
  longAnswer,
  matching,
  shortAnswer,
  trueFalse,
} from '../../../features/quizzes/quiz-definition.ts';
import { demoCourse, lesson, preview, section, vimeo, yt } from './builders.ts';

export const course = demoCourse({
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
  pricingModes: { registration_monthly: true },
  price: 15000,
  registrationFee: 15000,
  monthlyFee: 10000,
  enableCommunity: true,
  enableCertificate: true,
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
    section('Semaine 1', "De l'idée au marché : confronter son projet au terrain.", [
      preview(lesson.video('Bienvenue : comment se déroule la cohorte', yt('Jl3yBenkAZm'), 455)),
      lesson.article('Valider son idée auprès de vrais clients', [
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
      lesson.exercise('Mener 10 entretiens clients', 120, {
        description: 'Vérifier sur le terrain que votre idée répond à un vrai besoin.',
        instructions:
          'Menez dix entretiens avec des clients potentiels en suivant le guide vu en séance. Pour chacun, notez le profil, le problème exprimé, la solution actuelle et le prix qu’il serait prêt à payer. Rendez une synthèse d’une page avec vos trois principaux enseignements.',
        points: 30,
        difficultyLevel: 'medium',
        deadlineInDays: 45,
      }),
    ]),
    section('Semaine 2', 'Le modèle économique : qui paie, pour quoi, et combien.', [
      lesson.video('Le Business Model Canvas expliqué', yt('js1LcZQthpz'), 1225),
      lesson.pdf('Modèle de Business Model Canvas à imprimer', 'modele-business-model-canvas.pdf'),
      lesson.quiz('Quiz semaine 2 : modèle économique', 10, {
        description:
          'Auto-évaluation non notée sur le Business Model Canvas. Refaites-la autant que vous voulez.',
        type: 'assessment_ungraded',
        passingScore: null,
        shuffleQuestions: false,
        shuffleOptions: false,
        showResults: true,
        allowRetries: true,
        questions: [
          choice(
            'Combien de blocs compte le Business Model Canvas ?',
            ['9', '5', '7', '12'],
            0,
            'Neuf blocs : segments, proposition de valeur, canaux, relation client, revenus, ressources, activités, partenaires et coûts.',
          ),
          shortAnswer(
            'Comment s’appelle le bloc qui décrit ce que votre offre apporte de différent au client ?',
            'proposition de valeur',
            'La proposition de valeur répond à la question : pourquoi ce client vous choisirait-il ?',
          ),
          trueFalse(
            'Les segments de clientèle décrivent les personnes ou organisations pour qui l’entreprise crée de la valeur.',
            true,
            'Un même projet peut servir plusieurs segments : détaillants et particuliers, par exemple.',
          ),
          longAnswer(
            'En une phrase, que décrit le bloc « sources de revenus » ?',
            'Comment l’entreprise gagne de l’argent avec chaque segment de clientèle',
            'Vente, abonnement, commission, location… précisez aussi qui paie et comment (espèces, mobile money).',
          ),
        ],
      }),
    ]),
    section('Semaine 3', 'Les prévisions financières.', [
      lesson.video('Construire son compte de résultat prévisionnel', vimeo('734957070'), 1580),
      lesson.exercise('Votre plan de financement sur 3 ans', 90, {
        description: 'Besoins, ressources et trésorerie de votre projet.',
        instructions:
          'Construisez le plan de financement de votre projet sur trois ans : investissements, besoin en fonds de roulement, apports, prêts (banque, microfinance, DER/FJ) et subventions. Ajoutez le plan de trésorerie de la première année, mois par mois. Joignez votre classeur Excel.',
        points: 40,
        difficultyLevel: 'hard',
        deadlineInDays: 90,
      }),
      lesson.audio('Replay : questions-réponses avec une chargée de crédit', 'replay-questions-credit.mp3'),
    ]),
    section('Semaine 4', 'Formaliser son entreprise et convaincre un financeur.', [
      lesson.article('Choisir sa forme juridique', [
        "<p>Formaliser son activité ouvre l'accès aux marchés des entreprises et de l'État, au crédit bancaire et à certains financements publics. Le droit OHADA, commun au Sénégal et à seize autres pays africains, propose plusieurs formes adaptées à chaque situation.</p>",
        "<h2>L'entreprise individuelle</h2>",
        "<p>Simple et peu coûteuse, elle convient pour démarrer seul. En contrepartie, votre patrimoine personnel et celui de l'entreprise se confondent : en cas de dettes, vos biens peuvent être saisis. Le statut d'entreprenant, prévu par l'OHADA, en est une version allégée pour les très petites activités.</p>",
        '<h2>La SARL et la SUARL</h2>',
        "<p>La société à responsabilité limitée sépare votre patrimoine de celui de l'entreprise. Elle peut être créée seul (SUARL) ou à plusieurs. Elle inspire davantage confiance aux banques et aux grands clients, mais impose une comptabilité plus rigoureuse.</p>",
        '<h2>Le GIE</h2>',
        "<p>Le groupement d'intérêt économique est très répandu chez les transformatrices, les éleveurs ou les pêcheurs. Il permet de mettre en commun des moyens, comme un local, une machine ou des achats groupés, tout en laissant chacun développer son activité.</p>",
        "<p>Au Sénégal, les formalités de création peuvent être accomplies auprès du guichet unique de l'APIX ou des structures d'appui de votre région. Prenez conseil avant de choisir : la forme juridique engage votre responsabilité pour des années.</p>",
      ]),
      lesson.video('Présenter son projet à un financeur', yt('RTERwWt1HFB'), 1050),
      lesson.quiz('Évaluation finale : business plan et pitch', 20, {
        description: 'Évaluation notée de fin de cohorte : une seule tentative, 60 % pour valider.',
        type: 'exam',
        passingScore: 60,
        shuffleQuestions: true,
        shuffleOptions: true,
        showResults: true,
        allowRetries: false,
        questions: [
          choice(
            'Combien de temps dure un « elevator pitch » ?',
            ['Environ une minute', 'Environ quinze minutes', 'Une heure', 'Une demi-journée'],
            0,
            'Le temps d’un trajet en ascenseur : le problème, votre solution, pourquoi vous, ce que vous demandez.',
            { timeLimitSeconds: 30 },
          ),
          trueFalse(
            'Le seuil de rentabilité est le chiffre d’affaires à partir duquel l’entreprise couvre toutes ses charges.',
            true,
            'En dessous du seuil, l’entreprise perd de l’argent ; au-dessus, elle dégage un bénéfice.',
          ),
          matching(
            'Associez chaque partie du business plan à son contenu.',
            [
              ['Étude de marché', 'Clients, concurrents et tendances'],
              ['Plan financier', 'Prévisions de ventes et de charges'],
              ['Stratégie commerciale', 'Prix, distribution et communication'],
              ['Équipe', 'Compétences des fondateurs'],
            ],
            'Un financeur lit d’abord le résumé, puis le plan financier et l’équipe.',
            { points: 3 },
          ),
          shortAnswer(
            'Quel guichet unique accompagne les formalités de création d’entreprise au Sénégal ? (sigle)',
            'APIX',
            'Le guichet unique de l’APIX regroupe les formalités de création en un seul lieu.',
            { points: 2 },
          ),
        ],
      }),
    ]),
  ],
});
