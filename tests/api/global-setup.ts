import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { migrateToLatest } from "../../server/api/db";
import { seedDemoData } from "../../server/api/db/seed";
import type { TestProject } from "vitest/node";
import { adminQuery, newPGlite, onPostgres, pgliteKysely, postgresKysely } from "./databases";

/** Migrates and seeds once per run; test files copy the result (see databases.ts). */
export default async function setup({ provide }: TestProject) {
  // Named per run, so runs on one machine do not share them.
  const run = `${process.pid}`;
  if (onPostgres()) {
    const TEMPLATE_DB = `homecare_test_template_${run}`;
    provide("seededDatabase", TEMPLATE_DB);
    await adminQuery(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await adminQuery(`create database ${TEMPLATE_DB}`);
    const db = postgresKysely(TEMPLATE_DB);
    await migrateToLatest(db);
    await seedDemoData(db);
    await db.destroy();
    return async () => adminQuery(`drop database if exists ${TEMPLATE_DB} with (force)`);
  }
  const snapshot = `.data/test/pglite-seeded-${run}.tar.gz`;
  provide("seededDatabase", snapshot);
  const pglite = newPGlite();
  const db = pgliteKysely(pglite);
  await migrateToLatest(db);
  await seedDemoData(db);
  const dump = await pglite.dumpDataDir("gzip");
  mkdirSync(path.dirname(snapshot), { recursive: true });
  writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
  return () => rmSync(snapshot, { force: true });
}
