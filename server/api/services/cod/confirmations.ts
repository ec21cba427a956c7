import { sql } from "kysely";
import { translatorFor } from "@domain/i18n/catalog";
import type { Language } from "@domain/i18n/languages";
import type { Db } from "../../db";
import type { ApiEnv } from "../../env";
import { DomainError } from "../errors";
import { notify } from "../notifications/notifications";
import { moveOrder } from "../orders/order-moves";
import { startPeriodicPass, type PeriodicOptions } from "../periodic";
import { hmacSha256, sameHash } from "../secrets";
import { WAITING_ASKS } from "./ladder";

/**
 * The medium rung (docs/product.md#cash-on-delivery-risk): a cash order placed "awaiting your
 * confirmation" is confirmed by one tap (its page, its SMS link, its WhatsApp button), once; one still
 * unconfirmed at its deadline is cancelled by the expiry pass, its stock returned. Both take the order's
 * row lock first, so a tap racing the pass has exactly one outcome.
 */

type ConfirmedVia = "page" | "sms" | "whatsapp";
type Confirmation = "confirmed" | "already-confirmed";

/** The WhatsApp quick-reply button's payload names the order it confirms. */
export const CONFIRM_PAYLOAD_PREFIX = "cod-confirm:";

/**
 * A confirmation link's token: its expiry (the order's deadline, in Unix seconds) and an HMAC of the
 * order number and that expiry, under a key derived from OTP_SECRET for this use alone, so nothing
 * is stored and nothing about an order makes a token guessable.
 */
const linkKey = (env: Pick<ApiEnv, "OTP_SECRET">) => hmacSha256(env.OTP_SECRET, "cash order confirmation links");
const signature = (env: Pick<ApiEnv, "OTP_SECRET">, orderNumber: string, expires: number) => hmacSha256(linkKey(env), `${orderNumber}.${expires}`).slice(0, 32);

export function confirmationToken(env: Pick<ApiEnv, "OTP_SECRET">, orderNumber: string, confirmBy: Date): string {
  const expires = Math.floor(confirmBy.getTime() / 1000);
  return `${expires}.${signature(env, orderNumber, expires)}`;
}

/** The link an SMS carries: the storefront's page that confirms on its button. */
export const confirmationLink = (env: Pick<ApiEnv, "OTP_SECRET" | "SHOP_PUBLIC_URL">, orderNumber: string, confirmBy: Date) =>
  `${env.SHOP_PUBLIC_URL.replace(/\/$/, "")}/confirm_order/${orderNumber}/${confirmationToken(env, orderNumber, confirmBy)}`;

/** Checks a link's token for its order: 404 when it is not this order's (forged, or another's), 410 once expired. */
function checkToken(env: Pick<ApiEnv, "OTP_SECRET">, orderNumber: string, token: string, now: Date) {
  const [expiresText, given] = token.split(".");
  const expires = Number(expiresText);
  if (!Number.isSafeInteger(expires) || !given || !sameHash(signature(env, orderNumber, expires), given)) {
    throw new DomainError("not_found", "invalid_confirmation_link", "This confirmation link is not valid.");
  }
  if (expires * 1000 < now.getTime()) {
    throw new DomainError("gone", "confirmation_link_expired", "This confirmation link has expired. Please open your order in the shop.");
  }
}

type Whose = { orderNumber: string } & ({ customerId: string } | { phoneNumber: string } | { link: true });

/** The order and its ladder, both locked: another customer's order, or none, is not found. */
async function lockedOrder(trx: Db, whose: Whose) {
  let query = trx
    .selectFrom("customer_order")
    .innerJoin("customer", "customer.id", "customer_order.customer_id")
    .select(["customer_order.id", "customer_order.order_number", "customer_order.status", "customer_order.customer_id"])
    .where("customer_order.order_number", "=", whose.orderNumber);
  if ("customerId" in whose) query = query.where("customer_order.customer_id", "=", whose.customerId);
  if ("phoneNumber" in whose) query = query.where("customer.phone_number", "=", whose.phoneNumber);
  const order = await query.forUpdate(["customer_order"]).executeTakeFirst();
  if (!order) throw new DomainError("not_found", "order_not_found", "Order not found.");
  const ladder = await trx.selectFrom("order_cod_risk").select(["ask", "confirmed_at"]).where("order_id", "=", order.id).executeTakeFirst();
  return { order, ladder };
}

const params = (orderNumber: string) => ({ orderNumber });

/**
 * Confirms a cash order waiting for its shopper's tap, once: a second tap answers already-confirmed;
 * a cancelled order, or one that asks no tap (cash as ever, or a part payment), is refused and nothing
 * changes. The shopper is told it is confirmed (on every channel they allow, so a WhatsApp tap gets
 * its answer there).
 */
async function confirm(db: Db, whose: Whose, via: ConfirmedVia): Promise<Confirmation> {
  return db.transaction().execute(async (trx) => {
    const { order, ladder } = await lockedOrder(trx, whose);
    if (order.status === "cancelled") {
      throw new DomainError(
        "conflict",
        "order_cancelled",
        "Order {orderNumber} was cancelled, so there is nothing to confirm.",
        undefined,
        params(order.order_number),
      );
    }
    if (!ladder || !WAITING_ASKS.includes(ladder.ask)) {
      throw new DomainError("conflict", "nothing_to_confirm", "Order {orderNumber} needs no confirmation.", undefined, params(order.order_number));
    }
    if (ladder.confirmed_at) return "already-confirmed";
    if (ladder.ask === "part") {
      throw new DomainError("conflict", "part_payment_due", "Order {orderNumber} is confirmed by paying its part now.", undefined, params(order.order_number));
    }
    await trx
      .updateTable("order_cod_risk")
      .set({ confirmed_at: sql<Date>`now()`, confirmed_via: via })
      .where("order_id", "=", order.id)
      .where("confirmed_at", "is", null)
      .execute();
    await notify(trx, order.customer_id, {
      title: "Order {orderNumber} confirmed",
      body: "Thank you. Your order {orderNumber} is confirmed and will be packed.",
      params: params(order.order_number),
      orderId: order.id,
    });
    return "confirmed";
  });
}

/** What a tap answers, in the shopper's language: confirmed now, or already (a second tap, from any of the three ways). */
export function confirmationMessage(language: Language, state: Confirmation, orderId: string) {
  const t = translatorFor(language);
  return state === "confirmed" ? t.text("Thank you, order {orderId} is confirmed.", { orderId }) : t.text("Order {orderId} is already confirmed.", { orderId });
}

/** The signed-in shopper taps Confirm on the order's page. */
export const confirmOnPage = (db: Db, customerId: string, orderNumber: string) => confirm(db, { orderNumber, customerId }, "page");

/** The shopper confirms from the SMS link's page (no session: the token is the proof). */
export function confirmByLink(db: Db, env: ApiEnv, orderNumber: string, token: string, now = new Date()) {
  checkToken(env, orderNumber, token, now);
  return confirm(db, { orderNumber, link: true }, "sms");
}

/** What a link's page shows before the tap; changes nothing. */
export async function linkState(db: Db, env: ApiEnv, orderNumber: string, token: string, now = new Date()) {
  checkToken(env, orderNumber, token, now);
  const row = await db
    .selectFrom("customer_order")
    .leftJoin("order_cod_risk", "order_cod_risk.order_id", "customer_order.id")
    .select(["customer_order.status", "order_cod_risk.confirmed_at"])
    .where("customer_order.order_number", "=", orderNumber)
    .executeTakeFirst();
  if (!row) throw new DomainError("not_found", "invalid_confirmation_link", "This confirmation link is not valid.");
  const state = row.status === "cancelled" ? "cancelled" : row.confirmed_at ? "confirmed" : "awaiting";
  return { orderId: orderNumber, state } as const;
}

/**
 * A WhatsApp quick reply from a customer's number confirms their order named in its payload; a
 * payload for an order that is not theirs, or that cannot be confirmed, changes nothing.
 */
export async function confirmByWhatsapp(db: Db, phoneNumber: string, payload: string): Promise<boolean> {
  if (!payload.startsWith(CONFIRM_PAYLOAD_PREFIX)) return false;
  const orderNumber = payload.slice(CONFIRM_PAYLOAD_PREFIX.length);
  if (!/^NHC\d{7,}$/.test(orderNumber)) return false;
  try {
    return (await confirm(db, { orderNumber, phoneNumber }, "whatsapp")) === "confirmed";
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}

/** What the shopper is told when the pass cancels an order they did not confirm. */
const EXPIRED_NEWS = "Your order {orderNumber} was not confirmed in time, so we have cancelled it. You are welcome to order again.";

/** How many orders one pass looks at, at most; the next pass takes the rest. */
const BATCH = 200;

/**
 * Cancels, through the order's own cancel move (stock back once, the shopper told), each cash order
 * still waiting for its shopper (a tap, or the part payment) past its deadline as of `asOf`. Each is
 * checked again under the order's lock: one confirmed, paid or cancelled meanwhile is left as it is.
 */
export async function expireUnconfirmed(db: Db, asOf = new Date()): Promise<{ cancelled: number }> {
  const due = await db
    .selectFrom("order_cod_risk")
    .innerJoin("customer_order", "customer_order.id", "order_cod_risk.order_id")
    .select("customer_order.order_number")
    .where("order_cod_risk.ask", "in", WAITING_ASKS)
    .where("order_cod_risk.confirmed_at", "is", null)
    .where("order_cod_risk.confirm_by", "<=", asOf)
    .where("customer_order.status", "=", "pending")
    .orderBy("order_cod_risk.confirm_by")
    .limit(BATCH)
    .execute();
  let cancelled = 0;
  for (const { order_number } of due) {
    try {
      await moveOrder(db, {
        orderNumber: order_number,
        to: "cancelled",
        actor: "operator",
        system: true,
        news: EXPIRED_NEWS,
        before: async (trx, order) => {
          const still = await trx
            .selectFrom("order_cod_risk")
            .select("order_id")
            .where("order_id", "=", order.id)
            .where("confirmed_at", "is", null)
            .executeTakeFirst();
          if (!still)
            throw new DomainError("conflict", "confirmed_meanwhile", "Order {orderNumber} was confirmed meanwhile.", undefined, params(order.order_number));
        },
      });
      cancelled += 1;
    } catch (error) {
      // Confirmed, paid or cancelled since it was read: the other outcome won.
      if (!(error instanceof DomainError) || error.kind !== "conflict") throw error;
    }
  }
  return { cancelled };
}

/** The expiry pass, once a period across every process that runs background work. */
export const startCashExpiryWorker = (db: Db, options: PeriodicOptions) =>
  startPeriodicPass(
    db,
    "cash confirmations",
    async () => {
      const result = await expireUnconfirmed(db);
      if (result.cancelled) options.log.info(result, "unconfirmed cash orders cancelled");
    },
    options,
  );
