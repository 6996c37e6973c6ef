import { useState } from 'react';
import { Controller } from 'react-hook-form';
import {
  ANNOUNCEMENT_BODY_MAX_LENGTH,
  ANNOUNCEMENT_PRIORITIES,
  type TAnnouncement,
  type TAnnouncementInput,
  ZAnnouncementInput,
} from '#shared/cohorts/cohort-discussion.ts';
import { t } from '#shared/messages/fr-cohorts-discussion-web.ts';
import { apiFieldErrors, errorMessage } from '#web/lib/api.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { Form, FormTextareaField, FormTextField, setServerErrors, useAppForm } from '#web/ui/form.tsx';
import { Label } from '#web/ui/label.tsx';
import { FIELD_SELECT_CLASSES } from '#web/ui/select-classes.ts';
import { notify } from '#web/ui/toast.ts';
import { changeAnnouncement, postAnnouncement } from './discussion-api.ts';

// The staff's form of an announcement: a new one, or one being edited (the same fields, checked by
// the shared contract on submit, then by the server).

type Output = { title: string; body: string; priority: TAnnouncement['priority']; category: string };

export function AnnouncementForm({
  cohortId,
  editing,
  onDone,
  onCancel,
}: {
  cohortId: string;
  /** The announcement being edited; a new one when null. */
  editing: TAnnouncement | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const form = useAppForm<TAnnouncementInput, Output>({
    schema: ZAnnouncementInput,
    defaultValues: editing
      ? { title: editing.title, body: editing.body, priority: editing.priority, category: editing.category }
      : { title: '', body: '', priority: 'normal', category: 'general' },
  });
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(values: Output) {
    setFormError(null);
    try {
      if (editing) await changeAnnouncement(cohortId, editing.id, values);
      else await postAnnouncement(cohortId, values);
      notify.success(t(editing ? 'cohorts.announcements.saved' : 'cohorts.announcements.published'));
      onDone();
    } catch (error) {
      if (!setServerErrors(form, apiFieldErrors(error))) setFormError(errorMessage(error));
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="space-y-3 rounded-lg border border-border bg-surface p-4">
      <h3 className="font-semibold">
        {t(editing ? 'cohorts.announcements.editTitle' : 'cohorts.announcements.new')}
      </h3>
      <FormTextField name="title" label={t('cohorts.announcements.fieldTitle')} maxLength={200} />
      <FormTextareaField
        name="body"
        label={t('cohorts.announcements.fieldBody')}
        max={ANNOUNCEMENT_BODY_MAX_LENGTH}
        rows={4}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <Label htmlFor="announcement-priority">{t('cohorts.announcements.fieldPriority')}</Label>
          <Controller
            control={form.control}
            name="priority"
            render={({ field }) => (
              <select
                id="announcement-priority"
                className={FIELD_SELECT_CLASSES}
                value={field.value ?? 'normal'}
                onChange={(event) => field.onChange(event.target.value)}
              >
                {ANNOUNCEMENT_PRIORITIES.map((priority) => (
                  <option key={priority} value={priority}>
                    {t(`cohorts.announcements.priority.${priority}`)}
                  </option>
                ))}
              </select>
            )}
          />
        </div>
        <FormTextField name="category" label={t('cohorts.announcements.fieldCategory')} maxLength={50} />
      </div>
      {formError ? <Alert variant="destructive">{formError}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {t('cohorts.announcements.cancel')}
        </Button>
        <Button type="submit" isLoading={form.formState.isSubmitting}>
          {t(editing ? 'cohorts.announcements.save' : 'cohorts.announcements.publish')}
        </Button>
      </div>
    </Form>
  );
}
