import { describe, expect, it } from 'vitest';
import {
  ACTING_ORGANIZATION_KEY,
  actingOrganizationHeaders,
  enterOrganization,
  leaveOrganization,
  parseActingOrganization,
  readActingOrganization,
} from './acting-organization.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const thies = { id: '0b7c4a53-6f1e-4d2a-9c55-3f1a2b3c4d5e', name: 'Institut de Thiès' };

describe('the acting organisation (superadmin, decision 284)', () => {
  it('is remembered on entering, sent as the header, and forgotten on leaving', () => {
    const storage = memoryStorage();
    expect(readActingOrganization(storage)).toBeNull();
    expect(actingOrganizationHeaders(readActingOrganization(storage))).toEqual({});
    enterOrganization(thies, storage);
    expect(readActingOrganization(storage)).toEqual(thies);
    expect(actingOrganizationHeaders(readActingOrganization(storage))).toEqual({
      'x-acting-organization': thies.id,
    });
    leaveOrganization(storage);
    expect(storage.items.has(ACTING_ORGANIZATION_KEY)).toBe(false);
    expect(readActingOrganization(storage)).toBeNull();
  });

  it('reads anything else stored under its key as none', () => {
    for (const raw of [null, '', 'pas du json', '42', 'null', '{"id":""}', '{"id":"x"}', '{"name":"X"}'])
      expect(parseActingOrganization(raw), String(raw)).toBeNull();
    expect(parseActingOrganization('{"id":" abc ","name":"A"}')).toEqual({ id: 'abc', name: 'A' });
  });

  it('works without storage (disabled): nothing is sent', () => {
    enterOrganization(thies, null);
    expect(readActingOrganization(null)).toBeNull();
  });
});
