import { sql } from "kysely";
import type { Db } from "../../server/api/db";

/**
 * An order as checkout leaves it, written straight into the database so payment tests do not depend
 * on the cart. Answers the order number.
 */
export async function insertOrder(
  db: Db,
  customerId: string,
  options: { paymentType?: "COD" | "online"; quantity?: number; pincode?: string; city?: string } = {},
): Promise<{ orderNumber: string; totalPaise: number; id: string; productId: string; quantity: number }> {
  const product = await db.selectFrom("product").selectAll().where("public_id", "=", "Lemon-Dishwash-Gel-500-ml").executeTakeFirstOrThrow();
  const quantity = options.quantity ?? 2;
  const total = product.sale_price_paise * quantity;
  const order = await db
    .insertInto("customer_order")
    .values({
      customer_id: customerId,
      payment_type: options.paymentType ?? "online",
      delivery_address: JSON.stringify({
        firstName: "Asha",
        lastName: "Verma",
        pincode: options.pincode ?? "560034",
        apartment: "Lake View",
        city: options.city ?? "Bengaluru",
        street: "Koramangala",
        streetAddress2: "B-304",
        phoneNumber: "9812345670",
      }),
      pincode: options.pincode ?? "560034",
      mrp_total_paise: product.mrp_paise * quantity,
      subtotal_paise: total,
      total_paise: total,
      idempotency_key: `fixture-${Math.random()}`,
    })
    .returning(["id", "order_number"])
    .executeTakeFirstOrThrow();
  await db
    .insertInto("order_line")
    .values({
      order_id: order.id,
      product_id: product.id,
      product_name: product.name,
      public_id: product.public_id,
      category: product.category,
      size: "500 ml",
      image: product.images[0].path,
      hsn_code: product.hsn_code,
      gst_rate: product.gst_rate,
      unit_mrp_paise: product.mrp_paise,
      unit_price_paise: product.sale_price_paise,
      quantity,
      line_total_paise: total,
    })
    .execute();
  await db
    .updateTable("product")
    .set({ stock: sql`stock - ${quantity}` })
    .where("id", "=", product.id)
    .execute();
  await db.insertInto("order_status_event").values({ order_id: order.id, status: "pending", actor: "customer" }).execute();
  return { orderNumber: order.order_number, totalPaise: total, id: order.id, productId: product.id, quantity };
}

/** Records a captured payment of the order's total through the local gateway, as a verified callback leaves it. */
export async function markPaid(db: Db, order: { id: string; totalPaise: number }): Promise<string> {
  const paymentId = `pay_${order.id}${Math.random().toString(36).slice(2, 10)}`;
  await db
    .insertInto("payment")
    .values({
      order_id: order.id,
      provider: "local",
      provider_order_id: `order_${paymentId}`,
      amount_paise: order.totalPaise,
      status: "paid",
      provider_payment_id: paymentId,
    })
    .execute();
  await db.updateTable("customer_order").set({ paid_at: new Date() }).where("id", "=", order.id).execute();
  return paymentId;
}
