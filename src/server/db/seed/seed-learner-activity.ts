import { addDays, dayOf } from '#shared/learning/activity.ts';
import { listActiveDays } from '../../features/learning/learner-activity.repo.ts';
import type { Tx } from '../client.ts';
import { newDailyActivity } from '../factories/index.ts';
import type { DemoRefs } from './demo-refs.ts';

// Progress and achievements (issue 17): eight weeks of learning for two demo learners, so
// 'Progression' draws its chart and 'Succès' shows a streak on `npm start`. etudiant@ has learnt
// each of the last nine days (a 7-day streak earned, still alive); Moussa on and off.

const LEARNERS: readonly { email: string; streakDays: number; everyOther: number }[] = [
  { email: 'etudiant@demo.jang.sn', streakDays: 9, everyOther: 3 },
  { email: 'moussa.ndiaye@demo.jang.sn', streakDays: 2, everyOther: 2 },
];
const WINDOW_DAYS = 56;

/** A learner's days, the most recent yesterday; left alone when they already have some (idempotent). */
export async function seedLearnerActivity(tx: Tx, refs: DemoRefs, now = new Date()): Promise<void> {
  const yesterday = addDays(dayOf(now), -1);
  for (const learner of LEARNERS) {
    const userId = refs.userIds.get(learner.email);
    if (!userId || (await listActiveDays(tx, userId)).length > 0) continue;
    const days = Array.from({ length: WINDOW_DAYS }, (_, back) => back)
      .filter((back) => back < learner.streakDays || back % learner.everyOther === 0)
      .map((back) => ({
        day: addDays(yesterday, -back),
        // 10 to 40 minutes, varying from day to day; a lesson completed every fourth day.
        seconds: 600 + ((back * 37) % 7) * 300,
        lessonsCompleted: back % 4 === 0 ? 1 : 0,
      }));
    await newDailyActivity(tx, { organizationId: refs.organizationId, userId, days });
  }
}
