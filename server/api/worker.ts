import { pino } from "pino";
import { openDatabase } from "./db";
import { loadApiEnv } from "./env";
import { startTracing, traceFields, traceQuery } from "../tracing";
import { createAdapters, startBackgroundWork } from "./work";

/**
 * `npm run worker`: a process of background work (work.ts) beside the API processes, on the shop's
 * PostgreSQL (DATABASE_URL); run as many as the work needs. Logs JSON lines, as the API does. Stops
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
const { db } = openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDataDir: env.PGLITE_DATA_DIR, log: traceQuery });
const work = startBackgroundWork(db, env, await createAdapters(env, db, log), log);
log.info("background work started");

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down");
    await work.stop();
    await db.destroy();
    process.exit(0);
  });
}
