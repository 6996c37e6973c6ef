import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { samplePdf } from '../exercises/sample-files.ts';
import { removeAbandonedUploads } from './abandoned-uploads.ts';
import { countPdfPages } from './pdf-pages.ts';

let directory: string;
beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'jang-tus-'));
});
afterEach(() => rm(directory, { recursive: true, force: true }));

const now = new Date('2026-11-27T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000);

async function partial(id: string, bytesWritten: Date, infoWritten: Date) {
  await writeFile(path.join(directory, id), 'octets');
  await writeFile(path.join(directory, `${id}.json`), '{}');
  await utimes(path.join(directory, id), bytesWritten, bytesWritten);
  await utimes(path.join(directory, `${id}.json`), infoWritten, infoWritten);
}

describe('abandoned uploads', () => {
  it('removes partials and results untouched for more than 24 hours, and nothing else', async () => {
    const old = 'a'.repeat(32);
    const resumed = 'b'.repeat(32);
    const recent = 'c'.repeat(32);
    await partial(old, hoursAgo(30), hoursAgo(30));
    // Created two days ago, but bytes arrived an hour ago: still being sent.
    await partial(resumed, hoursAgo(1), hoursAgo(48));
    await partial(recent, hoursAgo(2), hoursAgo(2));
    await mkdir(path.join(directory, 'done'));
    await writeFile(path.join(directory, 'done', `${old}.json`), '{}');
    await utimes(path.join(directory, 'done', `${old}.json`), hoursAgo(25), hoursAgo(25));
    await writeFile(path.join(directory, 'done', `${recent}.json`), '{}');
    await writeFile(path.join(directory, 'not-an-upload.txt'), 'x');
    await utimes(path.join(directory, 'not-an-upload.txt'), hoursAgo(100), hoursAgo(100));

    expect(await removeAbandonedUploads(directory, now)).toBe(2);
    expect((await readdir(directory)).sort()).toEqual(
      [resumed, `${resumed}.json`, recent, `${recent}.json`, 'done', 'not-an-upload.txt'].sort(),
    );
    expect(await readdir(path.join(directory, 'done'))).toEqual([`${recent}.json`]);
  });

  it('does nothing when the folder does not exist yet', async () => {
    expect(await removeAbandonedUploads(path.join(directory, 'absent'), now)).toBe(0);
  });
});

describe('PDF page count', () => {
  it('counts the page objects, not the page tree', () => {
    expect(countPdfPages(samplePdf())).toBe(1);
    const three = Buffer.from(
      '%PDF-1.4\n<< /Type /Pages /Count 3 >>\n<</Type/Page>>\n<< /Type /Page /Parent 2 0 R >>\n<< /Type  /Page>>',
      'latin1',
    );
    expect(countPdfPages(three)).toBe(3);
  });

  it('says unknown (null) when the pages are compressed out of sight', () => {
    expect(countPdfPages(Buffer.from('%PDF-1.5\n<< /Type /ObjStm /N 12 >>stream…', 'latin1'))).toBeNull();
  });
});
