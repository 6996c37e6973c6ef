import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { ArrowLeft, Eye, PanelLeftOpen } from 'lucide-react';
import { type ReactElement, useEffect, useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { type CertificateSettings, certificateSettings } from '#shared/certificates/certificate-settings.ts';
import {
  CERTIFICATE_DESIGNER_PAGES,
  type TDirector,
  type TTemplateDetail,
} from '#shared/certificates/certificate-templates.contract.ts';
import { t } from '#shared/messages/fr-certificates-designer-web.ts';
import { apiFieldErrors, errorMessage } from '#web/lib/api.ts';
import { cn } from '#web/lib/cn.ts';
import { useLeaveGuard } from '#web/lib/use-leave-guard.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { Form, setServerErrors, useAppForm } from '#web/ui/form.tsx';
import { LoadError } from '#web/ui/load-error.tsx';
import { notify } from '#web/ui/toast.ts';
import {
  designerQueryRoot,
  saveTemplateSettings,
  templateKey,
  uploadTemplateThumbnail,
  useDirectors,
  useTemplate,
} from './designer-api.ts';
import { DirectorDialog } from './director-dialog.tsx';
import { BackgroundTab, ModelTab } from './template-panels.tsx';
import { TemplatePreview } from './template-preview.tsx';
import { drawThumbnail } from './template-thumbnail.ts';

// /admin/certificates/{id} (issue 16 "Designer"; spec §2 panel 4): the tabs 'Modèle' and
// 'Arrière-plan' beside a live preview at 800×565, a preview-only mode that hides the panel, one
// save of every setting (version +1 on the server), then the thumbnail drawn from the preview.
// On a phone the preview comes first and the panel under it. Leaving with unsaved edits asks first.

const schema = certificateSettings as unknown as z.ZodType<CertificateSettings, CertificateSettings>;
type Tab = 'model' | 'background';

/** The server names a setting's field under `settings.`: the form's fields are the settings. */
const settingsFieldErrors = (error: unknown) =>
  Object.fromEntries(
    Object.entries(apiFieldErrors(error)).map(([field, message]) => [
      field.replace(/^settings\./, ''),
      message,
    ]),
  );

function Tabs({ tab, onChange }: { tab: Tab; onChange: (tab: Tab) => void }) {
  const tabs: { value: Tab; label: string }[] = [
    { value: 'model', label: t('certificates.designer.tab.model') },
    { value: 'background', label: t('certificates.designer.tab.background') },
  ];
  return (
    <div role="tablist" className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
      {tabs.map((item) => (
        <button
          key={item.value}
          type="button"
          role="tab"
          id={`designer-tab-${item.value}`}
          aria-selected={tab === item.value}
          aria-controls="designer-tabpanel"
          onClick={() => onChange(item.value)}
          className={cn(
            'h-10 rounded-md text-sm font-medium',
            tab === item.value ? 'bg-surface shadow-sm' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

function Editor({ detail, directors }: { detail: TTemplateDetail; directors: TDirector[] }) {
  const queryClient = useQueryClient();
  const form = useAppForm<CertificateSettings, CertificateSettings>({
    schema,
    defaultValues: detail.settings,
  });
  const settings = useWatch({ control: form.control }) as CertificateSettings;
  const [version, setVersion] = useState(detail.version);
  const [tab, setTab] = useState<Tab>('model');
  const [isPreviewOnly, setIsPreviewOnly] = useState(false);
  const [isDirectorsOpen, setIsDirectorsOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const isDirty = form.formState.isDirty;
  useLeaveGuard(isDirty, t('certificates.designer.page.leave'));

  /** Draws the preview into the template's thumbnail and sends it; a failure keeps the old one. */
  const sendThumbnail = async () => {
    const svg = frameRef.current?.querySelector('svg');
    const picture = svg ? await drawThumbnail(svg) : null;
    if (!picture) return;
    await uploadTemplateThumbnail(detail.id, picture.blob, picture.name).catch(() => null);
    void queryClient.invalidateQueries({ queryKey: [...designerQueryRoot, 'templates'] });
  };

  // A template never drawn yet (just created or duplicated from one without) gets its first thumbnail
  // when it is opened, so the list never stays without a picture.
  const hasThumbnail = detail.thumbnail_url !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per template opened
  useEffect(() => {
    if (!hasThumbnail) void sendThumbnail();
  }, [hasThumbnail]);

  const submit = async (values: CertificateSettings) => {
    setFailure(null);
    try {
      const saved = await saveTemplateSettings(detail.id, version, values);
      queryClient.setQueryData(templateKey(detail.id), saved);
      setVersion(saved.version);
      form.reset(saved.settings);
      notify.success(t('certificates.designer.page.saved'));
      // The thumbnail of what was saved (the preview shows the saved values).
      await sendThumbnail();
    } catch (error) {
      const hasFieldErrors = setServerErrors(form, settingsFieldErrors(error));
      if (!hasFieldErrors) setFailure(errorMessage(error));
      notify.error(t('certificates.designer.page.saveFailed'), errorMessage(error));
    }
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      onInvalid={() =>
        notify.error(t('certificates.designer.page.saveFailed'), t('certificates.designer.page.invalid'))
      }
      className="space-y-4"
    >
      {failure ? (
        <Alert variant="destructive" role="alert">
          {failure}
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-pressed={isPreviewOnly}
          aria-controls={panelId}
          onClick={() => setIsPreviewOnly((value) => !value)}
        >
          {isPreviewOnly ? (
            <PanelLeftOpen aria-hidden="true" className="size-4" />
          ) : (
            <Eye aria-hidden="true" className="size-4" />
          )}
          {isPreviewOnly
            ? t('certificates.designer.page.showPanel')
            : t('certificates.designer.page.previewOnly')}
        </Button>
      </div>
      <div
        className={cn(
          'grid gap-5',
          isPreviewOnly ? 'grid-cols-1' : 'lg:grid-cols-[minmax(20rem,24rem)_minmax(0,1fr)] lg:items-start',
        )}
      >
        <div className={cn('min-w-0', isPreviewOnly ? '' : 'lg:sticky lg:top-20 lg:order-2')}>
          <TemplatePreview settings={settings} directors={directors} frameRef={frameRef} />
        </div>
        <aside
          id={panelId}
          hidden={isPreviewOnly}
          aria-label={t('certificates.designer.tab.model')}
          className="min-w-0 space-y-4 rounded-lg border bg-surface p-4 lg:order-1 border-border"
        >
          <Tabs tab={tab} onChange={setTab} />
          <div role="tabpanel" id="designer-tabpanel" aria-labelledby={`designer-tab-${tab}`}>
            {tab === 'model' ? (
              <ModelTab directors={directors} onManageDirectors={() => setIsDirectorsOpen(true)} />
            ) : (
              <BackgroundTab />
            )}
          </div>
        </aside>
      </div>
      <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-end gap-3 border-t bg-surface/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-lg sm:border border-border">
        {isDirty ? (
          <p role="status" className="mr-auto text-sm text-warning-foreground">
            {t('certificates.designer.page.unsaved')}
          </p>
        ) : null}
        <Button type="submit" isLoading={form.formState.isSubmitting}>
          {form.formState.isSubmitting
            ? t('certificates.designer.page.saving')
            : t('certificates.designer.page.save')}
        </Button>
      </div>
      <DirectorDialog open={isDirectorsOpen} onOpenChange={setIsDirectorsOpen} />
    </Form>
  );
}

export function CertificateTemplateEditorPage(): ReactElement {
  const { templateId } = useParams({ from: '/admin/certificates/$templateId' });
  const template = useTemplate(templateId);
  const directors = useDirectors();
  usePageTitle(template.data?.name ?? t('certificates.designer.list.title'));
  return (
    <div className="space-y-4 pb-4">
      <header className="space-y-2">
        <Link to={CERTIFICATE_DESIGNER_PAGES.list} className={buttonClasses('ghost', 'xs')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('certificates.designer.page.back')}
        </Link>
        {template.data ? (
          <div className="min-w-0 space-y-1">
            <h1 className="text-2xl font-semibold leading-tight break-words">{template.data.name}</h1>
            <p className="text-sm text-muted-foreground">
              {t('certificates.designer.list.version', { version: template.data.version })} ·{' '}
              {t('certificates.designer.page.usage', {
                courses: template.data.usage.courses,
                cohorts: template.data.usage.cohorts,
              })}
            </p>
          </div>
        ) : null}
      </header>
      {template.error ? (
        <LoadError
          title={t('certificates.designer.page.loadFailed')}
          error={template.error}
          onRetry={() => void template.refetch()}
        />
      ) : template.isPending || directors.isPending ? (
        <p role="status" className="py-12 text-center text-muted-foreground">
          {t('certificates.designer.page.loading')}
        </p>
      ) : (
        <Editor key={template.data.id} detail={template.data} directors={directors.data ?? []} />
      )}
    </div>
  );
}
