import type {
  TAnnouncement,
  TAnnouncementChange,
  TAnnouncementInput,
  TAnnouncementList,
  TDiscussionList,
  TDiscussionMessage,
  TDiscussionMessageInput,
} from '#shared/cohorts/cohort-discussion.ts';
import {
  cohortAnnouncementsPath,
  cohortDiscussionsPath,
  cohortEventsTokenPath,
} from '#shared/cohorts/cohort-events.ts';
import { getJson, request } from '#web/lib/api.ts';

// The calls of the 'Fil d'actualités' and 'Discussion' tabs (spec §7), each typed by the shared contract.

export const getDiscussion = (
  cohortId: string,
  page: { limit: number; offset: number },
  signal?: AbortSignal,
) =>
  getJson<TDiscussionList>(
    `${cohortDiscussionsPath(cohortId)}?limit=${page.limit}&offset=${page.offset}`,
    signal,
  );

export const postDiscussionMessage = (cohortId: string, body: TDiscussionMessageInput) =>
  request<TDiscussionMessage>(cohortDiscussionsPath(cohortId), { method: 'POST', body });

export const deleteDiscussionMessage = (cohortId: string, messageId: string) =>
  request<{ id: string }>(`${cohortDiscussionsPath(cohortId)}/${encodeURIComponent(messageId)}`, {
    method: 'DELETE',
  });

export type AnnouncementFilters = { priority: string; category: string; unreadOnly: boolean };

export function getAnnouncements(cohortId: string, filters: AnnouncementFilters, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (filters.priority) query.set('priority', filters.priority);
  if (filters.category) query.set('category', filters.category);
  if (filters.unreadOnly) query.set('unread_only', 'true');
  const search = query.size > 0 ? `?${query}` : '';
  return getJson<TAnnouncementList>(`${cohortAnnouncementsPath(cohortId)}${search}`, signal);
}

export const postAnnouncement = (cohortId: string, body: TAnnouncementInput) =>
  request<TAnnouncement>(cohortAnnouncementsPath(cohortId), { method: 'POST', body });

const announcementPath = (cohortId: string, id: string) =>
  `${cohortAnnouncementsPath(cohortId)}/${encodeURIComponent(id)}`;

export const changeAnnouncement = (cohortId: string, id: string, body: TAnnouncementChange) =>
  request<TAnnouncement>(announcementPath(cohortId, id), { method: 'PATCH', body });

export const deleteAnnouncement = (cohortId: string, id: string) =>
  request<{ id: string }>(announcementPath(cohortId, id), { method: 'DELETE' });

export const markAnnouncementRead = (cohortId: string, id: string) =>
  request<{ id: string; read: true }>(`${announcementPath(cohortId, id)}/read`, { method: 'POST' });

export const getCohortEventsToken = async (cohortId: string) =>
  (await getJson<{ token: string; expiresAt: string }>(cohortEventsTokenPath(cohortId))).token;
