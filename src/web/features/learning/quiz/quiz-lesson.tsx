import type { TLessonContent } from '#shared/learning/course-details.contract.ts';

// The quiz renderer of the player (spec/learner.md §4 "Quiz flow"). The player passes the lesson and
// is told when the quiz is finished, so it can mark the lesson completed and move on.
// Work in progress on the `quiz` branch: this first version only names the quiz.

export type QuizLessonProps = {
  courseId: string;
  lesson: TLessonContent;
  /** Called once the attempt is completed (the server has the score; progress 100 is reported). */
  onCompleted: () => void;
};

export function QuizLesson({ lesson }: QuizLessonProps) {
  return (
    <section aria-label={lesson.title} className="rounded-lg border p-6">
      <h2 className="text-xl font-semibold">{lesson.title}</h2>
    </section>
  );
}
