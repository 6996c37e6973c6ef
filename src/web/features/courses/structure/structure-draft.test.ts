import { describe, expect, it } from 'vitest';
import { positionCollisions, ZStructureSave } from '#shared/courses/course-editor.contract.ts';
import {
  type DraftLesson,
  draftFromStructure,
  hasContent,
  nameWithoutExtension,
  newLesson,
  newSection,
  nextSectionNumber,
  structureToSave,
  withLessonType,
} from './structure-draft.ts';

const stored = [
  {
    id: '00000000-0000-4000-8000-000000000002',
    title: 'Deuxième',
    position: 7,
    lessons: [],
  },
  {
    id: '00000000-0000-4000-8000-000000000001',
    title: 'Première',
    position: 2,
    lessons: [
      {
        id: '00000000-0000-4000-8000-00000000000b',
        title: 'B',
        type: 'article' as const,
        content: { text: 'Bonjour' },
        position: 5,
        isPreview: true,
        durationMinutes: 1,
      },
      {
        id: '00000000-0000-4000-8000-00000000000a',
        title: 'A',
        type: 'video' as const,
        content: { url: 'https://youtu.be/dQw4w9WgXcQ', duration: 90 },
        position: 1,
        isPreview: false,
        durationMinutes: 2,
      },
    ],
  },
];

describe('draftFromStructure', () => {
  it("creates 'Section 1' for an empty self-paced course and 'Semaine 1' for a session", () => {
    const [section] = draftFromStructure([], 'auto-formation');
    expect(section).toMatchObject({ title: 'Section 1', lessons: [] });
    expect(section?.id).toBeUndefined();
    expect(draftFromStructure([], 'session')[0]?.title).toBe('Semaine 1');
  });

  it('orders sections and lessons by position and gives each a distinct key', () => {
    const draft = draftFromStructure(stored, 'auto-formation');
    expect(draft.map((section) => section.title)).toEqual(['Première', 'Deuxième']);
    expect(draft[0]?.lessons.map((lesson) => lesson.title)).toEqual(['A', 'B']);
    const keys = draft.flatMap((section) => [section.key, ...section.lessons.map((lesson) => lesson.key)]);
    expect(new Set(keys).size).toBe(keys.length);
    expect(draft[0]?.lessons[1]).toMatchObject({
      type: 'article',
      content: { text: 'Bonjour' },
      isPreview: true,
    });
  });
});

describe('structureToSave', () => {
  it('renumbers positions 0..n, keeps ids, drops keys, and passes the contract', () => {
    const draft = draftFromStructure(stored, 'auto-formation');
    draft[1]?.lessons.push({ ...newLesson('quiz'), position: 40 });
    const saved = structureToSave(draft);
    expect(saved.map((section) => section.position)).toEqual([0, 1]);
    expect(saved[0]?.lessons.map((lesson) => lesson.position)).toEqual([0, 1]);
    expect(saved[1]?.lessons[0]?.position).toBe(0);
    expect(saved[0]?.id).toBe('00000000-0000-4000-8000-000000000001');
    expect(saved[1]?.lessons[0]?.id).toBeUndefined();
    expect(JSON.stringify(saved)).not.toContain('"key"');
    expect(positionCollisions(saved)).toEqual([]);
    expect(ZStructureSave.safeParse({ version: 0, sections: saved }).success).toBe(true);
  });

  it('trims titles', () => {
    const section = { ...newSection('session', 1), title: '  Semaine 1 ' };
    expect(structureToSave([section])[0]?.title).toBe('Semaine 1');
  });
});

describe('lesson type change and helpers', () => {
  it('discards the content for the empty shape of the new type', () => {
    const video = {
      ...newLesson('video'),
      content: { url: 'https://vimeo.com/1', duration: 60 },
    } as DraftLesson;
    expect(hasContent(video)).toBe(true);
    const article = withLessonType(video, 'article');
    expect(article).toMatchObject({
      type: 'article',
      content: { text: '' },
      key: video.key,
      title: video.title,
    });
    expect(hasContent(article)).toBe(false);
    expect(withLessonType(video, 'document').content).toEqual({});
  });

  it('numbers a new section one past the highest Section/Semaine N', () => {
    expect(nextSectionNumber([])).toBe(1);
    expect(nextSectionNumber([{ title: 'Section 1' }, { title: 'Introduction' }])).toBe(3);
    expect(nextSectionNumber([{ title: 'Semaine 5' }])).toBe(6);
  });

  it('takes a document title from its file name', () => {
    expect(nameWithoutExtension('Guide du formateur.pdf')).toBe('Guide du formateur');
    expect(nameWithoutExtension('notes.v2.docx')).toBe('notes.v2');
    expect(nameWithoutExtension('.env')).toBe('.env');
  });
});
