import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CsvRecord, cleanPhone, foldText, mapColumns, validateImportRows } from './learner-import.ts';
import { leavesAnAdmin, roleDifference, rolesAfterChange } from './roles.ts';

const columns = mapColumns(['Prénom', 'NOM', 'E-mail', 'Téléphone', 'Formation']).columns;
const course = { kind: 'course' as const, id: 'c1', label: 'Comptabilité' };
const findTarget = (text: string) => (foldText(text) === 'comptabilite' ? course : null);
const row = (line: number, ...fields: string[]): CsvRecord => ({ line, fields });

describe('learner CSV rows', () => {
  it('maps French and English headers, without case or accents, and names the missing ones', () => {
    expect(columns).toEqual({ firstName: 0, lastName: 1, email: 2, phone: 3, target: 4 });
    expect(mapColumns(['first_name', 'last-name', 'Courriel']).missing).toEqual([]);
    expect(mapColumns(['nom', 'email']).missing).toEqual(['prenom']);
  });

  it('accepts a good row: email lower-cased, phone cleaned, target found', () => {
    const [good] = validateImportRows(
      [row(2, 'Awa', 'Ndiaye', 'Awa@Exemple.SN', '+221 77 123 45 67', 'comptabilité')],
      columns,
      findTarget,
    );
    expect(good).toMatchObject({
      line: 2,
      email: 'awa@exemple.sn',
      phone: '+221771234567',
      target: course,
      errors: [],
    });
  });

  it('says why a row is refused, with the line of the first occurrence for a duplicate', () => {
    const rows = validateImportRows(
      [
        row(2, 'Awa', 'Ndiaye', 'awa@exemple.sn'),
        row(3, '', 'Sow', 'pas-un-email'),
        row(4, 'Awa', 'Bis', 'AWA@exemple.sn'),
        row(5, 'Tel', 'Faux', 'tel@exemple.sn', '77 12'),
        row(6, 'Cours', 'Inconnu', 'c@exemple.sn', '', 'Cuisine'),
        row(7, 'Vide', 'Email', ''),
      ],
      columns,
      findTarget,
    );
    expect(rows.map((r) => r.errors.join(' | '))).toEqual([
      '',
      'prénom manquant | email invalide « pas-un-email »',
      'email en double dans le fichier (déjà ligne 2)',
      'téléphone invalide « 77 12 » : + suivi du code pays et du numéro (ex. : +221771234567)',
      'formation ou session inconnue « Cuisine »',
      'email manquant',
    ]);
  });

  it('keeps exactly the first row of each address, whatever the file (property)', () => {
    const address = fc.constantFrom('a@x.sn', 'B@x.sn', 'b@x.sn', 'c@x.sn', 'bad');
    fc.assert(
      fc.property(fc.array(address, { maxLength: 30 }), (emails) => {
        const rows = validateImportRows(
          emails.map((email, index) => row(index + 2, 'Pré', 'Nom', email)),
          columns,
          findTarget,
        );
        const valid = rows.filter((r) => r.errors.length === 0).map((r) => r.email);
        expect(new Set(valid).size).toBe(valid.length);
        const distinct = new Set(emails.filter((e) => e !== 'bad').map((e) => e.toLowerCase()));
        expect(valid.length).toBe(distinct.size);
      }),
    );
  });

  it('cleans a phone to + and 8 to 15 digits, or refuses it', () => {
    expect(cleanPhone('+221 77-123.45.67')).toBe('+221771234567');
    expect(cleanPhone('771234567')).toBeNull();
    expect(cleanPhone('+1234567')).toBeNull();
  });
});

describe('role changes', () => {
  it('never gives nor takes the superadmin role', () => {
    expect(rolesAfterChange(['superadmin', 'student'], ['admin'])).toEqual(['superadmin', 'admin']);
    expect(roleDifference(['student'], ['student', 'instructor'])).toEqual({
      added: ['instructor'],
      removed: [],
    });
  });
  it('keeps one active admin', () => {
    expect(leavesAnAdmin(1, true, true)).toBe(false);
    expect(leavesAnAdmin(2, true, true)).toBe(true);
    expect(leavesAnAdmin(1, false, true)).toBe(true);
    fc.assert(
      fc.property(fc.nat(5), fc.boolean(), fc.boolean(), (admins, isAdmin, loses) => {
        const left = admins - (isAdmin && loses ? 1 : 0);
        if (admins >= 1 && isAdmin) expect(leavesAnAdmin(admins, isAdmin, loses)).toBe(left >= 1);
      }),
    );
  });
});
