import { createContext, useContext, useEffect } from 'react';

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
