import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { TCohortSessionValues } from '#shared/cohorts/cohort-sessions.ts';
import { t } from '#shared/messages/fr-cohorts-sessions-web.ts';
import { Button } from '#web/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '#web/ui/dialog.tsx';
import { Form, FormTextareaField, FormTextField, useAppForm } from '#web/ui/form.tsx';
import { Label } from '#web/ui/label.tsx';
import { Switch } from '#web/ui/switch.tsx';
import { notify } from '#web/ui/toast.ts';
import { emptyLinkRow, isMissingRequired, type SessionFormValues, ZSessionForm } from './session-form.ts';

// The dialog to add or edit a session (spec/cohorts.md §5): title, date, start and end required (one
// toast names the lack), times normalised on submit, meeting links optional, the recording's address
// shown only for a recorded session. Checked against the shared contract before the round trip.

export type SessionDialogProps = {
  /** Open with these values (a new session: emptySessionForm()); null: closed. */
  initial: SessionFormValues | null;
  isEditing: boolean;
  isSaving: boolean;
  onClose: () => void;
  /** Resolves with the server's field messages to show (empty when none), or throws nothing. */
  onSave: (values: TCohortSessionValues) => Promise<Record<string, string>>;
};

export function SessionDialog({ initial, isEditing, isSaving, onClose, onSave }: SessionDialogProps) {
  return (
    <Dialog open={initial !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      {initial ? (
        <DialogContent
          title={t(isEditing ? 'sessionDialog.editTitle' : 'sessionDialog.addTitle')}
          className="sm:max-w-lg"
        >
          <SessionForm initial={initial} isSaving={isSaving} onSave={onSave} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function SessionForm({
  initial,
  isSaving,
  onSave,
}: Pick<SessionDialogProps, 'isSaving' | 'onSave'> & { initial: SessionFormValues }) {
  const form = useAppForm<SessionFormValues, TCohortSessionValues>({
    schema: ZSessionForm,
    defaultValues: initial,
  });
  useEffect(() => form.reset(initial), [form, initial]);
  return (
    <Form
      form={form}
      className="space-y-4"
      onSubmit={async (values) => {
        const fields = await onSave(values);
        for (const [name, message] of Object.entries(fields)) {
          form.setError(name as keyof SessionFormValues, { type: 'server', message });
        }
      }}
      onInvalid={() => {
        if (isMissingRequired(form.getValues())) notify.error(t('sessionDialog.requiredToast'));
      }}
    >
      <FormTextField name="title" label={t('sessionDialog.title')} required maxLength={200} />
      <FormTextareaField name="description" label={t('sessionDialog.description')} max={5000} rows={3} />
      <FormTextField name="session_date" type="date" label={t('sessionDialog.date')} required />
      <div className="grid grid-cols-2 gap-3">
        <FormTextField name="start_time" type="time" label={t('sessionDialog.start')} required />
        <FormTextField name="end_time" type="time" label={t('sessionDialog.end')} required />
      </div>
      <p className="-mt-2 text-sm text-muted-foreground">{t('sessionDialog.timesHint')}</p>
      <LinkRows />
      <RecordingFields />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">{t('sessionDialog.cancel')}</Button>
        </DialogClose>
        <Button type="submit" isLoading={isSaving}>
          {t('sessionDialog.save')}
        </Button>
      </div>
    </Form>
  );
}

/** Meeting links: one row at least stays (left empty, it is simply not saved). */
function LinkRows() {
  const { control } = useFormContext<SessionFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'live_links' });
  return (
    <fieldset className="space-y-3">
      {fields.map((row, index) => (
        <div key={row.id} className="space-y-2 rounded-md border border-border p-3">
          <FormTextField
            name={`live_links.${index}.meeting_url`}
            type="url"
            inputMode="url"
            label={t('sessionDialog.meetingUrl')}
          />
          <FormTextField
            name={`live_links.${index}.description`}
            label={t('sessionDialog.meetingDescription')}
            maxLength={200}
          />
          {fields.length > 1 ? (
            <Button variant="ghost-destructive" size="sm" onClick={() => remove(index)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('sessionDialog.removeLink')}
            </Button>
          ) : null}
        </div>
      ))}
      {fields.length < 10 ? (
        <Button variant="outline" size="sm" onClick={() => append(emptyLinkRow())}>
          <Plus aria-hidden="true" className="size-4" />
          {t('sessionDialog.addLink')}
        </Button>
      ) : null}
    </fieldset>
  );
}

/** The switch, and the recording's address only while it is on (spec §5). */
function RecordingFields() {
  const { control } = useFormContext<SessionFormValues>();
  const { field } = useController({ control, name: 'is_recorded' });
  const isRecorded = useWatch({ control, name: 'is_recorded' });
  const switchId = useId();
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3">
        <Switch id={switchId} checked={field.value} onCheckedChange={field.onChange} />
        <Label htmlFor={switchId}>{t('sessionDialog.isRecorded')}</Label>
      </div>
      {isRecorded ? (
        <FormTextField
          name="recording_url"
          type="url"
          inputMode="url"
          label={t('sessionDialog.recordingUrl')}
        />
      ) : null}
    </div>
  );
}
