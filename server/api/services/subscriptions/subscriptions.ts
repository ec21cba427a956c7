import { sql, type Updateable } from "kysely";
import { cartTotals } from "@domain/cart/cart";
import type { Language } from "@domain/i18n/languages";
import { paiseToRupees, formatRupees } from "@domain/shared/money";
import { maskedPhone } from "@domain/shared/phone";
import { indiaDayNumber, dayOfNumber } from "@domain/shared/dates";
import { earliestDueDay, subscriptionPrice, weeksAfter, withinMandate, type PauseReason } from "@domain/subscriptions/schedule";
import type { OPERATOR_SUBSCRIPTION_FILTERS, OperatorSubscription, Subscription } from "@domain/subscriptions/schemas";
import type { z } from "zod";
import type { changeSubscriptionSchema, subscribeSchema } from "@domain/subscriptions/schemas";
import type { Db } from "../../db";
import type { SubscriptionTable } from "../../db/schema";
import { priceLines } from "../cart/cart";
import { productColumns, productsWithRating, toSummary } from "../catalogue/catalogue";
import type { Courier } from "../delivery/couriers/courier";
import { DomainError } from "../errors";
import { enqueue, type OutboxHandler } from "../outbox";
import { audit, type Actor } from "../operators/audit";
import { placeOrderOf, type Basket } from "../orders/orders";
import type { PaymentGateway } from "../payments/gateway";

/**
 * Subscriptions (docs/product.md#subscriptions): a shopper's products delivered every few weeks to one
 * address at a discount, the first delivery ordered at once. Online ones are paid by a UPI AutoPay
 * mandate the first delivery's payment approves (./mandate-orders.ts); the pass (./scheduler.ts)
 * announces, charges and orders each later delivery once.
 */

const messages = {
  notFound: "No such subscription",
  cancelled: "This subscription is cancelled.",
  alreadySubscribed: "You already subscribe to this product. You can change its quantity on My subscriptions.",
  tooLate: "This delivery is already being placed, so it can no longer be skipped or changed.",
  resumeInApp: "Your UPI AutoPay mandate is paused or cancelled. Resume it in your UPI app, or subscribe again.",
  notPaused: "This subscription is not paused.",
  nothingToConfirm: "There is no delivery to confirm now.",
  notActive: "Only a subscription that is delivering can be skipped or paused.",
  overLimit: "Each delivery would cost {amount}, more than your UPI AutoPay mandate's limit of {limit}. Please subscribe to it separately.",
  lastItem: "A subscription needs at least one product. To stop it, cancel the subscription.",
  awaitingMandate: "Approve your UPI AutoPay mandate first: pay for your first delivery from its order page.",
} as const;

/** What the owner sets: the subscription discount in per cent. */
async function discountPercent(db: Db): Promise<number> {
  const row = await db.selectFrom("subscription_setting").select("discount_percent").executeTakeFirst();
  return row?.discount_percent ?? 0;
}

/**
 * The owner sets the discount new subscriptions take (a subscription keeps the discount it was made
 * with, so the price a shopper agreed to does not change under them), audited in the same transaction.
 */
export async function setDiscount(db: Db, actor: Actor, percent: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("subscription_setting").select("discount_percent").forUpdate().executeTakeFirstOrThrow();
    await trx.updateTable("subscription_setting").set({ discount_percent: percent, updated_at: new Date() }).execute();
    await audit(trx, actor, {
      action: "subscription.discount",
      entityType: "setting",
      entityId: "subscription_discount",
      before: { discountPercent: before.discount_percent },
      after: { discountPercent: percent },
    });
    return percent;
  });
}

/**
 * A subscription's items as an order's basket: priced from the catalogue now (a product no longer sold
 * or out of stock is left out and named), each unit at the subscription's price.
 */
export function subscriptionBasket(items: readonly { productId: string; quantity: number; weightGrams: number }[], discount: number): Basket {
  return {
    async price(trx) {
      const cart = await priceLines(trx, items);
      const lines = cart.lines.filter((l) => l.available).map((l) => ({ ...l, unitPricePaise: subscriptionPrice(l.unitPricePaise, discount) }));
      return { ...cart, lines, totals: cartTotals(lines) };
    },
    weightGrams: async () => items.reduce((sum, item) => sum + item.weightGrams * item.quantity, 0),
    // A cash delivery is confirmed by the subscription's own flow (subscribing, then its notice's Confirm).
    confirmed: true,
  };
}

/** The subscription's products with what the storefront shows, the sale price and the weight. */
async function itemRows(db: Db, subscriptionIds: readonly string[], language: Language) {
  if (!subscriptionIds.length) return [];
  return productsWithRating(db)
    .innerJoin("subscription_item as i", "i.product_id", "product.id")
    .select([...productColumns(language), "i.subscription_id", "i.quantity", "product.id as product_key", "product.active", "product.shipping_weight_g"])
    .where("i.subscription_id", "in", subscriptionIds)
    .orderBy("i.created_at")
    .orderBy("product.id")
    .execute();
}

/** What both the shopper's and the operators' lists read of a subscription (`s`). */
const subscriptionColumns = [
  "s.id",
  "s.state",
  "s.pause_reason",
  "s.interval_weeks",
  "s.payment_type",
  "s.discount_percent",
  sql<string>`s.next_due_on::text`.as("next_due_on"),
] as const;

/** The customer's subscriptions as /my_subscriptions shows them: delivering first, then paused, then ended. */
export async function listSubscriptions(db: Db, customerId: string, language: Language, id?: string): Promise<Subscription[]> {
  let query = db
    .selectFrom("subscription as s")
    .leftJoin("customer_address as a", "a.id", "s.address_id")
    .leftJoin("subscription_mandate as m", "m.id", "s.mandate_id")
    .leftJoin("subscription_cycle as c", (join) => join.onRef("c.subscription_id", "=", "s.id").onRef("c.due_on", "=", "s.next_due_on"))
    .leftJoin("customer_order as o", "o.id", "s.first_order_id")
    .select([
      ...subscriptionColumns,
      "a.id as address_id",
      "a.street",
      "a.apartment",
      "a.city",
      "a.pincode",
      "m.state as mandate_state",
      "m.max_amount_paise",
      "m.expires_at",
      "c.notice_sent_at",
      "c.confirmed_at",
      "c.state as cycle_state",
      "o.order_number",
    ])
    .where("s.customer_id", "=", customerId);
  if (id) query = query.where("s.id", "=", id);
  const rows = await query
    .orderBy(sql`case s.state when 'active' then 0 when 'awaiting_mandate' then 1 when 'paused' then 2 else 3 end`)
    .orderBy("s.id", "desc")
    .execute();
  const items = await itemRows(
    db,
    rows.map((r) => r.id),
    language,
  );
  return rows.map((row) => {
    const own = items.filter((item) => item.subscription_id === row.id);
    const priced = own.map((item) => ({
      product: toSummary(item),
      quantity: item.quantity,
      unitPrice: paiseToRupees(subscriptionPrice(item.sale_price_paise, row.discount_percent)),
      available: item.active && item.stock >= item.quantity,
    }));
    return {
      id: row.id,
      state: row.state,
      pauseReason: row.pause_reason,
      intervalWeeks: row.interval_weeks,
      paymentType: row.payment_type,
      discountPercent: row.discount_percent,
      nextDueOn: row.next_due_on,
      nextAmount: priced.filter((i) => i.available).reduce((sum, i) => Math.round((sum + i.unitPrice * i.quantity) * 100) / 100, 0),
      items: priced,
      address: row.address_id ? { id: row.address_id, text: [row.apartment, row.street, `${row.city} ${row.pincode}`].filter(Boolean).join(", ") } : null,
      mandate:
        row.mandate_state && row.max_amount_paise && row.expires_at
          ? { state: row.mandate_state, maxAmount: paiseToRupees(row.max_amount_paise), expiresAt: row.expires_at.toISOString() }
          : null,
      noticeSent: row.notice_sent_at !== null && row.cycle_state !== "skipped",
      confirmNeeded: row.payment_type === "COD" && row.cycle_state === "noticed" && row.confirmed_at === null,
      firstOrderId: row.order_number,
    };
  });
}

/** One of the customer's subscriptions as listed; another customer's is not found. */
export async function getSubscription(db: Db, customerId: string, id: string, language: Language): Promise<Subscription> {
  const [found] = await listSubscriptions(db, customerId, language, id);
  if (!found) throw new DomainError("not_found", "subscription_not_found", messages.notFound);
  return found;
}

/** A product that may be subscribed to: sold and in stock. */
async function subscribable(db: Db, productId: string) {
  const product = await db
    .selectFrom("product")
    .select(["id", "public_id", "stock", "sale_price_paise", "shipping_weight_g"])
    .where("public_id", "=", productId)
    .where("active", "=", true)
    .executeTakeFirst();
  if (!product) throw new DomainError("not_found", "product_not_found", "This product is not available");
  if (product.stock === 0) throw new DomainError("conflict", "out_of_stock", "Out of stock");
  return product;
}

type SubscribeInput = z.output<typeof subscribeSchema>;

/** The customer's subscription (any one, for an operator: `customerId` null), locked for a change; another customer's is not found. */
async function ownSubscription(trx: Db, customerId: string | null, id: string) {
  let query = trx
    .selectFrom("subscription")
    .select([
      "id",
      "customer_id",
      "state",
      "pause_reason",
      "interval_weeks",
      "payment_type",
      "mandate_id",
      "discount_percent",
      sql<string>`next_due_on::text`.as("next_due_on"),
    ])
    .where("id", "=", id);
  if (customerId) query = query.where("customer_id", "=", customerId);
  const row = await query.forUpdate().executeTakeFirst();
  if (!row) throw new DomainError("not_found", "subscription_not_found", messages.notFound);
  return row;
}

/** Refuses a second subscription to a product the customer already has delivered (a double submit among them). */
async function refuseDuplicate(trx: Db, customerId: string, productKey: string) {
  const existing = await trx
    .selectFrom("subscription_item as i")
    .innerJoin("subscription as s", "s.id", "i.subscription_id")
    .select("s.id")
    .where("s.customer_id", "=", customerId)
    .where("i.product_id", "=", productKey)
    .where("s.state", "<>", "cancelled")
    .executeTakeFirst();
  if (existing) throw new DomainError("conflict", "already_subscribed", messages.alreadySubscribed);
}

/** What one delivery of the subscription costs now, in paise: its items in stock at its price. */
async function cycleAmount(db: Db, subscriptionId: string, discount: number): Promise<number> {
  const rows = await db
    .selectFrom("subscription_item as i")
    .innerJoin("product as p", "p.id", "i.product_id")
    .select(["p.sale_price_paise", "i.quantity"])
    .where("i.subscription_id", "=", subscriptionId)
    .where("p.active", "=", true)
    .execute();
  return rows.reduce((sum, r) => sum + subscriptionPrice(r.sale_price_paise, discount) * r.quantity, 0);
}

/**
 * Subscribes: a new subscription whose first delivery is ordered now (the same checkout rules as the
 * cart's: the address delivered to, cash where the area takes it, stock), or the product added to one
 * of the customer's subscriptions, which keeps its schedule. The customer's row is locked while it is
 * decided, so a double submit makes one subscription. Online, the first order's payment approves the
 * mandate: its checkout comes from payments (./mandate-orders.ts makes the attempt a mandate's).
 */
export async function subscribe(
  db: Db,
  courier: Courier,
  customerId: string,
  input: SubscribeInput,
  now = new Date(),
): Promise<{ subscriptionId: string; orderNumber: string | null }> {
  const product = await subscribable(db, input.productId);
  if (input.kind === "add") {
    await db.transaction().execute(async (trx) => {
      const subscription = await ownSubscription(trx, customerId, input.subscriptionId);
      if (subscription.state === "cancelled") throw new DomainError("conflict", "subscription_cancelled", messages.cancelled);
      await refuseDuplicate(trx, customerId, product.id);
      await trx.insertInto("subscription_item").values({ subscription_id: subscription.id, product_id: product.id, quantity: input.quantity }).execute();
      await requireWithinMandate(trx, subscription);
    });
    return { subscriptionId: input.subscriptionId, orderNumber: null };
  }

  const discount = await discountPercent(db);
  const subscriptionId = await db.transaction().execute(async (trx) => {
    await trx.selectFrom("customer").select("id").where("id", "=", customerId).forUpdate().execute();
    await refuseDuplicate(trx, customerId, product.id);
    const address = await trx
      .selectFrom("customer_address")
      .select("id")
      .where("id", "=", input.addressId)
      .where("customer_id", "=", customerId)
      .executeTakeFirst();
    if (!address) throw new DomainError("not_found", "address_not_found", "Please choose a delivery address.");
    const created = await trx
      .insertInto("subscription")
      .values({
        customer_id: customerId,
        address_id: address.id,
        interval_weeks: input.intervalWeeks,
        payment_type: input.paymentType,
        state: input.paymentType === "online" ? "awaiting_mandate" : "active",
        discount_percent: discount,
        next_due_on: weeksAfter(dayOfNumber(indiaDayNumber(now)), input.intervalWeeks),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx.insertInto("subscription_item").values({ subscription_id: created.id, product_id: product.id, quantity: input.quantity }).execute();
    return created.id;
  });
  try {
    const placed = await placeOrderOf(
      db,
      courier,
      customerId,
      { addressId: input.addressId, paymentType: input.paymentType, idempotencyKey: `subscription-${subscriptionId}-first` },
      subscriptionBasket([{ productId: product.public_id, quantity: input.quantity, weightGrams: product.shipping_weight_g }], discount),
    );
    await db
      .updateTable("subscription")
      .set({ first_order_id: sql`(select id from customer_order where order_number = ${placed.orderNumber})`, updated_at: new Date() })
      .where("id", "=", subscriptionId)
      .execute();
    return { subscriptionId, orderNumber: placed.orderNumber };
  } catch (error) {
    // The first delivery could not be ordered (no longer deliverable there, cash refused, the last unit
    // sold meanwhile): no subscription is left behind.
    await db.deleteFrom("subscription").where("id", "=", subscriptionId).execute();
    throw error;
  }
}

/** Refuses a change that would make a delivery cost more than the subscription's mandate allows. */
async function requireWithinMandate(trx: Db, subscription: { id: string; mandate_id: string | null; discount_percent: number }) {
  if (!subscription.mandate_id) return;
  const mandate = await trx.selectFrom("subscription_mandate").select("max_amount_paise").where("id", "=", subscription.mandate_id).executeTakeFirstOrThrow();
  const amount = await cycleAmount(trx, subscription.id, subscription.discount_percent);
  if (!withinMandate(amount, mandate.max_amount_paise)) {
    throw new DomainError("conflict", "over_mandate_limit", messages.overLimit, undefined, {
      amount: formatRupees(paiseToRupees(amount)),
      limit: formatRupees(paiseToRupees(mandate.max_amount_paise)),
    });
  }
}

type ChangeInput = z.output<typeof changeSubscriptionSchema>;

/** The cycle of the subscription's next delivery when its notice has gone out, locked. */
const announcedCycle = (trx: Db, subscriptionId: string, dueOn: string) =>
  trx
    .selectFrom("subscription_cycle")
    .select(["id", "state"])
    .where("subscription_id", "=", subscriptionId)
    .where(sql`due_on`, "=", sql`${dueOn}::date`)
    .forUpdate()
    .executeTakeFirst();

/** The outbox's work that revokes a mandate at the gateway once no subscription of it delivers. */
const REVOKE_MANDATE = "subscription.revoke-mandate";

/**
 * A change to one of the customer's subscriptions, in a transaction that locks it. Skip moves the next
 * delivery on by one interval (its announced charge, if any, is called off); pause calls off an
 * announced charge too; resume starts again no sooner than a notice a full day ahead allows; cancel ends
 * it and, when no other subscription uses its mandate, revokes the mandate at the gateway (through the
 * outbox, so a gateway that is down does not lose it). A change of interval, address or quantity after
 * the next delivery was announced applies from the one after (the announced one is delivered as
 * announced). Answers the subscription as it now is.
 */
export async function changeSubscription(db: Db, who: { customerId: string } | { operator: Actor }, input: ChangeInput, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const subscription = await ownSubscription(trx, "customerId" in who ? who.customerId : null, input.subscriptionId);
    const customerId = subscription.customer_id;
    if ("operator" in who) {
      await audit(trx, who.operator, {
        action: `subscription.${input.intent}`,
        entityType: "subscription",
        entityId: subscription.id,
        before: { state: subscription.state, pauseReason: subscription.pause_reason },
        after: { intent: input.intent },
      });
    }
    if (subscription.state === "cancelled") throw new DomainError("conflict", "subscription_cancelled", messages.cancelled);
    const cycle = await announcedCycle(trx, subscription.id, subscription.next_due_on);
    // Calls off the announced delivery: skipped for good (the schedule moves on), or forgotten so that
    // the day is announced again once a paused subscription resumes (a skipped row for the day would
    // keep the pass from ever announcing it).
    const callOff = async (announceAgain: boolean) => {
      if (cycle?.state === "charging" || cycle?.state === "ordered") throw new DomainError("conflict", "delivery_under_way", messages.tooLate);
      if (cycle && announceAgain) await trx.deleteFrom("subscription_cycle").where("id", "=", cycle.id).execute();
      else if (cycle) await trx.updateTable("subscription_cycle").set({ state: "skipped", updated_at: new Date() }).where("id", "=", cycle.id).execute();
    };
    const set = (values: Updateable<SubscriptionTable>) =>
      trx
        .updateTable("subscription")
        .set({ ...values, updated_at: new Date() })
        .where("id", "=", subscription.id)
        .execute();

    switch (input.intent) {
      case "skip":
        if (subscription.state !== "active" && subscription.state !== "paused") throw new DomainError("conflict", "not_active", messages.notActive);
        await callOff(false);
        await set({ next_due_on: weeksAfter(subscription.next_due_on, subscription.interval_weeks) });
        return;
      case "pause":
        if (subscription.state !== "active") throw new DomainError("conflict", "not_active", messages.notActive);
        await callOff(true);
        await set({ state: "paused", pause_reason: ("customerId" in who ? "shopper" : "operator") satisfies PauseReason });
        return;
      case "resume": {
        if (subscription.state !== "paused") throw new DomainError("conflict", "not_paused", messages.notPaused);
        if (subscription.pause_reason?.startsWith("mandate_")) throw new DomainError("conflict", "mandate_stopped", messages.resumeInApp);
        await set({ state: "active", pause_reason: null, next_due_on: earliestDueDay(now, subscription.next_due_on) });
        return;
      }
      case "cancel": {
        if (cycle?.state === "noticed")
          await trx.updateTable("subscription_cycle").set({ state: "skipped", updated_at: new Date() }).where("id", "=", cycle.id).execute();
        await set({ state: "cancelled", pause_reason: null });
        if (subscription.mandate_id) {
          const others = await trx
            .selectFrom("subscription")
            .select("id")
            .where("mandate_id", "=", subscription.mandate_id)
            .where("state", "<>", "cancelled")
            .executeTakeFirst();
          if (!others) await enqueue(trx, REVOKE_MANDATE, { mandateId: subscription.mandate_id });
        }
        return;
      }
      case "confirm":
        if (subscription.payment_type !== "COD" || cycle?.state !== "noticed")
          throw new DomainError("conflict", "nothing_to_confirm", messages.nothingToConfirm);
        await trx.updateTable("subscription_cycle").set({ confirmed_at: now, updated_at: new Date() }).where("id", "=", cycle.id).execute();
        return;
      case "interval":
        await set({ interval_weeks: input.intervalWeeks });
        return;
      case "address": {
        const address = await trx
          .selectFrom("customer_address")
          .select("id")
          .where("id", "=", input.addressId)
          .where("customer_id", "=", customerId)
          .executeTakeFirst();
        if (!address)
          throw new DomainError("invalid", "address_not_found", "Please choose a delivery address.", { addressId: "Please choose a delivery address" });
        await set({ address_id: address.id });
        return;
      }
      case "quantity": {
        const product = await trx.selectFrom("product").select("id").where("public_id", "=", input.productId).executeTakeFirst();
        const item =
          product &&
          (await trx
            .selectFrom("subscription_item")
            .select("quantity")
            .where("subscription_id", "=", subscription.id)
            .where("product_id", "=", product.id)
            .executeTakeFirst());
        if (!product || !item) throw new DomainError("not_found", "product_not_found", "This product is not in the subscription");
        if (input.quantity === 0) {
          const { n } = await trx
            .selectFrom("subscription_item")
            .select((eb) => eb.fn.countAll<string>().as("n"))
            .where("subscription_id", "=", subscription.id)
            .executeTakeFirstOrThrow();
          if (Number(n) <= 1) throw new DomainError("conflict", "last_item", messages.lastItem);
          await trx.deleteFrom("subscription_item").where("subscription_id", "=", subscription.id).where("product_id", "=", product.id).execute();
        } else {
          await trx
            .updateTable("subscription_item")
            .set({ quantity: input.quantity })
            .where("subscription_id", "=", subscription.id)
            .where("product_id", "=", product.id)
            .execute();
          await requireWithinMandate(trx, subscription);
        }
        return;
      }
    }
  });
}

/** Revokes a mandate at the gateway (cancel's outbox work): the token cancelled there, and here. */
export const revokeMandateWork = (db: Db, gateway: PaymentGateway): Record<string, OutboxHandler> => ({
  [REVOKE_MANDATE]: {
    async run(payload) {
      const mandate = await db
        .selectFrom("subscription_mandate")
        .select(["id", "gateway_customer_id", "token_id", "state"])
        .where("id", "=", String(payload.mandateId))
        .executeTakeFirst();
      if (!mandate || mandate.state === "cancelled") return;
      if (mandate.token_id) await gateway.recurring.cancelToken(mandate.gateway_customer_id, mandate.token_id);
      await db.updateTable("subscription_mandate").set({ state: "cancelled", updated_at: new Date() }).where("id", "=", mandate.id).execute();
    },
    giveUp: async () => {},
  },
});

type OperatorFilter = (typeof OPERATOR_SUBSCRIPTION_FILTERS)[number];

/**
 * The console's list: the newest 200 subscriptions (all, in one state, or whose last delivery failed),
 * soonest delivery first, each with its announced charge, its amount and its last failure.
 */
export async function listForOperators(db: Db, filter: OperatorFilter, id?: string): Promise<OperatorSubscription[]> {
  let query = db
    .selectFrom("subscription as s")
    .innerJoin("customer as c", "c.id", "s.customer_id")
    .leftJoin("subscription_mandate as m", "m.id", "s.mandate_id")
    .leftJoin("subscription_cycle as next", (join) =>
      join.onRef("next.subscription_id", "=", "s.id").onRef("next.due_on", "=", "s.next_due_on").on("next.state", "=", "noticed"),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom("subscription_cycle as f")
          .select([sql<string>`f.due_on::text`.as("due_on"), "f.failure_reason", "f.state"])
          .whereRef("f.subscription_id", "=", "s.id")
          .where("f.state", "in", ["ordered", "failed", "missed"])
          .orderBy("f.due_on", "desc")
          .limit(1)
          .as("last"),
      (join) => join.onTrue(),
    )
    .select([
      ...subscriptionColumns,
      "c.first_name",
      "c.last_name",
      "c.phone_number",
      "m.state as mandate_state",
      "next.charge_after",
      "next.amount_paise as announced_paise",
      "last.due_on as last_due_on",
      "last.state as last_state",
      "last.failure_reason",
    ]);
  if (id) query = query.where("s.id", "=", id);
  if (filter === "failed") query = query.where("last.state", "in", ["failed", "missed"]);
  else if (filter !== "all") query = query.where("s.state", "=", filter);
  const rows = await query
    .orderBy(sql`s.state = 'cancelled'`)
    .orderBy("s.next_due_on")
    .orderBy("s.id", "desc")
    .limit(200)
    .execute();
  const items = rows.length
    ? await db
        .selectFrom("subscription_item as i")
        .innerJoin("product as p", "p.id", "i.product_id")
        .select(["i.subscription_id", "p.name", "p.sale_price_paise", "p.active", "i.quantity"])
        .where(
          "i.subscription_id",
          "in",
          rows.map((r) => r.id),
        )
        .orderBy("i.created_at")
        .execute()
    : [];
  return rows.map((row) => {
    const own = items.filter((i) => i.subscription_id === row.id);
    const amount =
      row.announced_paise ?? own.filter((i) => i.active).reduce((sum, i) => sum + subscriptionPrice(i.sale_price_paise, row.discount_percent) * i.quantity, 0);
    return {
      id: row.id,
      customer: { name: `${row.first_name} ${row.last_name}`.trim(), phoneNumber: maskedPhone(row.phone_number) },
      state: row.state,
      pauseReason: row.pause_reason,
      intervalWeeks: row.interval_weeks,
      paymentType: row.payment_type,
      items: own.map((i) => ({ productName: i.name, quantity: i.quantity })),
      nextDueOn: row.next_due_on,
      chargeAt: row.charge_after?.toISOString() ?? null,
      amount: paiseToRupees(amount),
      mandateState: row.mandate_state,
      lastFailure: row.last_state === "failed" || row.last_state === "missed" ? { dueOn: row.last_due_on!, reason: row.failure_reason ?? "" } : null,
    };
  });
}
