import { PLACEHOLDER_PUSH_TOKEN } from "@domain/notifications/push";

/** The longest push token the API takes. */
const MAX_TOKEN = 4096;

/** The push token a sign-in or logout form carries (fcmToken), or the placeholder (docs/product.md#notifications) when it has none or a malformed one. */
export function pushTokenOf(form: FormData): string {
  const token = form.get("fcmToken");
  return typeof token === "string" && token && token.length <= MAX_TOKEN && /^[\x21-\x7e]+$/.test(token) ? token : PLACEHOLDER_PUSH_TOKEN;
}
