import { Link } from '@tanstack/react-router';
import { ArrowLeft, Eye, TriangleAlert } from 'lucide-react';
import { t } from '#shared/messages/fr-courses-editor.ts';
import { paths } from '#web/paths.ts';
import { Alert, AlertDescription, AlertTitle } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { Form } from '#web/ui/form.tsx';
import { CourseStatusBadge } from './components/course-status-badge.tsx';
import { EditorPanel } from './components/editor-panel.tsx';
import { FormatPanel } from './components/format-panel.tsx';
import { MetadataPanel } from './components/metadata-panel.tsx';
import { OptionsPanel } from './components/options-panel.tsx';
import { PricingPanel } from './components/pricing-panel.tsx';
import { StructureBuilder } from './structure/structure-builder.tsx';
import type { CourseEditorView } from './use-course-editor.ts';

/** The editor page (spec §2 panels 1–3), drawn from the view model of useCourseEditorPage. */
export function CourseEditorLayout({ view }: { view: CourseEditorView }) {
  if (view.isLoading)
    return (
      <p role="status" className="py-16 text-center text-muted-foreground">
        {t('courses.editor.loading')}
      </p>
    );
  if (view.loadError || !view.options)
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
        <TriangleAlert aria-hidden="true" className="size-10 text-destructive" />
        <h1 className="text-xl font-semibold">{t('courses.editor.loadError')}</h1>
        <Button onClick={view.retry}>{t('shell.retry')}</Button>
      </div>
    );
  const isBusy = view.isSaving || view.statusBusy !== null;
  return (
    <Form
      form={view.form}
      onSubmit={view.onSubmit}
      onInvalid={view.onInvalid}
      ref={view.formRef}
      className="space-y-6 pb-24"
    >
      <header className="space-y-3">
        <Link to={view.backHref} className={buttonClasses('ghost', 'xs')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('courses.editor.back')}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold leading-tight">
            {view.mode === 'create' ? t('courses.editor.titleNew') : t('courses.editor.titleEdit')}
          </h1>
          {view.status ? <CourseStatusBadge status={view.status} /> : null}
        </div>
      </header>

      {view.isStale ? (
        <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <AlertTitle>{t('courses.stale')}</AlertTitle>
            <AlertDescription>{t('courses.stale.body')}</AlertDescription>
          </div>
          <Button variant="outline" size="sm" onClick={view.onReload}>
            {t('courses.stale.reload')}
          </Button>
        </Alert>
      ) : null}
      {view.missing.length > 0 ? (
        <Alert variant="warning">
          <AlertTitle>{t('courses.publish.refused')}</AlertTitle>
          <AlertDescription>
            <p>{t('courses.publish.refusedIntro')}</p>
            <ul className="mt-1 list-disc pl-5">
              {view.missing.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      ) : null}

      <fieldset disabled={isBusy} className="min-w-0 space-y-6">
        <FormatPanel />
        <MetadataPanel
          options={view.options}
          canAssignInstructor={view.canAssignInstructor}
          instructorName={view.instructorName}
          onThumbnailStateChange={view.onThumbnailStateChange}
          disabled={isBusy}
        />
        <OptionsPanel
          templates={view.options.certificateTemplates}
          manageTemplatesHref={view.canAssignInstructor ? paths.admin.certificates() : null}
        />
        <PricingPanel />
        <EditorPanel id="structure" title={t('courses.panel.structure')}>
          <StructureBuilder
            format={view.format}
            sections={view.sections}
            onChange={view.onSectionsChange}
            onUploadsChange={view.onStructureUploadsChange}
            disabled={isBusy}
          />
        </EditorPanel>
      </fieldset>

      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface/95 px-4 py-3 backdrop-blur lg:left-64">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-end gap-2">
          <p className="w-full text-sm text-muted-foreground sm:mr-auto sm:w-auto" aria-live="polite">
            {view.isWaitingForUploads
              ? t('courses.save.uploadsPending')
              : view.hasUnsaved
                ? t('courses.editor.unsaved')
                : view.status
                  ? t('courses.editor.saved')
                  : ''}
          </p>
          {view.previewHref ? (
            <Link to={view.previewHref} className={buttonClasses('ghost', 'sm')}>
              <Eye aria-hidden="true" className="size-4" />
              {t('courses.editor.preview')}
            </Link>
          ) : null}
          {view.canChangeStatus && view.status === 'published' ? (
            <Button
              variant="outline"
              size="sm"
              isLoading={view.statusBusy === 'archive'}
              disabled={isBusy}
              onClick={view.onArchive}
            >
              {t('courses.editor.archive')}
            </Button>
          ) : null}
          {view.canChangeStatus && view.status !== 'published' ? (
            <Button
              variant="outline"
              size="sm"
              isLoading={view.statusBusy === 'publish'}
              disabled={isBusy}
              onClick={view.onPublish}
            >
              {t('courses.editor.publish')}
            </Button>
          ) : null}
          <Button type="submit" size="sm" isLoading={view.isSaving} disabled={isBusy}>
            {view.mode === 'create' && !view.canChangeStatus
              ? t('courses.editor.create')
              : t('courses.editor.save')}
          </Button>
        </div>
      </div>
    </Form>
  );
}
