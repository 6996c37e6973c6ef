import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { TLessonInput, TStructureSave } from '#shared/courses/course-editor.contract.ts';
import { newCourse, newInstructor, newUser } from '../src/server/db/factories/index.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { lessons, sections } from '../src/server/db/schema/courses.ts';
import { organizations } from '../src/server/db/schema/index.ts';
import type { Caller } from '../src/server/features/auth/caller.ts';
import { certificateTemplateChoices } from '../src/server/features/certificates/list-templates.ts';
import { saveStructure } from '../src/server/features/courses/save-structure.ts';
import { createLocalDiskStorage } from '../src/server/storage/local-disk-storage.ts';
import { label, postgresTarget, runOnTarget, type Target } from './bench-support.ts';

// Saving a course structure of 50 sections × 20 lessons (PUT /api/courses/:id/structure's use case:
// checks, one transaction, durations) on PostgreSQL, beside the same 50 + 1 000 rows written by one
// plain multi-row insert per table in one transaction: the ratio is what the editor's save costs
// above the bare write. Two saves are measured: the first (every row new) and a save of the same
// structure reordered (every row updated and moved). Median of ROUNDS rounds each.
// Figures go to bench/results/course-structure-save-postgres.json.

const SECTIONS = 50;
const LESSONS_PER_SECTION = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const resultsDir = path.resolve(import.meta.dirname, 'results');

const lessonAt = (s: number, l: number): TLessonInput => {
  const position = l;
  const title = `Leçon ${s + 1}.${l + 1}`;
  switch (l % 4) {
    case 0:
      return {
        title,
        type: 'video',
        content: { url: 'https://www.youtube.com/watch?v=abc', duration: 420 },
        position,
        isPreview: false,
      };
    case 1:
      return {
        title,
        type: 'article',
        content: { text: `<p>${'Texte de la leçon. '.repeat(60)}</p>` },
        position,
        isPreview: false,
      };
    case 2:
      return {
        title,
        type: 'document',
        content: {
          url: '/files/cours.pdf',
          file_name: 'cours.pdf',
          file_type: 'application/pdf',
          size: 800_000,
          pages: 6,
        },
        position,
        isPreview: false,
      };
    default:
      return {
        title,
        type: 'audio',
        content: { url: '/files/son.mp3', duration: 300, file_name: 'son.mp3', size: 2_000_000 },
        position,
        isPreview: false,
      };
  }
};

const structure = (): TStructureSave['sections'] =>
  Array.from({ length: SECTIONS }, (_, s) => ({
    title: `Section ${s + 1}`,
    position: s,
    lessons: Array.from({ length: LESSONS_PER_SECTION }, (_, l) => lessonAt(s, l)),
  }));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function benchOne(target: Target): Promise<string[]> {
  const { db } = target.database;
  await migrate(target.database);
  const [organization] = await db.insert(organizations).values({ slug: 'bench', name: 'Bench' }).returning();
  const organizationId = organization!.id;
  const user = await newUser(db, { organizationId, role: 'admin' });
  const instructor = await newInstructor(db, { organizationId, userId: user.id });
  const caller: Caller = {
    userId: user.id,
    sessionId: randomUUID(),
    organizationId,
    email: user.email,
    roles: ['admin'],
  };
  // No files in these structures: nothing for the storage to delete.
  const files = {
    storage: createLocalDiskStorage({ rootDir: tmpdir(), publicBaseUrl: 'http://bench' }),
    log: console,
  };
  const deps = { db, onListingChange: () => {}, certificateTemplates: certificateTemplateChoices(db), files };
  const emptyCourse = async () =>
    (await newCourse(db, { organizationId, instructorId: instructor.id, sections: [], published: false })).id;

  const firstSave: number[] = [];
  const reorderSave: number[] = [];
  const rawInsert: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const courseId = await emptyCourse();
    let start = performance.now();
    const saved = await saveStructure(deps, caller, courseId, { version: 0, sections: structure() });
    firstSave.push(performance.now() - start);
    if (saved.sections.flatMap((section) => section.lessons).length !== SECTIONS * LESSONS_PER_SECTION)
      throw new Error('structure incomplète');

    // The same structure, sections in reverse order and each section's lessons reversed.
    const reordered = saved.sections.map((section, s) => ({
      id: section.id,
      title: section.title,
      position: SECTIONS - 1 - s,
      lessons: section.lessons.map(({ durationMinutes: _minutes, ...lesson }, l) => ({
        ...lesson,
        position: LESSONS_PER_SECTION - 1 - l,
      })) as TLessonInput[],
    }));
    start = performance.now();
    await saveStructure(deps, caller, courseId, { version: saved.version, sections: reordered });
    reorderSave.push(performance.now() - start);

    // The bare write: the same rows, one multi-row insert per table, one transaction.
    const rawCourseId = await emptyCourse();
    const sectionRows = structure().map((section) => ({
      id: randomUUID(),
      organizationId,
      courseId: rawCourseId,
      title: section.title,
      position: section.position,
      lessons: section.lessons,
    }));
    const lessonRows = sectionRows.flatMap((section) =>
      section.lessons.map((lesson) => ({
        organizationId,
        sectionId: section.id,
        title: lesson.title,
        type: lesson.type,
        content: lesson.content,
        position: lesson.position,
        isPreview: lesson.isPreview,
        durationMinutes: 5,
      })),
    );
    start = performance.now();
    await db.transaction(async (tx) => {
      await tx.insert(sections).values(sectionRows.map(({ lessons: _lessons, ...row }) => row));
      await tx.insert(lessons).values(lessonRows);
    });
    rawInsert.push(performance.now() - start);
  }

  const figures = {
    database: label[target.kind],
    version: target.version,
    sections: SECTIONS,
    lessons: SECTIONS * LESSONS_PER_SECTION,
    rounds: ROUNDS,
    firstSaveMs: Number(median(firstSave).toFixed(1)),
    reorderSaveMs: Number(median(reorderSave).toFixed(1)),
    rawInsertMs: Number(median(rawInsert).toFixed(1)),
    firstSaveRatio: Number((median(firstSave) / median(rawInsert)).toFixed(2)),
    reorderSaveRatio: Number((median(reorderSave) / median(rawInsert)).toFixed(2)),
  };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, `course-structure-save-${target.kind}.json`),
    `${JSON.stringify(figures, null, 2)}\n`,
  );
  const name = `course structure save, ${SECTIONS} × ${LESSONS_PER_SECTION} (${label[target.kind]})`;
  return [
    `${name}: first save ${ms(figures.firstSaveMs)} (×${figures.firstSaveRatio} the plain insert), ` +
      `reordered save ${ms(figures.reorderSaveMs)} (×${figures.reorderSaveRatio}), ` +
      `plain multi-row insert ${ms(figures.rawInsertMs)} — median of ${ROUNDS}`,
  ];
}

export const courseStructureSavePostgres = () =>
  runOnTarget('course structure save', postgresTarget, benchOne);

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await courseStructureSavePostgres()) console.info(line);
}
