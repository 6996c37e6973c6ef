import { t } from '#shared/messages/fr-auth.ts';
import { TextField, type TextFieldProps } from '#web/ui/text-field.tsx';

/** The "Email" field of the auth pages: an email keyboard on a phone, the browser's saved address. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'autoComplete' | 'inputMode'>) {
  return <TextField label={t('auth.email')} type="email" autoComplete="email" inputMode="email" {...props} />;
}
