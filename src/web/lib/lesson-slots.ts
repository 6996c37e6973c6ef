import { type ComponentType, createContext, useContext, useEffect } from 'react';
import type { TLessonContent } from '#shared/learning/course-details.contract.ts';

// What the course player and a lesson renderer of another feature (quizzes, exercises) agree on.
// Web features never import one another (.dependency-cruiser.cjs): the player renders such a lesson
// through a slot filled by the route layer (src/web/routes/course-player-route.tsx), and hands it
// what it needs (progress reporting, the "own steps" signal) through the types and context here.

// While a lesson drives its own steps (a quiz's questions: 'Précédent', 'Suivant', 'Terminer'), the
// player hides its lesson-to-lesson 'Précédent' / 'Suivant', so the screen shows one 'Suivant' and
// it means the next question (issue 10). 'Menu du cours' and the side navigation stay.

/** Set by the player page; lessons call useOwnSteps. */
export const LessonStepsContext = createContext<(hasOwnSteps: boolean) => void>(() => undefined);

/** Tells the player this lesson shows its own 'Suivant' while `hasOwnSteps`. */
export function useOwnSteps(hasOwnSteps: boolean): void {
  const setHasOwnSteps = useContext(LessonStepsContext);
  useEffect(() => {
    setHasOwnSteps(hasOwnSteps);
    return () => setHasOwnSteps(false);
  }, [hasOwnSteps, setHasOwnSteps]);
}

/** A lesson's playback state as the renderer knows it. Seconds; percentage 0–100. */
export type LessonPlayback = {
  currentTime: number;
  duration: number;
  watchedDuration: number;
  percentage: number;
  isCompleted: boolean;
  /** A video lesson finished without its video, where the instructor allows it (decision 043). */
  isWithoutVideo?: boolean;
};

export type LessonProgress = {
  /**
   * The latest state. `urgent` (pause, end, completion, article finished, quiz done) saves now;
   * otherwise the update may wait (debounce, periodic autosave while `playing`).
   */
  report(state: LessonPlayback, options?: { urgent?: boolean; playing?: boolean }): void;
};

/** What the player gives a lesson rendered through a slot. */
export type LessonSlotProps = {
  courseId: string;
  lesson: TLessonContent;
  /** Reports the lesson's progress the player's way (saved locally first, then sent). */
  progress: LessonProgress;
  /** The lesson has just been completed here. */
  onCompleted: () => void;
};

/** The renderers of lesson types owned by other features; a missing one shows "unsupported". */
export type LessonSlots = {
  quiz?: ComponentType<LessonSlotProps>;
  /** The exercise card reports nothing itself: submitting completes the lesson on the server. */
  exercise?: ComponentType<{ lessonId: string }>;
  /**
   * Starts downloading a slot's code before its lesson's content has arrived (the player's chain);
   * resolves once it is here.
   */
  preload?: (type: 'quiz' | 'exercise') => Promise<void>;
};

/** Filled by the route layer around the course player. */
export const LessonSlotsContext = createContext<LessonSlots>({});
