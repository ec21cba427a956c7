/**
 * Web push constants (spec §3 FCMToken, §8 push errors, §9), apart from the notification schemas so
 * that the pages' first-load code that needs them does not bring zod along.
 */

/** The push token sent when a browser has none (spec §9); it is never sent a push. */
export const PLACEHOLDER_PUSH_TOKEN = "123455";

/** The browser storage key of the push token (spec §3). */
export const PUSH_TOKEN_STORAGE_KEY = "FCMToken";

/** How long a push toast stays (spec §9: 6 s, where other toasts stay 5 s). */
export const PUSH_TOAST_MS = 6000;

/** The push errors of spec §8, as they are logged. */
export const PUSH_ERRORS = {
  blocked: "Push notifications: permission blocked",
  unsupported: "Push notifications: unsupported browser",
  missingConfiguration: "Push notifications: missing configuration",
} as const;
