import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  auditQueryString,
  hasAuditFilters,
  isDay,
  isRangeInOrder,
  parseAuditSearch,
  withAuditFilter,
} from './audit-search.ts';

const ORG = '2b1f0a4e-9c3d-4e5f-8a7b-1c2d3e4f5a6b';

describe("the audit pages' filters in the address", () => {
  it('keeps the known filters and drops what is malformed', () => {
    expect(
      parseAuditSearch({
        action: ' review.hidden ',
        targetType: 'review',
        actor: 'awa',
        from: '2026-01-01',
        to: '2026-01-31',
        organizationId: ORG.toUpperCase(),
        page: '3',
      }),
    ).toEqual({
      action: 'review.hidden',
      targetType: 'review',
      actor: 'awa',
      from: '2026-01-01',
      to: '2026-01-31',
      organizationId: ORG,
      page: 3,
    });
    expect(
      parseAuditSearch({
        targetType: 'lesson',
        from: '2026-02-30',
        to: 'hier',
        organizationId: '12',
        page: '0',
      }),
    ).toEqual({});
    expect(parseAuditSearch({ actor: 'x'.repeat(300) }).actor).toHaveLength(100);
  });

  it('knows a real day', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-1-01')).toBe(false);
  });

  it('sends the filters and the page to the API', () => {
    expect(auditQueryString({})).toBe('');
    expect(auditQueryString({ action: 'review', from: '2026-01-01', organizationId: ORG, page: 2 })).toBe(
      `?action=review&from=2026-01-01&organizationId=${ORG}&page=2`,
    );
  });

  it('starts again from the first page when a filter changes, and drops emptied filters', () => {
    expect(withAuditFilter({ action: 'review', actor: 'awa', page: 4 }, { actor: '' })).toEqual({
      action: 'review',
    });
    expect(hasAuditFilters({ page: 2 })).toBe(false);
    expect(hasAuditFilters({ to: '2026-01-01' })).toBe(true);
    expect(activeFilterCount({ action: 'review', from: '2026-01-01', page: 3 })).toBe(2);
  });

  it('refuses a range whose start is after its end', () => {
    expect(isRangeInOrder('2026-02-01', '2026-01-31')).toBe(false);
    expect(isRangeInOrder('2026-01-31', '2026-01-31')).toBe(true);
    expect(isRangeInOrder(undefined, '2026-01-31')).toBe(true);
  });
});
