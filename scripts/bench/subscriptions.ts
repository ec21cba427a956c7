import { sql } from "kysely";
import { pino } from "pino";
import { migrateToLatest, openDb } from "../../server/api/db";
import { seedDemoData } from "../../server/api/seed";
import { loadApiEnv } from "../../server/api/env";
import { createCourier } from "../../server/api/services/delivery/couriers";
import { createPaymentGateway } from "../../server/api/services/payments/gateway";
import { runSubscriptionPass } from "../../server/api/services/subscriptions/scheduler";
import { diskStorage } from "../../server/api/services/storage";
import { dayOfNumber, indiaDayNumber } from "../../domain/shared/dates";

const MB = 1024 * 1024;

/**
 * `npm run bench -- --subscriptions`: the subscriptions pass over BENCH_SUBSCRIPTIONS cash subscriptions
 * (100,000 unless set) of as many customers, BENCH_SUBSCRIPTIONS_DUE of them (10,000) due on one day, on
 * a fresh embedded database in this process (as the API's worker runs it): the pass that announces them
 * (a day before) and the pass that orders them (on the day), each with its time and the process's
 * resident memory before and at its highest (sampled every 20 ms), then a pass with nothing to do.
 */
export async function benchSubscriptions(): Promise<void> {
  const total = Number(process.env.BENCH_SUBSCRIPTIONS ?? 100_000);
  const due = Number(process.env.BENCH_SUBSCRIPTIONS_DUE ?? 10_000);
  const env = loadApiEnv();
  const db = openDb({ pgliteDataDir: ".data/bench/subscriptions" });
  const log = pino({ level: "silent" });
  try {
    await migrateToLatest(db);
    await seedDemoData(db, diskStorage(env.UPLOADS_DIR));
    const dueDay = dayOfNumber(indiaDayNumber(new Date()) + 30);
    const later = dayOfNumber(indiaDayNumber(new Date()) + 60);
    let started = performance.now();
    await sql`update product set stock = 1000000 where active`.execute(db);
    await sql`
      insert into customer (phone_number, first_name, last_name)
      select '7' || lpad(g::text, 9, '0'), 'Demo', 'Subscriber ' || g from generate_series(1, ${total}::int) g`.execute(db);
    await sql`
      insert into customer_address (customer_id, first_name, last_name, pincode, apartment, city, street, street_address2, phone_number, is_default)
      select id, 'Demo', 'Subscriber', '560034', 'Lake View', 'Bengaluru', 'Koramangala', 'B-304', phone_number, true
      from customer where phone_number like '7%'`.execute(db);
    await sql`
      insert into subscription (customer_id, address_id, interval_weeks, payment_type, state, discount_percent, next_due_on)
      select c.id, a.id, 4, 'COD', 'active', 5,
             case when row_number() over (order by c.id) <= ${due} then ${dueDay}::date else ${later}::date end
      from customer c join customer_address a on a.customer_id = c.id where c.phone_number like '7%'`.execute(db);
    await sql`
      with demo as (select id, row_number() over (order by sort_order) - 1 as i, count(*) over () as k from product where active and sort_order < 1000)
      insert into subscription_item (subscription_id, product_id, quantity)
      select s.id, p.id, 1 + s.id % 2 from subscription s join demo p on p.i = s.id % p.k`.execute(db);
    console.log(
      `seeded: ${total.toLocaleString("en-IN")} subscriptions, ${due.toLocaleString("en-IN")} due on ${dueDay}, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const gateway = createPaymentGateway(env, db);
    const courier = createCourier(env, db, log);
    const measured = async (name: string, asOf: string) => {
      global.gc?.();
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
      started = performance.now();
      const result = await runSubscriptionPass(db, gateway, courier, new Date(asOf));
      const ms = performance.now() - started;
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      const done = result.noticed + result.ordered + result.failed;
      console.log(
        `${name}: ${JSON.stringify(result)} in ${(ms / 1000).toFixed(1)} s (${((ms / Math.max(done, 1)) * 1000).toFixed(0)} µs each); ` +
          `RSS ${(before / MB).toFixed(0)} MB before, peak ${(peak / MB).toFixed(0)} MB (+${((peak - before) / MB).toFixed(0)} MB)`,
      );
    };
    const dayBefore = dayOfNumber(indiaDayNumber(new Date(`${dueDay}T12:00:00+05:30`)) - 1);
    await measured("announcing pass", `${dayBefore}T11:00:00+05:30`);
    await measured("ordering pass", `${dueDay}T12:00:00+05:30`);
    await measured("a pass with nothing due", `${dueDay}T12:05:00+05:30`);
  } finally {
    await db.destroy();
  }
}
