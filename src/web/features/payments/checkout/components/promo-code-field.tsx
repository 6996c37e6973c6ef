import { type FormEvent, useId, useState } from 'react';
import { t } from '#shared/messages/fr-payments.ts';
import { Button } from '#web/ui/button.tsx';
import { Input } from '#web/ui/input.tsx';
import { Label } from '#web/ui/label.tsx';

/**
 * The promo code: 'Appliquer' asks the server for a new quote with it. The server's French reason shows
 * under the field when it refuses the code; an accepted code shows its discount and can be removed.
 */
export function PromoCodeField({
  applied,
  discountText,
  refusal,
  isChecking,
  onApply,
  onRemove,
}: {
  applied: string | null;
  /** "Code TABASKI appliqué : -5 000 F CFA" once the server accepted it. */
  discountText: string | null;
  refusal: string | null;
  isChecking: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const [draft, setDraft] = useState(applied ?? '');
  const inputId = useId();
  const messageId = `${inputId}-message`;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const code = draft.trim();
    if (code) onApply(code);
  };

  return (
    <form onSubmit={handleSubmit} className="space-y-1.5" noValidate>
      <Label htmlFor={inputId}>{t('payments.checkout.promo.label')}</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value.toUpperCase())}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={64}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal || discountText ? messageId : undefined}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="outline" isLoading={isChecking} disabled={draft.trim() === ''}>
          {t('payments.checkout.promo.apply')}
        </Button>
      </div>
      {refusal ? (
        <p id={messageId} role="alert" className="text-sm text-destructive">
          {refusal}
        </p>
      ) : discountText ? (
        <p id={messageId} role="status" className="flex flex-wrap items-center gap-x-3 text-sm text-success">
          {discountText}
          <button
            type="button"
            onClick={() => {
              setDraft('');
              onRemove();
            }}
            className="min-h-11 font-medium text-foreground underline underline-offset-4"
          >
            {t('payments.checkout.promo.remove')}
          </button>
        </p>
      ) : null}
    </form>
  );
}
