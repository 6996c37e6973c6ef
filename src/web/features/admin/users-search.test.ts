import { describe, expect, it } from 'vitest';
import { parseUsersSearch, withUsersFilter } from './users-search.ts';

describe('users search params', () => {
  it('keeps known roles, statuses, a trimmed search and a page above 1', () => {
    expect(parseUsersSearch({ role: 'admin', status: 'suspended', search: '  awa ', page: '3' })).toEqual({
      role: 'admin',
      status: 'suspended',
      search: 'awa',
      page: 3,
    });
  });
  it('drops what it does not know', () => {
    expect(parseUsersSearch({ role: 'chef', status: 'banni', search: '   ', page: '0' })).toEqual({});
    expect(parseUsersSearch({ page: '2.5' })).toEqual({});
  });
  it('a filter change goes back to the first page and drops empty filters', () => {
    expect(withUsersFilter({ role: 'student', page: 4 }, { status: 'active', role: undefined })).toEqual({
      status: 'active',
    });
  });
});
