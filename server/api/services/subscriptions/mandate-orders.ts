import { MANDATE_YEARS, mandateLimit } from "@domain/subscriptions/schedule";
import type { Db } from "../../db";
import type { PaymentGateway } from "../payments/gateway";

/**
 * An online subscription's first delivery is paid by the payment that approves its UPI AutoPay mandate:
 * its attempt is the gateway's authorisation order (a token asked for: the limit of one debit, the
 * mandate's end, debits as presented), and its checkout carries the gateway's customer. Payments asks
 * here for every attempt it starts, so a shopper who pays later from the order's page approves the
 * mandate too.
 */

type PayableOrder = {
  id: string;
  order_number: string;
  total_paise: number;
  customer_id: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string | null;
};

/** A new authorisation order for the order, when it is a first delivery whose mandate is not yet approved; null otherwise. */
export async function mandateOrder(
  db: Db,
  gateway: PaymentGateway,
  order: PayableOrder,
  now = new Date(),
): Promise<{ id: string; amountPaise: number } | null> {
  const subscription = await db
    .selectFrom("subscription as s")
    .leftJoin("subscription_mandate as m", "m.id", "s.mandate_id")
    .select(["s.id", "s.mandate_id", "m.gateway_customer_id", "m.provider"])
    .where("s.first_order_id", "=", order.id)
    .where("s.state", "=", "awaiting_mandate")
    .executeTakeFirst();
  if (!subscription) return null;
  const customerId =
    subscription.gateway_customer_id && subscription.provider === gateway.provider
      ? subscription.gateway_customer_id
      : await gateway.recurring.createCustomer({ name: `${order.first_name} ${order.last_name}`, contact: `+91${order.phone_number}`, email: order.email });
  const maxAmountPaise = mandateLimit(order.total_paise);
  const expiresAt = new Date(now);
  expiresAt.setUTCFullYear(expiresAt.getUTCFullYear() + MANDATE_YEARS);
  const created = await gateway.recurring.createMandateOrder({
    amountPaise: order.total_paise,
    receipt: order.order_number,
    notes: { order_number: order.order_number, subscription: subscription.id },
    customerId,
    maxAmountPaise,
    expiresAt,
  });
  const mandate = {
    provider: gateway.provider,
    gateway_customer_id: customerId,
    gateway_order_id: created.id,
    max_amount_paise: maxAmountPaise,
    expires_at: expiresAt,
  };
  await db.transaction().execute(async (trx) => {
    if (subscription.mandate_id) {
      await trx
        .updateTable("subscription_mandate")
        .set({ ...mandate, state: "created", token_id: null, updated_at: new Date() })
        .where("id", "=", subscription.mandate_id)
        .execute();
    } else {
      const row = await trx
        .insertInto("subscription_mandate")
        .values({ ...mandate, customer_id: order.customer_id })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx.updateTable("subscription").set({ mandate_id: row.id, updated_at: new Date() }).where("id", "=", subscription.id).execute();
    }
  });
  return created;
}

/** The fields an authorisation order's checkout carries besides the usual (the gateway's customer, recurring); none for another order. */
export async function mandateFields(db: Db, gateway: PaymentGateway, providerOrderId: string): Promise<Record<string, string>> {
  const mandate = await db.selectFrom("subscription_mandate").select("gateway_customer_id").where("gateway_order_id", "=", providerOrderId).executeTakeFirst();
  return mandate ? gateway.recurring.mandateCheckoutFields(mandate.gateway_customer_id) : {};
}
