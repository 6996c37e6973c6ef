import { useEffect, useRef, useState } from 'react';
import { secondsRemaining } from './quiz-timer.ts';

const TICK_MS = 250;

/**
 * Seconds left on the current question, recomputed from the server's deadline a few times a second
 * (a tab put in the background catches up at once); `onExpire` fires once when it reaches zero while
 * running. Before the deadline is known it shows the full limit; null without a limit.
 */
export function useQuestionTimer(input: {
  deadlineAt: string | null;
  timeLimitSeconds: number | null;
  clockOffset: number;
  isRunning: boolean;
  onExpire: () => void;
}): number | null {
  const { deadlineAt, timeLimitSeconds, clockOffset, isRunning } = input;
  const compute = () => secondsRemaining(deadlineAt, timeLimitSeconds, Date.now(), clockOffset);
  const [remaining, setRemaining] = useState(compute);
  const onExpire = useRef(input.onExpire);
  onExpire.current = input.onExpire;

  useEffect(() => {
    const read = () => secondsRemaining(deadlineAt, timeLimitSeconds, Date.now(), clockOffset);
    setRemaining(read());
    if (!isRunning || deadlineAt === null || timeLimitSeconds === null) return;
    let hasExpired = false;
    const tick = () => {
      const left = read();
      setRemaining(left);
      if (left === 0 && !hasExpired) {
        hasExpired = true;
        onExpire.current();
      }
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [deadlineAt, timeLimitSeconds, clockOffset, isRunning]);

  if (timeLimitSeconds === null) return null;
  return deadlineAt === null ? timeLimitSeconds : remaining;
}
