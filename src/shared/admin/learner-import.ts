import { z } from 'zod';
import { t } from '../messages/fr.ts';

// The learners' CSV import (issue 18 "Admin", decision 277): what one row of the file must hold, and
// the French reason a row is refused, with its line in the file. Pure: the server parses the file
// (csv-parse) and says which courses and cohorts exist; this file decides, the preview and the
// import apply the same answer.

export const IMPORT_MAX_ROWS = 2_000;
export const IMPORT_MAX_KILOBYTES = 512;
export const IMPORT_NAME_MAX = 80;

export type ImportColumn = 'firstName' | 'lastName' | 'email' | 'phone' | 'target';

/** Header names accepted for each column, compared without case, accents, spaces, '_' or '-'. */
const COLUMN_ALIASES: Record<ImportColumn, readonly string[]> = {
  firstName: ['prenom', 'firstname', 'first'],
  lastName: ['nom', 'lastname', 'last', 'nomdefamille'],
  email: ['email', 'mail', 'courriel', 'adresseemail'],
  phone: ['telephone', 'phone', 'tel', 'mobile', 'portable'],
  target: ['formation', 'cours', 'course', 'session', 'cohorte', 'cohort', 'inscription'],
};
const REQUIRED_COLUMNS: readonly ImportColumn[] = ['firstName', 'lastName', 'email'];
const COLUMN_LABELS: Record<ImportColumn, string> = {
  firstName: 'prenom',
  lastName: 'nom',
  email: 'email',
  phone: 'telephone',
  target: 'formation',
};

/** Lower case, no accents, no spaces, underscores or hyphens: how headers and targets are compared. */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[\s_\-'’.]+/g, '');

export type ColumnMap = Partial<Record<ImportColumn, number>>;

/** Where each column is in the header row; the missing required columns named for the error. */
export function mapColumns(header: readonly string[]): { columns: ColumnMap; missing: string[] } {
  const columns: ColumnMap = {};
  header.forEach((name, index) => {
    const folded = foldText(name);
    for (const [column, aliases] of Object.entries(COLUMN_ALIASES) as [ImportColumn, readonly string[]][]) {
      if (columns[column] === undefined && aliases.includes(folded)) columns[column] = index;
    }
  });
  const missing = REQUIRED_COLUMNS.filter((column) => columns[column] === undefined).map(
    (column) => COLUMN_LABELS[column],
  );
  return { columns, missing };
}

const emailSchema = z.email();

/** The spec's phone rule (§5 "Profile update"): keep digits and '+', then '+' and at least 8 digits. */
export function cleanPhone(raw: string): string | null {
  const cleaned = raw.replace(/[^\d+]/g, '');
  return /^\+\d{8,15}$/.test(cleaned) ? cleaned : null;
}

/** A data row as the parser read it: its line in the file (1 is the header) and its fields. */
export type CsvRecord = { line: number; fields: readonly string[] };

/** What a target text (a course's title or slug, a cohort's name) names in the organisation. */
export type ImportTarget = { kind: 'course' | 'cohort'; id: string; label: string };

export type ImportRow = {
  line: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  target: ImportTarget | null;
  /** The target as written in the file ('' when none). */
  targetText: string;
  /** French reasons, empty when the row can be imported. */
  errors: string[];
};

/**
 * Each data row with its errors: a missing name, a bad email or phone, an email already seen
 * earlier in the file (the first one is kept), a target the organisation does not have.
 */
export function validateImportRows(
  records: readonly CsvRecord[],
  columns: ColumnMap,
  findTarget: (text: string) => ImportTarget | null,
): ImportRow[] {
  const firstLineOfEmail = new Map<string, number>();
  const field = (record: CsvRecord, column: ImportColumn) => {
    const index = columns[column];
    return index === undefined ? '' : (record.fields[index] ?? '').trim();
  };
  return records.map((record) => {
    const errors: string[] = [];
    const firstName = field(record, 'firstName');
    const lastName = field(record, 'lastName');
    const rawEmail = field(record, 'email');
    const rawPhone = field(record, 'phone');
    const targetText = field(record, 'target');
    if (!firstName) errors.push(t('admin.import.firstNameMissing'));
    if (!lastName) errors.push(t('admin.import.lastNameMissing'));
    if (firstName.length > IMPORT_NAME_MAX || lastName.length > IMPORT_NAME_MAX)
      errors.push(t('admin.import.nameTooLong', { max: IMPORT_NAME_MAX }));
    const email = rawEmail.toLowerCase();
    if (!email) errors.push(t('admin.import.emailMissing'));
    else if (email.length > 254 || !emailSchema.safeParse(email).success)
      errors.push(t('admin.import.emailInvalid', { email: rawEmail.slice(0, 80) }));
    else {
      const seenAt = firstLineOfEmail.get(email);
      if (seenAt !== undefined) errors.push(t('admin.import.duplicateInFile', { line: seenAt }));
      else firstLineOfEmail.set(email, record.line);
    }
    const phone = rawPhone ? cleanPhone(rawPhone) : null;
    if (rawPhone && !phone) errors.push(t('admin.import.phoneInvalid', { phone: rawPhone.slice(0, 40) }));
    const target = targetText ? findTarget(targetText) : null;
    if (targetText && !target)
      errors.push(t('admin.import.unknownTarget', { target: targetText.slice(0, 80) }));
    return { line: record.line, firstName, lastName, email, phone, target, targetText, errors };
  });
}
