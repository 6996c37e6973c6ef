import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { courses } from '../schema/index.ts';
import { SAMPLE_COURSES } from './courses/index.ts';
import { DEMO_PICTURE_SIZE, demoCoursePicture } from './demo-pictures.ts';
import { seed, seedIfEmpty } from './seed.ts';

// The demo courses' pictures (docs/decisions/056): committed files, small, set by the seed and given
// at start-up to a database seeded before they existed.

const publicDir = path.resolve(import.meta.dirname, '../../../web/public');

/** Width and height of a WebP file from its header (VP8, VP8L or VP8X). */
function webpSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
  expect(bytes.toString('ascii', 8, 12)).toBe('WEBP');
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
}

describe('demo course pictures', () => {
  it('every sample course has its own small 640 × 360 WebP file', () => {
    for (const course of SAMPLE_COURSES) {
      expect(course.thumbnailUrl).toBe(demoCoursePicture(course.slug));
      const file = path.join(publicDir, course.thumbnailUrl!);
      expect(statSync(file).size).toBeLessThan(20 * 1024);
      expect(webpSize(readFileSync(file))).toEqual(DEMO_PICTURE_SIZE);
    }
  });

  describe('in the database', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp();
      await seed(app.database.db);
    }, 60_000);
    afterAll(async () => app.close());

    const thumbnails = async () =>
      new Map(
        (await app.database.db.select({ slug: courses.slug, url: courses.thumbnailUrl }).from(courses)).map(
          (row) => [row.slug, row.url],
        ),
      );

    it('the seed sets them', async () => {
      const bySlug = await thumbnails();
      for (const course of SAMPLE_COURSES)
        expect(bySlug.get(course.slug)).toBe(demoCoursePicture(course.slug));
    });

    it('start-up gives them to a database seeded without them, and keeps a picture chosen since', async () => {
      const db = app.database.db;
      const [first, second] = SAMPLE_COURSES;
      await db.update(courses).set({ thumbnailUrl: null });
      await db
        .update(courses)
        .set({ thumbnailUrl: '/uploads/choisie.webp' })
        .where(eq(courses.slug, first!.slug));

      expect(await seedIfEmpty(db, { isProduction: false })).toBe(false);
      const bySlug = await thumbnails();
      expect(bySlug.get(first!.slug)).toBe('/uploads/choisie.webp');
      expect(bySlug.get(second!.slug)).toBe(demoCoursePicture(second!.slug));
      expect([...bySlug.values()].filter((url) => url === null)).toEqual([]);

      // Again: nothing changes.
      await seedIfEmpty(db, { isProduction: false });
      expect(await thumbnails()).toEqual(bySlug);
    });
  });
});
