import { useEffect, useState } from 'react';
import { cooldownUntil, secondsLeft, startCooldown } from './resend-cooldown.ts';

/** Seconds left before `email` may get another confirmation email, ticking every second. */
export function useResendCooldown(email: string) {
  const [until, setUntil] = useState(() => (email ? cooldownUntil(email) : 0));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    setUntil(email ? cooldownUntil(email) : 0);
    setNow(Date.now());
  }, [email]);

  const left = secondsLeft(until, now);
  const isCoolingDown = left > 0;

  useEffect(() => {
    if (!isCoolingDown) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [isCoolingDown]);

  function start(seconds?: number) {
    if (!email) return;
    setUntil(startCooldown(email, seconds));
    setNow(Date.now());
  }

  return { secondsLeft: left, start };
}
