import { sql } from "kysely";
import { formatRupees, paiseToRupees } from "@domain/shared/money";
import { SUBSCRIPTIONS_PATH, chargeAfter, lastNoticeDay, isCyclePast, subscriptionPrice, withinMandate } from "@domain/subscriptions/schedule";
import type { Db } from "../../db";
import type { CycleItem } from "../../db/schema";
import type { Courier } from "../delivery/couriers/courier";
import { DomainError } from "../errors";
import { notify } from "../notifications/notifications";
import { placeOrderOf } from "../orders/orders";
import type { PaymentGateway } from "../payments/gateway";
import { startPeriodicPass, type PeriodicOptions } from "../periodic";
import { NOT_CHARGED, dueWords } from "./mandates";
import { subscriptionBasket } from "./subscriptions";

/**
 * The subscriptions pass (the worker every few minutes; `npm run admin -- subscriptions run --as-of`).
 * First it announces each active subscription's next delivery whose charge is within 48 hours: one
 * cycle row per subscription and due day, written with its notice in one transaction, so a cycle is
 * announced once however many passes run. Then it charges the cycles whose time has come: each is
 * claimed (noticed → charging) before anything leaves the database, its order is placed under a key made
 * of the subscription and the day (a pass that dies half-way and is run again finds the same order), and
 * an online one is debited against the mandate's token once. Every outcome moves the subscription's next
 * delivery on by its interval.
 */

const BATCH = 200;
/** A cycle left charging this long was claimed by a pass that died: the next pass finishes it. */
const STALE_CLAIM_MS = 15 * 60_000;

type PassResult = { noticed: number; ordered: number; failed: number };

/** Announces the deliveries due soon, in batches; answers how many. */
async function announce(db: Db, asOf: Date): Promise<number> {
  let noticed = 0;
  for (;;) {
    const claimed = await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{
        id: string;
        customer_id: string;
        language: string;
        next_due_on: string;
        payment_type: string;
        discount_percent: number;
        address_id: string | null;
      }>`
        select s.id, s.customer_id, c.language, s.next_due_on::text as next_due_on, s.payment_type, s.discount_percent, s.address_id
        from subscription s join customer c on c.id = s.customer_id
        where s.state = 'active' and s.next_due_on <= ${lastNoticeDay(asOf)}::date
          and not exists (select 1 from subscription_cycle c where c.subscription_id = s.id and c.due_on = s.next_due_on)
        order by s.next_due_on, s.id
        limit ${BATCH}
        for update of s skip locked`.execute(trx);
      for (const subscription of rows) {
        const items = await trx
          .selectFrom("subscription_item as i")
          .innerJoin("product as p", "p.id", "i.product_id")
          .select(["p.public_id", "p.name", "p.active", "p.stock", "p.sale_price_paise", "i.quantity"])
          .where("i.subscription_id", "=", subscription.id)
          .orderBy("i.created_at")
          .execute();
        const delivered = items.filter((item) => item.active && item.stock >= item.quantity);
        const leftOut = items.filter((item) => !delivered.includes(item)).map((item) => item.name);
        const amount = delivered.reduce((sum, item) => sum + subscriptionPrice(item.sale_price_paise, subscription.discount_percent) * item.quantity, 0);
        const cycleItems: CycleItem[] = delivered.map((item) => ({ productId: item.public_id, quantity: item.quantity }));
        await trx
          .insertInto("subscription_cycle")
          .values({
            subscription_id: subscription.id,
            due_on: subscription.next_due_on,
            state: delivered.length ? "noticed" : "skipped",
            amount_paise: amount,
            items: JSON.stringify(cycleItems),
            address_id: subscription.address_id,
            notice_sent_at: asOf,
            charge_after: chargeAfter(subscription.next_due_on, asOf),
            failure_reason: delivered.length ? null : "Nothing to deliver: every product is out of stock or no longer sold",
          })
          .execute();
        const params = {
          date: dueWords(subscription.next_due_on, subscription.language),
          amount: formatRupees(paiseToRupees(amount)),
          products: leftOut.join(", "),
        };
        if (!delivered.length) {
          await advance(trx, subscription.id, subscription.next_due_on);
          await notify(trx, subscription.customer_id, {
            title: "Your delivery of {date} is skipped",
            body: "{products}: out of stock or no longer sold, so there is nothing to deliver this time. Your next delivery is planned as usual.",
            params,
            link: SUBSCRIPTIONS_PATH,
          });
        } else {
          await notify(trx, subscription.customer_id, {
            title: "Your next delivery: {date}",
            body:
              subscription.payment_type === "online"
                ? "We will charge {amount} by UPI AutoPay on {date} and send your subscription. To skip this delivery or change it, open My subscriptions."
                : "Your subscription of {amount} will be placed on {date}, to pay in cash on delivery. Please confirm it on My subscriptions, or it will be skipped.",
            params,
            // An online delivery's notice opens on skipping it (or changing it instead); a cash one's on confirming it.
            link: subscription.payment_type === "online" ? `${SUBSCRIPTIONS_PATH}?skip=${subscription.id}` : SUBSCRIPTIONS_PATH,
          });
          if (leftOut.length) {
            await notify(trx, subscription.customer_id, {
              title: "Left out of your next delivery",
              body: "{products}: out of stock or no longer sold, so it is left out of this delivery. The rest comes as planned.",
              params,
              link: SUBSCRIPTIONS_PATH,
            });
          }
        }
      }
      return rows.length;
    });
    noticed += claimed;
    if (claimed < BATCH) return noticed;
  }
}

/** The subscription's next delivery, one interval after the cycle's (at the interval it has now). */
async function advance(trx: Db, subscriptionId: string, dueOn: string) {
  await sql`
    update subscription set next_due_on = ${dueOn}::date + interval_weeks * 7, updated_at = now()
    where id = ${subscriptionId} and next_due_on = ${dueOn}::date`.execute(trx);
}

type Claimed = {
  id: string;
  subscription_id: string;
  due_on: string;
  amount_paise: number;
  items: CycleItem[];
  address_id: string | null;
  confirmed_at: Date | null;
};

/** Claims the cycles whose charge is due (and those a dead pass left), each by one pass. */
async function claim(db: Db, asOf: Date): Promise<Claimed[]> {
  const { rows } = await sql<Claimed>`
    update subscription_cycle c set state = 'charging', updated_at = now()
    where c.id in (
      select id from subscription_cycle
      where (state = 'noticed' and charge_after <= ${asOf}) or (state = 'charging' and updated_at < ${new Date(Date.now() - STALE_CLAIM_MS)})
      order by charge_after, id
      limit ${BATCH}
      for update skip locked)
    returning c.id, c.subscription_id, c.due_on::text as due_on, c.amount_paise, c.items, c.address_id, c.confirmed_at`.execute(db);
  return rows;
}

/** Ends a cycle (ordered or failed) and moves its subscription on, telling the shopper of a failure. */
async function settle(
  db: Db,
  cycle: Claimed,
  customer: { customer_id: string; language: string },
  outcome: { orderId?: string; failure?: string; skipped?: string; notice?: { title: string; body: string } },
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("subscription_cycle")
      .set({
        state: outcome.skipped ? "skipped" : outcome.failure ? (outcome.orderId ? "failed" : "missed") : "ordered",
        order_id: outcome.orderId ?? null,
        failure_reason: outcome.skipped ?? outcome.failure ?? null,
        updated_at: new Date(),
      })
      .where("id", "=", cycle.id)
      .execute();
    await advance(trx, cycle.subscription_id, cycle.due_on);
    if (outcome.notice) {
      await notify(trx, customer.customer_id, {
        ...outcome.notice,
        params: { date: dueWords(cycle.due_on, customer.language), amount: formatRupees(paiseToRupees(cycle.amount_paise)) },
        link: SUBSCRIPTIONS_PATH,
      });
    }
  });
}

const NOT_CONFIRMED = {
  title: "Your delivery of {date} is skipped",
  body: "You did not confirm this cash on delivery, so it is not sent. Your next delivery is planned as usual.",
};
const NOT_PLACED = {
  title: "Your delivery of {date} could not be placed",
  body: "We could not place your subscription's delivery of {date}. Open My subscriptions to check its address and products.",
};

/** Orders one claimed cycle and, online, debits it against the mandate once. */
async function charge(db: Db, gateway: PaymentGateway, courier: Courier, cycle: Claimed, asOf: Date): Promise<"ordered" | "failed"> {
  const subscription = await db
    .selectFrom("subscription as s")
    .innerJoin("customer as c", "c.id", "s.customer_id")
    .leftJoin("subscription_mandate as m", "m.id", "s.mandate_id")
    .select([
      "s.customer_id",
      "c.language",
      "s.state",
      "s.interval_weeks",
      "s.payment_type",
      "s.discount_percent",
      "c.phone_number",
      "c.email",
      "m.state as mandate_state",
      "m.token_id",
      "m.gateway_customer_id",
      "m.max_amount_paise",
    ])
    .where("s.id", "=", cycle.subscription_id)
    .executeTakeFirstOrThrow();
  if (subscription.state !== "active") {
    // Paused (by the bank) or cancelled since its notice: nothing is charged, and the day is announced
    // again if the subscription resumes, as a pause by the shopper leaves it.
    await db.deleteFrom("subscription_cycle").where("id", "=", cycle.id).execute();
    return "failed";
  }
  if (isCyclePast(cycle.due_on, subscription.interval_weeks, asOf)) {
    await settle(db, cycle, subscription, { failure: "Not charged before the cycle's last day", notice: NOT_PLACED });
    return "failed";
  }
  const online = subscription.payment_type === "online";
  if (!online && !cycle.confirmed_at) {
    await settle(db, cycle, subscription, { skipped: "Not confirmed", notice: NOT_CONFIRMED });
    return "failed";
  }
  const mandateReady = subscription.mandate_state === "confirmed" && subscription.token_id && subscription.gateway_customer_id;
  if (online && (!mandateReady || !withinMandate(cycle.amount_paise, subscription.max_amount_paise ?? 0))) {
    await settle(db, cycle, subscription, {
      failure: mandateReady ? "Above the mandate's limit" : "The mandate is not confirmed",
      notice: NOT_PLACED,
    });
    return "failed";
  }
  const weights = await db
    .selectFrom("product")
    .select(["public_id", "shipping_weight_g"])
    .where(
      "public_id",
      "in",
      cycle.items.map((i) => i.productId),
    )
    .execute();
  let orderNumber: string;
  try {
    const placed = await placeOrderOf(
      db,
      courier,
      subscription.customer_id,
      { addressId: cycle.address_id ?? "0", paymentType: subscription.payment_type, idempotencyKey: `subscription-${cycle.subscription_id}-${cycle.due_on}` },
      subscriptionBasket(
        cycle.items.map((item) => ({ ...item, weightGrams: weights.find((w) => w.public_id === item.productId)?.shipping_weight_g ?? 0 })),
        subscription.discount_percent,
      ),
    );
    orderNumber = placed.orderNumber;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    await settle(db, cycle, subscription, { failure: error.message.slice(0, 500), notice: NOT_PLACED });
    return "failed";
  }
  const order = await db.selectFrom("customer_order").select(["id", "total_paise"]).where("order_number", "=", orderNumber).executeTakeFirstOrThrow();
  if (!online) {
    await settle(db, cycle, subscription, { orderId: order.id });
    return "ordered";
  }
  // One debit per cycle: a pass finishing a dead one's claim finds the attempt it made and waits for its outcome.
  const attempted = await db.selectFrom("payment").select("id").where("order_id", "=", order.id).executeTakeFirst();
  if (!attempted) {
    try {
      const gatewayOrder = await gateway.createOrder({
        amountPaise: order.total_paise,
        receipt: orderNumber,
        notes: { order_number: orderNumber, subscription: cycle.subscription_id },
      });
      await db
        .insertInto("payment")
        .values({ order_id: order.id, provider: gateway.provider, provider_order_id: gatewayOrder.id, amount_paise: gatewayOrder.amountPaise })
        .execute();
      await gateway.recurring.chargeRecurring({
        customerId: subscription.gateway_customer_id!,
        tokenId: subscription.token_id!,
        orderId: gatewayOrder.id,
        amountPaise: gatewayOrder.amountPaise,
        contact: `+91${subscription.phone_number}`,
        email: subscription.email,
        receipt: orderNumber,
        notes: { order_number: orderNumber },
      });
    } catch (error) {
      await settle(db, cycle, subscription, { orderId: order.id, failure: String((error as Error).message).slice(0, 500), notice: NOT_CHARGED });
      return "failed";
    }
  }
  await settle(db, cycle, subscription, { orderId: order.id });
  return "ordered";
}

/** One pass as of a moment: announces, then charges and orders what is due. */
export async function runSubscriptionPass(db: Db, gateway: PaymentGateway, courier: Courier, asOf: Date): Promise<PassResult> {
  const result: PassResult = { noticed: await announce(db, asOf), ordered: 0, failed: 0 };
  for (;;) {
    const cycles = await claim(db, asOf);
    for (const cycle of cycles) result[await charge(db, gateway, courier, cycle, asOf)]++;
    if (cycles.length < BATCH) return result;
  }
}

/** The subscriptions pass, once a period across every process that runs background work. */
export const startSubscriptionWorker = (db: Db, gateway: PaymentGateway, courier: Courier, options: PeriodicOptions) =>
  startPeriodicPass(
    db,
    "subscriptions",
    async () => {
      const result = await runSubscriptionPass(db, gateway, courier, new Date());
      if (result.noticed || result.ordered || result.failed) options.log.info(result, "subscriptions pass");
    },
    options,
  );
