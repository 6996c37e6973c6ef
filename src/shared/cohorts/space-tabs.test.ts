import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COHORT_TABS, parseCohortTab } from './space-tabs.ts';

describe('the cohort page tab in the query', () => {
  it('reads each tab in any case', () => {
    expect(parseCohortTab('content')).toBe('content');
    expect(parseCohortTab('Live-Sessions')).toBe('live-sessions');
    expect(parseCohortTab(' PARTICIPANTS ')).toBe('participants');
  });

  it('falls back to the overview for anything else', () => {
    for (const value of [undefined, null, '', 'sessions', 'live_sessions', 42, ['content'], 'overview2'])
      expect(parseCohortTab(value)).toBe('overview');
  });

  it('always answers one of the eight tabs, and a valid value reads back as itself', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(COHORT_TABS).toContain(parseCohortTab(value));
      }),
    );
    for (const tab of COHORT_TABS) expect(parseCohortTab(tab.toUpperCase())).toBe(tab);
  });
});
