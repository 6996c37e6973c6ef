import { parse } from 'csv-parse/sync';
import { type ColumnMap, type CsvRecord, IMPORT_MAX_ROWS, mapColumns } from '#shared/admin/learner-import.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';

// Reads the learners' CSV (decision 277) with csv-parse: a comma or a semicolon between fields (a
// French spreadsheet saves with ';'), a UTF-8 BOM, quoted fields over several lines, empty lines
// skipped. A file that cannot be read at all is refused whole (400) with the parser's line.

type Parsed = { record: string[]; info: { lines: number } };

export function readLearnerCsv(csv: string): { columns: ColumnMap; records: CsvRecord[] } {
  let parsed: Parsed[];
  try {
    parsed = parse(csv, {
      delimiter: [',', ';'],
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as Parsed[];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    const reason = line ? `ligne ${line}, guillemet ou séparateur mal placé` : 'format non reconnu';
    throw new AppError('VALIDATION', t('admin.import.unreadable', { reason }));
  }
  const [header, ...rows] = parsed;
  if (!header || rows.length === 0) throw new AppError('VALIDATION', t('admin.import.empty'));
  if (rows.length > IMPORT_MAX_ROWS)
    throw new AppError('VALIDATION', t('admin.import.tooManyRows', { max: IMPORT_MAX_ROWS }));
  const { columns, missing } = mapColumns(header.record);
  if (missing.length > 0)
    throw new AppError('VALIDATION', t('admin.import.missingColumns', { columns: missing.join(', ') }));
  const records = rows
    .filter(({ record }) => record.some((field) => field.trim() !== ''))
    .map(({ record, info }) => ({
      // The parser counts lines up to the record's end: a quoted field may span several.
      line: info.lines - record.reduce((breaks, field) => breaks + (field.match(/\n/g)?.length ?? 0), 0),
      fields: record,
    }));
  if (records.length === 0) throw new AppError('VALIDATION', t('admin.import.empty'));
  return { columns, records };
}
