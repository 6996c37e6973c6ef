import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TExerciseForLearner } from '#shared/exercises/exercise.contract.ts';
import { ExerciseCard } from './exercise-card.tsx';

const exercise = {
  title: 'Construire la page « À propos »',
  content: {
    description: '',
    instructions: 'Rédigez la page.',
    estimated_duration: 45,
    points: 20,
    deadline: null,
  },
} as unknown as TExerciseForLearner;

const headings = (html: string) => [...html.matchAll(/<(h[1-6])[ >]/g)].map((m) => m[1]);

describe('ExerciseCard', () => {
  it("is the page's h1 on the exercise page", () => {
    expect(headings(renderToStaticMarkup(<ExerciseCard exercise={exercise} />))).toEqual(['h1', 'h2']);
  });

  it('takes an h2 (its instructions an h3) under the player’s h1, looking the same', () => {
    const page = renderToStaticMarkup(<ExerciseCard exercise={exercise} />);
    const inPlayer = renderToStaticMarkup(<ExerciseCard exercise={exercise} titleLevel={2} />);
    expect(headings(inPlayer)).toEqual(['h2', 'h3']);
    expect(inPlayer.replace(/<(\/?)h[1-6]/g, '<$1h')).toBe(page.replace(/<(\/?)h[1-6]/g, '<$1h'));
  });
});
