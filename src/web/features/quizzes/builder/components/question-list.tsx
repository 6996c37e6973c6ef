import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Plus } from 'lucide-react';
import type { ReactElement } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { t } from '#shared/messages/fr-quizzes-builder.ts';
import { MAX_QUESTIONS } from '#shared/quizzes/quiz-builder.contract.ts';
import { Button } from '#web/ui/button.tsx';
import { emptyQuestion, type QuizFormValues } from '../quiz-form.ts';
import { QuestionCard } from './question-card.tsx';

/**
 * The quiz's questions in their order: drag a handle with the mouse or a finger (after 5 px, so a
 * tap still focuses), or focus it and use Space and the arrow keys; each move is announced.
 */
export function QuestionList(): ReactElement {
  const { control } = useFormContext<QuizFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'questions' });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = fields.map((field) => field.id);
  const position = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('quizzes.build.dnd.start', { n: position(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('quizzes.build.dnd.over', { n: position(active.id), to: position(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('quizzes.build.dnd.end', { n: position(active.id), to: position(over.id) }) : undefined,
    onDragCancel: () => t('quizzes.build.dnd.cancel'),
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  }

  return (
    <section aria-labelledby="questions-heading" className="space-y-4">
      <h2 id="questions-heading" className="text-xl font-semibold">
        {t('quizzes.build.questions')}
      </h2>
      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-4 py-8 text-center text-muted-foreground">
          {t('quizzes.build.noQuestion')}
        </p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('quizzes.build.dnd.instructions') },
          }}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <ol className="space-y-4">
              {fields.map((field, index) => (
                <QuestionCard key={field.id} sortId={field.id} index={index} onRemove={() => remove(index)} />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <Button
        variant="outline"
        disabled={fields.length >= MAX_QUESTIONS}
        onClick={() => append(emptyQuestion())}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('quizzes.build.addQuestion')}
      </Button>
    </section>
  );
}
