import { sql } from "kysely";
import { cartMessages } from "@domain/cart";
import { formatRupees, paiseToRupees } from "@domain/money";
import type { OrderStatus, PaymentType } from "@domain/orders";
import { pincodeMessages } from "@domain/pincode";
import type { Db } from "../db";
import type { OrderAddress } from "../db/schema";
import { DomainError } from "./errors";
import { findActiveArea } from "./areas";
import { loadCart } from "./cart";
import { recordCouponUse } from "./coupons";
import { notify } from "./notifications";
import { consumeReferral } from "./referrals";

const orderByKey = (db: Db, customerId: string, idempotencyKey: string) =>
  db.selectFrom("customer_order").select("order_number").where("customer_id", "=", customerId).where("idempotency_key", "=", idempotencyKey).executeTakeFirst();

/**
 * Places the order from the customer's cart as the server prices it (spec §7 placeOrder), in one
 * transaction: the address copied, lines copied with their prices, stock taken, the coupon and the
 * referral used, the cart emptied, a notification written. The checkout's idempotency key makes a
 * double submit, a refresh or a retry answer the same order: the customer's row is locked, so two
 * submits of one checkout cannot both create one.
 */
export async function placeOrder(
  db: Db,
  customerId: string,
  input: { addressId: string; paymentType: PaymentType; idempotencyKey: string },
): Promise<{ orderNumber: string; created: boolean }> {
  const earlier = await orderByKey(db, customerId, input.idempotencyKey);
  if (earlier) return { orderNumber: earlier.order_number, created: false };

  return db.transaction().execute(async (trx) => {
    await trx.selectFrom("customer").select("id").where("id", "=", customerId).forUpdate().execute();
    const raced = await orderByKey(trx, customerId, input.idempotencyKey);
    if (raced) return { orderNumber: raced.order_number, created: false };

    const address = await trx
      .selectFrom("customer_address")
      .select(["first_name", "last_name", "pincode", "apartment", "city", "street", "street_address2", "phone_number"])
      .where("customer_id", "=", customerId)
      .where("id", "=", input.addressId)
      .executeTakeFirst();
    if (!address) throw new DomainError("not_found", "address_not_found", "Please choose a delivery address.");
    if (!(await findActiveArea(trx, address.pincode))) throw new DomainError("conflict", "not_serviceable", `${pincodeMessages.notDelivered} (${address.pincode}). Please choose another address.`);

    const cart = await loadCart(trx, customerId);
    if (!cart.lines.length) throw new DomainError("conflict", "cart_empty", "Your cart is empty.");
    const problem = cart.lines.find((line) => !line.available);
    if (problem) throw new DomainError("conflict", "cart_changed", `${problem.product.productName}: ${problem.problem ?? cartMessages.outOfStock} Please update your cart.`);

    // Take the stock in the same statement that checks it, so two orders cannot sell the same last unit.
    for (const line of cart.lines) {
      const taken = await trx
        .updateTable("product")
        .set({ stock: sql`stock - ${line.quantity}` })
        .where("public_id", "=", line.productId)
        .where("active", "=", true)
        .where("stock", ">=", line.quantity)
        .returning("id")
        .executeTakeFirst();
      if (!taken) throw new DomainError("conflict", "cart_changed", `${line.product.productName}: ${cartMessages.outOfStock} Please update your cart.`);
    }

    const totals = cart.totals;
    const deliveryAddress: OrderAddress = {
      firstName: address.first_name,
      lastName: address.last_name,
      pincode: address.pincode,
      apartment: address.apartment,
      city: address.city,
      street: address.street,
      streetAddress2: address.street_address2,
      phoneNumber: address.phone_number,
    };
    const order = await trx
      .insertInto("customer_order")
      .values({
        customer_id: customerId,
        payment_type: input.paymentType,
        delivery_address: JSON.stringify(deliveryAddress),
        pincode: address.pincode,
        mrp_total_paise: totals.mrpTotal,
        subtotal_paise: totals.subTotal,
        coupon_code: cart.coupon?.code ?? null,
        coupon_discount_paise: totals.discount,
        referral_discount_paise: totals.referralDiscount,
        total_paise: totals.orderTotal,
        idempotency_key: input.idempotencyKey,
      })
      .returning(["id", "order_number"])
      .executeTakeFirstOrThrow();

    const products = await trx.selectFrom("product").select(["id", "public_id", "hsn_code", "gst_rate"]).where("public_id", "in", cart.lines.map((l) => l.productId)).execute();
    const byPublicId = new Map(products.map((p) => [p.public_id, p]));
    await trx
      .insertInto("order_line")
      .values(
        cart.lines.map((line) => {
          const product = byPublicId.get(line.productId)!;
          return {
            order_id: order.id,
            product_id: product.id,
            product_name: line.product.productName,
            public_id: line.productId,
            category: line.product.productcategory.category,
            size: line.product.size,
            image: line.product.image.url,
            hsn_code: product.hsn_code,
            gst_rate: product.gst_rate,
            unit_mrp_paise: line.unitMrpPaise,
            unit_price_paise: line.unitPricePaise,
            quantity: line.quantity,
            line_total_paise: line.unitPricePaise * line.quantity,
          };
        }),
      )
      .execute();
    await trx.insertInto("order_status_event").values({ order_id: order.id, status: "pending" }).execute();
    if (cart.coupon && totals.discount > 0) await recordCouponUse(trx, { code: cart.coupon.code, customerId, orderId: order.id });
    if (totals.referralDiscount > 0) await consumeReferral(trx, { customerId, orderId: order.id });
    await trx.deleteFrom("cart_line").where("customer_id", "=", customerId).execute();
    await trx.deleteFrom("cart_coupon").where("customer_id", "=", customerId).execute();

    const amount = formatRupees(paiseToRupees(totals.orderTotal));
    await notify(trx, customerId, {
      title: "Order placed",
      body:
        input.paymentType === "COD"
          ? `Your order ${order.order_number} for ${amount} is placed. Please keep ${amount} ready to pay on delivery.`
          : `Your order ${order.order_number} for ${amount} is placed. It will be confirmed once your payment is received.`,
      orderId: order.id,
    });
    return { orderNumber: order.order_number, created: true };
  });
}

type OrderDetails = {
  id: string;
  status: OrderStatus;
  paymentType: PaymentType;
  paid: boolean;
  placedAt: string;
  deliveryAddress: OrderAddress;
  lines: { productId: string; productName: string; category: string; size: string; image: string; quantity: number; unitPrice: number; unitMrp: number; lineTotal: number }[];
  mrpTotal: number;
  subTotal: number;
  couponCode: string | null;
  discount: number;
  referralDiscount: number;
  orderTotal: number;
};

/** One of the customer's orders by its number (spec §3 myOrderInfo); another customer's is not found. */
export async function getOrderDetails(db: Db, customerId: string, orderNumber: string): Promise<OrderDetails> {
  const order = await db.selectFrom("customer_order").selectAll().where("customer_id", "=", customerId).where("order_number", "=", orderNumber).executeTakeFirst();
  if (!order) throw new DomainError("not_found", "order_not_found", "Order not found.");
  const lines = await db.selectFrom("order_line").selectAll().where("order_id", "=", order.id).orderBy("product_name").execute();
  return {
    id: order.order_number,
    status: order.status,
    paymentType: order.payment_type,
    paid: order.paid_at !== null,
    placedAt: order.created_at.toISOString(),
    deliveryAddress: order.delivery_address,
    lines: lines.map((l) => ({
      productId: l.public_id,
      productName: l.product_name,
      category: l.category,
      size: l.size,
      image: l.image,
      quantity: l.quantity,
      unitPrice: paiseToRupees(l.unit_price_paise),
      unitMrp: paiseToRupees(l.unit_mrp_paise),
      lineTotal: paiseToRupees(l.line_total_paise),
    })),
    mrpTotal: paiseToRupees(order.mrp_total_paise),
    subTotal: paiseToRupees(order.subtotal_paise),
    couponCode: order.coupon_code,
    discount: paiseToRupees(order.coupon_discount_paise),
    referralDiscount: paiseToRupees(order.referral_discount_paise),
    orderTotal: paiseToRupees(order.total_paise),
  };
}
