import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { Kysely, PostgresDialect } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import { PGLITE_OPTIONS } from "../../server/api/db";
import { traceQuery } from "../../server/tracing";
import type { Database } from "../../server/api/db/schema";

/**
 * Test databases. The API suite runs once on PGlite and, when TEST_DATABASE_URL is set, once more on
 * PostgreSQL (API_TEST_DATABASE=postgres). The global setup migrates and seeds one database; every
 * test file then gets its own copy of it, so files never see each other's rows.
 */
export const onPostgres = () => process.env.API_TEST_DATABASE === "postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the global setup left its seeded database: a PGlite dump file, or a PostgreSQL template database. */
    seededDatabase: string;
    /** The folder the seed stored its product pictures in; each test's API serves files from it. */
    uploadsDir: string;
  }
}

export function postgresUrl(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function pgliteKysely(pglite: PGlite): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite), log: traceQuery });
}

export function postgresKysely(database: string): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: postgresUrl(database), max: 4 });
  // Dropping a test database ends its connections; one still closing then reports it, which is expected.
  pool.on("error", () => {});
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: traceQuery });
}

/** PGlite with the same int8 parsing as the application's. */
export const newPGlite = (options: PGliteOptions = {}) => new PGlite({ ...options, ...PGLITE_OPTIONS });
