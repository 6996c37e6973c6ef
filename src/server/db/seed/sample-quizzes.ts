// Demo quizzes, one for each quiz lesson of the sample catalogue (found by course slug and lesson
// title). Pure typed data (no I/O): seed-quizzes.ts turns it into rows. The quiz takes its title and
// duration from its lesson. Written answers are judged against the first option's text (trimmed,
// case-insensitive), so their expected answers are short and canonical.

import {
  choice,
  longAnswer,
  matching,
  type QuizSettings,
  shortAnswer,
  trueFalse,
} from '../../features/quizzes/quiz-definition.ts';

export type SampleQuiz = QuizSettings & { courseSlug: string; lessonTitle: string };

const practice = {
  type: 'quiz',
  passingScore: 60,
  shuffleQuestions: false,
  shuffleOptions: true,
  showResults: true,
  allowRetries: true,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Quizzes
// ---------------------------------------------------------------------------------------------------------

export const SAMPLE_QUIZZES: SampleQuiz[] = [
  {
    courseSlug: 'creer-son-premier-site-web-html-css',
    lessonTitle: 'Quiz : les bases du HTML et du CSS',
    description:
      'Vérifiez que vous maîtrisez les balises et les propriétés vues dans les deux premiers modules.',
    ...practice,
    questions: [
      choice(
        'Quelle balise crée un lien vers une autre page ?',
        ['<a>', '<link>', '<href>', '<nav>'],
        0,
        "La balise <a> et son attribut href créent un lien ; <link> relie une feuille de style dans l'en-tête.",
      ),
      trueFalse(
        'Le fichier index.html est la page que les navigateurs ouvrent par défaut dans un dossier.',
        true,
        "C'est pourquoi la page d'accueil d'un site s'appelle presque toujours index.html.",
        // A short limit: the demo student's quiz shows the countdown and its time-out (e2e/quizzes.spec.ts).
        { timeLimitSeconds: 15 },
      ),
      shortAnswer(
        'Quelle propriété CSS change la couleur du texte ?',
        'color',
        'color change la couleur du texte ; background-color change celle du fond.',
        { timeLimitSeconds: 30 },
      ),
      matching(
        'Associez chaque balise à son rôle.',
        [
          ['<h1>', 'Titre principal'],
          ['<p>', 'Paragraphe'],
          ['<img>', 'Image'],
          ['<ul>', 'Liste à puces'],
        ],
        "Une page bien structurée utilise chaque balise pour ce qu'elle signifie : c'est aussi ce que lisent les moteurs de recherche.",
        { points: 2 },
      ),
      longAnswer(
        'Écrivez la toute première ligne d’un document HTML5.',
        '<!DOCTYPE html>',
        'La déclaration <!DOCTYPE html> indique au navigateur que la page suit la norme HTML5.',
        { points: 2 },
      ),
    ],
  },
  {
    courseSlug: 'bootcamp-javascript-cohorte',
    lessonTitle: 'Quiz semaine 1 : les bases de JavaScript',
    description: 'Variables, types et opérateurs : le point sur la première semaine.',
    ...practice,
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
  },
  {
    courseSlug: 'bootcamp-javascript-cohorte',
    lessonTitle: 'Évaluation finale du bootcamp',
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
  },
  {
    courseSlug: 'excel-avance-tableaux-de-bord',
    lessonTitle: 'Quiz : les formules de recherche et de calcul',
    description: 'Les formules indispensables du module 2.',
    ...practice,
    questions: [
      choice(
        "Quelle fonction cherche une valeur dans la première colonne d'un tableau et renvoie une valeur de la même ligne ?",
        ['RECHERCHEV', 'SOMME.SI', 'NB.SI', 'CONCATENER'],
        0,
        'RECHERCHEV(valeur; tableau; numéro de colonne; FAUX) renvoie la valeur trouvée sur la même ligne.',
        { timeLimitSeconds: 60 },
      ),
      shortAnswer(
        'Quelle fonction compte les cellules qui remplissent une condition ?',
        'NB.SI',
        'NB.SI(plage; critère) compte ; SOMME.SI(plage; critère; somme) additionne.',
      ),
      trueFalse(
        'Dans =RECHERCHEV(A2;Tarifs;2;FAUX), le dernier argument FAUX demande une correspondance exacte.',
        true,
        'Avec VRAI ou sans argument, Excel accepte une valeur approchée, source fréquente d’erreurs.',
      ),
      matching(
        'Associez chaque fonction à ce qu’elle calcule.',
        [
          ['SOMME', 'Additionner des valeurs'],
          ['MOYENNE', 'Calculer la moyenne'],
          ['SI', 'Tester une condition'],
          ['SOMME.SI', 'Additionner selon un critère'],
        ],
        'Ces fonctions se combinent : =SI(SOMME(B2:B10)>100000;"Objectif atteint";"En cours").',
        { points: 2 },
      ),
    ],
  },
  {
    courseSlug: 'marketing-digital-reseaux-sociaux',
    lessonTitle: 'Quiz final : marketing sur les réseaux sociaux',
    description: 'Stratégie, contenu et mesure : validez le parcours (70 % pour réussir).',
    ...practice,
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
  },
  {
    courseSlug: 'vendre-en-ligne-whatsapp-business-mobile-money',
    lessonTitle: 'Quiz : paiements mobiles et arnaques courantes',
    description:
      'Auto-évaluation non notée : faites le point sur vos réflexes face aux arnaques. Une seule passation.',
    type: 'assessment_ungraded',
    passingScore: null,
    shuffleQuestions: false,
    shuffleOptions: true,
    showResults: true,
    allowRetries: false,
    questions: [
      trueFalse(
        'Un agent Wave ou Orange Money peut vous demander votre code secret pour valider un dépôt.',
        false,
        'Personne, ni agent ni service client, n’a besoin de votre code secret. Ne le communiquez jamais.',
      ),
      choice(
        'Un client envoie une capture d’écran de paiement, mais rien n’apparaît sur votre compte. Que faites-vous ?',
        [
          'Je vérifie la réception dans mon application avant de livrer',
          'Je livre : la capture suffit',
          'Je lui demande son code secret pour vérifier',
          'J’annule la commande sans le prévenir',
        ],
        0,
        'Une capture d’écran se falsifie en quelques secondes : seule la réception sur votre compte compte.',
        { timeLimitSeconds: 45 },
      ),
      shortAnswer(
        'Quel code composer pour ouvrir le menu Orange Money au Sénégal ?',
        '#144#',
        'Le #144# ouvre le menu Orange Money ; vérifiez toujours votre solde par ce menu ou l’application officielle.',
      ),
      matching(
        'Associez chaque situation au bon réflexe.',
        [
          ['Appel d’un prétendu service client', 'Raccrocher et rappeler le numéro officiel'],
          ['SMS « transfert reçu par erreur »', 'Vérifier son solde dans l’application'],
          ['Lien de paiement inconnu', 'Ne pas cliquer'],
        ],
        'Les arnaqueurs jouent sur l’urgence : prenez toujours le temps de vérifier par vous-même.',
      ),
    ],
  },
  {
    courseSlug: 'design-graphique-canva',
    lessonTitle: 'Quiz : design graphique',
    description: 'Formats, contraste et tailles : les bases pour des visuels professionnels.',
    ...practice,
    questions: [
      choice(
        'Quel format d’image choisir pour un logo sur fond transparent ?',
        ['PNG', 'JPG', 'BMP', 'TXT'],
        0,
        'Le PNG garde la transparence ; le JPG la remplace par un fond blanc.',
      ),
      trueFalse(
        'Pour qu’un texte reste lisible, il faut un fort contraste entre sa couleur et celle du fond.',
        true,
        'Texte foncé sur fond clair, ou l’inverse : le contraste compte encore plus sur un écran de téléphone au soleil.',
      ),
      choice(
        'Quelle taille utiliser pour une publication carrée sur Instagram ?',
        ['1080 × 1080 px', '1920 × 1080 px', '800 × 1200 px', '300 × 250 px'],
        0,
        'Canva propose directement le modèle « Publication Instagram » en 1080 × 1080 px.',
        { timeLimitSeconds: 30 },
      ),
    ],
  },
  {
    courseSlug: 'maraichage-rentable',
    lessonTitle: 'Quiz : techniques de production',
    description: 'Irrigation, fertilisation et rotation des cultures.',
    ...practice,
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
  },
  {
    courseSlug: 'transformer-les-produits-locaux',
    lessonTitle: 'Quiz : transformation et qualité',
    description: 'Hygiène, procédés et étiquetage.',
    ...practice,
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
  },
  {
    courseSlug: 'entreprendre-business-plan-cohorte',
    lessonTitle: 'Quiz semaine 2 : modèle économique',
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
  },
  {
    courseSlug: 'entreprendre-business-plan-cohorte',
    lessonTitle: 'Évaluation finale : business plan et pitch',
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
  },
  {
    courseSlug: 'comptabilite-syscohada-pme',
    lessonTitle: 'Quiz : écritures courantes',
    description: 'Comptes et écritures du quotidien d’une PME.',
    ...practice,
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
  },
  {
    courseSlug: 'comptabilite-syscohada-pme',
    lessonTitle: 'Évaluation finale : comptabilité SYSCOHADA',
    description: 'Évaluation notée de fin de formation : 50 % pour valider, nouvelles tentatives permises.',
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
  },
  {
    courseSlug: 'business-english-west-africa',
    lessonTitle: 'Quiz: meetings and negotiation vocabulary',
    description: 'Le vocabulaire anglais des réunions et des négociations.',
    ...practice,
    questions: [
      matching(
        'Associez chaque mot anglais à sa traduction.',
        [
          ['agenda', 'ordre du jour'],
          ['minutes', 'compte rendu'],
          ['deadline', 'date limite'],
          ['deal', 'accord'],
        ],
        'Attention au faux ami : « minutes » désigne ici le compte rendu écrit de la réunion.',
        { points: 2 },
      ),
      choice(
        'Comment exprimer poliment un désaccord en réunion ?',
        ['I see your point, but…', 'You are wrong.', 'No way.', 'Stop talking.'],
        0,
        'Reconnaître le point de vue de l’autre avant de le nuancer garde la négociation ouverte.',
      ),
      shortAnswer(
        'Traduisez « négocier » en anglais (le verbe seul, sans « to »).',
        'negotiate',
        'to negotiate ; le nom est negotiation.',
      ),
      trueFalse(
        '« To postpone a meeting » signifie avancer une réunion.',
        false,
        'To postpone = reporter à plus tard ; avancer se dit to bring forward.',
        { timeLimitSeconds: 20 },
      ),
    ],
  },
  {
    courseSlug: 'wolof-pour-debutants',
    lessonTitle: 'Quiz : les nombres et les prix',
    description: 'Compter et demander un prix au marché.',
    ...practice,
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
  },
];
