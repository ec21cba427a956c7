import { migrateToLatest, openDb } from "../server/api/db";
import { seedDemoData } from "../server/api/db/seed";
import { loadApiEnv } from "../server/api/env";

/** `npm run db:migrate` and `npm run db:seed` (seeding migrates first). */
const command = process.argv[2];
if (command !== "migrate" && command !== "seed") {
  console.error("usage: tsx scripts/db.ts migrate|seed");
  process.exit(2);
}
const env = loadApiEnv();
const db = openDb({ databaseUrl: env.DATABASE_URL, pgliteDataDir: env.PGLITE_DATA_DIR });
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `migrated: ${applied.join(", ")}` : "database schema is up to date");
  if (command === "seed") {
    const seeded = await seedDemoData(db);
    console.log(seeded.length ? `seeded: ${seeded.join(", ")}` : "demo data already present, nothing seeded");
  }
} finally {
  await db.destroy();
}
