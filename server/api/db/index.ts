import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, Migrator, PostgresDialect, type Dialect } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import { migrations } from "./migrations";
import type { Database } from "./schema";

export type Db = Kysely<Database>;

// bigint identity columns come back as strings, timestamps as Dates: the same on both drivers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);

type DbTarget = { databaseUrl?: string; pgliteDataDir: string; pool?: Partial<PoolSettings> };

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

/** A real PostgreSQL when `databaseUrl` is set, otherwise embedded PGlite in `pgliteDataDir` ('memory://' for none). */
export function openDb({ databaseUrl, pgliteDataDir, pool }: DbTarget): Db {
  let dialect: Dialect;
  if (databaseUrl) {
    dialect = new PostgresDialect({ pool: createPool(databaseUrl, pool) });
  } else {
    if (!pgliteDataDir.startsWith("memory://")) mkdirSync(pgliteDataDir, { recursive: true });
    // Same parsing as pg: int8 stays a string so ids never lose precision.
    dialect = new PGliteDialect(new PGlite(pgliteDataDir, { parsers: { 20: (v: string) => v } }));
  }
  return new Kysely<Database>({ dialect });
}

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error;
  return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
}
