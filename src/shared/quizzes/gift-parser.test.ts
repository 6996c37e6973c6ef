import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseGift } from './gift-parser.ts';
import type { ParsedQuestion } from './quiz-import.ts';

// GIFT import (issue 14, decision 133): what teachers' Moodle question banks hold, read into the quiz
// builder's questions, and a French reason by line for what cannot be imported.

const only = (text: string) => {
  const { questions, errors } = parseGift(text);
  expect(errors).toEqual([]);
  expect(questions).toHaveLength(1);
  return questions[0]!;
};
const options = (question: ParsedQuestion) =>
  question.options.map((o) => [o.option_text, o.is_correct, o.match_value]);

describe('parseGift: the question types', () => {
  it('reads a multiple choice, its title dropped, with the right answer and the others wrong', () => {
    const question = only('::Capitale:: Quelle est la capitale du Sénégal ? {=Dakar ~Thiès ~Saint-Louis}');
    expect(question).toEqual({
      question_text: 'Quelle est la capitale du Sénégal ?',
      question_type: 'multiple_choice',
      points: 1,
      time_limit: null,
      explanation: null,
      options: [
        { option_text: 'Dakar', is_correct: true, match_value: null },
        { option_text: 'Thiès', is_correct: false, match_value: null },
        { option_text: 'Saint-Louis', is_correct: false, match_value: null },
      ],
      line: 1,
    });
  });

  it('reads answers on several lines, weights of 100 % and below 0, and the right answer’s feedback', () => {
    const question = only(
      [
        'Quel fleuve traverse Saint-Louis ? {',
        '  ~%-50%La Gambie#Non',
        '  ~%100%Le Sénégal#Oui, le fleuve Sénégal.',
        '  ~La Casamance',
        '}',
      ].join('\n'),
    );
    expect(options(question)).toEqual([
      ['La Gambie', false, null],
      ['Le Sénégal', true, null],
      ['La Casamance', false, null],
    ]);
    expect(question.explanation).toBe('Oui, le fleuve Sénégal.');
  });

  it('reads true/false in its four spellings, the feedback of a right answer as the explanation', () => {
    for (const [block, isTrue] of [
      ['{T}', true],
      ['{TRUE}', true],
      ['{f}', false],
      ['{ FALSE }', false],
    ] as const) {
      const question = only(`Dakar est au bord de l'océan. ${block}`);
      expect(question.question_type).toBe('true_false');
      expect(options(question)).toEqual([
        ['Vrai', isTrue, null],
        ['Faux', !isTrue, null],
      ]);
    }
    expect(only('Le wolof est une langue. {T#Faux : relisez.#Oui !}').explanation).toBe('Oui !');
    expect(only('Le wolof est une langue. {T#Seul retour}').explanation).toBe('Seul retour');
  });

  it('reads a short answer with every accepted text, and an exact number as a short answer', () => {
    const short = only("Qui a écrit « L'Aventure ambiguë » ? {=Cheikh Hamidou Kane =C. H. Kane}");
    expect(short.question_type).toBe('short_answer');
    expect(options(short)).toEqual([
      ['Cheikh Hamidou Kane', true, null],
      ['C. H. Kane', true, null],
    ]);
    for (const block of ['{#14}', '{#14:0}', '{# 14 }']) {
      const numeric = only(`Combien de régions compte le Sénégal ? ${block}`);
      expect(numeric.question_type).toBe('short_answer');
      expect(options(numeric)).toEqual([['14', true, null]]);
    }
    expect(options(only('Pi ? {#3.14}'))).toEqual([['3.14', true, null]]);
  });

  it('reads a matching question into items and the values they pair with', () => {
    const question = only(
      '::Assoc:: Associez chaque ville à sa région. {\n=Thiès -> Thiès\n=Ziguinchor -> Casamance\n=Podor -> Fleuve\n}',
    );
    expect(question.question_type).toBe('matching');
    expect(options(question)).toEqual([
      ['Thiès', true, 'Thiès'],
      ['Ziguinchor', true, 'Casamance'],
      ['Podor', true, 'Fleuve'],
    ]);
  });

  it('turns the missing-word form into a blank, and a title alone into the question', () => {
    expect(only('Dakar est la {=capitale ~plage} du Sénégal.').question_text).toBe(
      'Dakar est la _____ du Sénégal.',
    );
    expect(only('{=Dakar ~Thiès} est la capitale.').question_text).toBe('_____ est la capitale.');
    expect(only('::Le Sénégal est en Afrique.:: {T}').question_text).toBe('Le Sénégal est en Afrique.');
  });

  it('takes the general feedback (####) as the explanation before any answer’s own', () => {
    expect(only('Capitale ? {=Dakar#Oui ~Thiès ####Dakar depuis 1960.}').explanation).toBe(
      'Dakar depuis 1960.',
    );
  });
});

describe('parseGift: the syntax around the questions', () => {
  it('unescapes \\: \\= \\~ \\# \\{ \\} \\\\ and \\n, which are never syntax', () => {
    const question = only(
      '::Titre \\:: avec deux-points:: Que vaut \\{a\\} \\= 1 \\~ 2 \\# 3 \\\\ ?\\nFin {=x\\=y ~a\\~b\\#c ~\\{d\\}}',
    );
    expect(question.question_text).toBe('Que vaut {a} = 1 ~ 2 # 3 \\ ?\nFin');
    expect(options(question)).toEqual([
      ['x=y', true, null],
      ['a~b#c', false, null],
      ['{d}', false, null],
    ]);
  });

  it('skips comments, $CATEGORY lines and format markers; counts lines with any line ending and a BOM', () => {
    const text =
      '\uFEFF// Banque de questions\r\n$CATEGORY: $course$/Géographie\r\n\r\n// Q1\r\n[html]Capitale ? {=Dakar ~Thiès}\r\n\r\n\r\n[markdown]Le wolof est parlé au Sénégal. {T}\n';
    const { questions, errors } = parseGift(text);
    expect(errors).toEqual([]);
    expect(questions.map((q) => [q.line, q.question_text])).toEqual([
      [5, 'Capitale ?'],
      [8, 'Le wolof est parlé au Sénégal.'],
    ]);
  });
});

describe('parseGift: what cannot be imported, in French, by line, the rest imported', () => {
  it('reports each refused question at its first line and keeps the others', () => {
    const text = [
      'Racontez votre journée. {}', // 1: essay
      '',
      'Valeur de pi ? {#3.14:0.01}', // 3: numeric tolerance
      '',
      'Une description sans réponses.', // 5
      '',
      'Capitale ? {=Dakar ~Thiès}', // 7: fine
      '',
      'Réponse partielle ? {~%50%a ~%50%b ~c}', // 9
      '',
      'Sans accolade fermante {=a ~b', // 11
      '',
      'Deux zones {=a ~b} et {=c ~d}', // 13
      '',
      'Aucune juste ? {~a ~b}', // 15
      '',
      'Une seule option ? {=a ~}', // 17: empty answer
      '',
      '::Titre non fermé Question ? {T}', // 19
      '',
      'Association à une paire ? {=a -> b}', // 21
      '',
      'Association mêlée ? {=a -> b ~c}', // 23
      '',
      'Texte avant la réponse {x =a ~b}', // 25
      '',
      '{=a ~b}', // 27: no question text
      '',
      'Intervalle ? {#1..5}', // 29
    ].join('\n');
    const { questions, errors } = parseGift(text);
    expect(questions.map((q) => q.line)).toEqual([7]);
    expect(errors.map((e) => e.line)).toEqual([1, 3, 5, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29]);
    const message = (line: number) => errors.find((e) => e.line === line)!.message;
    expect(message(1)).toMatch(/^Question à développement/);
    expect(message(3)).toMatch(/^Question numérique avec tolérance/);
    expect(message(5)).toMatch(/^Pas de réponses entre accolades/);
    expect(message(9)).toBe(
      'Note partielle (50 %) non prise en charge : une réponse est juste (100 %) ou fausse.',
    );
    expect(message(11)).toBe('Accolade fermante « } » manquante.');
    expect(message(13)).toBe("Une question n'a qu'une seule zone de réponses { }.");
    expect(message(15)).toBe('Aucune réponse juste : marquez la bonne réponse.');
    expect(message(17)).toBe('Une réponse est vide.');
    expect(message(19)).toBe('Titre non fermé : le second « :: » manque.');
    expect(message(21)).toBe('Une association demande au moins deux paires.');
    expect(message(23)).toMatch(/^Association illisible/);
    expect(message(25)).toMatch(/^Réponse illisible : chaque réponse commence par « = »/);
    expect(message(27)).toBe('Le texte de la question est vide.');
  });

  it('says so when a file holds no question at all', () => {
    for (const text of ['', '\n\n', '// rien\n$CATEGORY: x']) {
      expect(parseGift(text)).toEqual({
        questions: [],
        errors: [{ line: 1, message: 'Aucune question trouvée dans ce fichier.' }],
      });
    }
  });
});

// ---- Properties: what the quiz builder could write in GIFT comes back as it was -----------------

const escapeGift = (text: string) => text.replace(/[\\~=#{}:]/g, (c) => `\\${c}`);

/** Texts as an author types them: trimmed, with GIFT's special characters in them. */
const giftText = fc
  .string({
    unit: fc.oneof(
      fc.constantFrom(...'~=#{}:\\->%[]/$ éàç'.split('')),
      fc.string({ minLength: 1, maxLength: 1 }),
    ),
    minLength: 1,
    maxLength: 25,
  })
  .map((text) => text.trim())
  .filter(
    (text) =>
      text !== '' &&
      !text.includes('->') &&
      !text.startsWith('%') &&
      !text.startsWith('//') &&
      !/^\[(html|moodle|plain|markdown)\]/i.test(text) &&
      !/^\$CATEGORY:/i.test(text),
  );

const explanation = fc.option(giftText, { nil: null });

const question = fc.oneof(
  fc
    .record({
      text: giftText,
      choices: fc.array(fc.record({ text: giftText, right: fc.boolean() }), { minLength: 2, maxLength: 5 }),
      explanation,
    })
    .filter((q) => q.choices.some((c) => c.right))
    .map(
      (q): Omit<ParsedQuestion, 'line'> => ({
        question_text: q.text,
        question_type: 'multiple_choice',
        points: 1,
        time_limit: null,
        explanation: q.explanation,
        options: q.choices.map((c) => ({ option_text: c.text, is_correct: c.right, match_value: null })),
      }),
    ),
  fc.record({ text: giftText, isTrue: fc.boolean(), explanation }).map(
    (q): Omit<ParsedQuestion, 'line'> => ({
      question_text: q.text,
      question_type: 'true_false',
      points: 1,
      time_limit: null,
      explanation: q.explanation,
      options: [
        { option_text: 'Vrai', is_correct: q.isTrue, match_value: null },
        { option_text: 'Faux', is_correct: !q.isTrue, match_value: null },
      ],
    }),
  ),
  fc
    .record({ text: giftText, accepted: fc.array(giftText, { minLength: 1, maxLength: 3 }), explanation })
    .map(
      (q): Omit<ParsedQuestion, 'line'> => ({
        question_text: q.text,
        question_type: 'short_answer',
        points: 1,
        time_limit: null,
        explanation: q.explanation,
        options: q.accepted.map((text) => ({ option_text: text, is_correct: true, match_value: null })),
      }),
    ),
  fc
    .record({
      text: giftText,
      pairs: fc.array(fc.tuple(giftText, giftText), { minLength: 2, maxLength: 4 }),
      explanation,
    })
    .map(
      (q): Omit<ParsedQuestion, 'line'> => ({
        question_text: q.text,
        question_type: 'matching',
        points: 1,
        time_limit: null,
        explanation: q.explanation,
        options: q.pairs.map(([item, value]) => ({
          option_text: item,
          is_correct: true,
          match_value: value,
        })),
      }),
    ),
);

/**
 * One question in GIFT, the way Moodle exports it; the explanation as general feedback. A choice
 * whose options are all right writes them ~%100%: with "=" alone it would read as a short answer.
 */
function toGift(q: Omit<ParsedQuestion, 'line'>, index: number): string[] {
  const right =
    q.question_type === 'multiple_choice' && q.options.every((o) => o.is_correct) ? '~%100%' : '=';
  const answers =
    q.question_type === 'true_false'
      ? [q.options[0]!.is_correct ? 'TRUE' : 'FALSE']
      : q.options.map((o) => {
          if (q.question_type === 'matching')
            return `=${escapeGift(o.option_text)} -> ${escapeGift(o.match_value!)}`;
          return `${o.is_correct ? right : '~'}${escapeGift(o.option_text)}`;
        });
  const feedback = q.explanation === null ? [] : [`####${escapeGift(q.explanation)}`];
  return [
    `// question ${index + 1}`,
    `::Q${index + 1}:: ${escapeGift(q.question_text)} {`,
    ...answers.map((a) => `\t${a}`),
    ...feedback,
    '}',
    '',
  ];
}

describe('parseGift: properties', () => {
  it('gives back the questions a GIFT export of them holds, each at its line', () => {
    fc.assert(
      fc.property(fc.array(question, { minLength: 1, maxLength: 6 }), (questions) => {
        const lines = questions.flatMap(toGift);
        const parsed = parseGift(lines.join('\n'));
        expect(parsed.errors).toEqual([]);
        expect(parsed.questions.map(({ line: _, ...rest }) => rest)).toEqual(questions);
        for (const q of parsed.questions) expect(lines[q.line - 1]).toMatch(/^::Q\d+::/);
      }),
    );
  });

  it('never throws on any text, and every error has a line of the file and a message', () => {
    const gifty = fc.string({ unit: fc.constantFrom(...'{}=~#:\\->%\n\r /TFa1'.split('')), maxLength: 200 });
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), gifty), (text) => {
        const { questions, errors } = parseGift(text);
        const lineCount = text.split(/\r\n|\r|\n/).length;
        for (const error of errors) {
          expect(error.line).toBeGreaterThanOrEqual(1);
          expect(error.line).toBeLessThanOrEqual(lineCount);
          expect(error.message.length).toBeGreaterThan(0);
        }
        for (const q of questions) {
          expect(q.question_text).not.toBe('');
          expect(q.options.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});
