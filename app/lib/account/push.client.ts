import { initializeApp } from "firebase/app";
import { getMessaging, getToken, isSupported } from "firebase/messaging";
import type { PushConfig } from "@domain/notifications/schemas";

/**
 * Web push in the browser (docs/product.md#notifications), loaded only when push is configured and a
 * shopper asks for it: the Firebase web SDK is in this module's own chunk, never in a page's first
 * load, and this module imports nothing of the shop's (so loading it fetches the SDK and nothing else).
 * Asks for permission (this runs from the shopper's click), subscribes the shop's service worker
 * (public/sw.js, which shows pushes while no page of the shop is in view; docs/decisions/032) and
 * answers the browser's push token, or which push error (docs/product.md#notifications) stopped it. A page in view gets
 * the same news as a toast from the live events, so the SDK's foreground messages are not listened
 * to (no toast twice).
 */
export async function requestPushToken(config: PushConfig): Promise<{ token: string } | { error: "blocked" | "unsupported"; cause?: unknown }> {
  if ((await Notification.requestPermission()) !== "granted") return { error: "blocked" };
  if (!(await isSupported())) return { error: "unsupported" };
  try {
    // The shop's one worker, registered by every page once loaded (app/root.tsx): registering it again answers the same registration.
    const registration = await navigator.serviceWorker.register("/sw.js");
    const app = initializeApp({ apiKey: config.apiKey, projectId: config.projectId, messagingSenderId: config.messagingSenderId, appId: config.appId });
    const token = await getToken(getMessaging(app), { vapidKey: config.vapidKey, serviceWorkerRegistration: registration });
    return token ? { token } : { error: "unsupported" };
  } catch (cause) {
    return { error: "unsupported", cause };
  }
}
