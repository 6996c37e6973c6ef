import { useCallback, useEffect, useState } from 'react';
import {
  ANNOUNCEMENT_PRIORITIES,
  type TAnnouncement,
  type TAnnouncementList,
} from '#shared/cohorts/cohort-discussion.ts';
import { t } from '#shared/messages/fr-cohorts-discussion-web.ts';
import { errorMessage } from '#web/lib/api.ts';
import { cn } from '#web/lib/cn.ts';
import { useOnlineStatus } from '#web/lib/use-online-status.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { Label } from '#web/ui/label.tsx';
import { SELECT_CLASSES } from '#web/ui/select-classes.ts';
import { notify } from '#web/ui/toast.ts';
import { AnnouncementForm } from './announcement-form.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import {
  type AnnouncementFilters,
  deleteAnnouncement,
  getAnnouncements,
  markAnnouncementRead,
} from './discussion-api.ts';
import type { CohortTabProps } from './discussion-tab.tsx';
import { relativeDate } from './relative-date.ts';
import { useCohortEvents } from './use-cohort-events.ts';

// 'Fil d'actualités' of the cohort space (spec §2.1, §7; decision 213): the cohort's announcements
// filtered by priority, category and unread, each unread one marked and markable read; the staff
// post, edit and delete them. An announcement posted elsewhere appears without a reload.

const NO_FILTERS: AnnouncementFilters = { priority: '', category: '', unreadOnly: false };

export function AnnouncementsTab({ cohortId, viewer }: CohortTabProps) {
  const [filters, setFilters] = useState<AnnouncementFilters>(NO_FILTERS);
  const [list, setList] = useState<TAnnouncementList | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [form, setForm] = useState<{ editing: TAnnouncement | null } | null>(null);
  const [toDelete, setToDelete] = useState<TAnnouncement | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const isOnline = useOnlineStatus();
  const isStaff = viewer !== 'learner';

  const load = useCallback(async () => {
    try {
      setList(await getAnnouncements(cohortId, filters));
      setLoadError(null);
    } catch (error) {
      setLoadError(error);
    }
  }, [cohortId, filters]);

  useEffect(() => {
    void load();
  }, [load]);

  useCohortEvents(cohortId, { onAnnouncement: () => void load(), onReady: () => void load() });

  async function markRead(announcement: TAnnouncement) {
    try {
      await markAnnouncementRead(cohortId, announcement.id);
      setList((held) => (held ? withRead(held, announcement.id, filters.unreadOnly) : held));
    } catch (error) {
      notify.error(errorMessage(error));
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setIsDeleting(true);
    try {
      await deleteAnnouncement(cohortId, toDelete.id);
      notify.success(t('cohorts.announcements.deleted'));
      setToDelete(null);
      await load();
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setIsDeleting(false);
    }
  }

  return (
    <section aria-labelledby="announcements-title" className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="announcements-title" className="text-lg font-semibold">
            {t('cohorts.announcements.title')}
          </h2>
          {list ? (
            <p className="text-sm text-muted-foreground">
              {t(
                list.unreadCount === 1
                  ? 'cohorts.announcements.unreadCount.one'
                  : 'cohorts.announcements.unreadCount.other',
                { n: list.unreadCount },
              )}
            </p>
          ) : null}
        </div>
        {isStaff && !form ? (
          <Button onClick={() => setForm({ editing: null })}>{t('cohorts.announcements.new')}</Button>
        ) : null}
      </header>
      {isOnline ? null : <Alert variant="warning">{t('cohorts.discussion.offline')}</Alert>}
      {form ? (
        <AnnouncementForm
          key={form.editing?.id ?? 'new'}
          cohortId={cohortId}
          editing={form.editing}
          onCancel={() => setForm(null)}
          onDone={() => {
            setForm(null);
            void load();
          }}
        />
      ) : null}
      <AnnouncementFiltersBar filters={filters} categories={list?.categories ?? []} onChange={setFilters} />
      <AnnouncementList
        list={list}
        loadError={loadError}
        isFiltered={Boolean(filters.priority || filters.category || filters.unreadOnly)}
        isStaff={isStaff}
        now={new Date()}
        onRetry={() => void load()}
        onMarkRead={(announcement) => void markRead(announcement)}
        onEdit={(announcement) => setForm({ editing: announcement })}
        onDelete={setToDelete}
      />
      <ConfirmDialog
        isOpen={toDelete !== null}
        isBusy={isDeleting}
        title={t('cohorts.announcements.confirmDelete')}
        description={t('cohorts.announcements.confirmDeleteText', { title: toDelete?.title ?? '' })}
        confirmLabel={t('cohorts.announcements.delete')}
        cancelLabel={t('cohorts.announcements.cancel')}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      />
    </section>
  );
}

/** The list once an announcement is read: marked read, or gone when only unread ones are shown. */
export function withRead(list: TAnnouncementList, id: string, isUnreadOnly: boolean): TAnnouncementList {
  const target = list.announcements.find((announcement) => announcement.id === id);
  if (!target || target.read) return list;
  return {
    ...list,
    unreadCount: Math.max(0, list.unreadCount - 1),
    announcements: isUnreadOnly
      ? list.announcements.filter((announcement) => announcement.id !== id)
      : list.announcements.map((announcement) =>
          announcement.id === id ? { ...announcement, read: true } : announcement,
        ),
  };
}

function AnnouncementFiltersBar({
  filters,
  categories,
  onChange,
}: {
  filters: AnnouncementFilters;
  categories: string[];
  onChange: (filters: AnnouncementFilters) => void;
}) {
  return (
    <div className="grid gap-3 rounded-lg border border-border bg-surface p-3 sm:grid-cols-3 sm:items-end">
      <div>
        <Label htmlFor="announcements-priority">{t('cohorts.announcements.filterPriority')}</Label>
        <select
          id="announcements-priority"
          className={cn('mt-1.5', SELECT_CLASSES)}
          value={filters.priority}
          onChange={(event) => onChange({ ...filters, priority: event.target.value })}
        >
          <option value="">{t('cohorts.announcements.allPriorities')}</option>
          {ANNOUNCEMENT_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {t(`cohorts.announcements.priority.${priority}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <Label htmlFor="announcements-category">{t('cohorts.announcements.filterCategory')}</Label>
        <select
          id="announcements-category"
          className={cn('mt-1.5', SELECT_CLASSES)}
          value={filters.category}
          onChange={(event) => onChange({ ...filters, category: event.target.value })}
        >
          <option value="">{t('cohorts.announcements.allCategories')}</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      <label className="flex h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-5"
          checked={filters.unreadOnly}
          onChange={(event) => onChange({ ...filters, unreadOnly: event.target.checked })}
        />
        {t('cohorts.announcements.unreadOnlyLabel')}
      </label>
    </div>
  );
}

const PRIORITY_CLASSES: Record<TAnnouncement['priority'], string> = {
  high: 'bg-destructive-soft text-destructive',
  normal: 'bg-muted text-foreground',
  low: 'bg-muted text-muted-foreground',
};

/** The announcements, each with its priority, category, date and read state (drawn from props only). */
export function AnnouncementList({
  list,
  loadError,
  isFiltered,
  isStaff,
  now,
  onRetry,
  onMarkRead,
  onEdit,
  onDelete,
}: {
  list: TAnnouncementList | null;
  loadError: unknown;
  isFiltered: boolean;
  isStaff: boolean;
  now: Date;
  onRetry: () => void;
  onMarkRead: (announcement: TAnnouncement) => void;
  onEdit: (announcement: TAnnouncement) => void;
  onDelete: (announcement: TAnnouncement) => void;
}) {
  if (!list) {
    if (loadError) {
      return (
        <Alert variant="destructive" className="space-y-2">
          <p>
            {t('cohorts.announcements.loadError')} {errorMessage(loadError)}
          </p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t('cohorts.discussion.retry')}
          </Button>
        </Alert>
      );
    }
    return (
      <p role="status" className="py-6 text-center text-sm text-muted-foreground">
        {t('cohorts.announcements.loading')}
      </p>
    );
  }
  if (list.announcements.length === 0) {
    return (
      <p className="py-6 text-center text-sm text-muted-foreground">
        {t(isFiltered ? 'cohorts.announcements.emptyFiltered' : 'cohorts.announcements.empty')}
      </p>
    );
  }
  return (
    <ul className="space-y-3">
      {list.announcements.map((announcement) => (
        <li
          key={announcement.id}
          className={cn(
            'rounded-lg border bg-surface p-4',
            announcement.read ? 'border-border' : 'border-primary border-l-4',
          )}
        >
          <div className="flex flex-wrap items-center gap-2 text-xs">
            <span
              className={cn('rounded-full px-2 py-0.5 font-medium', PRIORITY_CLASSES[announcement.priority])}
            >
              {t(`cohorts.announcements.priority.${announcement.priority}`)}
            </span>
            <span className="rounded-full bg-muted px-2 py-0.5">{announcement.category}</span>
            {announcement.read ? null : (
              <span className="rounded-full bg-primary px-2 py-0.5 font-medium text-primary-foreground">
                {t('cohorts.announcements.unread')}
              </span>
            )}
            <time dateTime={announcement.createdAt} className="text-muted-foreground">
              {relativeDate(announcement.createdAt, now)}
            </time>
          </div>
          <h3 className="mt-2 font-semibold break-words">{announcement.title}</h3>
          <p className="mt-1 whitespace-pre-wrap break-words text-sm">{announcement.body}</p>
          {announcement.author ? (
            <p className="mt-2 text-xs text-muted-foreground">
              {t('cohorts.announcements.by', { name: announcement.author.name })}
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2">
            {announcement.read ? null : (
              <Button variant="outline" size="sm" onClick={() => onMarkRead(announcement)}>
                {t('cohorts.announcements.markRead')}
              </Button>
            )}
            {isStaff ? (
              <>
                <Button variant="ghost" size="sm" onClick={() => onEdit(announcement)}>
                  {t('cohorts.announcements.edit')}
                </Button>
                <Button variant="ghost-destructive" size="sm" onClick={() => onDelete(announcement)}>
                  {t('cohorts.announcements.delete')}
                </Button>
              </>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
