import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Award, Copy, Pencil, Plus, Trash2, Type } from 'lucide-react';
import { type FormEvent, type ReactElement, useId, useState } from 'react';
import {
  CERTIFICATE_DESIGNER_PAGES,
  TEMPLATE_NAME_MAX,
  type TTemplateListItem,
} from '#shared/certificates/certificate-templates.contract.ts';
import { t } from '#shared/messages/fr-certificates-designer-web.ts';
import { errorMessage } from '#web/lib/api.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { Dialog, DialogClose, DialogContent } from '#web/ui/dialog.tsx';
import { ImageWithFallback } from '#web/ui/image-with-fallback.tsx';
import { TextField } from '#web/ui/text-field.tsx';
import { notify } from '#web/ui/toast.ts';
import {
  createTemplate,
  deleteTemplate,
  designerQueryRoot,
  duplicateTemplate,
  renameTemplate,
  templatesKey,
  useTemplates,
} from './designer-api.ts';

// /admin/certificates (issue 16 "Designer"; spec §3 list item, §7): the organisation's templates,
// newest first, each with its thumbnail; create, duplicate, rename, delete after a confirmation (the
// server refuses a template a course or a cohort uses, in French).

type Dialogs =
  | { kind: 'create' }
  | { kind: 'rename'; template: TTemplateListItem }
  | { kind: 'delete'; template: TTemplateListItem }
  | null;

function NameDialog({
  title,
  initial,
  submitLabel,
  onClose,
  onSubmit,
}: {
  title: string;
  initial: string;
  submitLabel: string;
  onClose: () => void;
  onSubmit: (name: string) => Promise<void>;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('certificates.designer.nameRequired'));
      return;
    }
    setIsBusy(true);
    try {
      await onSubmit(name.trim());
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent title={title}>
        <form noValidate onSubmit={submit} className="space-y-4">
          <TextField
            label={t('certificates.designer.dialog.name')}
            placeholder={t('certificates.designer.dialog.namePlaceholder')}
            value={name}
            maxLength={TEMPLATE_NAME_MAX}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
            error={error ?? undefined}
            autoFocus
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose className={buttonClasses('outline', 'default')}>
              {t('certificates.designer.dialog.cancel')}
            </DialogClose>
            <Button type="submit" isLoading={isBusy}>
              {submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DeleteDialog({
  template,
  onClose,
  onConfirm,
}: {
  template: TTemplateListItem;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const confirm = async () => {
    setIsBusy(true);
    try {
      await onConfirm();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        title={t('certificates.designer.dialog.deleteTitle', { name: template.name })}
        description={t('certificates.designer.dialog.deleteText')}
      >
        {error ? (
          <Alert variant="destructive" className="mb-4" role="alert">
            {error}
          </Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose className={buttonClasses('outline', 'default')}>
            {t('certificates.designer.dialog.cancel')}
          </DialogClose>
          <Button type="button" variant="destructive" isLoading={isBusy} onClick={confirm}>
            {t('certificates.designer.dialog.deleteConfirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function TemplateCard({
  template,
  onDuplicate,
  onRename,
  onDelete,
}: {
  template: TTemplateListItem;
  onDuplicate: () => void;
  onRename: () => void;
  onDelete: () => void;
}) {
  const titleId = useId();
  const href = CERTIFICATE_DESIGNER_PAGES.editor(template.id);
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-lg border bg-surface border-border"
    >
      <Link to={href} className="block bg-muted" tabIndex={-1} aria-hidden="true">
        <div className="flex aspect-[800/565] items-center justify-center">
          {template.thumbnail_url ? (
            <ImageWithFallback
              src={template.thumbnail_url}
              alt={t('certificates.designer.list.thumbnailOf', { name: template.name })}
              className="h-full w-full object-contain"
              loading="lazy"
              data-testid="template-thumbnail"
            />
          ) : (
            <span className="flex flex-col items-center gap-2 p-4 text-center text-sm text-muted-foreground">
              <Award aria-hidden="true" className="size-8" />
              {t('certificates.designer.list.noThumbnail')}
            </span>
          )}
        </div>
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold leading-tight break-words">
            <Link to={href} className="hover:underline">
              {template.name}
            </Link>
          </h2>
          <p className="text-sm text-muted-foreground">
            {t('certificates.designer.list.version', { version: template.version })}
          </p>
        </div>
        <div className="mt-auto flex flex-wrap gap-1">
          <Link to={href} className={buttonClasses('outline', 'sm')}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('certificates.designer.list.edit')}
          </Link>
          <Button type="button" variant="ghost" size="sm" onClick={onDuplicate}>
            <Copy aria-hidden="true" className="size-4" />
            {t('certificates.designer.list.duplicate')}
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={onRename}>
            <Type aria-hidden="true" className="size-4" />
            {t('certificates.designer.list.rename')}
          </Button>
          <Button type="button" variant="ghost-destructive" size="sm" onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('certificates.designer.list.delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}

export function CertificateTemplatesPage(): ReactElement {
  usePageTitle(t('certificates.designer.list.title'));
  const templates = useTemplates();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialogs>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: designerQueryRoot });

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      notify.success(success);
      await refresh();
    } catch (error) {
      notify.error(t('certificates.designer.list.failed'), errorMessage(error));
    }
  };

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold leading-tight">{t('certificates.designer.list.title')}</h1>
          <p className="max-w-3xl text-muted-foreground">{t('certificates.designer.list.intro')}</p>
        </div>
        <Button type="button" onClick={() => setDialog({ kind: 'create' })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('certificates.designer.list.new')}
        </Button>
      </header>
      {templates.isPending ? (
        <p role="status" className="py-12 text-center text-muted-foreground">
          {t('certificates.designer.list.loading')}
        </p>
      ) : templates.error ? (
        <Alert variant="destructive">
          {t('certificates.designer.list.loadFailed')} {errorMessage(templates.error)}
        </Alert>
      ) : templates.data.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground border-border">
          {t('certificates.designer.list.empty')}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {templates.data.map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              onDuplicate={() =>
                run(() => duplicateTemplate(template.id), t('certificates.designer.list.duplicated'))
              }
              onRename={() => setDialog({ kind: 'rename', template })}
              onDelete={() => setDialog({ kind: 'delete', template })}
            />
          ))}
        </ul>
      )}
      {dialog?.kind === 'create' ? (
        <NameDialog
          title={t('certificates.designer.dialog.newTitle')}
          initial=""
          submitLabel={t('certificates.designer.dialog.create')}
          onClose={() => setDialog(null)}
          onSubmit={async (name) => {
            const created = await createTemplate(name);
            queryClient.setQueryData([...designerQueryRoot, 'template', created.id], created);
            await queryClient.invalidateQueries({ queryKey: templatesKey });
            notify.success(t('certificates.designer.list.created'));
            setDialog(null);
            await navigate({ to: CERTIFICATE_DESIGNER_PAGES.editor(created.id) });
          }}
        />
      ) : null}
      {dialog?.kind === 'rename' ? (
        <NameDialog
          title={t('certificates.designer.dialog.renameTitle')}
          initial={dialog.template.name}
          submitLabel={t('certificates.designer.dialog.save')}
          onClose={() => setDialog(null)}
          onSubmit={async (name) => {
            await renameTemplate(dialog.template.id, name);
            notify.success(t('certificates.designer.list.renamed'));
            setDialog(null);
            await refresh();
          }}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteDialog
          template={dialog.template}
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            await deleteTemplate(dialog.template.id);
            notify.success(t('certificates.designer.list.deleted'));
            setDialog(null);
            await refresh();
          }}
        />
      ) : null}
    </div>
  );
}
