import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import { Histogram, type Registry } from "prom-client";

/**
 * What the three kinds of process share of their metrics (docs/operations.md#metrics): one histogram of
 * requests, one way to check the metrics token, and one listener for the processes that have no API to
 * put a metrics page on (the storefront's host, `npm run worker`).
 */

/** Time to answer a request by method, route template (or the storefront's route id) and status, on `registry`. */
export const requestDurations = (registry: Registry) =>
  new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by method, route template and status",
    labelNames: ["method", "route", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Does this Authorization header carry the metrics token? Compared in constant time. */
export const holdsMetricsToken = (authorization: string | undefined, token: string) =>
  timingSafeEqual(digest(token), digest(/^Bearer (.+)$/.exec(authorization ?? "")?.[1] ?? ""));

/**
 * A listener of its own for a process's metrics, on a port operators reach and shoppers do not: GET
 * /metrics with `Authorization: Bearer <token>` answers `metrics()` in Prometheus's text format; without
 * the token 401, any other path 404. Answers once it listens.
 */
export async function serveMetrics(options: { host: string; port: number; token: string; metrics: () => Promise<{ contentType: string; text: string }> }) {
  const server: Server = createServer(async (request, response) => {
    const [status, type, text] =
      request.method !== "GET" || request.url?.split("?")[0] !== "/metrics"
        ? [404, "text/plain", "Not found\n"]
        : !holdsMetricsToken(request.headers.authorization, options.token)
          ? [401, "text/plain", "This page needs the metrics token.\n"]
          : await options.metrics().then(
              ({ contentType, text }) => [200, contentType, text] as const,
              () => [500, "text/plain", "The metrics could not be gathered.\n"] as const,
            );
    response.writeHead(status, { "content-type": type, "cache-control": "no-store" }).end(text);
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(options.port, options.host, resolve));
  return server;
}
