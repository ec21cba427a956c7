import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler, type Router } from "express";

/** Prefixes whose files are named by their content, so they never change: a year, immutable. */
const PREFIXED = ["/assets", "/uploads"];
const FOR_A_YEAR = { immutable: true, maxAge: "1y", index: false, redirect: false } as const;

const notFound: RequestHandler = (_req, res) => void res.status(404).type("text/plain").send("Not found");

/** The files under `dir` as URL paths (`/favicon.svg`), leaving out the prefixed folders. */
function filesUnder(dir: string, prefix = ""): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const url = `${prefix}/${entry.name}`;
    if (PREFIXED.includes(url)) return [];
    if (entry.isDirectory()) return filesUnder(path.join(dir, entry.name), url);
    return entry.isFile() ? [url] : [];
  });
}

/**
 * Static files without a look at the disk for any other request (a page pays nothing for them):
 * - `/assets/…`, the build's content-hashed files, and `/uploads/…`, files the API's storage names by
 *   their content, are served by prefix for a year, immutable; a missing one is a plain 404 at once,
 *   not a rendered page.
 * - The few other files of the build's client folder and of `public/` (the icons, the web app
 *   manifest) by their exact paths, listed once at start, for an hour. A file added to `public/` later is
 *   served after a restart (`npm start` rebuilds and restarts when `public/` changes anyway).
 * Everything else goes on to Remix.
 */
export function staticFiles({ clientDir, publicDir, uploadsDir }: { clientDir?: string; publicDir: string; uploadsDir: string }): Router {
  const router = express.Router();
  if (clientDir) router.use("/assets", express.static(path.join(clientDir, "assets"), FOR_A_YEAR), notFound);
  router.use("/uploads", express.static(uploadsDir, FOR_A_YEAR), notFound);
  const files = new Map<string, string>();
  for (const dir of [clientDir, publicDir]) {
    if (!dir) continue;
    for (const url of filesUnder(dir)) if (!files.has(url)) files.set(url, path.join(dir, url));
  }
  router.use((req, res, next) => {
    const file = req.method === "GET" || req.method === "HEAD" ? files.get(req.path) : undefined;
    if (!file) return next();
    // A file removed since start goes on to Remix, as an unknown path does.
    res.sendFile(file, { maxAge: "1h" }, (error) => error && !res.headersSent && next());
  });
  return router;
}
