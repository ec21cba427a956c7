/* global BUILD */
/*
 * The shop's one service worker (docs/decisions/032). The storefront's host serves it at /sw.js
 * (server/storefront/service-worker.ts) with `BUILD` written before this text: the build's version,
 * the files to precache (the build's hashed scripts, the icons, the offline page in each language) and
 * the offline page of each language. So every build is a new worker, which takes over at once and
 * deletes the caches of the one before.
 *
 * - Scripts and styles under /assets are answered from the precache (their names change with them).
 * - A page that cannot be reached is answered, in the shopper's language, by the offline page; the
 *   order list, an order and its tracking page by the copy last shown, if any, with its note "You are
 *   offline; this is what we showed at …" made visible and its scripts taken out (nothing can run
 *   without the shop).
 * - Whose copies they are: every page and page's data the shop sends says who is signed in
 *   (`X-Shopper`, an opaque key of the customer, or `none`) and in which language
 *   (`Content-Language`). Copies live in one cache per customer; when a response names anyone else, or
 *   no one (a logout, a session that ended), every other customer's cache is deleted before the page is
 *   shown. So a copy is never shown to anyone but the customer who saw it.
 * - Push: web pushes arrive here (app/lib/account/push.client.ts subscribes this worker) and are
 *   shown while no page of the shop is in view; a click opens the shop's page for it.
 */
const PRECACHE = `precache-${BUILD.version}`;
const PAGES = "pages-";
const STATE = "state";
const LANGUAGE = "/sw/language";
/** The pages kept for offline reading: the order list, an order and its tracking. */
const KEPT = /^\/(order_list|order_detail\/[^/]+|live_tracking\/[^/]+)$/;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(PRECACHE)
      .then((cache) => cache.addAll(BUILD.precache))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const old = (await caches.keys()).filter((name) => name.startsWith("precache-") && name !== PRECACHE);
      await Promise.all(old.map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") event.respondWith(page(request, url));
  else if (url.searchParams.has("_data")) event.respondWith(pageData(request, url));
  else if (url.pathname.startsWith("/assets/")) event.respondWith(caches.match(request, { cacheName: PRECACHE }).then((hit) => hit || fetch(request)));
});

let language = null;

/** Takes in who is signed in and their language from a response of the shop's; answers the customer's key or null. */
async function learn(response) {
  const shopper = response.headers.get("X-Shopper");
  if (shopper === null) return null;
  const keep = shopper === "none" ? null : PAGES + shopper;
  const others = (await caches.keys()).filter((name) => name.startsWith(PAGES) && name !== keep);
  await Promise.all(others.map((name) => caches.delete(name)));
  const said = response.headers.get("Content-Language");
  if (said && said !== language && BUILD.offline[said]) {
    language = said;
    await (await caches.open(STATE)).put(LANGUAGE, new Response(said));
  }
  return keep;
}

/** A page: from the shop, keeping a copy of an order page; without a connection, the copy or the offline page. */
async function page(request, url) {
  let response;
  try {
    response = await fetch(request);
  } catch {
    return (await keptCopy(url)) || (await offlinePage());
  }
  const keep = await learn(response);
  if (keep && KEPT.test(url.pathname) && response.status === 200 && !response.redirected) {
    await (await caches.open(keep)).put(url.href, response.clone());
  }
  return response;
}

/**
 * A page's data for a move inside the page (with JavaScript): without a connection, Remix is told to
 * load the page itself, which the worker then answers as any page.
 */
async function pageData(request, url) {
  try {
    const response = await fetch(request);
    await learn(response);
    return response;
  } catch {
    url.searchParams.delete("_data");
    return new Response(null, { status: 204, headers: { "X-Remix-Redirect": url.pathname + url.search, "X-Remix-Reload-Document": "true" } });
  }
}

/** The last copy of an order page shown to the signed-in customer (the one customer whose cache exists). */
async function keptCopy(url) {
  if (!KEPT.test(url.pathname)) return null;
  for (const name of (await caches.keys()).filter((name) => name.startsWith(PAGES))) {
    const copy = await (await caches.open(name)).match(url.href);
    if (!copy) continue;
    const html = (await copy.text())
      .replace(/<script\b[\s\S]*?<\/script>/g, "")
      .replace(/<link rel="modulepreload"[^>]*>/g, "")
      .replace(/data-offline-note="" hidden=""/, 'data-offline-note=""');
    const headers = new Headers(copy.headers);
    headers.delete("Content-Length");
    headers.delete("Content-Encoding");
    return new Response(html, { status: 200, headers });
  }
  return null;
}

async function offlinePage() {
  if (!language) {
    const stored = await caches.match(LANGUAGE, { cacheName: STATE });
    language = stored ? await stored.text() : null;
  }
  const path = BUILD.offline[language] || BUILD.offline[BUILD.defaultLanguage];
  return (await caches.match(path, { cacheName: PRECACHE })) || Response.error();
}

const FALLBACK_TITLE = "Nirmal Home Care";
const FALLBACK_LINK = "/notifications";

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

/** FCM hands each web push over as JSON: { notification: { title, body }, data: { link } }. */
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
      // A page of the shop in view shows the same news as a toast, from its live events.
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      if (windows.some((client) => client.visibilityState === "visible")) return;
      await self.registration.showNotification(notification.title || FALLBACK_TITLE, {
        body: notification.body || "",
        icon: "/icons/icon-192.png",
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
