// The quiz and exercise builders' server messages (issue 14, docs/decisions/153–156): validation of
// the shared contracts and the refusals of /api/admin/quizzes and /api/admin/exercises. Spread into
// the server catalogue (./fr.ts); the builder screens will bring their own labels.

export const frBuilders = {
  'builders.courseNotFound': 'Formation introuvable',
  'builders.notYourCourse': "Vous n'êtes pas le formateur de cette formation.",
  'builders.statusInvalid': 'Le statut doit être « draft » ou « published ».',
  'builders.searchTooLong': 'La recherche ne peut pas dépasser {max} caractères.',
  'builders.titleRequired': 'Le titre est obligatoire.',
  'builders.titleTooLong': 'Le titre ne peut pas dépasser {max} caractères.',
  'builders.textTooLong': 'Ce texte ne peut pas dépasser {max} caractères.',
  'builders.pointsInvalid': 'Les points doivent être un nombre entier entre 0 et {max}.',
  'builders.durationInvalid': 'La durée doit être un nombre entier de minutes entre 0 et {max}.',

  'quizzes.builder.notFound': 'Quiz introuvable',
  'quizzes.builder.typeInvalid': 'Le type de quiz doit être « quiz », « exam » ou « assessment_ungraded ».',
  'quizzes.builder.passingScoreInvalid': 'La note de passage doit être un pourcentage entier entre 0 et 100.',
  'quizzes.builder.questionTypeInvalid':
    'Type de question inconnu : choisissez multiple_choice, true_false, short_answer, long_answer ou matching.',
  'quizzes.builder.questionTextRequired': "L'énoncé de la question est obligatoire.",
  'quizzes.builder.timeLimitInvalid':
    'Le temps limite doit être un nombre entier de secondes entre 1 et {max}, ou vide.',
  'quizzes.builder.optionTextRequired': 'Le texte de chaque option est obligatoire.',
  'quizzes.builder.optionsTooFew': 'Une question à choix multiple doit avoir au moins deux options.',
  'quizzes.builder.optionsTooMany': 'Une question ne peut pas avoir plus de {max} options.',
  'quizzes.builder.oneCorrectOption':
    'Une question à choix multiple doit avoir exactement une bonne réponse.',
  'quizzes.builder.correctAnswerRequired': 'Indiquez si la bonne réponse est « Vrai » ou « Faux ».',
  'quizzes.builder.expectedAnswerRequired': 'La réponse attendue est obligatoire.',
  'quizzes.builder.pairsRequired': "Une question d'association doit avoir au moins une paire.",
  'quizzes.builder.pairIncomplete': "Chaque paire d'une association doit avoir ses deux côtés remplis.",
  'quizzes.builder.pairsDuplicate': "Deux paires d'une association ne peuvent pas avoir le même élément.",
  'quizzes.builder.questionsTooMany': 'Un quiz ne peut pas avoir plus de {max} questions.',
  'quizzes.builder.questionIdDuplicate': 'La même question apparaît deux fois.',
  'quizzes.builder.questionNotInQuiz': "La question {n} n'appartient pas à ce quiz.",
  'quizzes.builder.questionInUse':
    "La question « {title} » a déjà reçu des réponses d'apprenants : son énoncé, son type, ses points, son temps limite et ses réponses ne peuvent plus changer, et elle ne peut plus être supprimée. Ajoutez plutôt une nouvelle question.",
  'quizzes.builder.publishWithoutQuestion': 'Un quiz sans question ne peut pas être publié.',
  'quizzes.builder.inUse':
    'Ce quiz ne peut pas être supprimé : des apprenants y ont répondu ou une leçon l’utilise. Dépubliez-le plutôt.',
  'quizzes.builder.importFormatInvalid': 'Le format doit être « gift » ou « aiken ».',
  'quizzes.builder.importTextRequired': 'Collez le contenu du fichier à importer.',
  'quizzes.builder.importTextTooLong': 'Le fichier à importer ne peut pas dépasser {max} caractères.',
  'quizzes.builder.importNothingReadable': "Aucune question n'a pu être lue dans ce fichier.",
  'quizzes.builder.importQuestionInvalid': 'Question {n} : {reason}',

  'exercises.builder.notFound': 'Exercice introuvable',
  'exercises.builder.difficultyInvalid': 'La difficulté doit être « easy », « medium » ou « hard ».',
  'exercises.builder.deadlineInvalid': 'La date limite doit être une date et une heure valides, ou vide.',
  'exercises.builder.inUse':
    'Cet exercice ne peut pas être supprimé : des apprenants y ont répondu ou une leçon l’utilise. Dépubliez-le plutôt.',
} as const satisfies Record<string, string>;
