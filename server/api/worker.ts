import { pino } from "pino";
import { collectDefaultMetrics, Registry } from "prom-client";
import { serveMetrics } from "../metrics";
import { startTracing, traceFields, traceQuery } from "../tracing";
import { openDatabase } from "./db";
import { loadApiEnv } from "./env";
import { poolGauge, workRegistry } from "./metrics";
import { createAdapters, startBackgroundWork } from "./work";

/**
 * `npm run worker`: a process of background work (work.ts) beside the API processes, on the shop's
 * PostgreSQL (DATABASE_URL); run as many as the work needs. Logs JSON lines, as the API does; with
 * METRICS_TOKEN and WORKER_METRICS_PORT, serves its figures (its jobs, its pool, its runtime). Stops
 * cleanly on SIGINT and SIGTERM, after the pass under way; one killed mid-job leaves its outbox rows
 * leased, and another worker takes them in when the lease ends.
 */
startTracing("homecare-worker");
const env = loadApiEnv();
const log = pino({ level: env.LOG_LEVEL, mixin: traceFields }).child({ process: "worker" });
if (!env.DATABASE_URL) {
  log.fatal("npm run worker needs DATABASE_URL: the embedded database opens in one process only, and the API runs the background work itself");
  process.exit(1);
}
const { db, pool } = openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDataDir: env.PGLITE_DATA_DIR, log: traceQuery });
const work = startBackgroundWork(db, env, await createAdapters(env, db, log), log);
log.info("background work started");
const metrics =
  env.METRICS_TOKEN && env.WORKER_METRICS_PORT
    ? await serveMetrics({ host: env.API_HOST, port: env.WORKER_METRICS_PORT, token: env.METRICS_TOKEN, metrics: workerMetrics() })
    : undefined;

/** This worker's figures: its runtime and pool, and the jobs it ran. */
function workerMetrics() {
  const own = new Registry();
  collectDefaultMetrics({ register: own });
  if (pool) poolGauge(own, pool);
  const registry = Registry.merge([own, workRegistry]);
  return async () => ({ contentType: registry.contentType, text: await registry.metrics() });
}

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down");
    metrics?.close();
    await work.stop();
    await db.destroy();
    process.exit(0);
  });
}
