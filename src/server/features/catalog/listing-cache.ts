/**
 * A short-lived cache of anonymous marketplace listings: most visitors ask the same few pages, and
 * a public catalogue a few seconds old is fine (docs/decisions/010). Concurrent identical requests
 * share one database call. Signed-in learners are never served from it.
 */
export function createListingCache<T>(ttlSeconds: number, maxEntries = 500) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    ttlSeconds,
    get(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlSeconds <= 0) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlSeconds * 1000) return hit.value;
      const value = load();
      entries.delete(key);
      entries.set(key, { at: now, value });
      value.catch(() => entries.delete(key));
      // Maps keep insertion order: the first key is the oldest.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    /** Forgets every entry: a course was published, changed or archived (decision 146). */
    clear() {
      entries.clear();
    },
  };
}

export type ListingCache<T> = ReturnType<typeof createListingCache<T>>;
