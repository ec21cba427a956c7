import cluster from "node:cluster";
import type { RequestHandler } from "express";
import { AggregatorRegistry, collectDefaultMetrics, register, type Histogram } from "prom-client";
import { requestDurations, serveMetrics } from "../metrics";
import { serveTraced } from "../tracing";

/**
 * Each page request in a server span (server/tracing.ts), the API calls it makes under it, and, with
 * `durations`, timed: both named by the route that answers it (`routeOf`, routes.ts), or "unmatched"
 * for a path no route matches.
 */
export const watchedPages =
  (routeOf: (path: string, data: unknown) => string | undefined, durations?: Histogram<"method" | "route" | "status">): RequestHandler =>
  (req, res, next) => {
    const route = routeOf(req.path, req.query._data);
    serveTraced({ method: req.method, path: req.path, route, headers: req.headers }, (span) => {
      const started = performance.now();
      res.on("close", () => {
        span.end(res.statusCode);
        durations?.observe({ method: req.method, route: route ?? "unmatched", status: String(res.statusCode) }, (performance.now() - started) / 1000);
      });
      next();
    });
  };

type MetricsSettings = { host: string; port?: number; token?: string };

/**
 * A storefront process's figures (docs/operations.md#metrics), when METRICS_TOKEN and
 * STOREFRONT_METRICS_PORT are set: its pages' durations by route and status, and its runtime, on
 * prom-client's global registry. A process of a cluster answers its primary's asking for them; a
 * process alone serves them itself. Answers the pages' histogram, or undefined when there are no metrics.
 */
export async function pageMetrics(settings: MetricsSettings) {
  if (!settings.token || !settings.port) return undefined;
  collectDefaultMetrics();
  const durations = requestDurations(register);
  // In a cluster's process, an aggregator is what answers the primary's asking.
  if (cluster.isWorker) new AggregatorRegistry();
  else
    await serveMetrics({
      ...settings,
      port: settings.port,
      token: settings.token,
      metrics: async () => ({ contentType: register.contentType, text: await register.metrics() }),
    });
  return durations;
}

/** In a cluster's primary: the figures of all its processes, summed (averaged where a sum means nothing), on the metrics port. */
export async function clusterMetrics(settings: MetricsSettings) {
  if (!settings.token || !settings.port) return;
  const aggregator = new AggregatorRegistry();
  await serveMetrics({
    ...settings,
    port: settings.port,
    token: settings.token,
    metrics: async () => ({ contentType: aggregator.contentType, text: await aggregator.clusterMetrics() }),
  });
}
