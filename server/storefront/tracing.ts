import type { RequestHandler } from "express";
import { serveTraced } from "../tracing";

/** Each page request in a server span (server/tracing.ts); entry.server.tsx names it by the page's route, and the API calls it makes go under it. */
export const tracedPages: RequestHandler = (req, res, next) =>
  serveTraced({ method: req.method, path: req.path, headers: req.headers }, (span) => {
    res.on("close", () => span.end(res.statusCode));
    next();
  });
