import { sql } from "kysely";
import type { DeliveryOutcome } from "@domain/cod/risk";
import type { OrderStatus } from "@domain/orders/orders";
import type { Db } from "../../db";
import { AREAS } from "./areas";

/**
 * Demo history of cash on delivery (docs/product.md#delivery-outcomes): 240 cash orders of the last 90
 * days by 60 demo shoppers (numbers 6900000001 on), delivered or returned to origin, so that the owners'
 * measures and `npm run admin -- cod backtest` show something on a fresh shop. Returns are where they
 * are in Indian cities: a few areas of Delhi, Kolkata, Hyderabad, Chennai, Ahmedabad and Thane send back
 * a fifth to two fifths of their cash orders (refused at the door, not reachable, the address not
 * found), while Bengaluru, Mumbai and Pune deliver every one, so a new shopper there is scored as
 * before. Deterministic: the n-th order is always the same, at the same distance from today.
 */
const PLAN: [pincode: string, orders: number, returned: number][] = [
  ["110092", 30, 12],
  ["110075", 20, 4],
  ["110016", 12, 1],
  ["700001", 20, 7],
  ["700019", 10, 2],
  ["500001", 18, 5],
  ["500032", 14, 1],
  ["600001", 16, 4],
  ["600041", 12, 0],
  ["380009", 14, 3],
  ["400601", 10, 2],
  ["400028", 12, 0],
  ["400050", 12, 0],
  ["560034", 20, 0],
  ["560038", 10, 0],
  ["411001", 10, 0],
];
const SHOPPERS = 60;
const FIRST = ["Aarti", "Vikas", "Sunita", "Rahul", "Pooja", "Imran", "Kavita", "Suresh", "Neha", "Arjun", "Fatima", "Manoj"];
const LAST = ["Sharma", "Reddy", "Das", "Iyer", "Khan", "Patel"];
const FAILED: DeliveryOutcome[] = ["refused", "unreachable", "address-not-found"];
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** India's calendar day of a time, YYYY-MM-DD. */
const indiaDay = (at: Date) => new Date(at.getTime() + 5.5 * HOUR_MS).toISOString().slice(0, 10);

export async function seedCodHistory(db: Db, now = new Date()): Promise<string[]> {
  if (await db.selectFrom("delivery_outcome").select("id").limit(1).executeTakeFirst()) return [];
  const products = await db
    .selectFrom("product")
    .select(["id", "name", "public_id", "category", "net_quantity", "unit", "images", "hsn_code", "gst_rate", "mrp_paise", "sale_price_paise"])
    .where("active", "=", true)
    .where("sort_order", "<", 1000)
    .orderBy("sort_order")
    .execute();
  if (!products.length) return [];

  const phones = Array.from({ length: SHOPPERS }, (_, i) => `69${String(i + 1).padStart(8, "0")}`);
  await db
    .insertInto("customer")
    .values(phones.map((phone, i) => ({ phone_number: phone, first_name: FIRST[i % FIRST.length], last_name: LAST[i % LAST.length] })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  const shoppers = await db.selectFrom("customer").select(["id", "phone_number"]).where("phone_number", "in", phones).orderBy("phone_number").execute();

  const orders = PLAN.flatMap(([pincode, count, returned]) => Array.from({ length: count }, (_, i) => ({ pincode, returned: i < returned })));
  const planned = orders.map((order, g) => {
    const area = AREAS.find((a) => a.code === order.pincode)!;
    const shopper = shoppers[(g * 7) % shoppers.length];
    const i = (g * 7) % SHOPPERS;
    const product = products[g % products.length];
    const quantity = 1 + (g % 3);
    // Returned orders end a week after they are placed, so they are placed at least 10 days ago.
    const placedAt = new Date(now.getTime() - (order.returned ? 10 + ((g * 37) % 78) : 3 + ((g * 37) % 85)) * DAY_MS - (g % 10) * HOUR_MS);
    const failed = FAILED[g % FAILED.length];
    // A shopper whose address the courier could not find wrote a short one without a landmark.
    const short = order.returned && failed === "address-not-found";
    const address = {
      firstName: FIRST[i % FIRST.length],
      lastName: LAST[i % LAST.length],
      pincode: order.pincode,
      apartment: short ? `${g}` : `Flat ${100 + g}, ${["Sai Krupa", "Green Park", "Shanti Niwas", "Lake View"][g % 4]} Apartments`,
      city: area.city,
      street: area.areaName,
      streetAddress2: short ? "" : `${["2nd", "4th", "7th"][g % 3]} Cross Road`,
      phoneNumber: shopper.phone_number,
      ...(g % 2 && !short ? { landmark: ["Opposite the temple", "Near the post office", "Behind the bus depot"][g % 3] } : {}),
    };
    return { ...order, key: `seed-cod-${g + 1}`, shopper, product, quantity, placedAt, failed, address, total: product.sale_price_paise * quantity, g };
  });

  const values = planned.map(
    (o) =>
      sql`(${o.shopper.id}, ${o.returned ? "cancelled" : "delivered"}, 'COD', ${JSON.stringify(o.address)}::jsonb, ${o.pincode},
           ${o.product.mrp_paise * o.quantity}, ${o.total}, ${o.total}, ${o.key},
           ${o.returned ? null : new Date(o.placedAt.getTime() + 2 * DAY_MS)}::timestamptz, ${indiaDay(o.placedAt)}::date + 1, ${indiaDay(o.placedAt)}::date + 3,
           ${o.placedAt}::timestamptz, ${o.placedAt}::timestamptz)`,
  );
  const { rows: inserted } = await sql<{ id: string; idempotency_key: string }>`
    insert into customer_order (customer_id, status, payment_type, delivery_address, pincode, mrp_total_paise, subtotal_paise, total_paise,
                                idempotency_key, delivered_at, promised_from, promised_to, created_at, updated_at)
    values ${sql.join(values)}
    returning id, idempotency_key`.execute(db);
  const idOf = new Map(inserted.map((row) => [row.idempotency_key, row.id]));

  await db
    .insertInto("order_line")
    .values(
      planned.map((o) => ({
        order_id: idOf.get(o.key)!,
        product_id: o.product.id,
        product_name: o.product.name,
        public_id: o.product.public_id,
        category: o.product.category,
        size: `${o.product.net_quantity} ${o.product.unit}`,
        image: o.product.images[0]?.path ?? "",
        hsn_code: o.product.hsn_code,
        gst_rate: o.product.gst_rate,
        unit_mrp_paise: o.product.mrp_paise,
        unit_price_paise: o.product.sale_price_paise,
        quantity: o.quantity,
        line_total_paise: o.total,
      })),
    )
    .execute();

  const at = (o: (typeof planned)[number], hours: number) => new Date(o.placedAt.getTime() + hours * HOUR_MS);
  await db
    .insertInto("order_status_event")
    .values(
      planned.flatMap((o) => {
        const event = (status: OrderStatus, actor: "customer" | "operator" | "system", hours: number) => ({
          order_id: idOf.get(o.key)!,
          status,
          actor,
          created_at: at(o, hours),
        });
        const moves = [event("pending", "customer", 0), event("accepted", "operator", 2), event("on-the-way", "operator", 24)];
        return o.returned
          ? [...moves, event("not-delivered", "system", 48), event("cancelled", "system", 24 * 8)]
          : [...moves, event("delivered", "system", 48)];
      }),
    )
    .execute();

  await db
    .insertInto("delivery_outcome")
    .values(
      planned.flatMap((o) => {
        const order_id = idOf.get(o.key)!;
        const base = { order_id, source: "courier" as const, note: null, cost_paise: null };
        if (o.returned) {
          return [
            { ...base, outcome: o.failed, created_at: at(o, 48) },
            { ...base, outcome: "returned-to-origin" as const, cost_paise: 8000 + (o.g % 5) * 1000, created_at: at(o, 24 * 8) },
          ];
        }
        // Every seventh delivered order was rescheduled by the shopper once before it was delivered.
        const rescheduled = o.g % 7 === 0 ? [{ ...base, outcome: "rescheduled" as const, created_at: at(o, 30) }] : [];
        return [...rescheduled, { ...base, outcome: "delivered" as const, created_at: at(o, 48) }];
      }),
    )
    .execute();
  const returned = planned.filter((o) => o.returned).length;
  return [`${planned.length} past cash orders of ${SHOPPERS} demo shoppers, ${returned} of them returned to origin`];
}
