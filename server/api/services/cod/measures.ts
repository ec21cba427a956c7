import { sql } from "kysely";
import { RATE_DAYS } from "@domain/cod/risk";
import type { Db } from "../../db";

type Ended = { ended: number; returned: number };

/** The share of `ended` that came back, 0 to 1 to three places; 0 when none ended. */
export const returnedShare = (returned: number, ended: number) => (ended ? Math.round((returned / ended) * 1000) / 1000 : 0);

/**
 * The owners' measures of cash on delivery (docs/product.md#the-measures), over the cash orders placed
 * in the last RATE_DAYS days: of those whose delivery ended (delivered, or returned to origin), how many
 * came back, by pincode, by city, by the risk band they were scored in (none: placed before scoring) and
 * by the week they were placed in (India's weeks, from Monday); and of the scored cash orders, how many
 * the shopper confirmed, converted to prepaid (paid online since) and how many were cancelled.
 */
export async function cashOrderMeasures(db: Db, now = new Date()) {
  const since = new Date(now.getTime() - RATE_DAYS * 86_400_000);
  const ended = sql`
    with placed as (
      select o.id, o.pincode, o.delivered_at is not null as delivered, r.band,
             to_char(date_trunc('week', o.created_at at time zone 'Asia/Kolkata'), 'YYYY-MM-DD') as week,
             exists (select 1 from delivery_outcome d where d.order_id = o.id and d.outcome = 'returned-to-origin') as returned
        from customer_order o left join order_cod_risk r on r.order_id = o.id
       where o.payment_type = 'COD' and o.created_at >= ${since} and o.created_at < ${now}
    )
    select placed.*, a.city from placed left join serviceable_area a on a.code = placed.pincode where delivered or returned`;
  const rates = <K extends string>(key: K, order: "rate" | "key") =>
    sql<Record<K, string> & Ended>`
      select ${sql.ref(key)}, count(*)::int as ended, count(*) filter (where returned)::int as returned
        from (${ended}) e group by ${sql.ref(key)}
       order by ${order === "rate" ? sql`count(*) filter (where returned)::float / count(*) desc, count(*) desc, ${sql.ref(key)}` : sql.ref(key)}`
      .execute(db)
      .then(({ rows }) => rows);
  const [byPincode, byCity, byBand, byWeek, asked] = await Promise.all([
    rates("pincode", "rate"),
    rates("city", "rate"),
    sql<{ band: string | null } & Ended>`
      select band, count(*)::int as ended, count(*) filter (where returned)::int as returned from (${ended}) e group by band`
      .execute(db)
      .then(({ rows }) => rows),
    rates("week", "key"),
    db
      .selectFrom("order_cod_risk")
      .innerJoin("customer_order", "customer_order.id", "order_cod_risk.order_id")
      .where("customer_order.created_at", ">=", since)
      .where("customer_order.created_at", "<", now)
      .select((eb) => [
        eb.fn.countAll<number>().as("scored"),
        sql<number>`count(*) filter (where order_cod_risk.confirmed_at is not null)`.as("confirmed"),
        sql<number>`count(*) filter (where customer_order.payment_type = 'online')`.as("converted"),
        sql<number>`count(*) filter (where customer_order.status = 'cancelled')`.as("cancelled"),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const withRate = <T extends Ended>(row: T) => ({ ...row, rate: returnedShare(row.returned, row.ended) });
  return {
    days: RATE_DAYS,
    byPincode: byPincode.map((r) => withRate({ pincode: r.pincode, ended: r.ended, returned: r.returned })),
    byCity: byCity.map((r) => withRate({ city: r.city ?? "", ended: r.ended, returned: r.returned })),
    byBand: (["low", "medium", "high", null] as const).map((band) => {
      const row = byBand.find((r) => r.band === band);
      return withRate({ band: band ?? ("none" as const), ended: row?.ended ?? 0, returned: row?.returned ?? 0 });
    }),
    byWeek: byWeek.map((r) => withRate({ week: r.week, ended: r.ended, returned: r.returned })),
    scored: { orders: Number(asked.scored), confirmed: Number(asked.confirmed), converted: Number(asked.converted), cancelled: Number(asked.cancelled) },
  };
}
