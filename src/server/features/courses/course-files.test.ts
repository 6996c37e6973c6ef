import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pictureVariants } from '#shared/pictures/picture-sources.ts';
import { createLocalDiskStorage } from '../../storage/local-disk-storage.ts';
import { storeResizedPicture } from '../../storage/resized-pictures.ts';
import type { Storage } from '../../storage/storage.ts';
import { newInstructor, newSignedInUser } from '../../test/factories/index.ts';
import { bearer, createTestApp, organizationId, type TestApp } from '../../test/test-app.ts';
import { removeUnusedFiles } from './remove-unused-files.ts';

// Files a save drops (decision 177), on PGlite or PostgreSQL with DATABASE_URL: deleted from storage
// once the save commits — a removed lesson's, a replaced file, a type change's, a replaced thumbnail —
// but never an address elsewhere on the web, another organisation's file, nor one still in use.

const APP_URL = 'http://localhost:3000';

let app: TestApp;
let dataDir: string;
let storage: Storage;
let jang: string;
let autre: string;
let token: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'jang-course-files-'));
  app = await createTestApp({ DATA_DIR: dataDir, APP_URL });
  storage = createLocalDiskStorage({ rootDir: path.join(dataDir, 'uploads'), publicBaseUrl: APP_URL });
  jang = await organizationId(app, 'jang');
  autre = await organizationId(app, 'autre');
  const owner = await newSignedInUser(app, { organizationId: jang, role: 'instructor' });
  await newInstructor(app.database.db, { organizationId: jang, userId: owner.id });
  token = owner.accessToken;
}, 120_000);
afterAll(async () => {
  await app?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

let fileCount = 0;
/** A file as the uploads feature leaves it (decision 151); its public address. */
async function uploaded(organization = jang, name = 'cours.pdf'): Promise<string> {
  fileCount += 1;
  const key = `public/uploads/${organization}/upload${fileCount}/${name}`;
  const file = path.join(dataDir, 'uploads', key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, '%PDF-1.4 bonjour');
  return storage.publicUrl(key);
}

const keyOf = (address: string) => address.slice(`${APP_URL}/files/`.length);
const exists = async (address: string) =>
  stat(path.join(dataDir, 'uploads', keyOf(address))).then(
    () => true,
    () => false,
  );

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const response = await app.inject({ method, url, headers: bearer({ accessToken: token }), payload });
  expect(response.statusCode, response.body).toBeLessThan(500);
  // biome-ignore lint/suspicious/noExplicitAny: the answers are read field by field, each checked
  return { status: response.statusCode, body: response.json() as { data: any } };
};

const documentLesson = (url: string, position: number, id?: string) => ({
  ...(id ? { id } : {}),
  title: `Document ${position}`,
  type: 'document',
  content: { url, file_name: 'cours.pdf', size: 16 },
  position,
});

type Lesson = Record<string, unknown>;

/** A draft whose one section holds these lessons; its id, version and saved lessons. */
async function courseWith(lessons: Lesson[]) {
  const created = await call('POST', '/api/courses', { title: 'Fichiers' });
  return save(created.body.data.id, 0, lessons);
}

async function save(courseId: string, version: number, lessons: Lesson[], sectionId?: string) {
  const saved = await call('PUT', `/api/courses/${courseId}/structure`, {
    version,
    sections: [{ ...(sectionId ? { id: sectionId } : {}), title: 'Section 1', position: 0, lessons }],
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const data = saved.body.data;
  return {
    id: courseId,
    version: data.version as number,
    sectionId: data.sections[0].id as string,
    lessonIds: (data.sections[0].lessons as { id: string }[]).map((lesson) => lesson.id),
  };
}

describe('files a structure save drops', () => {
  it("a removed lesson's file is deleted after the save; the kept lesson's stays", async () => {
    const removed = await uploaded();
    const kept = await uploaded();
    const course = await courseWith([documentLesson(removed, 0), documentLesson(kept, 1)]);
    await save(course.id, course.version, [documentLesson(kept, 0, course.lessonIds[1])], course.sectionId);
    expect(await exists(removed)).toBe(false);
    expect(await exists(kept)).toBe(true);
  });

  it('a replaced file and a type change drop theirs; a relative /files/ address is ours too', async () => {
    const replaced = await uploaded();
    const replacement = await uploaded();
    const dropped = await uploaded(jang, 'episode.mp3');
    const course = await courseWith([
      documentLesson(replaced, 0),
      {
        title: 'Audio',
        type: 'audio',
        content: { url: `/files/${keyOf(dropped)}`, duration: 60 },
        position: 1,
      },
    ]);
    await save(
      course.id,
      course.version,
      [
        documentLesson(replacement, 0, course.lessonIds[0]),
        {
          id: course.lessonIds[1],
          title: 'Audio',
          type: 'article',
          content: { text: '<p>Texte</p>' },
          position: 1,
        },
      ],
      course.sectionId,
    );
    expect(await exists(replaced)).toBe(false);
    expect(await exists(dropped)).toBe(false);
    expect(await exists(replacement)).toBe(true);
  });

  it('a file another course still uses, an address elsewhere, another organisation’s file: all stay', async () => {
    const shared = await uploaded();
    const foreign = await uploaded(autre);
    const external = 'https://exemple.org/files/public/uploads/cours.pdf';
    const course = await courseWith([
      documentLesson(shared, 0),
      documentLesson(foreign, 1),
      documentLesson(external, 2),
    ]);
    await courseWith([documentLesson(shared, 0)]);
    await save(course.id, course.version, [], course.sectionId);
    expect(await exists(shared)).toBe(true);
    expect(await exists(foreign)).toBe(true);
  });

  it('a lesson moved to another section keeps its file; a refused save deletes nothing', async () => {
    const file = await uploaded();
    const course = await courseWith([documentLesson(file, 0)]);
    const moved = await call('PUT', `/api/courses/${course.id}/structure`, {
      version: course.version,
      sections: [{ title: 'Nouvelle', position: 0, lessons: [documentLesson(file, 0, course.lessonIds[0])] }],
    });
    expect(moved.status).toBe(200);
    expect(await exists(file)).toBe(true);
    // A stale save (409) that would have removed it changes nothing, the file included.
    const stale = await call('PUT', `/api/courses/${course.id}/structure`, {
      version: course.version,
      sections: [],
    });
    expect(stale.status).toBe(409);
    expect(await exists(file)).toBe(true);
  });
});

describe("a course's replaced thumbnail", () => {
  it('every width of the old picture is deleted; the new one stays', async () => {
    const picture = await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const upload = (id: string) =>
      storeResizedPicture(storage, picture, `uploads/${jang}/${id}/couverture-1`).then((p) => p.address);
    const old = await upload('thumb-old');
    const next = await upload('thumb-new');
    const created = await call('POST', '/api/courses', { title: 'Couverture', thumbnailUrl: old });
    expect(created.status).toBe(201);
    const oldVariants = pictureVariants(keyOf(old).replace(/\.\d+x\d+\.webp$/, ''), 960, 540);
    expect(oldVariants.length).toBeGreaterThan(1);
    for (const variant of oldVariants) expect(await exists(`${APP_URL}/files/${variant.url}`)).toBe(true);

    const updated = await call('PUT', `/api/courses/${created.body.data.id}`, {
      version: 0,
      thumbnailUrl: next,
    });
    expect(updated.status).toBe(200);
    for (const variant of oldVariants) expect(await exists(`${APP_URL}/files/${variant.url}`)).toBe(false);
    expect(await exists(next)).toBe(true);
  });
});

describe('removeUnusedFiles', () => {
  it('a storage that fails is logged, not thrown', async () => {
    const file = await uploaded();
    const warn = vi.fn();
    const failing: Storage = {
      ...storage,
      delete: async () => {
        throw new Error('disque plein');
      },
    };
    await expect(
      removeUnusedFiles(app.database.db, { storage: failing, log: { warn } as never }, jang, [file]),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ key: keyOf(file), failure: 'disque plein' }),
      'unused course file not removed',
    );
    expect(await exists(file)).toBe(true);
  });
});
