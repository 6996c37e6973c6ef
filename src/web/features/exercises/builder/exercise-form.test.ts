import { describe, expect, it } from 'vitest';
import type { TExerciseForBuilder } from '#shared/exercises/exercise-builder.contract.ts';
import {
  emptyExercise,
  exerciseToValues,
  isoToLocalInput,
  localInputToIso,
  valuesToExercise,
  ZExerciseForm,
  ZNewExerciseForm,
} from './exercise-form.ts';

const stored: TExerciseForBuilder = {
  id: '11111111-1111-4111-8111-111111111111',
  course_id: '22222222-2222-4222-8222-222222222222',
  course_title: 'HTML',
  title: 'Publier son site',
  description: 'Mettre en ligne.',
  instructions: 'Suivez les étapes.',
  points: 20,
  difficulty_level: 'hard',
  estimated_duration: 45,
  deadline: '2026-12-01T18:30:00.000Z',
  status: 'published',
  submission_count: 0,
  updated_at: '2026-11-26T10:00:00.000Z',
};

describe('the exercise form and the builder contract', () => {
  it('round-trips a stored exercise, the deadline through the local date-time input', () => {
    const values = exerciseToValues(stored);
    expect(values).toMatchObject({ points: '20', estimated_duration: '45', difficulty_level: 'hard' });
    expect(values.deadline).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(ZExerciseForm.parse(values)).toEqual({
      title: stored.title,
      description: stored.description,
      instructions: stored.instructions,
      points: 20,
      difficulty_level: 'hard',
      estimated_duration: 45,
      deadline: stored.deadline,
    });
  });

  it('reads blanks as no description, 0 points, 0 minutes and no deadline', () => {
    expect(valuesToExercise({ ...emptyExercise(), title: 'T', points: '', estimated_duration: '' })).toEqual({
      title: 'T',
      description: null,
      instructions: '',
      points: 0,
      difficulty_level: 'medium',
      estimated_duration: 0,
      deadline: null,
    });
  });

  it('converts between the input and an ISO instant, leaving unreadable text for the contract', () => {
    expect(isoToLocalInput(null)).toBe('');
    expect(isoToLocalInput('not a date')).toBe('');
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso(isoToLocalInput('2026-12-01T18:30:00.000Z'))).toBe('2026-12-01T18:30:00.000Z');
    const refused = ZExerciseForm.safeParse({ ...emptyExercise(), title: 'T', deadline: 'demain' });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['deadline'],
      message: 'La date limite doit être une date et une heure valides, ou vide.',
    });
  });

  it("gives the contract's French messages, and asks for the course on creation", () => {
    const result = ZNewExerciseForm.safeParse({
      ...emptyExercise(),
      points: '-3',
      estimated_duration: '1,5',
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(messages.course_id).toBe("Choisissez la formation de l'exercice.");
    const withCourse = ZNewExerciseForm.safeParse({
      ...emptyExercise(),
      course_id: stored.course_id,
      points: '-3',
      estimated_duration: '1,5',
    });
    const fields = Object.fromEntries(
      (withCourse.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(fields.title).toBe('Le titre est obligatoire.');
    expect(fields.points).toBe('Les points doivent être un nombre entier entre 0 et 1000.');
    expect(fields.estimated_duration).toMatch(/^La durée doit être un nombre entier de minutes/);
  });
});
