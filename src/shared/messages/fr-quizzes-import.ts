import type { MessageKey } from './fr.ts';
import type { QuizzesMessageKey } from './fr-quizzes.ts';
import { createTranslator } from './fr-web.ts';

// The errors of a GIFT or Aiken quiz file (src/shared/quizzes/gift-parser.ts, aiken-parser.ts,
// docs/decisions/133): the server's import and the quiz builder's preview show the same words.

export const frQuizzesImport = {
  'quizzes.import.empty': 'Aucune question trouvée dans ce fichier.',
  'quizzes.import.noQuestionText': 'Le texte de la question est vide.',
  'quizzes.import.emptyAnswer': 'Une réponse est vide.',
  'quizzes.import.tooFewOptions': 'Au moins deux réponses sont nécessaires.',
  'quizzes.import.noCorrectAnswer': 'Aucune réponse juste : marquez la bonne réponse.',
  'quizzes.import.gift.unclosedTitle': 'Titre non fermé : le second « :: » manque.',
  'quizzes.import.gift.noAnswerBlock':
    "Pas de réponses entre accolades { } : ce texte n'est pas une question, il n'est pas importé.",
  'quizzes.import.gift.unclosedBlock': 'Accolade fermante « } » manquante.',
  'quizzes.import.gift.severalBlocks': "Une question n'a qu'une seule zone de réponses { }.",
  'quizzes.import.gift.answerWithoutMarker':
    'Réponse illisible : chaque réponse commence par « = » (juste) ou « ~ » (fausse).',
  'quizzes.import.gift.essay':
    'Question à développement sans réponse attendue : non prise en charge, elle ne pourrait pas être corrigée automatiquement.',
  'quizzes.import.gift.numeric':
    'Question numérique avec tolérance ou intervalle : non prise en charge. Seule une valeur exacte ({#42}) est importée, en réponse courte.',
  'quizzes.import.gift.partialCredit':
    'Note partielle ({weight} %) non prise en charge : une réponse est juste (100 %) ou fausse.',
  'quizzes.import.gift.matchingPair': "Association illisible : chaque paire s'écrit « =élément -> valeur ».",
  'quizzes.import.gift.tooFewPairs': 'Une association demande au moins deux paires.',
  'quizzes.import.aiken.optionWithoutQuestion':
    'Option sans question : la question précède ses options A), B)…',
  'quizzes.import.aiken.answerWithoutOptions': 'Ligne « ANSWER: » sans options A), B)… avant elle.',
  'quizzes.import.aiken.missingAnswer': 'Ligne « ANSWER: » manquante après les options.',
  'quizzes.import.aiken.unknownAnswer': 'La réponse « {letter} » ne correspond à aucune option.',
  'quizzes.import.aiken.duplicateOption': "L'option « {letter} » apparaît deux fois.",
  'quizzes.import.aiken.noOptions': 'Question sans options « A) », « B) »… ni ligne « ANSWER: ».',

  // A key already in ./fr.ts or ./fr-quizzes.ts would be ambiguous: it fails to compile here.
} as const satisfies Record<string, string> & { readonly [K in QuizzesMessageKey | MessageKey]?: never };

export type QuizzesImportMessageKey = keyof typeof frQuizzesImport;

export const t = createTranslator<QuizzesImportMessageKey>(frQuizzesImport);
