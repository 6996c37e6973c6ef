import { Download, ExternalLink, FileText, Link2, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { TCohortResource } from '#shared/cohorts/space.ts';
import { RESOURCE_CATEGORIES, type TResourceCategory } from '#shared/cohorts/space-values.ts';
import { t } from '#shared/messages/fr-cohorts-space-web.ts';
import { errorMessage } from '#web/lib/api.ts';
import { cn } from '#web/lib/cn.ts';
import { downloadFile } from '#web/lib/download-file.ts';
import { formatLongDate } from '#web/lib/format.ts';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { Loading } from '#web/ui/loading.tsx';
import { notify } from '#web/ui/toast.ts';
import { useDeleteCohortResource } from './api/delete-cohort-resource.ts';
import { resourceFilePath, useCohortResources } from './api/list-cohort-resources.ts';
import { CohortLoadError } from './cohort-load-error.tsx';
import { fileSize, loadErrorMessage } from './cohort-space-view.ts';
import type { CohortTabProps } from './cohort-tab-props.ts';

// The staff's form (and zod with it) is downloaded only by the staff.
const ResourceForm = lazy(() => import('./resource-form.tsx').then((m) => ({ default: m.ResourceForm })));

/** 'Ressources': links and files, by category; the staff add and delete. */
export function ResourcesTab({ cohortId }: CohortTabProps) {
  const [category, setCategory] = useState<TResourceCategory | null>(null);
  const resources = useCohortResources(cohortId, category);
  const remove = useDeleteCohortResource(cohortId);
  const onDelete = (resource: TCohortResource) => {
    if (!window.confirm(t('cohortSpace.resources.confirmDelete', { title: resource.title }))) return;
    remove.mutate(resource.id, {
      onSuccess: () => notify.success(t('cohortSpace.resources.deleted')),
      onError: (error) => notify.error(t('cohortSpace.resources.deleteFailed'), errorMessage(error)),
    });
  };
  const onDownload = (resource: TCohortResource) =>
    downloadFile(resourceFilePath(cohortId, resource.id), resource.fileName ?? resource.title).catch(
      (error) => notify.error(t('cohortSpace.resources.downloadFailed'), errorMessage(error)),
    );
  return (
    <div className="space-y-4">
      <CategoryFilter value={category} onChange={setCategory} />
      {resources.data?.canManage ? (
        <Suspense fallback={null}>
          <ResourceForm cohortId={cohortId} />
        </Suspense>
      ) : null}
      {resources.isPending ? (
        <Loading label={t('cohortSpace.tabLoading')} />
      ) : resources.isError ? (
        <CohortLoadError
          message={loadErrorMessage(resources.error)}
          onRetry={() => void resources.refetch()}
        />
      ) : (
        <ResourceList
          resources={resources.data.resources}
          canManage={resources.data.canManage}
          onDelete={onDelete}
          onDownload={onDownload}
        />
      )}
    </div>
  );
}

function CategoryFilter({
  value,
  onChange,
}: {
  value: TResourceCategory | null;
  onChange: (value: TResourceCategory | null) => void;
}) {
  const options: Array<[TResourceCategory | null, string]> = [
    [null, t('cohortSpace.resources.all')],
    ...RESOURCE_CATEGORIES.map((c): [TResourceCategory, string] => [
      c,
      t(`cohortSpace.resources.category.${c}`),
    ]),
  ];
  return (
    <fieldset className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
      <legend className="sr-only">{t('cohortSpace.resources.filter')}</legend>
      {options.map(([option, label]) => (
        <button
          key={option ?? 'all'}
          type="button"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
          className={cn(
            'shrink-0 rounded-full border px-3 py-1.5 text-sm font-medium',
            option === value
              ? 'border-primary bg-primary text-primary-foreground'
              : 'border-border bg-surface hover:bg-muted',
          )}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}

export function ResourceList({
  resources,
  canManage,
  onDelete,
  onDownload,
}: {
  resources: TCohortResource[];
  canManage: boolean;
  onDelete: (resource: TCohortResource) => void;
  onDownload: (resource: TCohortResource) => void;
}) {
  if (resources.length === 0)
    return <p className="text-muted-foreground">{t('cohortSpace.resources.empty')}</p>;
  return (
    <ul className="divide-y divide-border rounded-lg border border-border bg-surface shadow-sm">
      {resources.map((resource) => {
        const Icon = resource.kind === 'link' ? Link2 : FileText;
        return (
          <li key={resource.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
            <div className="flex min-w-0 flex-1 items-start gap-3">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div className="min-w-0">
                <p className="font-medium break-words">{resource.title}</p>
                {resource.description ? (
                  <p className="text-sm text-muted-foreground">{resource.description}</p>
                ) : null}
                <p className="text-xs text-muted-foreground">
                  {t(`cohortSpace.resources.category.${resource.category}`)} ·{' '}
                  {formatLongDate(resource.createdAt)}
                  {resource.kind === 'file' && resource.sizeBytes !== null
                    ? ` · ${fileSize(resource.sizeBytes)}`
                    : ''}
                </p>
              </div>
            </div>
            <div className="flex shrink-0 gap-2">
              {resource.kind === 'link' && resource.url ? (
                <a
                  href={resource.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses('outline', 'sm')}
                >
                  <ExternalLink aria-hidden="true" className="size-4" />
                  {t('cohortSpace.resources.openLink')}
                </a>
              ) : (
                <button
                  type="button"
                  onClick={() => onDownload(resource)}
                  className={buttonClasses('outline', 'sm')}
                >
                  <Download aria-hidden="true" className="size-4" />
                  {t('cohortSpace.resources.download')}
                </button>
              )}
              {canManage ? (
                <button
                  type="button"
                  onClick={() => onDelete(resource)}
                  aria-label={t('cohortSpace.resources.deleteLabel', { title: resource.title })}
                  className={buttonClasses('ghost-destructive', 'sm')}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <span className="sr-only sm:not-sr-only">{t('cohortSpace.resources.delete')}</span>
                </button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
