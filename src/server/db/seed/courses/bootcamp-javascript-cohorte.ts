// Demo course bootcamp-javascript-cohorte: Cohort (session), one-time or 3 installments.

import { choice, matching, shortAnswer, trueFalse } from '../../../features/quizzes/quiz-definition.ts';
import { demoCourse, lesson, preview, section, vimeo, yt } from './builders.ts';

export const course = demoCourse({
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
  pricingModes: { one_time: true, installments: true },
  price: 75000,
  oneTimePrice: 75000,
  installments: [
    { amount: 30000, days: 0 },
    { amount: 25000, days: 30 },
    { amount: 25000, days: 60 },
  ],
  enableCommunity: true,
  enableCertificate: true,
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
    section('Semaine 1', 'Les fondamentaux du langage : variables, types, conditions et boucles.', [
      preview(lesson.video('Bienvenue dans la cohorte : organisation et outils', yt('RvjD0a7Hmpi'), 540)),
      lesson.article('Variables, types et opérateurs', [
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
      lesson.quiz('Quiz semaine 1 : les bases de JavaScript', 15, {
        description: 'Variables, types et opérateurs : le point sur la première semaine.',
        shuffleQuestions: true,
        questions: [
          choice(
            'Quel mot-clé déclare une variable qui ne peut pas être réaffectée ?',
            ['const', 'let', 'var', 'static'],
            0,
            'const interdit la réaffectation ; let et var déclarent des variables modifiables.',
          ),
          choice(
            'Que renvoie typeof null ?',
            ['"object"', '"null"', '"undefined"', '"number"'],
            0,
            'Une bizarrerie historique de JavaScript : typeof null vaut "object". Testez plutôt valeur === null.',
            { timeLimitSeconds: 45 },
          ),
          trueFalse(
            "En JavaScript, l'expression 2 === '2' vaut true.",
            false,
            '=== compare aussi le type : un nombre et une chaîne ne sont jamais strictement égaux.',
          ),
          shortAnswer(
            "Quelle méthode ajoute un élément à la fin d'un tableau ?",
            'push',
            'tableau.push(element) ajoute à la fin ; unshift ajoute au début.',
          ),
        ],
      }),
    ]),
    section('Semaine 2', 'Fonctions, tableaux et objets.', [
      lesson.video('Les fonctions et les fonctions fléchées', yt('lO9j7FFUpXJ'), 1245),
      lesson.video('Manipuler les tableaux avec map, filter et reduce', vimeo('927202171'), 1530),
      lesson.exercise("Calculer le total d'un panier en FCFA", 60, {
        description: 'Tableaux, objets et reduce appliqués à une boutique en ligne.',
        instructions:
          'Écrivez une fonction totalPanier(articles) qui reçoit une liste d’articles { nom, prixUnitaire, quantite } et renvoie le total en FCFA, sans décimales. Ajoutez une remise de 10 % au-delà de 50 000 FCFA et affichez le résultat avec toLocaleString("fr-FR"). Joignez votre fichier ou collez votre code avec trois exemples d’appel.',
        points: 20,
        difficultyLevel: 'easy',
      }),
    ]),
    section('Semaine 3', 'Le DOM et les événements : rendre une page interactive.', [
      lesson.video('Sélectionner et modifier des éléments du DOM', yt('eTZRwQUN0RB'), 1110),
      lesson.article('Écouter les événements', [
        "<p>Une page interactive réagit aux actions de l'utilisateur : un clic, une saisie, l'envoi d'un formulaire. En JavaScript, on « écoute » ces événements avec la méthode <code>addEventListener</code>.</p>",
        '<h2>La syntaxe</h2>',
        "<p><code>bouton.addEventListener('click', afficherPanier);</code> Le premier argument est le nom de l'événement, le second la fonction à exécuter. Les événements les plus courants sont <code>click</code>, <code>input</code> (à chaque frappe dans un champ), <code>submit</code> (envoi d'un formulaire) et <code>keydown</code> (touche enfoncée).</p>",
        "<h2>L'objet événement</h2>",
        "<p>La fonction reçoit un objet qui décrit l'événement : <code>event.target</code> désigne l'élément concerné et <code>event.preventDefault()</code> empêche le comportement par défaut, par exemple le rechargement de la page lors de l'envoi d'un formulaire.</p>",
        "<h2>La délégation d'événements</h2>",
        "<p>Plutôt que d'ajouter un écouteur sur chaque élément d'une longue liste, placez-en un seul sur l'élément parent et vérifiez <code>event.target</code>. C'est plus performant et cela fonctionne aussi pour les éléments ajoutés plus tard : exactement ce dont vous aurez besoin pour l'exercice de la liste de tâches.</p>",
      ]),
      lesson.exercise('Créer une liste de tâches interactive', 90, {
        description: 'Manipuler le DOM et enregistrer des données dans le navigateur.',
        instructions:
          'Réalisez une petite application de liste de tâches : ajouter une tâche, la cocher comme faite, la supprimer. Les tâches doivent être conservées dans localStorage après un rechargement de la page. Décrivez votre démarche et joignez une capture d’écran ou collez votre code.',
        points: 30,
        difficultyLevel: 'medium',
        deadlineInDays: 60,
      }),
      lesson.audio('Replay audio : questions-réponses du samedi', 'replay-questions-reponses-semaine-3.mp3'),
    ]),
    section('Semaine 4', 'Appeler une API et livrer le projet final.', [
      lesson.video('fetch, async/await et les API REST', yt('EAYXYYh14l2'), 1395),
      lesson.pdf('Cahier des charges du projet final', 'cahier-des-charges-projet-final.pdf'),
      lesson.exercise('Projet final : application de suivi des dépenses', 180, {
        description: 'Le projet de fin de bootcamp, corrigé par votre formatrice.',
        instructions:
          'Construisez une application de suivi des dépenses d’un ménage : saisie d’une dépense (date, catégorie, montant en FCFA), liste filtrable par mois, total par catégorie et export CSV. Rendez un court rapport (PDF ou Word) avec l’adresse de votre dépôt, des captures d’écran et ce que vous amélioreriez.',
        points: 50,
        difficultyLevel: 'hard',
        deadlineInDays: 90,
      }),
      lesson.quiz('Évaluation finale du bootcamp', 30, {
        description:
          'Évaluation notée de fin de bootcamp : une seule tentative, 70 % pour valider. Les réponses ne sont pas corrigées pendant l’épreuve.',
        type: 'exam',
        passingScore: 70,
        shuffleQuestions: true,
        shuffleOptions: true,
        showResults: false,
        allowRetries: false,
        questions: [
          choice(
            "Quelle méthode transforme chaque élément d'un tableau et renvoie un nouveau tableau ?",
            ['map', 'forEach', 'filter', 'reduce'],
            0,
            'map renvoie un tableau de même longueur ; filter garde certains éléments ; forEach ne renvoie rien.',
            { points: 2 },
          ),
          choice(
            'Que permet le mot-clé await ?',
            [
              "Attendre le résultat d'une promesse dans une fonction async",
              'Mettre le programme en pause pendant une durée donnée',
              'Déclarer une fonction asynchrone',
              'Répéter une instruction',
            ],
            0,
            'await suspend la fonction async jusqu’à ce que la promesse soit résolue, sans bloquer la page.',
            { points: 2, timeLimitSeconds: 60 },
          ),
          trueFalse(
            'localStorage conserve les données après la fermeture du navigateur.',
            true,
            'localStorage persiste ; sessionStorage est vidé à la fermeture de l’onglet.',
          ),
          matching(
            'Associez chaque méthode du DOM à ce qu’elle fait.',
            [
              ['querySelector', 'Trouver un élément'],
              ['addEventListener', 'Réagir à un événement'],
              ['createElement', 'Créer un élément'],
              ['appendChild', 'Ajouter un enfant'],
            ],
            'Ces quatre méthodes suffisent pour construire la liste de tâches interactive de la semaine 3.',
            { points: 3 },
          ),
          shortAnswer(
            'Quel format texte sert le plus souvent à échanger des données avec une API web ?',
            'JSON',
            'JSON (JavaScript Object Notation) se lit avec response.json() après un fetch.',
          ),
        ],
      }),
    ]),
  ],
});
