import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ServerBuild } from "@remix-run/node";
import type { RequestHandler } from "express";
import { DEFAULT_LANGUAGE, LANGUAGES } from "@domain/i18n/languages";

/** The offline page of each language, a route of the storefront (app/routes/browse/offline.tsx). */
const OFFLINE_PAGES = Object.fromEntries(Object.keys(LANGUAGES).map((language) => [language, `/offline/${language}`]));
/** The files of public/ a page of the shop or the installed app asks for. */
const PUBLIC_FILES = ["/favicon.svg", "/manifest.webmanifest", "/icons/icon-192.png", "/icons/icon-512.png", "/icons/icon-maskable-512.png"];

/**
 * What the worker precaches: the build's client entry, Remix's manifest and every shop route's module
 * with its imports (the console's pages load no script, docs/decisions/031), the public files above
 * and the offline pages. Modules a page imports only when it needs them (the Firebase SDK, the sign-in
 * dialog) are not in the build's manifest and are not precached.
 */
export function precacheList(assets: ServerBuild["assets"] | undefined): string[] {
  const scripts = assets
    ? [
        assets.url,
        assets.entry.module,
        ...assets.entry.imports,
        ...Object.values(assets.routes)
          .filter((route) => !route.id.startsWith("routes/admin/"))
          .flatMap((route) => [route.module, ...(route.imports ?? []), ...(route.css ?? [])]),
      ]
    : [];
  return [...new Set([...scripts, ...PUBLIC_FILES, ...Object.values(OFFLINE_PAGES)])];
}

/**
 * GET /sw.js, the shop's one service worker (docs/decisions/032): public/sw.js after a line that gives
 * it this build (`BUILD`: its version, what to precache, the offline pages). The version is a hash of
 * both, so a new build or a new worker is a new script, which the browser installs in place of the old
 * one. Never kept by a cache on the way (`no-cache`): the browser asks again at each check for updates.
 * Without a build (the Vite dev server) it precaches no scripts.
 */
export function serviceWorker({ publicDir, assets }: { publicDir: string; assets: ServerBuild["assets"] | undefined }): RequestHandler {
  const source = readFileSync(path.join(publicDir, "sw.js"), "utf8");
  const precache = precacheList(assets);
  const version = createHash("sha256").update(source).update(JSON.stringify(precache)).digest("hex").slice(0, 16);
  const build = { version, precache, offline: OFFLINE_PAGES, defaultLanguage: DEFAULT_LANGUAGE };
  const script = `const BUILD = ${JSON.stringify(build)};\n${source}`;
  return (req, res, next) => {
    if (req.path !== "/sw.js" || (req.method !== "GET" && req.method !== "HEAD")) return next();
    res.type("text/javascript").set("Cache-Control", "no-cache").send(script);
  };
}
