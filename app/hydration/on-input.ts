import type { UIMatch } from "@remix-run/react";

/**
 * When the browser hydrates a page (docs/decisions/021). Every page works as the server sent it, so a
 * page with nothing to do by itself waits for the shopper's first input (a pointer over it, a touch, a
 * key, a focus) and hydrates then, in the same event: reading costs no script work. A route opts in with
 * `handle = HYDRATE_ON_INPUT`; a page hydrates as it loads whenever something on it runs on its own:
 * a toast that closes itself, a dialog that takes the focus (the location dialog of a shopper without
 * a location, a sign-in step). A signed-in shopper's pages wait too: their live notifications connect
 * once the page has hydrated, at the first input (docs/decisions/033).
 */
export const ON_INPUT = "on-input";
export const HYDRATE_ON_INPUT = { hydrate: ON_INPUT } as const;

/**
 * A shopper's first input. Hydration runs in the event's capture phase at the window, so the same event
 * goes on to the hydrated page: a tap's or a click's link navigates in the page, a focused search box
 * suggests. A click with nothing before it (a screen reader's) counts too.
 */
export const INPUTS = ["pointerover", "pointerdown", "touchstart", "keydown", "focus", "click"] as const;

/**
 * The window property through which a waiting page's loader (PageScripts.tsx), which listens
 * for the first input, hands it to the client entry once the entry has run: `window[HYDRATE]()`.
 */
export const HYDRATE = "__hydrateOnInput";

export type RootData = { location?: unknown; locationError?: unknown; toast?: unknown; signIn?: unknown };

export function hydratesOnInput(matches: UIMatch[], root: RootData | undefined, search: string): boolean {
  const leaf = matches.at(-1)?.handle as { hydrate?: string } | undefined;
  if (leaf?.hydrate !== ON_INPUT || !root) return false;
  const quiet = !!root.location && !root.locationError && !root.toast && !root.signIn;
  return quiet && !new URLSearchParams(search).has("dialog");
}

/** Whether this document waits for input to hydrate, as `<html data-hydrate>` says (browser only). */
export const waitsForInput = () => document.documentElement.dataset.hydrate === ON_INPUT;

/**
 * A signed-in shopper's waiting page hears its live notifications before it hydrates (docs/decisions/033):
 * its loader (PageScripts.tsx) opens the live events at `load`, and a notification counts as the first
 * input. The notification's data waits at `window[EARLY_NEWS]` for LiveNotifications to show it.
 */
export const EARLY_NEWS = "__earlyNews";

/** The notification that hydrated this page, once (browser only; null when none did). */
export function takeEarlyNews(): string | null {
  const store = window as unknown as Record<string, unknown>;
  const news = store[EARLY_NEWS];
  delete store[EARLY_NEWS];
  return typeof news === "string" ? news : null;
}
