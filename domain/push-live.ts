/**
 * What the browser's push and live-notification code needs (spec §8 push errors, §9 push toast), in a
 * module of its own: the chunks that use it are loaded only when needed, and share nothing with the
 * pages' first load.
 */

/** The push errors of spec §8, as they are logged. */
export const PUSH_ERRORS = {
  blocked: "Push notifications: permission blocked",
  unsupported: "Push notifications: unsupported browser",
  missingConfiguration: "Push notifications: missing configuration",
} as const;

/** How long a push toast stays (spec §9: 6 s, where other toasts stay 5 s). */
export const PUSH_TOAST_MS = 6000;
