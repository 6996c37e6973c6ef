import { Link } from '@tanstack/react-router';
import { useFormContext, useWatch } from 'react-hook-form';
import type { TEditorOptions } from '#shared/courses/course-editor.contract.ts';
import { withCertificate } from '#shared/courses/pricing-rules.ts';
import { t } from '#shared/messages/fr-courses-editor.ts';
import type { CourseFormValues } from '../course-form.ts';
import { EditorPanel } from './editor-panel.tsx';
import { FormNumberField, FormSelectField, FormSwitchField } from './form-controls.tsx';

/**
 * Access duration (auto-formation only), community, certificate and its template (spec §4, §5); an
 * admin reaches the template designer from here ('Gérer les modèles', issue 16).
 */
export function OptionsPanel({
  templates,
  manageTemplatesHref = null,
}: {
  templates: TEditorOptions['certificateTemplates'];
  manageTemplatesHref?: string | null;
}) {
  const form = useFormContext<CourseFormValues>();
  const [format, enableCertificate] = useWatch({
    control: form.control,
    name: ['format', 'enableCertificate'],
  });

  const toggleCertificate = (enabled: boolean) => {
    // Disabling the certificate clears its template (spec §4), by the shared rule.
    const next = withCertificate(
      { enableCertificate, certificateTemplateId: form.getValues('certificateTemplateId') },
      enabled,
    );
    form.setValue('enableCertificate', next.enableCertificate, { shouldDirty: true });
    form.setValue('certificateTemplateId', next.certificateTemplateId, { shouldDirty: true });
    form.clearErrors('certificateTemplateId');
  };

  return (
    <EditorPanel id="options" title={t('courses.panel.options')}>
      {format === 'auto-formation' ? (
        <FormNumberField
          name="accessDurationDays"
          label={t('courses.field.accessDuration')}
          hint={t('courses.field.accessDurationHint')}
          emptyValue={null}
          className="max-w-xs"
        />
      ) : (
        <p className="text-sm text-muted-foreground">{t('courses.field.accessDurationSession')}</p>
      )}
      <FormSwitchField
        name="enableCommunity"
        label={t('courses.field.community')}
        hint={t('courses.field.communityHint')}
      />
      <FormSwitchField
        name="enableCertificate"
        label={t('courses.field.certificate')}
        hint={t('courses.field.certificateHint')}
        onToggle={toggleCertificate}
      />
      {enableCertificate ? (
        <div className="space-y-1">
          <FormSelectField
            name="certificateTemplateId"
            label={t('courses.field.certificateTemplate')}
            emptyLabel={t('courses.field.noTemplate')}
            options={templates.map((template) => ({ value: template.id, label: template.name }))}
          />
          {templates.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('courses.field.noTemplates')}</p>
          ) : null}
          {manageTemplatesHref ? (
            <Link
              to={manageTemplatesHref}
              className="inline-block text-sm text-primary underline-offset-4 hover:underline"
            >
              {t('courses.field.manageTemplates')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </EditorPanel>
  );
}
