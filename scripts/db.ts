import { migrateToLatest, openDb } from "../server/api/db";
import { seedDemoData } from "../server/api/db/seed";
import { MAX_SCALE_PRODUCTS, seedScaleCatalogue } from "../server/api/db/seed-data/scale";
import { loadApiEnv } from "../server/api/env";
import { diskStorage } from "../server/api/services/storage";

/**
 * `npm run db:migrate` and `npm run db:seed` (seeding migrates first); `db:seed -- --products 10000`
 * also brings the catalogue up to that many products, to measure the shop at scale.
 */
const [command, option, value] = process.argv.slice(2);
const products = option === "--products" ? Number(value) : undefined;
if (
  (command !== "migrate" && command !== "seed") ||
  (option !== undefined && (command !== "seed" || !Number.isInteger(products) || products! < 1 || products! > MAX_SCALE_PRODUCTS))
) {
  console.error(`usage: tsx scripts/db.ts migrate | seed [--products N up to ${MAX_SCALE_PRODUCTS}]`);
  process.exit(2);
}
const env = loadApiEnv();
const db = openDb({ databaseUrl: env.DATABASE_URL, pgliteDataDir: env.PGLITE_DATA_DIR });
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `migrated: ${applied.join(", ")}` : "database schema is up to date");
  if (command === "seed") {
    const seeded = await seedDemoData(db, diskStorage(env.UPLOADS_DIR));
    if (products) seeded.push(...(await seedScaleCatalogue(db, products)));
    console.log(seeded.length ? `seeded: ${seeded.join(", ")}` : "demo data already present, nothing seeded");
  }
} finally {
  await db.destroy();
}
