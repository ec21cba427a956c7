import cluster from "node:cluster";
import type { RequestHandler } from "express";
import { AggregatorRegistry, collectDefaultMetrics, register, type Histogram } from "prom-client";
import { requestDurations, serveMetrics } from "../metrics";
import { serveTraced } from "../tracing";

/** Filled by entry.server.tsx as it answers: the id of the route Remix answered with. */
export type Answered = { route?: string };

/**
 * Each page request in a server span (server/tracing.ts), the API calls it makes under it, and, with
 * `durations`, timed: both named, once answered, by the route that answered (`routeOf`, routes.ts),
 * or "unmatched" for a path no route matches.
 */
export const watchedPages =
  (routeOf: (path: string, answered: string | undefined) => string | undefined, durations?: Histogram<"method" | "route" | "status">): RequestHandler =>
  (req, res, next) =>
    serveTraced({ method: req.method, path: req.path, headers: req.headers }, (span) => {
      const answered: Answered = {};
      res.locals.answered = answered;
      const started = performance.now();
      res.on("close", () => {
        const route = routeOf(req.path, answered.route);
        span.end(res.statusCode, route);
        durations?.observe({ method: req.method, route: route ?? "unmatched", status: String(res.statusCode) }, (performance.now() - started) / 1000);
      });
      next();
    });

type MetricsSettings = { host: string; port?: number; token?: string };
/** Metrics are on when both the token and the port are set. */
const metricsOn = (settings: MetricsSettings): settings is Required<MetricsSettings> => !!(settings.token && settings.port);

/**
 * A storefront process's figures (docs/operations.md#metrics), when METRICS_TOKEN and
 * STOREFRONT_METRICS_PORT are set: its pages' durations by route and status, and its runtime, on
 * prom-client's global registry. A process of a cluster answers its primary's asking for them; a
 * process alone serves them itself. Answers the pages' histogram, or undefined when there are no metrics.
 */
export async function pageMetrics(settings: MetricsSettings) {
  if (!metricsOn(settings)) return undefined;
  collectDefaultMetrics();
  const durations = requestDurations(register);
  // In a cluster's process, an aggregator is what answers the primary's asking.
  if (cluster.isWorker) new AggregatorRegistry();
  else await serveMetrics({ ...settings, metrics: async () => ({ contentType: register.contentType, text: await register.metrics() }) });
  return durations;
}

/** In a cluster's primary: the figures of all its processes, summed (averaged where a sum means nothing), on the metrics port. */
export async function clusterMetrics(settings: MetricsSettings) {
  if (!metricsOn(settings)) return;
  const aggregator = new AggregatorRegistry();
  await serveMetrics({ ...settings, metrics: async () => ({ contentType: aggregator.contentType, text: await aggregator.clusterMetrics() }) });
}
