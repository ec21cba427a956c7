import { sql } from "kysely";
import { RATE_DAYS, REFUSED_OUTCOMES, type CodSettings, type RiskFacts } from "@domain/cod/risk";
import type { Db } from "../../db";

/** The owner's settings for cash orders (docs/product.md#cash-on-delivery-risk). */
export async function codSettings(db: Db): Promise<CodSettings> {
  const row = await db.selectFrom("cod_setting").selectAll().executeTakeFirstOrThrow();
  return {
    weights: row.weights,
    mediumFrom: row.medium_from,
    highFrom: row.high_from,
    confirmHours: row.confirm_hours,
    highAsk: row.high_ask,
    partPaise: row.part_paise,
    partPercent: row.part_percent,
    prepaidOfferPaise: row.prepaid_offer_paise,
  };
}

/** What a cash order is scored on besides what the shop reads here: the order and its address. */
export type OrderFacts = Pick<RiskFacts, "totalPaise" | "address" | "promiseDays">;

/**
 * The facts a cash order to `pincode` by `customerId` is scored on, as they stood at `at`: the pincode's
 * and its city's cash orders that ended (delivered, or returned to origin) in the RATE_DAYS days before,
 * the shopper's orders placed before `at` and their cash ones refused or returned, and the area's limit
 * for cash. `at` lets a backtest score a past order with what was known then. Only orders placed in the
 * 30 days before the period are read for the rate: a delivery ends well within that.
 */
export async function riskFacts(db: Db, customerId: string, pincode: string, order: OrderFacts, at = new Date()): Promise<RiskFacts> {
  const since = new Date(at.getTime() - RATE_DAYS * 86_400_000);
  const refused = sql.join(REFUSED_OUTCOMES.map((outcome) => sql.lit(outcome)));
  const { rows } = await sql<{
    pincode_ended: number;
    pincode_returned: number;
    city_ended: number;
    city_returned: number;
    earlier_orders: number;
    earlier_returns: number;
    cash_limit_paise: number | null;
  }>`
    with area as (
      select code, city, cod_max_paise from serviceable_area where code = ${pincode}
    ), city_codes as (
      select code from serviceable_area where city = (select city from area)
    ), ended as (
      select o.pincode, o.delivered_at is not null and o.delivered_at >= ${since} and o.delivered_at < ${at} as delivered,
             exists (select 1 from delivery_outcome d where d.order_id = o.id and d.outcome = 'returned-to-origin'
                     and d.created_at >= ${since} and d.created_at < ${at}) as returned
        from customer_order o
       where o.payment_type = 'COD' and o.pincode in (select code from city_codes) and o.created_at < ${at}
         and o.created_at >= ${since}::timestamptz - interval '30 days'
    )
    select
      (select count(*) filter (where delivered or returned) from ended where pincode = ${pincode})::int as pincode_ended,
      (select count(*) filter (where returned) from ended where pincode = ${pincode})::int as pincode_returned,
      (select count(*) filter (where delivered or returned) from ended)::int as city_ended,
      (select count(*) filter (where returned) from ended)::int as city_returned,
      (select count(*) from customer_order where customer_id = ${customerId} and created_at < ${at})::int as earlier_orders,
      (select count(distinct o.id) from customer_order o join delivery_outcome d on d.order_id = o.id
        where o.customer_id = ${customerId} and o.payment_type = 'COD' and d.outcome in (${refused}) and d.created_at < ${at})::int as earlier_returns,
      (select cod_max_paise from area) as cash_limit_paise`.execute(db);
  const row = rows[0];
  return {
    pincode: { ended: row.pincode_ended, returned: row.pincode_returned },
    city: { ended: row.city_ended, returned: row.city_returned },
    earlierOrders: row.earlier_orders,
    earlierReturns: row.earlier_returns,
    cashLimitPaise: row.cash_limit_paise,
    ...order,
  };
}
