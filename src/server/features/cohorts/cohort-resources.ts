import type { TCohortResource, TResourceLink } from '#shared/cohorts/space.ts';
import type { TResourceCategory } from '#shared/cohorts/space-values.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { Storage } from '../../storage/storage.ts';
import type { Caller } from '../auth/caller.ts';
import { reachCohort, reachCohortAsStaff } from './cohort-access.ts';
import {
  type CohortResourceRow,
  deleteResource,
  findResource,
  insertResource,
  listResources,
} from './cohort-space.repo.ts';
import { RESOURCE_FOLDER, type ResourceDownload, type StoredResourceFile } from './resource-files.ts';

// 'Ressources' (issue 15, part space): links and files the cohort's staff add; its learners read them
// and download the files through an access-checked route, never a public address.

export function toResource(row: CohortResourceRow): TCohortResource {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category as TResourceCategory,
    kind: row.kind,
    url: row.kind === 'link' ? row.url : null,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET …/resources?category=: newest first; `canManage` for the staff. */
export async function listCohortResources(
  db: Executor,
  caller: Caller,
  cohortId: string,
  query: { category?: TResourceCategory | undefined },
) {
  const { cohort, viewer } = await reachCohort(db, caller, cohortId);
  const rows = await listResources(db, cohort.id, query.category);
  return { resources: rows.map(toResource), canManage: viewer !== 'learner' };
}

/** The staff's check before a file is read from the request: nothing is stored for anyone else. */
export async function requireResourceManager(db: Executor, caller: Caller, cohortId: string) {
  return (await reachCohortAsStaff(db, caller, cohortId)).cohort;
}

/** POST …/resources with a link (JSON). */
export async function addResourceLink(db: Executor, caller: Caller, cohortId: string, link: TResourceLink) {
  const cohort = await requireResourceManager(db, caller, cohortId);
  return toResource(
    await insertResource(db, {
      organizationId: cohort.organizationId,
      cohortId: cohort.id,
      title: link.title,
      description: link.description || null,
      category: link.category,
      kind: 'link',
      url: link.url,
      createdBy: caller.userId,
    }),
  );
}

/** POST …/resources with a file (multipart): the file is already stored and checked. */
export async function addResourceFile(
  db: Executor,
  caller: Caller,
  cohortId: string,
  input: {
    title: string;
    description?: string | undefined;
    category: TResourceCategory;
    file: StoredResourceFile;
  },
) {
  const cohort = await requireResourceManager(db, caller, cohortId);
  return toResource(
    await insertResource(db, {
      organizationId: cohort.organizationId,
      cohortId: cohort.id,
      title: input.title,
      description: input.description || null,
      category: input.category,
      kind: 'file',
      storageKey: input.file.key,
      fileName: input.file.name,
      sizeBytes: input.file.size,
      createdBy: caller.userId,
    }),
  );
}

/** DELETE …/resources/{id}: the row first, then its file (a file left behind is only disk). */
export async function removeCohortResource(
  db: Db,
  storage: Storage,
  caller: Caller,
  cohortId: string,
  resourceId: string,
) {
  const cohort = await requireResourceManager(db, caller, cohortId);
  const deleted = await deleteResource(db, cohort.id, resourceId);
  if (!deleted) throw new AppError('NOT_FOUND', t('cohorts.space.resourceNotFound'));
  if (deleted.storageKey) await storage.delete(deleted.storageKey).catch(() => undefined);
}

/** GET …/resources/{id}/file: the stored file of a resource of a cohort the caller reaches. */
export async function openResourceFile(
  db: Executor,
  storage: Storage,
  caller: Caller,
  cohortId: string,
  resourceId: string,
): Promise<ResourceDownload> {
  const { cohort } = await reachCohort(db, caller, cohortId);
  const resource = await findResource(db, cohort.id, resourceId);
  if (!resource) throw new AppError('NOT_FOUND', t('cohorts.space.resourceNotFound'));
  if (resource.kind !== 'file' || !resource.storageKey) {
    throw new AppError('NOT_FOUND', t('cohorts.space.resourceNoFile'));
  }
  const opened = resource.storageKey.startsWith(`${RESOURCE_FOLDER}/`)
    ? await storage.get(resource.storageKey)
    : null;
  if (!opened) throw new AppError('NOT_FOUND', t('cohorts.space.fileMissing'));
  return { ...opened, name: resource.fileName ?? 'fichier' };
}
