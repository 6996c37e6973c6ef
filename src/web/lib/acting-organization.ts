import { useSyncExternalStore } from 'react';
import { ACTING_ORGANIZATION_HEADER } from '#shared/platform/acting-organization.ts';

// superadmin (issue 18, decisions 284, 306): the organisation a superadmin entered from /superadmin.
// Kept in sessionStorage (this tab only, gone when it closes); while set, the request helper sends its
// id in X-Acting-Organization on every call and the shells show whose console this is.

export const ACTING_ORGANIZATION_KEY = 'jang.actingOrganization';

export type ActingOrganization = { id: string; name: string };

type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): TabStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage can throw when disabled (private mode, blocked cookies).
    return null;
  }
}

/** The stored organisation, or null when none (or when what is stored is not one). */
export function parseActingOrganization(raw: string | null | undefined): ActingOrganization | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const { id, name } = value as Record<string, unknown>;
    if (typeof id !== 'string' || id.trim() === '' || typeof name !== 'string') return null;
    return { id: id.trim(), name };
  } catch {
    return null;
  }
}

export function readActingOrganization(
  storage: TabStorage | null = browserStorage(),
): ActingOrganization | null {
  return parseActingOrganization(storage?.getItem(ACTING_ORGANIZATION_KEY));
}

/** The header that makes the server answer for the acting organisation, or none. */
export function actingOrganizationHeaders(organization: ActingOrganization | null): Record<string, string> {
  return organization ? { [ACTING_ORGANIZATION_HEADER]: organization.id } : {};
}

const listeners = new Set<() => void>();
const tell = () => {
  for (const listener of listeners) listener();
};

export function enterOrganization(
  organization: ActingOrganization,
  storage: TabStorage | null = browserStorage(),
): void {
  storage?.setItem(ACTING_ORGANIZATION_KEY, JSON.stringify({ id: organization.id, name: organization.name }));
  tell();
}

export function leaveOrganization(storage: TabStorage | null = browserStorage()): void {
  if (storage?.getItem(ACTING_ORGANIZATION_KEY) === null) return;
  storage?.removeItem(ACTING_ORGANIZATION_KEY);
  tell();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// One snapshot per stored text, so React sees the same object until it changes.
let lastRaw: string | null = null;
let lastValue: ActingOrganization | null = null;
function snapshot(): ActingOrganization | null {
  const raw = browserStorage()?.getItem(ACTING_ORGANIZATION_KEY) ?? null;
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastValue = parseActingOrganization(raw);
  }
  return lastValue;
}

/** The organisation the superadmin acts in, re-rendering when they enter or leave one. */
export function useActingOrganization(): ActingOrganization | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
