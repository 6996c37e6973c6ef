import { useState } from 'react';
import { t } from '#shared/messages/fr-auth.ts';
import { ApiError, errorMessage } from '#web/lib/api.ts';
import { Button } from '#web/ui/button.tsx';
import { notify } from '#web/ui/toast.ts';
import { resendConfirmation } from '../api/resend-confirmation.ts';
import { useResendCooldown } from '../use-resend-cooldown.ts';

/**
 * "Renvoyer l'email de confirmation": after a send it stays disabled with a visible countdown
 * ("Renvoyer (59 s)") for the cooldown, which is kept per email in browser storage. The server
 * answers every address alike (it never says whether one waits, decision 059), so the countdown is
 * the browser's own; a 429 only comes from the per-address limit and its Retry-After is followed.
 */
export function ResendConfirmationButton({
  email,
  returnPath,
  className,
}: {
  email: string;
  /** The page to come back to after the first sign-in, kept in the new email's link. */
  returnPath?: string | null;
  className?: string;
}) {
  const trimmed = email.trim();
  const cooldown = useResendCooldown(trimmed);
  const [isSending, setIsSending] = useState(false);

  async function handleClick() {
    if (!trimmed) {
      notify.error(t('auth.resendNoEmail'));
      return;
    }
    setIsSending(true);
    try {
      const answer = await resendConfirmation(trimmed, returnPath);
      cooldown.start(answer.cooldownSeconds);
      notify.success(t('auth.resendSuccess'), t('auth.resendSuccessDetail'));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'RATE_LIMITED') {
        const retryAfter = Number(error.details?.retryAfterSeconds);
        cooldown.start(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined);
      }
      notify.error(t('auth.resendError'), errorMessage(error));
    } finally {
      setIsSending(false);
    }
  }

  const isCoolingDown = cooldown.secondsLeft > 0;
  return (
    <Button
      variant="outline"
      className={className}
      onClick={handleClick}
      isLoading={isSending}
      disabled={isCoolingDown}
    >
      {isCoolingDown ? t('auth.resendCountdown', { seconds: cooldown.secondsLeft }) : t('auth.resendButton')}
    </Button>
  );
}
