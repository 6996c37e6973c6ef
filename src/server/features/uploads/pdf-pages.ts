import { readFile } from 'node:fs/promises';

// The page count of a PDF when it is cheap (decision 150): the page objects ("/Type /Page") of a
// file of at most 10 MB read once. A PDF whose objects are compressed into object streams shows
// none: the count is then unknown (null), and the duration rule falls back to 2 minutes per MB.

const PAGE_OBJECT = /\/Type\s*\/Page(?![A-Za-z])/g;

export function countPdfPages(bytes: Buffer): number | null {
  const count = bytes.toString('latin1').match(PAGE_OBJECT)?.length ?? 0;
  return count > 0 ? count : null;
}

export async function pdfPageCountOf(file: string): Promise<number | null> {
  return countPdfPages(await readFile(file));
}
