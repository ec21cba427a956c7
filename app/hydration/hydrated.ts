import { useEffect, useState } from "react";

/**
 * False in the first render (on the server, in hydration, in a part that mounts later) and true from
 * the render after the effect: what the page shows without JavaScript, then what it shows with it.
 * Not remix-utils' useHydrated: its server snapshot (useSyncExternalStore) is ignored by Preact, which
 * the browser build runs (docs/decisions/018), so hydration would render the JavaScript version over
 * the server's HTML.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
