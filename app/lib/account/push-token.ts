/** The browser storage key of the push token. */
const PUSH_TOKEN_STORAGE_KEY = "FCMToken";

/** Local storage, or null where the browser refuses it (private modes, blocked cookies): then there is no push token. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The browser's push token, kept under FCMToken (docs/product.md#notifications), which the sign-in and logout forms carry
 * (none: the storefront sends the placeholder of docs/product.md#notifications; app/routes/account/push-token.server.ts).
 */
export const storedPushToken = () => storage()?.getItem(PUSH_TOKEN_STORAGE_KEY) ?? "";
export const storePushToken = (token: string) => storage()?.setItem(PUSH_TOKEN_STORAGE_KEY, token);
/** Logout removes the push token (docs/product.md#signing-out). */
export const forgetPushToken = () => storage()?.removeItem(PUSH_TOKEN_STORAGE_KEY);
