import { migrateToLatest, openDb } from "../server/api/db";
import { seedDemoData } from "../server/api/seed";
import { MAX_DELIVERED_LINES, seedDeliveredLines } from "../server/api/seed/data/delivered-lines";
import { MAX_SCALE_PRODUCTS, seedScaleCatalogue } from "../server/api/seed/data/scale";
import { loadApiEnv } from "../server/api/env";
import { diskStorage } from "../server/api/services/storage";

/**
 * `npm run db:migrate` and `npm run db:seed` (seeding migrates first); `db:seed -- --products 10000`
 * also brings the catalogue up to that many products, and `--delivered-lines 100000` the delivered
 * order lines (with their refill reminders), to measure the shop at scale.
 */
const [command, ...options] = process.argv.slice(2);
const LIMITS: Record<string, number> = { "--products": MAX_SCALE_PRODUCTS, "--delivered-lines": MAX_DELIVERED_LINES };
const asked = new Map<string, number>();
for (let i = 0; i < options.length; i += 2) asked.set(options[i], Number(options[i + 1]));
if (
  (command !== "migrate" && command !== "seed") ||
  (asked.size > 0 && command !== "seed") ||
  [...asked].some(([option, n]) => !(option in LIMITS) || !Number.isInteger(n) || n < 1 || n > LIMITS[option])
) {
  console.error(`usage: tsx scripts/db.ts migrate | seed [--products N up to ${MAX_SCALE_PRODUCTS}] [--delivered-lines N up to ${MAX_DELIVERED_LINES}]`);
  process.exit(2);
}
const products = asked.get("--products");
const deliveredLines = asked.get("--delivered-lines");
const env = loadApiEnv();
const db = openDb({ databaseUrl: env.DATABASE_URL, pgliteDataDir: env.PGLITE_DATA_DIR });
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `migrated: ${applied.join(", ")}` : "database schema is up to date");
  if (command === "seed") {
    const seeded = await seedDemoData(db, diskStorage(env.UPLOADS_DIR));
    if (products) seeded.push(...(await seedScaleCatalogue(db, products)));
    if (deliveredLines) seeded.push(...(await seedDeliveredLines(db, deliveredLines)));
    console.log(seeded.length ? `seeded: ${seeded.join(", ")}` : "demo data already present, nothing seeded");
  }
} finally {
  await db.destroy();
}
