/**
 * What a storefront process keeps of the API's answers (catalogue answers, sessions;
 * docs/decisions/016 and 020): at most `max` entries, the least recently used going first, each
 * forgotten `lifetimeMs` after it was last kept. Whether an entry may still be used as it is, its
 * owner decides (an ETag the API vouches for, a generation of changes that is still current).
 * Entries are shared by every request of the process: nobody changes one once kept.
 */
export function createKept<T>({ max, lifetimeMs, now = Date.now }: { max: number; lifetimeMs: number; now?: () => number }) {
  const entries = new Map<string, { value: T; keptAt: number }>();
  return {
    /** The kept value, if it is within its lifetime; it becomes the most recently used. */
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (now() - entry.keptAt > lifetimeMs) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    /** Keeps a value (or renews one), as the most recently used. */
    set(key: string, value: T) {
      entries.delete(key);
      entries.set(key, { value, keptAt: now() });
      if (entries.size > max) entries.delete(entries.keys().next().value!);
    },
    delete(key: string) {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
