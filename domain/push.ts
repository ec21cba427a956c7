/**
 * Web push constants (spec §3 FCMToken, §9), apart from the notification schemas so that the pages'
 * first-load code that needs them does not bring zod along.
 */

/** The push token sent when a browser has none (spec §9); it is never sent a push. */
export const PLACEHOLDER_PUSH_TOKEN = "123455";

/** The browser storage key of the push token (spec §3). */
export const PUSH_TOKEN_STORAGE_KEY = "FCMToken";
