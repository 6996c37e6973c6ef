import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureSources } from '#shared/pictures/picture-sources.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { courses, instructors } from '../schema/index.ts';
import { SAMPLE_COURSES } from './courses/index.ts';
import {
  DEMO_AVATAR_SIZE,
  DEMO_PICTURE_SIZE,
  demoAvatar,
  demoCoursePicture,
  legacyDemoCoursePicture,
} from './demo-pictures.ts';
import { SAMPLE_INSTRUCTORS } from './sample-catalog.ts';
import { seed, seedIfEmpty } from './seed.ts';

// The demo pictures (docs/decisions/056, 135): committed files in every width, small, set by the seed
// and given at start-up to a database seeded before they existed.

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

/** Every width of a picture exists as a WebP file of that size, each below `maxBytes`. */
function expectEveryWidth(address: string, maxBytes: number) {
  const { variants } = pictureSources(address);
  expect(variants.length).toBeGreaterThan(1);
  for (const variant of variants) {
    const file = path.join(publicDir, variant.url);
    expect(statSync(file).size).toBeLessThan(maxBytes);
    expect(webpSize(readFileSync(file))).toEqual({ width: variant.width, height: variant.height });
  }
}

describe('demo pictures', () => {
  it('every sample course has its own small 16:9 WebP files, 320 to 960 px wide', () => {
    for (const course of SAMPLE_COURSES) {
      expect(course.thumbnailUrl).toBe(demoCoursePicture(course.slug));
      expect(pictureSources(course.thumbnailUrl!)).toMatchObject(DEMO_PICTURE_SIZE);
      expectEveryWidth(course.thumbnailUrl!, 24 * 1024);
    }
    expect(pictureSources(demoCoursePicture('x')).variants.map((variant) => variant.width)).toEqual([
      320, 480, 720, 960,
    ]);
  });

  it('every sample instructor has a small square avatar, 64 to 192 px wide', () => {
    for (const instructor of SAMPLE_INSTRUCTORS) {
      expect(instructor.avatarUrl).toBe(demoAvatar(instructor.key));
      expect(pictureSources(instructor.avatarUrl!)).toMatchObject(DEMO_AVATAR_SIZE);
      expectEveryWidth(instructor.avatarUrl!, 4 * 1024);
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

    const avatars = async () =>
      new Map(
        (
          await app.database.db
            .select({ email: instructors.email, url: instructors.avatarUrl })
            .from(instructors)
        ).map((row) => [row.email, row.url]),
      );

    it('the seed sets the avatars', async () => {
      const byEmail = await avatars();
      for (const instructor of SAMPLE_INSTRUCTORS)
        expect(byEmail.get(instructor.email)).toBe(demoAvatar(instructor.key));
    });

    it('start-up gives them to a database seeded without them, and keeps a picture chosen since', async () => {
      const db = app.database.db;
      const [first, second, third] = SAMPLE_COURSES;
      await db.update(courses).set({ thumbnailUrl: null });
      await db
        .update(courses)
        .set({ thumbnailUrl: '/uploads/choisie.webp' })
        .where(eq(courses.slug, first!.slug));
      // Seeded when the demo pictures were one file each.
      await db
        .update(courses)
        .set({ thumbnailUrl: legacyDemoCoursePicture(third!.slug) })
        .where(eq(courses.slug, third!.slug));
      const [aminata, moussa] = SAMPLE_INSTRUCTORS;
      await db.update(instructors).set({ avatarUrl: null });
      await db
        .update(instructors)
        .set({ avatarUrl: '/files/public/avatars/choisi.192x192.webp' })
        .where(eq(instructors.email, aminata!.email));

      expect(await seedIfEmpty(db, { isProduction: false })).toBe(false);
      const bySlug = await thumbnails();
      expect(bySlug.get(first!.slug)).toBe('/uploads/choisie.webp');
      expect(bySlug.get(second!.slug)).toBe(demoCoursePicture(second!.slug));
      expect(bySlug.get(third!.slug)).toBe(demoCoursePicture(third!.slug));
      expect([...bySlug.values()].filter((url) => url === null)).toEqual([]);
      const byEmail = await avatars();
      expect(byEmail.get(aminata!.email)).toBe('/files/public/avatars/choisi.192x192.webp');
      expect(byEmail.get(moussa!.email)).toBe(demoAvatar(moussa!.key));

      // Again: nothing changes.
      await seedIfEmpty(db, { isProduction: false });
      expect(await thumbnails()).toEqual(bySlug);
      expect(await avatars()).toEqual(byEmail);
    });
  });
});
