import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Kysely, Migrator, PostgresDialect, type Logger } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import { migrations } from "./migrations";
import type { Database } from "./schema";

export type Db = Kysely<Database>;

// bigint identity columns come back as strings, timestamps as Dates: the same on both drivers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);

type DbTarget = { databaseUrl?: string; pgliteDataDir: string; pool?: Partial<PoolSettings>; log?: Logger };

/**
 * Limits that keep a request from waiting on a database that is not there: a new connection must
 * open within `connectTimeoutMs`, a statement must finish within `statementTimeoutMs` (enforced by the
 * server, and by the client a little later in case the server is gone), idle connections are let go.
 */
type PoolSettings = { max: number; connectTimeoutMs: number; idleTimeoutMs: number; statementTimeoutMs: number };
const POOL_DEFAULTS: PoolSettings = { max: 10, connectTimeoutMs: 5_000, idleTimeoutMs: 30_000, statementTimeoutMs: 15_000 };

/**
 * A pg pool whose connections can never take the process down. node-postgres emits 'error' on a
 * client when its connection dies; the pool listens only while a client is idle, and an 'error' with
 * no listener is thrown. So every client gets a listener of its own when it connects: a query on the
 * dead connection still fails (that request only), the pool drops the client on release, and the next
 * checkout opens a new connection.
 */
function createPool(connectionString: string, settings: Partial<PoolSettings> = {}): pg.Pool {
  const s = { ...POOL_DEFAULTS, ...settings };
  const pool = new pg.Pool({
    connectionString,
    max: s.max,
    connectionTimeoutMillis: s.connectTimeoutMs,
    idleTimeoutMillis: s.idleTimeoutMs,
    statement_timeout: s.statementTimeoutMs,
    query_timeout: s.statementTimeoutMs + 1_000,
    keepAlive: true,
  });
  let lastReport = 0;
  const report = (error: Error) => {
    // One line a second at most: a restart ends every connection at once.
    if (Date.now() - lastReport < 1_000) return;
    lastReport = Date.now();
    console.error(`database connection lost: ${error.message}`);
  };
  pool.on("error", report);
  pool.on("connect", (client) => client.on("error", report));
  return pool;
}

/**
 * Subscribes to a PostgreSQL NOTIFY channel; answers a function that stops listening. PostgreSQL
 * delivers a NOTIFY sent inside a transaction only once it commits. `onLost` hears that the
 * listening connection dropped: whatever was sent until it listens again is never delivered.
 */
export type Listen = (channel: string, onPayload: (payload: string) => void, onLost?: () => void) => Promise<() => Promise<void>>;

const RECONNECT_MS = 1000;

/**
 * LISTEN on one dedicated connection (never one of the pool's: a pooled connection is handed to
 * other queries and its LISTEN would be lost). A dropped connection is replaced and listens again.
 */
export function postgresListen(connectionString: string): Listen {
  return async (channel, onPayload, onLost) => {
    let stopped = false;
    let client: pg.Client | undefined;
    const reconnect = () => {
      if (!stopped) setTimeout(() => stopped || connect().catch(reconnect), RECONNECT_MS).unref();
    };
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString });
      next.on("notification", (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      });
      next.on("error", (error) => console.error(`LISTEN connection lost: ${error.message}`));
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      next.on("end", () => {
        if (!stopped) onLost?.();
        reconnect();
      });
      client = next;
    };
    await connect();
    return async () => {
      stopped = true;
      await client?.end().catch(() => {});
    };
  };
}

/** PGlite delivers NOTIFY to listeners of the same instance, which is the only process it has. */
export const pgliteListen =
  (pglite: PGlite): Listen =>
  (channel, onPayload) =>
    pglite.listen(channel, onPayload);

/** Same parsing as pg: int8 stays a string so ids never lose precision. pg_trgm indexes name search. */
export const PGLITE_OPTIONS = { parsers: { 20: (v: string) => v }, extensions: { pg_trgm } };

/**
 * A real PostgreSQL when `databaseUrl` is set, otherwise embedded PGlite in `pgliteDataDir` ('memory://'
 * for none); with the way to LISTEN on it and, on PostgreSQL, the pool (its figures are metrics).
 * `log` hears of each statement (the traces' database spans).
 */
export function openDatabase({ databaseUrl, pgliteDataDir, pool: settings, log }: DbTarget): { db: Db; listen: Listen; pool?: pg.Pool } {
  if (databaseUrl) {
    const pool = createPool(databaseUrl, settings);
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log }), listen: postgresListen(databaseUrl), pool };
  }
  if (!pgliteDataDir.startsWith("memory://")) mkdirSync(pgliteDataDir, { recursive: true });
  const pglite = new PGlite(pgliteDataDir, PGLITE_OPTIONS);
  return { db: new Kysely<Database>({ dialect: new PGliteDialect(pglite), log }), listen: pgliteListen(pglite) };
}

/** The database alone, for scripts that do not listen. */
export const openDb = (target: DbTarget): Db => openDatabase(target).db;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before, and on, any shape of the schema
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error;
  return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
}
