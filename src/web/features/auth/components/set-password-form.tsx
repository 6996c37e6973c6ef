import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod';
import {
  PASSWORD_MIN,
  type TMessage,
  type TSetPasswordRequest,
  ZSetPasswordRequest,
} from '#shared/auth/auth.contract.ts';
import { t } from '#shared/messages/fr-auth.ts';
import { ApiError, apiFieldErrors, errorMessage } from '#web/lib/api.ts';
import { useZodForm } from '#web/lib/use-zod-form.ts';
import { paths } from '#web/paths.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { TextField } from '#web/ui/text-field.tsx';
import { notify } from '#web/ui/toast.ts';
import { AuthCard } from './auth-card.tsx';

const ZNewPassword = z
  .object({ password: ZSetPasswordRequest.shape.password, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    error: t('field.passwordsDiffer'),
  });

export type SetPasswordFormProps = {
  token: string | undefined;
  title: string;
  subtitle?: string;
  submitLabel: string;
  /** Shown when the server answers without a message of its own. */
  successMessage: string;
  submit: (input: TSetPasswordRequest) => Promise<TMessage>;
  /** Where a user with a dead link can get a new one (password reset), if anywhere. */
  newLinkPath?: string;
};

/** A new password and its confirmation, sent with the link's token (reset and invitation activation). */
export function SetPasswordForm({
  token,
  title,
  subtitle,
  submitLabel,
  successMessage,
  submit,
  newLinkPath,
}: SetPasswordFormProps) {
  const form = useZodForm(ZNewPassword, { password: '', confirmPassword: '' });
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | null>(token ? null : t('auth.invalidToken'));

  const handleSubmit = form.onSubmit(async (input) => {
    // The form only shows with a token (no token is a link error from the start).
    if (!token) return;
    try {
      const answer = await submit({ token, password: input.password });
      setDoneMessage(answer?.message || successMessage);
    } catch (error) {
      const fieldErrors = apiFieldErrors(error);
      if (error instanceof ApiError && error.code === 'INVALID_TOKEN') {
        setLinkError(error.serverMessage ?? t('auth.invalidToken'));
      } else if (Object.keys(fieldErrors).length > 0) {
        form.setErrors(fieldErrors);
      } else {
        notify.error(t('auth.genericError'), errorMessage(error));
      }
    }
  });

  if (doneMessage) {
    return (
      <AuthCard title={title}>
        <Alert variant="success">{doneMessage}</Alert>
        <Link to={paths.auth.login()} className={buttonClasses('default')}>
          {t('auth.signInLink')}
        </Link>
      </AuthCard>
    );
  }

  if (linkError) {
    return (
      <AuthCard title={title}>
        <Alert variant="destructive">{linkError}</Alert>
        <div className="flex flex-wrap gap-3">
          {newLinkPath ? (
            <Link to={newLinkPath} className={buttonClasses('default')}>
              {t('auth.newResetLink')}
            </Link>
          ) : null}
          <Link to={paths.auth.login()} className={buttonClasses('outline')}>
            {t('auth.backToLogin')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={title} subtitle={subtitle}>
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <TextField
          label={t('auth.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.passwordHint', { min: PASSWORD_MIN })}
          {...form.field('password')}
        />
        <TextField
          label={t('auth.confirmPassword')}
          type="password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        <Button type="submit" className="w-full" isLoading={form.isSubmitting}>
          {submitLabel}
        </Button>
      </form>
    </AuthCard>
  );
}
