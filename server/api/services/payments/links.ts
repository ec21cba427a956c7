import { sql } from "kysely";
import type { Db } from "../../db";
import type { ApiEnv } from "../../env";
import { DomainError } from "../errors";
import { newSecretToken, sha256 } from "../secrets";
import { findOrderForPayment } from "./payments";

/**
 * Payment links sent by SMS (docs/product.md#payment-links): 256 random bits bound to
 * one order, kept only as a hash, with an expiry. Nothing about the order makes a token guessable.
 */
export async function createPaymentLink(db: Db, env: ApiEnv, orderNumber: string) {
  const order = await findOrderForPayment(db, { orderNumber });
  if (!order) throw new DomainError("not_found", "order_not_found", "There is no order {orderNumber}.", undefined, { orderNumber });
  if (order.paid_at) throw new DomainError("conflict", "already_paid", "Payment is already done !");
  if (order.status === "cancelled") throw new DomainError("conflict", "order_cancelled", "This order was cancelled, so there is nothing to pay.");
  const token = newSecretToken();
  const { expires_at } = await db
    .insertInto("payment_link")
    .values({ token_hash: sha256(token), order_id: order.id, expires_at: sql<Date>`now() + make_interval(hours => ${env.PAYMENT_LINK_TTL_HOURS})` })
    .returning("expires_at")
    .executeTakeFirstOrThrow();
  return { orderNumber, token, path: `/online-payment-link/${orderNumber}/${token}`, expiresAt: expires_at.toISOString() };
}

/** The order a link pays for: 404 for a token that is not this order's, 410 once it has expired. */
export async function orderForPaymentLink(db: Db, orderNumber: string, token: string) {
  const link = await db
    .selectFrom("payment_link")
    .innerJoin("customer_order", "customer_order.id", "payment_link.order_id")
    .select(["customer_order.order_number", sql<boolean>`payment_link.expires_at < now()`.as("expired")])
    .where("payment_link.token_hash", "=", sha256(token))
    .executeTakeFirst();
  if (!link || link.order_number !== orderNumber) throw new DomainError("not_found", "invalid_payment_link", "This payment link is not valid.");
  if (link.expired) throw new DomainError("gone", "payment_link_expired", "This payment link has expired. Please ask us for a new one.");
  return (await findOrderForPayment(db, { orderNumber }))!;
}
