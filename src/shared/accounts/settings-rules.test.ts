import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZPasswordChange, ZPhone, ZProfileUpdate } from './settings.contract.ts';
import {
  ASSET_SLUG_MAX,
  avatarFileBase,
  cleanPhone,
  describeDevice,
  isValidCleanPhone,
  PHONE_EXAMPLE,
  pictureKindOf,
  slugifyAssetName,
} from './settings-rules.ts';

const PHONE_MESSAGE = `Format de numéro de téléphone invalide. Le numéro doit commencer par + suivi du code pays et du numéro (ex: ${PHONE_EXAMPLE})`;

describe('phone cleaning and validation (spec §5)', () => {
  it('keeps only digits and plus signs', () => {
    expect(cleanPhone('+221 77-123.45 67')).toBe('+221771234567');
    expect(cleanPhone('(+33) 6 12 34 56 78')).toBe('+33612345678');
    expect(cleanPhone('abc')).toBe('');
  });

  it('cleaning is idempotent and leaves only [0-9+]', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const cleaned = cleanPhone(raw);
        expect(cleanPhone(cleaned)).toBe(cleaned);
        expect(cleaned).toMatch(/^[\d+]*$/);
      }),
    );
  });

  it('accepts + then at least 8 digits, refuses the rest', () => {
    expect(isValidCleanPhone('+22177123')).toBe(true);
    expect(isValidCleanPhone('+2217712')).toBe(false);
    expect(isValidCleanPhone('22177123456')).toBe(false);
    expect(isValidCleanPhone('+221+77123456')).toBe(false);
    expect(isValidCleanPhone('+')).toBe(false);
  });

  it('any + and 8 to 20 digits, written with any separators, is accepted and stored cleaned', () => {
    const separator = fc.constantFrom(' ', '-', '.', '(', ')', '/');
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 20 }),
        fc.array(separator, { minLength: 20, maxLength: 20 }),
        (digits, separators) => {
          const typed = `+${digits.map((digit, index) => `${digit}${separators[index]}`).join('')}`;
          expect(ZPhone.parse(typed)).toBe(`+${digits.join('')}`);
        },
      ),
    );
  });

  it('fewer than 8 digits, or no leading +, is refused with the spec message', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 7 }), (digits) => {
        const result = ZPhone.safeParse(`+${digits.join('')}`);
        expect(result.success).toBe(false);
        expect(result.error?.issues[0]?.message).toBe(PHONE_MESSAGE);
      }),
    );
    expect(ZPhone.safeParse('12').error?.issues[0]?.message).toBe(PHONE_MESSAGE);
    expect(ZPhone.safeParse('221771234567').error?.issues[0]?.message).toBe(PHONE_MESSAGE);
  });

  it('an empty phone means none', () => {
    expect(ZPhone.parse('')).toBeNull();
    expect(ZPhone.parse(' - ')).toBeNull();
  });
});

describe('profile contract (spec §5 words)', () => {
  const valid = { first_name: 'Awa', last_name: 'Ndiaye' };
  const messageOf = (input: object) =>
    ZProfileUpdate.safeParse({ ...valid, ...input }).error?.issues[0]?.message;
  it('words each refusal as the spec does', () => {
    expect(messageOf({ email: 'awa@' })).toBe("Format d'email invalide");
    expect(messageOf({ gender: 'x' })).toBe('Genre invalide');
    expect(messageOf({ role: 'chef' })).toBe('Rôle invalide');
    expect(messageOf({ status: 'banni' })).toBe('Statut invalide');
  });
  it('accepts the spec’s values', () => {
    for (const gender of ['male', 'female', 'other']) expect(messageOf({ gender })).toBeUndefined();
    for (const role of ['learner', 'student', 'instructor', 'admin', 'superadmin'])
      expect(messageOf({ role })).toBeUndefined();
    for (const status of ['active', 'inactive', 'pending', 'suspended', 'invited', 'expired'])
      expect(messageOf({ status })).toBeUndefined();
    expect(ZProfileUpdate.parse({ ...valid, email: ' Awa@Exemple.SN ' }).email).toBe('awa@exemple.sn');
  });
});

describe('password change contract', () => {
  it('needs the sign-up length, both copies equal, and a new one', () => {
    const issue = (input: object) => ZPasswordChange.safeParse(input).error?.issues[0]?.message;
    expect(issue({ currentPassword: 'a', newPassword: 'court', confirmPassword: 'court' })).toMatch(
      /au moins 8/,
    );
    expect(
      issue({ currentPassword: 'a', newPassword: 'Teranga-2027', confirmPassword: 'Teranga-2028' }),
    ).toBe('Les deux mots de passe ne correspondent pas');
    expect(
      issue({
        currentPassword: 'Teranga-2027',
        newPassword: 'Teranga-2027',
        confirmPassword: 'Teranga-2027',
      }),
    ).toMatch(/différent/);
    expect(
      ZPasswordChange.safeParse({
        currentPassword: 'x',
        newPassword: 'Teranga-2027',
        confirmPassword: 'Teranga-2027',
      }).success,
    ).toBe(true);
  });
});

describe('asset names (spec §5)', () => {
  it('slugifies: lowercase, accents removed, a-z0-9 and hyphens, 50 characters at most', () => {
    expect(slugifyAssetName('Photo Été à Dakar')).toBe('photo-ete-a-dakar');
    expect(slugifyAssetName('___')).toBe('image');
    expect(avatarFileBase('Mon Portrait.JPEG', 1_764_240_000_000)).toBe('mon-portrait-1764240000000');
  });
  it('any name gives a slug of the allowed alphabet, without hyphens at the ends, ≤ 50', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (name) => {
        const slug = slugifyAssetName(name);
        expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(slug.length).toBeLessThanOrEqual(ASSET_SLUG_MAX);
      }),
    );
  });
});

describe('pictures recognised by their bytes', () => {
  const bytes = (...values: (number | string)[]) =>
    Uint8Array.from(
      values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])),
    );
  it('knows JPEG, PNG, GIF, WebP, AVIF and refuses a PDF', () => {
    expect(pictureKindOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(pictureKindOf(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(pictureKindOf(bytes('GIF89a'))).toBe('gif');
    expect(pictureKindOf(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('webp');
    expect(pictureKindOf(bytes(0, 0, 0, 0x1c, 'ftypavif'))).toBe('avif');
    expect(pictureKindOf(bytes('%PDF-1.7'))).toBeNull();
    expect(pictureKindOf(bytes())).toBeNull();
  });
});

describe('devices in words', () => {
  it('says the browser and the system', () => {
    expect(describeDevice({ browser: 'Chrome', os: 'Android' })).toBe('Chrome sur Android');
    expect(describeDevice({ browser: 'Safari' })).toBe('Safari');
    expect(describeDevice({ deviceType: 'mobile' })).toBe('Navigateur sur téléphone');
    expect(describeDevice({})).toBe('Appareil inconnu');
  });
});
