import { Star } from 'lucide-react';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import type { TReview } from '#shared/catalog/catalog.contract.ts';
import { t } from '#shared/messages/fr-catalog-details.ts';
import { errorMessage } from '#web/lib/api.ts';
import { cn } from '#web/lib/cn.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { CharacterCounter } from '#web/ui/character-counter.tsx';
import { Form, useAppForm } from '#web/ui/form.tsx';
import { Textarea } from '#web/ui/textarea.tsx';
import { notify } from '#web/ui/toast.ts';
import { useSaveReview } from '../api/save-review.ts';
import { commentRule, REVIEW_COMMENT_MAX, ratingRule } from '../review-rules.ts';

const starLabel = (n: number) => t(n === 1 ? 'catalog.reviews.star' : 'catalog.reviews.stars', { n });

type ReviewValues = { rating: number; comment: string };

/** Write a review (1–5 stars and a comment), or change one's own when `review` is given. */
export function ReviewForm({
  courseId,
  review,
  onDone,
}: {
  courseId: string;
  review?: TReview;
  onDone?: () => void;
}) {
  const titleId = useId();
  const commentId = useId();
  const counterId = useId();
  const errorId = useId();
  const form = useAppForm<ReviewValues>({
    defaultValues: { rating: review?.rating ?? 0, comment: review?.comment ?? '' },
  });
  const { field: rating } = useController({
    control: form.control,
    name: 'rating',
    rules: { validate: ratingRule },
  });
  const { field: comment } = useController({
    control: form.control,
    name: 'comment',
    rules: { validate: commentRule },
  });
  const save = useSaveReview(courseId);
  const isTooLong = comment.value.trim().length > REVIEW_COMMENT_MAX;
  // One message at a time, the rating's first, as the two rules are read.
  const { errors } = form.formState;
  const fieldError = errors.rating?.message ?? errors.comment?.message ?? null;

  return (
    <Form
      form={form}
      aria-labelledby={titleId}
      onSubmit={(values) =>
        save.mutate(
          { review: { rating: values.rating, comment: values.comment.trim() }, reviewId: review?.id },
          {
            onSuccess: () => {
              notify.success(t(review ? 'catalog.reviews.updated' : 'catalog.reviews.created'));
              if (!review) form.reset({ rating: 0, comment: '' });
              onDone?.();
            },
          },
        )
      }
      className="space-y-4 rounded-lg border border-border bg-surface p-4"
    >
      <h3 id={titleId} className="font-semibold">
        {review ? t('catalog.reviews.editTitle') : t('catalog.reviews.formTitle')}
      </h3>
      <fieldset>
        <legend className="mb-1 text-sm font-medium">{t('catalog.reviews.yourRating')}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="relative inline-flex size-10 items-center justify-center rounded-md hover:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <input
                type="radio"
                name={rating.name}
                value={n}
                checked={rating.value === n}
                onChange={() => rating.onChange(n)}
                onBlur={rating.onBlur}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-md"
              />
              <span className="sr-only">{starLabel(n)}</span>
              <Star
                aria-hidden="true"
                className={cn(
                  'size-7',
                  n <= rating.value ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground',
                )}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={commentId} className="text-sm font-medium">
          {t('catalog.reviews.comment')}
        </label>
        <Textarea
          id={commentId}
          ref={comment.ref}
          name={comment.name}
          value={comment.value}
          onChange={(event) => comment.onChange(event.target.value)}
          onBlur={comment.onBlur}
          rows={4}
          aria-describedby={fieldError ? `${counterId} ${errorId}` : counterId}
          aria-invalid={isTooLong || undefined}
          className="mt-1.5"
        />
        <CharacterCounter
          id={counterId}
          current={comment.value.length}
          max={REVIEW_COMMENT_MAX}
          className="mt-1"
        />
      </div>
      {fieldError ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {fieldError}
        </p>
      ) : null}
      {save.isError ? <Alert variant="destructive">{errorMessage(save.error)}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={save.isPending}>
          {review ? t('catalog.reviews.save') : t('catalog.reviews.submit')}
        </Button>
        {review && onDone ? (
          <Button variant="outline" onClick={onDone}>
            {t('catalog.reviews.cancel')}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
