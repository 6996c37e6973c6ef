import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearOfflineUserCaches } from './offline-cache.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('clearOfflineUserCaches', () => {
  it('drops the cached course reads and recordings, never the app shell', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      delete: async (name: string) => {
        deleted.push(name);
        return true;
      },
    });
    await clearOfflineUserCaches();
    expect(deleted).toEqual(['jang-api', 'jang-media']);
  });

  it('does nothing without Cache Storage', async () => {
    vi.stubGlobal('caches', undefined);
    await expect(clearOfflineUserCaches()).resolves.toBeUndefined();
  });
});
