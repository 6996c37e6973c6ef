import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LESSON_TYPES } from '../domain.ts';
import { slugify } from '../slug.ts';
import { positionCollisions, ZCourseUpdate, ZLessonInput, ZStructureSave } from './course-editor.contract.ts';
import {
  articleMinutes,
  documentMinutes,
  formatCourseDuration,
  lessonMinutes,
  mediaMinutes,
} from './duration.ts';
import {
  type CoursePricing,
  NO_PRICING_MODES,
  pricingProblems,
  withAccessType,
  withCertificate,
} from './pricing-rules.ts';
import { missingForPublish } from './publish-readiness.ts';
import { isPlaceholderTitle, titleAfterLookup } from './video-title.ts';

const MB = 1024 * 1024;

describe('duration rules (spec §9)', () => {
  it('article: characters / 200 rounded up, at least 1, tags not counted', () => {
    expect(articleMinutes('')).toBe(1);
    expect(articleMinutes('a'.repeat(200))).toBe(1);
    expect(articleMinutes('a'.repeat(201))).toBe(2);
    expect(articleMinutes(`<p>${'a'.repeat(400)}</p><script></script>`)).toBe(2);
  });
  it('video and audio: seconds / 60 rounded', () => {
    expect(mediaMinutes(89)).toBe(1);
    expect(mediaMinutes(90)).toBe(2);
    expect(mediaMinutes(29)).toBe(0);
    expect(mediaMinutes(undefined)).toBe(0);
    expect(mediaMinutes(-60)).toBe(0);
  });
  it('document: 2 min per MB rounded up, at least 1; a PDF with pages 2.5 min a page rounded up', () => {
    expect(documentMinutes({ size: 0 })).toBe(1);
    expect(documentMinutes({ size: MB })).toBe(2);
    expect(documentMinutes({ size: 1.2 * MB })).toBe(3);
    expect(documentMinutes({ size: 5 * MB, file_type: 'application/pdf', pages: 3 })).toBe(8);
    expect(documentMinutes({ size: 5 * MB, file_type: 'docx', pages: 3 })).toBe(10);
  });
  it('quiz: its own duration; exercise: its estimate, else its own', () => {
    const sources = { quizMinutes: () => 17, exerciseMinutes: () => 25 };
    expect(lessonMinutes('quiz', { quiz_id: 'q', duration: 3 }, sources)).toBe(17);
    expect(lessonMinutes('quiz', { duration: 3 }, sources)).toBe(3);
    expect(lessonMinutes('exercise', { exercise_id: 'e', estimated_duration: 40 }, sources)).toBe(40);
    expect(lessonMinutes('exercise', { exercise_id: 'e' }, sources)).toBe(25);
  });
  it("display: 'Non définie' at zero, else 'Xh Ymin'", () => {
    expect(formatCourseDuration(0)).toBe('Non définie');
    expect(formatCourseDuration(45)).toBe('0h 45min');
    expect(formatCourseDuration(135)).toBe('2h 15min');
  });
  it('properties: article grows with its text and is never below 1; media within half a minute', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3000 }), fc.string({ maxLength: 500 }), (a, b) => {
        const clean = (s: string) => s.replace(/[<>&\s]/g, 'x');
        const one = articleMinutes(clean(a));
        expect(one).toBeGreaterThanOrEqual(1);
        expect(articleMinutes(clean(a) + clean(b))).toBeGreaterThanOrEqual(one);
        expect(one).toBe(Math.max(1, Math.ceil(clean(a).length / 200)));
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (s) => {
        expect(Math.abs(mediaMinutes(s) - s / 60)).toBeLessThanOrEqual(0.5);
      }),
    );
    fc.assert(
      fc.property(fc.nat(50 * MB), fc.nat(50 * MB), (small, extra) => {
        const a = documentMinutes({ size: small });
        expect(a).toBeGreaterThanOrEqual(1);
        expect(documentMinutes({ size: small + extra })).toBeGreaterThanOrEqual(a);
        expect(a).toBeGreaterThanOrEqual((small / MB) * 2);
      }),
    );
    fc.assert(
      fc.property(fc.nat(100_000), (minutes) => {
        const text = formatCourseDuration(minutes);
        const match = /^(\d+)h (\d+)min$/.exec(text);
        if (minutes === 0) expect(text).toBe('Non définie');
        else expect(Number(match![1]) * 60 + Number(match![2])).toBe(minutes);
      }),
    );
  });
  it('every lesson type has a rule that answers a whole number ≥ 0', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LESSON_TYPES),
        fc.dictionary(fc.string(), fc.anything()),
        (type, content) => {
          const minutes = lessonMinutes(type, content);
          expect(Number.isInteger(minutes) && minutes >= 0).toBe(true);
        },
      ),
    );
  });
});

describe('the slug rule (spec §5; stored names: src/shared/uploads/upload-rules.test.ts)', () => {
  it('lowercase, accents removed, a-z 0-9 and hyphens', () => {
    expect(slugify('Leçon N°1 — Été à Dakar')).toBe('lecon-n-1-ete-a-dakar');
    expect(slugify('Économie du Sénégal', 8)).toBe('economie');
  });
  it('property: at most 50 characters of a-z, 0-9 and single inner hyphens', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (name) => {
        const slug = slugify(name);
        expect(slug.length).toBeLessThanOrEqual(50);
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
      }),
    );
  });
});

describe('placeholder titles (spec §5)', () => {
  it.each([
    ['', true],
    ['  ', true],
    ['Nouvelle leçon', true],
    ['Leçon', true],
    ['Video', true],
    ['Vidéo', true],
    ['Leçon 3', true],
    ['leçon 12', true],
    ['Leçon 1234', false],
    ['Leçon 3 : les verbes', false],
    ['Introduction', false],
  ])('%j → %s', (title, placeholder) => {
    expect(isPlaceholderTitle(title)).toBe(placeholder);
  });
  it('the provider title replaces only a placeholder', () => {
    expect(titleAfterLookup('Leçon 2', 'Les bases du wolof')).toBe('Les bases du wolof');
    expect(titleAfterLookup('Mon titre', 'Les bases du wolof')).toBe('Mon titre');
    expect(titleAfterLookup('Leçon 2', '  ')).toBe('Leçon 2');
  });
});

const pricing = (overrides: Partial<CoursePricing> = {}): CoursePricing => ({
  accessType: 'paid',
  pricingModes: { ...NO_PRICING_MODES },
  oneTimePrice: 0,
  oneTimeDiscount: 0,
  monthlyPrice: 0,
  registrationFee: 0,
  monthlyFee: 0,
  installments: [],
  ...overrides,
});

const arbitraryPricing = fc.record({
  accessType: fc.constantFrom('free', 'paid', 'invitation' as const),
  pricingModes: fc.record({
    one_time: fc.boolean(),
    installments: fc.boolean(),
    subscription: fc.boolean(),
    registration_monthly: fc.boolean(),
  }),
  oneTimePrice: fc.nat(1e6),
  oneTimeDiscount: fc.integer({ min: 0, max: 100 }),
  monthlyPrice: fc.nat(1e6),
  registrationFee: fc.nat(1e6),
  monthlyFee: fc.nat(1e6),
  installments: fc.array(fc.record({ amount: fc.nat(1e6), days: fc.nat(365) }), { maxLength: 4 }),
}) as fc.Arbitrary<CoursePricing>;

describe('pricing resets (spec §4)', () => {
  it('free or invitation: every mode off, prices and discount 0, no installments', () => {
    fc.assert(
      fc.property(arbitraryPricing, fc.constantFrom('free', 'invitation' as const), (before, access) => {
        const after = withAccessType(before, access);
        expect(after).toEqual(pricing({ accessType: access }));
        expect(pricingProblems(after)).toEqual([]);
      }),
    );
  });
  it('paid with no mode on switches one-time on; with modes on keeps them', () => {
    expect(withAccessType(pricing({ accessType: 'free' }), 'paid').pricingModes).toEqual({
      ...NO_PRICING_MODES,
      one_time: true,
    });
    fc.assert(
      fc.property(arbitraryPricing, (before) => {
        const after = withAccessType(before, 'paid');
        const anyOn = Object.values(before.pricingModes).some(Boolean);
        expect(after.pricingModes).toEqual(
          anyOn ? before.pricingModes : { ...NO_PRICING_MODES, one_time: true },
        );
        expect(after.oneTimePrice).toBe(before.oneTimePrice);
      }),
    );
  });
  it('disabling the certificate clears its template', () => {
    const course = { enableCertificate: true, certificateTemplateId: 'modele' };
    expect(withCertificate(course, false)).toEqual({ enableCertificate: false, certificateTemplateId: null });
    expect(withCertificate(course, true)).toEqual(course);
  });
});

describe('publish readiness', () => {
  const ready = {
    ...pricing({ pricingModes: { ...NO_PRICING_MODES, one_time: true }, oneTimePrice: 5000 }),
    title: 'Wolof',
    categoryId: 'c',
    lessonCount: 1,
  };
  it('a complete course has nothing missing', () => {
    expect(missingForPublish(ready)).toEqual([]);
  });
  it('lists each missing point in French', () => {
    expect(
      missingForPublish({ ...ready, title: ' ', categoryId: null, lessonCount: 0, oneTimePrice: 0 }),
    ).toEqual([
      'Le titre du cours est obligatoire.',
      'Choisissez une catégorie.',
      'Ajoutez au moins une leçon.',
      'Le prix du paiement unique doit être supérieur à 0.',
    ]);
    expect(missingForPublish({ ...ready, pricingModes: { ...NO_PRICING_MODES } })).toEqual([
      'Choisissez au moins un mode de paiement pour un cours payant.',
    ]);
    expect(missingForPublish({ ...ready, accessType: 'free' })).toEqual([
      'Un cours gratuit ou sur invitation ne peut pas avoir de prix.',
    ]);
  });
  it('property: a course whose access type was just chosen by the reset rule is consistent unless paid', () => {
    fc.assert(
      fc.property(arbitraryPricing, (before) => {
        const after = withAccessType(before, before.accessType);
        if (after.accessType !== 'paid') expect(pricingProblems(after)).toEqual([]);
        else expect(Object.values(after.pricingModes).some(Boolean)).toBe(true);
      }),
    );
  });
});

describe('editor contracts', () => {
  const lesson = (type: string, content: unknown) =>
    ZLessonInput.safeParse({ title: 'Leçon', type, content, position: 0 });
  it('accepts each type with its own content shape', () => {
    expect(lesson('video', { url: 'https://youtu.be/x', duration: 60 }).success).toBe(true);
    expect(lesson('article', { text: '<p>a</p>' }).success).toBe(true);
    expect(
      lesson('document', {
        url: '/files/x.pdf',
        file_name: 'x.pdf',
        file_type: 'application/pdf',
        size: 3,
        pages: 2,
      }).success,
    ).toBe(true);
    expect(lesson('audio', { url: '/files/a.mp3', duration: 4, file_name: 'a.mp3', size: 3 }).success).toBe(
      true,
    );
    expect(lesson('quiz', { quiz_id: '0b7c2f4e-8a1d-4c39-9f6b-2d5e7a9c1b3f', duration: 10 }).success).toBe(
      true,
    );
    expect(lesson('exercise', {}).success).toBe(true);
  });
  it('refuses an unknown type and content of the wrong shape, in French', () => {
    const unknown = lesson('podcast', {});
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]?.message).toBe(
      'Type de leçon inconnu : video, article, document, audio, quiz ou exercise.',
    );
    for (const [type, content] of [
      ['article', { url: 'https://x.sn' }],
      ['video', { text: 'a' }],
      ['video', { url: 'javascript:alert(1)' }],
      ['quiz', { quiz_id: 'abc' }],
      ['document', { size: -1 }],
      ['audio', 'texte'],
    ] as const) {
      const result = lesson(type, content);
      expect(result.success, `${type} ${JSON.stringify(content)}`).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/[éèà]|Identifiant|Adresse/);
    }
  });
  it('refuses prices below 0 and a discount over 100', () => {
    expect(ZCourseUpdate.safeParse({ version: 0, oneTimePrice: -1 }).error?.issues[0]?.message).toBe(
      'Un montant doit être un nombre entier de FCFA, au moins 0.',
    );
    expect(ZCourseUpdate.safeParse({ version: 0, oneTimeDiscount: 101 }).error?.issues[0]?.message).toBe(
      'La remise doit être comprise entre 0 et 100 %.',
    );
    expect(ZCourseUpdate.safeParse({ version: 0, objectives: ['ok', ' '] }).error?.issues[0]?.message).toBe(
      'Un objectif ne peut pas être vide.',
    );
    expect(ZCourseUpdate.parse({ version: 0, accessDurationDays: 0 }).accessDurationDays).toBeNull();
  });
  it('position collisions are named', () => {
    const structure = ZStructureSave.parse({
      version: 0,
      sections: [
        {
          title: 'A',
          position: 0,
          lessons: [
            { title: 'x', type: 'article', content: {}, position: 1 },
            { title: 'y', type: 'article', content: {}, position: 1 },
          ],
        },
        { title: 'B', position: 0, lessons: [] },
      ],
    });
    expect(positionCollisions(structure.sections)).toEqual([
      'Deux leçons de la section « A » ont la même position (1).',
      'Deux sections ont la même position (0).',
    ]);
  });
});
