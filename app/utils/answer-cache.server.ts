/**
 * Catalogue answers the storefront keeps (issue 18): at most `max` of them, the least recently used
 * going first, each for `lifetimeMs` after the API last vouched for it. An entry is never served on
 * its own: the caller sends its ETag as If-None-Match and reuses it only on the API's 304, so a change
 * (a price, a stock level) shows on the next page at once. Kept answers are shared between shoppers,
 * so only answers that do not depend on the shopper go in, and nobody changes one once read.
 */
type Entry = { etag: string; payload: unknown; vouchedAt: number };

export function createAnswerCache({ max, lifetimeMs, now = Date.now }: { max: number; lifetimeMs: number; now?: () => number }) {
  const entries = new Map<string, Entry>();
  return {
    /** The kept answer and its ETag, if it is still within its lifetime; it becomes the most recently used. */
    get(key: string): Entry | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (now() - entry.vouchedAt > lifetimeMs) return undefined;
      entries.set(key, entry);
      return entry;
    },
    /** Keeps an answer (or renews one the API has just vouched for again). */
    set(key: string, etag: string, payload: unknown) {
      entries.delete(key);
      entries.set(key, { etag, payload, vouchedAt: now() });
      if (entries.size > max) entries.delete(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
  };
}
