import { PLACEHOLDER_PUSH_TOKEN, PUSH_TOKEN_STORAGE_KEY } from "@domain/push";

/**
 * The browser's push token in local storage under FCMToken (spec §3), read when a sign-in or logout
 * form is sent. Storage may be unavailable (private modes, blocked cookies): then there is no token.
 */
export function storedPushToken(): string | null {
  try {
    return window.localStorage.getItem(PUSH_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storePushToken(token: string) {
  try {
    window.localStorage.setItem(PUSH_TOKEN_STORAGE_KEY, token);
  } catch {
    // Without storage the token cannot be kept; the shopper gets no push, and nothing breaks.
  }
}

/** Logout removes the push token (spec §4 Logout). */
export function forgetPushToken() {
  try {
    window.localStorage.removeItem(PUSH_TOKEN_STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}

/** What a form sends as fcmToken: the stored token, or the placeholder of spec §9. */
export const pushTokenValue = () => storedPushToken() || PLACEHOLDER_PUSH_TOKEN;
