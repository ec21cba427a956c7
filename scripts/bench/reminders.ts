import { migrateToLatest, openDb } from "../../server/api/db";
import { seedDemoData } from "../../server/api/seed";
import { seedDeliveredLines } from "../../server/api/seed/data/delivered-lines";
import { loadApiEnv } from "../../server/api/env";
import { runReminderPass } from "../../server/api/services/refills/refill-reminders";
import { diskStorage } from "../../server/api/services/storage";
import { dayAfter, reminderDay } from "../../domain/refills/reminders";

const MB = 1024 * 1024;

/**
 * `npm run bench -- --reminders`: the refill reminder pass over BENCH_REMINDER_LINES delivered lines
 * (100,000 unless set), every one due, on a fresh embedded database in this process (as the API's
 * worker runs it): how long one pass takes to send them all, the process's resident memory before and
 * at its highest during the pass (sampled every 20 ms), and a second pass, which finds nothing to send.
 */
export async function benchReminders(): Promise<void> {
  const lines = Number(process.env.BENCH_REMINDER_LINES ?? 100_000);
  const db = openDb({ pgliteDataDir: ".data/bench/reminders" });
  try {
    await migrateToLatest(db);
    await seedDemoData(db, diskStorage(loadApiEnv().UPLOADS_DIR));
    let started = performance.now();
    const seeded = await seedDeliveredLines(db, lines);
    console.log(`seeded: ${seeded.join(", ")} in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    // Every line is due: the longest use period of a demo product, three units, is well within a year and a half.
    const asOf = new Date(`${dayAfter(reminderDay(new Date()), 540)}T12:00:00+05:30`);
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    started = performance.now();
    const sent = await runReminderPass(db, asOf);
    const ms = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    started = performance.now();
    const again = await runReminderPass(db, asOf);
    const idleMs = performance.now() - started;
    console.log(
      `refill reminder pass over ${lines.toLocaleString("en-IN")} delivered lines: ${sent.toLocaleString("en-IN")} reminders in ${(ms / 1000).toFixed(1)} s ` +
        `(${((ms / Math.max(sent, 1)) * 1000).toFixed(0)} µs each); RSS ${(before / MB).toFixed(0)} MB before, peak ${(peak / MB).toFixed(0)} MB ` +
        `(+${((peak - before) / MB).toFixed(0)} MB); a second pass sent ${again} in ${idleMs.toFixed(0)} ms`,
    );
  } finally {
    await db.destroy();
  }
}
