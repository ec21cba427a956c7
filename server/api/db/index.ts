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

type DbTarget = { databaseUrl?: string; pgliteDataDir: string };

/** A real PostgreSQL when `databaseUrl` is set, otherwise embedded PGlite in `pgliteDataDir` ('memory://' for none). */
export function openDb({ databaseUrl, pgliteDataDir }: DbTarget): Db {
  let dialect: Dialect;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover) must not take the process down; the pool replaces it.
    pool.on("error", (error) => console.error(`database connection lost: ${error.message}`));
    dialect = new PostgresDialect({ pool });
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
