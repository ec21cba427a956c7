import { buildApp } from "./app";
import { openDatabase } from "./db";
import { loadApiEnv } from "./env";
import { startTracing, traceQuery } from "../tracing";

/** The API process: settings, database, server; stops cleanly on SIGINT and SIGTERM. */
startTracing("homecare-api");
const env = loadApiEnv();
const { db, listen, pool } = openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDataDir: env.PGLITE_DATA_DIR, log: traceQuery });
const app = await buildApp({ db, listen, env, pool });

let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    await app.close();
    process.exit(0);
  });
}

await app.listen({ host: env.API_HOST, port: env.API_PORT });
