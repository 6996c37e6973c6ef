import {
  CircleCheck,
  Circle as CircleIcon,
  CirclePlay,
  ClipboardList,
  Contrast,
  FileText,
  Headphones,
  Lock,
  type LucideIcon,
  Newspaper,
  PenTool,
} from 'lucide-react';
import type { LessonType } from '#shared/domain.ts';
import type { TCourseDetails } from '#shared/learning/course-details.contract.ts';
import type { LearningMessageKey } from '#shared/messages/fr-learning.ts';

// What a chapter button shows for its status and lesson type (spec/learner.md §2 and §4 "Chapter and
// lesson status"): a tick when completed, a half circle in progress, a lock when locked.

export type Chapter = TCourseDetails['modules'][number]['chapters'][number];
export type ChapterStatus = Chapter['status'];

export const CHAPTER_STATUS: Record<
  ChapterStatus,
  { icon: LucideIcon; labelKey: LearningMessageKey; tone: string }
> = {
  completed: { icon: CircleCheck, labelKey: 'learning.chapter.status.completed', tone: 'text-success' },
  'in-progress': { icon: Contrast, labelKey: 'learning.chapter.status.in-progress', tone: 'text-primary' },
  locked: { icon: Lock, labelKey: 'learning.chapter.status.locked', tone: 'text-muted-foreground' },
  'not-started': {
    icon: CircleIcon,
    labelKey: 'learning.chapter.status.not-started',
    tone: 'text-muted-foreground',
  },
};

export const LESSON_TYPE: Record<LessonType, { icon: LucideIcon; labelKey: LearningMessageKey }> = {
  video: { icon: CirclePlay, labelKey: 'lessonType.video' },
  article: { icon: Newspaper, labelKey: 'lessonType.article' },
  document: { icon: FileText, labelKey: 'lessonType.document' },
  audio: { icon: Headphones, labelKey: 'lessonType.audio' },
  quiz: { icon: ClipboardList, labelKey: 'lessonType.quiz' },
  exercise: { icon: PenTool, labelKey: 'lessonType.exercise' },
};

export { isChapterOpen } from '#shared/learning/continue-target.ts';
