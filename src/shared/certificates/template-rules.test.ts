import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distinctionFor } from './certificate-rules.ts';
import { DEFAULT_CERTIFICATE_SETTINGS } from './certificate-settings.ts';
import { TEMPLATE_NAME_MAX, ZSaveTemplateSettings } from './certificate-templates.contract.ts';
import {
  copyName,
  imagesOf,
  isOrganizationAssetKey,
  newThreshold,
  sortedThresholds,
} from './template-rules.ts';

const ORG = '0b7c2f4e-8a1d-4c39-9f6b-2d5e7a9c1b3f';

describe('copyName', () => {
  it('appends (copie) and stays within the name limit, whatever the name', () => {
    expect(copyName('Diplôme')).toBe('Diplôme (copie)');
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: TEMPLATE_NAME_MAX }), (name) => {
        const copy = copyName(name);
        expect([...copy].length).toBeLessThanOrEqual(TEMPLATE_NAME_MAX);
        expect(copy.endsWith(' (copie)')).toBe(true);
      }),
    );
  });
});

describe('thresholds', () => {
  it('a new threshold starts at 50 with its text to write', () => {
    expect(newThreshold()).toEqual({ threshold: 50, text: '' });
  });

  it('sorted highest first; the distinction is the first not above the grade', () => {
    const rows = fc.array(
      fc.record({
        threshold: fc.integer({ min: 0, max: 100 }),
        text: fc.string({ minLength: 1, maxLength: 5 }),
      }),
      { maxLength: 10 },
    );
    fc.assert(
      fc.property(rows, fc.integer({ min: 0, max: 100 }), (thresholds, grade) => {
        const sorted = sortedThresholds(thresholds);
        for (let i = 1; i < sorted.length; i += 1)
          expect(sorted[i - 1]!.threshold).toBeGreaterThanOrEqual(sorted[i]!.threshold);
        expect(distinctionFor(grade, sorted)).toBe(
          sorted.find((row) => row.threshold <= grade)?.text ?? null,
        );
      }),
    );
  });

  it('the shared schema takes only 0 to 100, in the spec’s words', () => {
    const save = (threshold: unknown) =>
      ZSaveTemplateSettings.safeParse({
        version: 1,
        settings: { ...DEFAULT_CERTIFICATE_SETTINGS, distinctionThresholds: [{ threshold, text: 'Bien' }] },
      });
    expect(save(0).success).toBe(true);
    expect(save(100).success).toBe(true);
    for (const bad of [101, -0.5, '50', null]) {
      const result = save(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Le seuil doit être un nombre entre 0 et 100');
    }
  });
});

describe('pictures of a template', () => {
  it('names the background and the client logo when set', () => {
    expect(imagesOf(DEFAULT_CERTIFICATE_SETTINGS)).toEqual([]);
    expect(
      imagesOf({ ...DEFAULT_CERTIFICATE_SETTINGS, backgroundImage: '/a.jpg', clientLogo: '/b.png' }).map(
        (i) => i.field,
      ),
    ).toEqual(['backgroundImage', 'clientLogo']);
  });

  it('an organisation asset key is under its own folder, plain segments only', () => {
    expect(isOrganizationAssetKey(`public/certificates/${ORG}/logo/x/logo-1.png`, ORG)).toBe(true);
    expect(isOrganizationAssetKey(`public/certificates/${ORG}/../other/logo.png`, ORG)).toBe(false);
    expect(isOrganizationAssetKey(`public/certificates/${ORG}-x/logo.png`, ORG)).toBe(false);
    expect(isOrganizationAssetKey(`public/uploads/${ORG}/logo.png`, ORG)).toBe(false);
    fc.assert(
      fc.property(fc.string(), (rest) => {
        const key = `public/certificates/${ORG}/${rest}`;
        if (isOrganizationAssetKey(key, ORG)) {
          expect(
            rest.split('/').every((segment) => segment !== '..' && segment !== '.' && segment !== ''),
          ).toBe(true);
        }
      }),
    );
  });
});
