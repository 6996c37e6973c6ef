// Which lessons a learner may open. In a sequential course a lesson unlocks once every earlier
// lesson (sections by position, then lessons by position) is completed; otherwise nothing is locked.

export function lockedLessonIds(
  orderedLessonIds: readonly string[],
  completedIds: ReadonlySet<string>,
  isSequential: boolean,
): Set<string> {
  const locked = new Set<string>();
  if (!isSequential) return locked;
  let allEarlierDone = true;
  for (const id of orderedLessonIds) {
    if (!allEarlierDone) locked.add(id);
    if (!completedIds.has(id)) allEarlierDone = false;
  }
  return locked;
}
