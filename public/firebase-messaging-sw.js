/*
 * The shop's push service worker (spec §4 Push notifications), registered by app/utils/push.client.ts
 * for Firebase Cloud Messaging. FCM hands each web push over as JSON: { notification: { title, body },
 * data: { link } }. While a page of the shop is in view it says nothing (that page shows the same news
 * as a toast, from its live events); otherwise it shows the notification, and a click opens the
 * shop's page for it. It needs no script from elsewhere: the Firebase SDK only ever runs in the page.
 */
const FALLBACK_TITLE = "Nirmal Home Care";
const FALLBACK_LINK = "/notifications";

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

/** A path of this shop; anything else (another site, a malformed link) opens the notifications. */
function shopUrl(link) {
  try {
    const url = new URL(typeof link === "string" ? link : FALLBACK_LINK, self.location.origin);
    if (url.origin === self.location.origin) return url.href;
  } catch {
    // Falls through to the notifications page.
  }
  return new URL(FALLBACK_LINK, self.location.origin).href;
}

self.addEventListener("push", (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = {};
  }
  const notification = payload.notification || {};
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      if (windows.some((client) => client.visibilityState === "visible")) return;
      await self.registration.showNotification(notification.title || FALLBACK_TITLE, {
        body: notification.body || "",
        icon: "/favicon.svg",
        data: { url: shopUrl(payload.data && payload.data.link) },
      });
    })(),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || shopUrl(FALLBACK_LINK);
  event.waitUntil(self.clients.openWindow(url));
});
