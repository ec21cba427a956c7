import { initializeApp } from "firebase/app";
import { getMessaging, getToken, isSupported } from "firebase/messaging";
import type { PushConfig } from "@domain/notifications";
import { PUSH_ERRORS } from "@domain/push";
import { storePushToken } from "./push-token";

/**
 * Web push in the browser (spec §4 Push notifications), loaded only when push is configured and a
 * shopper asks for it: the Firebase web SDK is in this module's own chunk, never in a page's first
 * load. Asks for permission (this runs from the shopper's click), registers the push service worker
 * (public/firebase-messaging-sw.js, which shows pushes while no page of the shop is in view) and keeps
 * the token under FCMToken, to be sent at sign-in. A page in view gets the same news as a toast from
 * the live events, so the SDK's foreground messages are not listened to (no toast twice).
 * Answers whether a token is now stored; every refusal is logged (spec §8), never thrown.
 */
export async function enablePush(config: PushConfig): Promise<boolean> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") {
    console.warn(PUSH_ERRORS.blocked);
    return false;
  }
  if (!(await isSupported())) {
    console.warn(PUSH_ERRORS.unsupported);
    return false;
  }
  try {
    // Firebase's own scope: the worker only takes pushes and never controls (or serves) the shop's pages.
    const registration = await navigator.serviceWorker.register("/firebase-messaging-sw.js", { scope: "/firebase-cloud-messaging-push-scope" });
    const app = initializeApp({ apiKey: config.apiKey, projectId: config.projectId, messagingSenderId: config.messagingSenderId, appId: config.appId });
    const token = await getToken(getMessaging(app), { vapidKey: config.vapidKey, serviceWorkerRegistration: registration });
    if (!token) return false;
    storePushToken(token);
    return true;
  } catch (error) {
    console.warn(PUSH_ERRORS.unsupported, error);
    return false;
  }
}
