/**
 * Web push rules (docs/product.md#notifications), apart from the notification schemas so that the
 * browser code that needs them does not bring zod along.
 */

/** The push token a sign-in sends when the browser has none; it is never sent a push. */
export const PLACEHOLDER_PUSH_TOKEN = "123455";

/** The push errors, as they are logged. */
export const PUSH_ERRORS = {
  blocked: "Push notifications: permission blocked",
  unsupported: "Push notifications: unsupported browser",
  missingConfiguration: "Push notifications: missing configuration",
} as const;
