import { sql } from "kysely";
import { RISK_BANDS, scoreCashOrder, type RiskBand } from "@domain/cod/risk";
import type { Db } from "../../db";
import type { OrderAddress } from "../../db/schema";
import { returnedShare } from "./measures";
import { codSettings, riskFacts, type OrderFacts } from "./risk-facts";

type BandResult = { band: RiskBand; orders: number; returned: number; rate: number };

/**
 * `npm run admin -- cod backtest` (docs/product.md#cash-on-delivery-risk): the cash orders placed in the
 * last `days` days whose delivery ended (delivered, or returned to origin), each scored with today's
 * settings on the facts known when it was placed (riskFacts at its placing), and per band how many there
 * were, how many came back and their share. A change of weights or bands is judged here before it goes live: the
 * higher bands should hold the returns.
 */
export async function backtestCashOrders(db: Db, days: number, now = new Date()): Promise<BandResult[]> {
  const settings = await codSettings(db);
  const since = new Date(now.getTime() - days * 86_400_000);
  const orders = await db
    .selectFrom("customer_order")
    .select(["id", "customer_id", "pincode", "total_paise", "delivery_address", "delivered_at", "created_at"])
    .select(sql<number | null>`promised_to - (created_at at time zone 'Asia/Kolkata')::date`.as("promise_days"))
    .select((eb) =>
      eb
        .exists(eb.selectFrom("delivery_outcome").select("id").whereRef("order_id", "=", "customer_order.id").where("outcome", "=", "returned-to-origin"))
        .as("returned"),
    )
    .where("payment_type", "=", "COD")
    .where("created_at", ">=", since)
    .where("created_at", "<", now)
    .orderBy("created_at")
    .execute();
  const bands = new Map(RISK_BANDS.map((band) => [band, { band, orders: 0, returned: 0 }]));
  for (const order of orders) {
    if (!order.returned && !(order.delivered_at && order.delivered_at < now)) continue;
    const facts = await riskFacts(db, order.customer_id, order.pincode, orderFacts(order), order.created_at);
    const result = bands.get(scoreCashOrder(facts, settings).band)!;
    result.orders += 1;
    if (order.returned) result.returned += 1;
  }
  return [...bands.values()].map((b) => ({ ...b, rate: returnedShare(b.returned, b.orders) }));
}

/** What a placed order is scored on besides the shop's history: its total, its address as ordered, its promise. */
const orderFacts = (order: { total_paise: number; delivery_address: OrderAddress; promise_days: number | null }): OrderFacts => ({
  totalPaise: order.total_paise,
  address: {
    landmark: (order.delivery_address as OrderAddress & { landmark?: string }).landmark ?? "",
    lines: [order.delivery_address.apartment, order.delivery_address.streetAddress2, order.delivery_address.street],
  },
  promiseDays: order.promise_days ?? 0,
});
