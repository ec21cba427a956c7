import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { migrateToLatest } from "../../server/api/db";
import { seedDemoData } from "../../server/api/seed";
import { diskStorage } from "../../server/api/services/storage";
import type { TestProject } from "vitest/node";
import { adminQuery, newPGlite, onPostgres, pgliteKysely, postgresKysely } from "./databases";

/** Migrates and seeds once per run; test files copy the result (see databases.ts). */
export default async function setup({ provide }: TestProject) {
  // Named per run, so runs on one machine do not share them.
  const run = `${process.pid}`;
  const uploads = `.data/test/uploads-${run}`;
  provide("uploadsDir", uploads);
  const storage = diskStorage(uploads);
  if (onPostgres()) {
    const TEMPLATE_DB = `homecare_test_template_${run}`;
    provide("seededDatabase", TEMPLATE_DB);
    await adminQuery(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await adminQuery(`create database ${TEMPLATE_DB}`);
    const db = postgresKysely(TEMPLATE_DB);
    await migrateToLatest(db);
    await seedDemoData(db, storage);
    await db.destroy();
    return async () => {
      await adminQuery(`drop database if exists ${TEMPLATE_DB} with (force)`);
      rmSync(uploads, { recursive: true, force: true });
    };
  }
  const snapshot = `.data/test/pglite-seeded-${run}.tar.gz`;
  provide("seededDatabase", snapshot);
  const pglite = newPGlite();
  const db = pgliteKysely(pglite);
  await migrateToLatest(db);
  await seedDemoData(db, storage);
  const dump = await pglite.dumpDataDir("gzip");
  mkdirSync(path.dirname(snapshot), { recursive: true });
  writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
  return () => {
    rmSync(snapshot, { force: true });
    rmSync(uploads, { recursive: true, force: true });
  };
}
