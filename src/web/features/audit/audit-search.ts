import { AUDIT_TARGET_TYPES } from '#shared/audit/audit-actions.ts';
import { parsePage } from '#web/lib/search-params.ts';

// The audit pages' filters as they live in the address bar (issue 18, part consoles):
// /admin/audit?action=review.hidden&actor=awa&from=2026-01-01&to=2026-01-31&page=2, and on
// /superadmin/audit an organisation too. Anything unknown or malformed reads as absent, so an
// outdated link still opens the page.

export type AuditSearch = {
  /** An action name or its start ('review' finds hidden and restored). */
  action?: string;
  targetType?: string;
  /** Part of the actor's email. */
  actor?: string;
  /** Days, inclusive (YYYY-MM-DD, UTC). */
  from?: string;
  to?: string;
  /** Superadmin only: one organisation. */
  organizationId?: string;
  page?: number;
};

const FILTER_MAX = 100;
const TEXT_KEYS = ['action', 'targetType', 'actor', 'from', 'to', 'organizationId'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function parseAuditSearch(raw: Record<string, unknown>): AuditSearch {
  const search: AuditSearch = {};
  const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, FILTER_MAX) : '');
  const action = text(raw.action);
  if (action) search.action = action;
  const targetType = text(raw.targetType);
  if ((AUDIT_TARGET_TYPES as readonly string[]).includes(targetType)) search.targetType = targetType;
  const actor = text(raw.actor);
  if (actor) search.actor = actor;
  const from = text(raw.from);
  if (isDay(from)) search.from = from;
  const to = text(raw.to);
  if (isDay(to)) search.to = to;
  const organizationId = text(raw.organizationId);
  if (UUID.test(organizationId)) search.organizationId = organizationId.toLowerCase();
  const page = parsePage(raw.page);
  if (page) search.page = page;
  return search;
}

/** The API's query string for these filters (the server's page size). */
export function auditQueryString(search: AuditSearch): string {
  const params = new URLSearchParams();
  for (const key of TEXT_KEYS) {
    const value = search[key];
    if (value) params.set(key, value);
  }
  if (search.page) params.set('page', String(search.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function hasAuditFilters(search: AuditSearch): boolean {
  return activeFilterCount(search) > 0;
}

/** How many filters are set (the phone's 'Filtres (2)'). */
export function activeFilterCount(search: AuditSearch): number {
  return TEXT_KEYS.filter((key) => Boolean(search[key])).length;
}

/** Changing a filter starts again from the first page; empty values leave the address. */
export function withAuditFilter(search: AuditSearch, change: Omit<AuditSearch, 'page'>): AuditSearch {
  const next: AuditSearch = { ...search, ...change };
  delete next.page;
  for (const key of TEXT_KEYS) if (!next[key]) delete next[key];
  return next;
}

/** Whether the range is in order (the server refuses a start after the end). */
export const isRangeInOrder = (from?: string, to?: string) => !from || !to || from <= to;
