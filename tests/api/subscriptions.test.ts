import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayOfNumber, indiaDayNumber } from "../../domain/shared/dates";
import { subscriptionPrice, weeksAfter } from "../../domain/subscriptions/schedule";
import { body, operatorCall, startApi, type Harness } from "./harness";
import { caller, startSmsGateway, type SmsGateway } from "./sms-gateway";
import { locatedCall, shopperWithAddress } from "./shoppers";

/**
 * Subscriptions paid in cash on delivery (docs/product.md#subscriptions): subscribing orders the first
 * delivery at the subscription price; the pass announces each later delivery once and orders it once,
 * however many passes run at once; skip, pause, resume, changes and cancel; another customer's id is not
 * found. (UPI AutoPay's mandate and debits: subscription-mandates.test.ts.)
 */
let api: Harness;
let sms: SmsGateway;
let call: ReturnType<typeof caller>;
let operator: ReturnType<typeof operatorCall>;

const GEL = "Lemon-Dishwash-Gel-500-ml";
const TOILET = "Thick-Toilet-Cleaner-500-ml";
const today = () => dayOfNumber(indiaDayNumber(new Date()));

/** A new customer with an address, and their calls. */
async function shopper(phone: string) {
  const who = await shopperWithAddress(api, sms, phone);
  const as = (path: string, payload?: object) => call(payload ? "POST" : "GET", path, payload, { token: who.token });
  const subscribe = (payload: object) =>
    as("api/customer/subscribe", { paymentType: "COD", addressId: who.addressId, quantity: 1, intervalWeeks: 4, ...payload });
  const change = (payload: object) => as("api/customer/changeSubscription", payload);
  const list = async () => body(await as("api/customer/getSubscriptions")).data.list as Subscription[];
  const notices = () => api.db.selectFrom("notification").select(["title", "body", "link"]).where("customer_id", "=", who.id).orderBy("id").execute();
  const orders = () =>
    api.db.selectFrom("customer_order").select(["order_number", "total_paise", "payment_type"]).where("customer_id", "=", who.id).orderBy("id").execute();
  return { ...who, as, subscribe, change, list, notices, orders };
}
type Subscription = {
  id: string;
  state: string;
  nextDueOn: string;
  nextAmount: number;
  intervalWeeks: number;
  noticeSent: boolean;
  items: { product: { id: string }; quantity: number }[];
};

const pass = (asOf: string) => operator("api/admin/runSubscriptions", { asOf });
const priceOf = async (productId: string) =>
  (await api.db.selectFrom("product").select("sale_price_paise").where("public_id", "=", productId).executeTakeFirstOrThrow()).sale_price_paise;
/** The day `days` before a day. */
const daysBefore = (day: string, days: number) => dayOfNumber(indiaDayNumber(new Date(`${day}T12:00:00+05:30`)) - days);
/** A moment in India on a day ("2027-01-15", "08:00"). */
const at = (day: string, time: string) => `${day}T${time}:00+05:30`;

beforeAll(async () => {
  sms = await startSmsGateway();
  api = await startApi({ ...sms.env, SUBSCRIPTION_INTERVAL_MS: "3600000", OTP_MAX_PER_IP_PER_HOUR: "1000" });
  call = caller(api);
  operator = operatorCall(api);
});
afterAll(async () => {
  await api.close();
  await sms.close();
});

describe("subscribing", () => {
  it("orders the first delivery now at the subscription price and plans the next one interval on", async () => {
    const asha = await shopper("9855520001");
    const subscribed = await asha.subscribe({ productId: GEL, quantity: 2, intervalWeeks: 4 });
    expect(subscribed.statusCode).toBe(200);
    const { subscription, orderId, checkout } = body(subscribed).data;
    expect(checkout).toBeNull();
    expect(subscription).toMatchObject({
      state: "active",
      intervalWeeks: 4,
      paymentType: "COD",
      discountPercent: 5,
      nextDueOn: weeksAfter(today(), 4),
      firstOrderId: orderId,
    });
    const unit = subscriptionPrice(await priceOf(GEL), 5);
    expect(subscription.nextAmount).toBe((unit * 2) / 100);
    expect(await asha.orders()).toEqual([{ order_number: orderId, total_paise: unit * 2, payment_type: "COD" }]);
    // The cart was not used.
    expect(await api.db.selectFrom("cart_line").select("product_id").where("customer_id", "=", asha.id).execute()).toEqual([]);
  });

  it("offers the discount on the product's page", async () => {
    const details = body(await locatedCall(api)(`auth/customer/getProductDetails?id=${GEL}`, null)).data;
    expect(details.subscribe).toEqual({ discountPercent: 5, intervalWeeks: expect.any(Number), unitPrice: subscriptionPrice(await priceOf(GEL), 5) / 100 });
  });

  it("makes one subscription of a double submit, and refuses a second of the same product", async () => {
    const ravi = await shopper("9855520002");
    const both = await Promise.all([ravi.subscribe({ productId: GEL }), ravi.subscribe({ productId: GEL })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await ravi.list()).toHaveLength(1);
    expect(await ravi.orders()).toHaveLength(1);
  });

  it("adds a second product to a subscription in one step, on its schedule, without ordering it now", async () => {
    const meena = await shopper("9855520003");
    const first = body(await meena.subscribe({ productId: GEL })).data.subscription;
    const added = await meena.as("api/customer/subscribe", { productId: TOILET, quantity: 3, subscriptionId: first.id });
    expect(added.statusCode).toBe(200);
    expect(body(added).data.orderId).toBeNull();
    const [only] = await meena.list();
    expect(only.items.map((i) => [i.product.id, i.quantity])).toEqual([
      [GEL, 1],
      [TOILET, 3],
    ]);
    expect(only.nextDueOn).toBe(first.nextDueOn);
    expect(await meena.orders()).toHaveLength(1);
  });

  it("refuses bad input with a message under the field, and changes nothing", async () => {
    const kiran = await shopper("9855520004");
    for (const [payload, field] of [
      [{ productId: GEL, intervalWeeks: 5 }, "intervalWeeks"],
      [{ productId: GEL, quantity: 11 }, "quantity"],
      [{ productId: GEL, quantity: "lots" }, "quantity"],
      [{ productId: "../../etc/passwd" }, "productId"],
      [{ productId: GEL, paymentType: "cheque" }, "paymentType"],
    ] as const) {
      const refused = await kiran.subscribe(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(body(refused).error.fields ?? {})).toContain(field);
    }
    expect((await kiran.subscribe({ productId: "No-Such-Product" })).statusCode).toBe(404);
    expect(await kiran.list()).toEqual([]);
    expect(await kiran.orders()).toEqual([]);
  });

  it("keeps another customer's subscription and address out of reach: 404", async () => {
    const owner = await shopper("9855520005");
    const other = await shopper("9855520006");
    const mine = body(await owner.subscribe({ productId: GEL })).data.subscription;
    expect((await other.subscribe({ productId: TOILET, addressId: owner.addressId })).statusCode).toBe(404);
    expect((await other.as("api/customer/subscribe", { productId: TOILET, quantity: 1, subscriptionId: mine.id })).statusCode).toBe(404);
    for (const intent of ["skip", "pause", "cancel"]) expect((await other.change({ intent, subscriptionId: mine.id })).statusCode).toBe(404);
    expect(await other.list()).toEqual([]);
    expect((await owner.list())[0].state).toBe("active");
  });
});

describe("the pass", () => {
  it("announces a delivery 48 hours ahead once, then orders it once under two passes at the same time", async () => {
    const asha = await shopper("9855520011");
    const { subscription } = body(await asha.subscribe({ productId: GEL, intervalWeeks: 2 })).data;
    const due = subscription.nextDueOn as string;
    const before = (await asha.notices()).length;

    // Three days ahead: nothing yet. Two days ahead at 10:00: announced, not yet charged.
    await pass(at(daysBefore(due, 3), "10:00"));
    expect((await asha.list())[0].noticeSent).toBe(false);
    await Promise.all([pass(at(daysBefore(due, 2), "10:00")), pass(at(daysBefore(due, 2), "10:00"))]);
    const notices = (await asha.notices()).slice(before);
    expect(notices.filter((n) => n.title.startsWith("Your next delivery"))).toHaveLength(1);
    expect(notices[notices.length - 1]).toMatchObject({ link: "/my_subscriptions" });
    expect(notices[notices.length - 1].body).toContain("Please confirm it on My subscriptions");
    expect((await asha.list())[0]).toMatchObject({ noticeSent: true, confirmNeeded: true });
    expect(await asha.orders()).toHaveLength(1);
    expect(body(await asha.change({ intent: "confirm", subscriptionId: subscription.id })).data.confirmNeeded).toBe(false);

    await Promise.all([pass(at(due, "10:00")), pass(at(due, "10:00"))]);
    await pass(at(due, "11:00"));
    const orders = await asha.orders();
    expect(orders).toHaveLength(2);
    expect(orders[1].total_paise).toBe(subscriptionPrice(await priceOf(GEL), 5));
    const [after] = await asha.list();
    expect(after.nextDueOn).toBe(weeksAfter(due, 2));
    expect(after.noticeSent).toBe(false);
  });

  it("skips a cash delivery the shopper did not confirm, and says so; nothing to confirm before the notice", async () => {
    const kiran = await shopper("9855520013");
    const { subscription } = body(await kiran.subscribe({ productId: GEL, intervalWeeks: 1 })).data;
    expect((await kiran.change({ intent: "confirm", subscriptionId: subscription.id })).statusCode).toBe(409);
    const due = subscription.nextDueOn as string;
    await pass(at(daysBefore(due, 1), "10:00"));
    await pass(at(due, "10:30"));
    expect(await kiran.orders()).toHaveLength(1);
    expect((await kiran.notices()).filter((n) => n.title.endsWith("is skipped") && n.body.startsWith("You did not confirm"))).toHaveLength(1);
    expect((await kiran.list())[0]).toMatchObject({ state: "active", nextDueOn: weeksAfter(due, 1), confirmNeeded: false });
  });

  it("leaves out a product no longer sold, tells the shopper, and delivers the rest", async () => {
    const ravi = await shopper("9855520012");
    const product = "Aloe-Vera-Hand-Wash-250-ml";
    const { subscription } = body(await ravi.subscribe({ productId: GEL })).data;
    await ravi.as("api/customer/subscribe", { productId: product, quantity: 1, subscriptionId: subscription.id });
    await api.db.updateTable("product").set({ active: false }).where("public_id", "=", product).execute();
    try {
      const due = subscription.nextDueOn as string;
      await pass(at(daysBefore(due, 1), "10:00"));
      expect((await ravi.notices()).map((n) => n.title)).toContain("Left out of your next delivery");
      await ravi.change({ intent: "confirm", subscriptionId: subscription.id });
      await pass(at(due, "10:30"));
      const lines = await api.db
        .selectFrom("order_line")
        .innerJoin("customer_order", "customer_order.id", "order_line.order_id")
        .select("order_line.public_id")
        .where("customer_order.customer_id", "=", ravi.id)
        .execute();
      expect(lines.map((l) => l.public_id).sort()).toEqual([GEL, GEL]);
      expect((await ravi.list())[0].items.map((i) => i.product.id)).toEqual([GEL, product]);
    } finally {
      await api.db.updateTable("product").set({ active: true }).where("public_id", "=", product).execute();
    }
  });
});

describe("managing a subscription", () => {
  it("skips the announced delivery: no order, the next one an interval on", async () => {
    const asha = await shopper("9855520021");
    const { subscription } = body(await asha.subscribe({ productId: GEL, intervalWeeks: 3 })).data;
    const due = subscription.nextDueOn as string;
    await pass(at(daysBefore(due, 1), "12:00"));
    const skipped = await asha.change({ intent: "skip", subscriptionId: subscription.id });
    expect(skipped.statusCode).toBe(200);
    expect(body(skipped).data).toMatchObject({ nextDueOn: weeksAfter(due, 3), noticeSent: false });
    await pass(at(due, "12:00"));
    expect(await asha.orders()).toHaveLength(1);
  });

  it("pauses (nothing announced or ordered) and resumes no sooner than a day's notice allows", async () => {
    const ravi = await shopper("9855520022");
    const { subscription } = body(await ravi.subscribe({ productId: GEL, intervalWeeks: 1 })).data;
    expect(body(await ravi.change({ intent: "pause", subscriptionId: subscription.id })).data).toMatchObject({ state: "paused", pauseReason: "shopper" });
    expect((await ravi.change({ intent: "pause", subscriptionId: subscription.id })).statusCode).toBe(409);
    await pass(at(subscription.nextDueOn, "12:00"));
    expect(await ravi.orders()).toHaveLength(1);
    const resumed = body(await ravi.change({ intent: "resume", subscriptionId: subscription.id })).data;
    expect(resumed.state).toBe("active");
    expect(resumed.nextDueOn >= weeksAfter(today(), 0)).toBe(true);
  });

  it("announces and orders a delivery again once a subscription paused after its notice resumes", async () => {
    const lata = await shopper("9855520026");
    const { subscription } = body(await lata.subscribe({ productId: GEL, intervalWeeks: 2 })).data;
    const due = subscription.nextDueOn as string;
    await pass(at(daysBefore(due, 1), "11:00"));
    await lata.change({ intent: "pause", subscriptionId: subscription.id });
    expect(body(await lata.change({ intent: "resume", subscriptionId: subscription.id })).data).toMatchObject({
      state: "active",
      nextDueOn: due,
      noticeSent: false,
    });
    await pass(at(daysBefore(due, 1), "12:00"));
    expect((await lata.list())[0]).toMatchObject({ noticeSent: true, confirmNeeded: true });
    await lata.change({ intent: "confirm", subscriptionId: subscription.id });
    await pass(at(due, "12:00"));
    expect(await lata.orders()).toHaveLength(2);
    expect((await lata.list())[0].nextDueOn).toBe(weeksAfter(due, 2));
  });

  it("applies a change made after the notice from the delivery after, and says so", async () => {
    const meena = await shopper("9855520023");
    const { subscription } = body(await meena.subscribe({ productId: GEL, intervalWeeks: 2 })).data;
    const due = subscription.nextDueOn as string;
    await pass(at(daysBefore(due, 1), "12:00"));
    const changed = body(await meena.change({ intent: "quantity", subscriptionId: subscription.id, productId: GEL, quantity: 3 })).data;
    expect(changed).toMatchObject({ noticeSent: true });
    expect(body(await meena.change({ intent: "interval", subscriptionId: subscription.id, intervalWeeks: 6 })).data.intervalWeeks).toBe(6);
    await meena.change({ intent: "confirm", subscriptionId: subscription.id });
    await pass(at(due, "12:00"));
    const orders = await meena.orders();
    expect(orders[1].total_paise).toBe(subscriptionPrice(await priceOf(GEL), 5)); // as announced: one unit
    const [after] = await meena.list();
    expect(after.nextDueOn).toBe(weeksAfter(due, 6));
    expect(after.nextAmount).toBe((subscriptionPrice(await priceOf(GEL), 5) * 3) / 100);
  });

  it("refuses a quantity out of range or the last product's removal with a message, and changes nothing", async () => {
    const kiran = await shopper("9855520024");
    const { subscription } = body(await kiran.subscribe({ productId: GEL })).data;
    expect((await kiran.change({ intent: "quantity", subscriptionId: subscription.id, productId: GEL, quantity: 11 })).statusCode).toBe(400);
    expect((await kiran.change({ intent: "interval", subscriptionId: subscription.id, intervalWeeks: 0 })).statusCode).toBe(400);
    expect((await kiran.change({ intent: "quantity", subscriptionId: subscription.id, productId: GEL, quantity: 0 })).statusCode).toBe(409);
    const [same] = await kiran.list();
    expect(same).toMatchObject({ intervalWeeks: 4, items: [{ quantity: 1 }] });
  });

  it("cancels for good: the announced delivery is called off and no change is taken after", async () => {
    const asha = await shopper("9855520025");
    const { subscription } = body(await asha.subscribe({ productId: GEL, intervalWeeks: 1 })).data;
    const due = subscription.nextDueOn as string;
    await pass(at(daysBefore(due, 1), "12:00"));
    expect(body(await asha.change({ intent: "cancel", subscriptionId: subscription.id })).data.state).toBe("cancelled");
    await pass(at(due, "12:00"));
    expect(await asha.orders()).toHaveLength(1);
    expect((await asha.change({ intent: "resume", subscriptionId: subscription.id })).statusCode).toBe(409);
    // Subscribing to the product again is a new subscription.
    expect((await asha.subscribe({ productId: GEL })).statusCode).toBe(200);
  });
});

describe("refill reminders", () => {
  it("wait while the product comes by subscription, and go out once it stops", async () => {
    const asha = await shopper("9855520041");
    const { subscription, orderId } = body(await asha.subscribe({ productId: GEL })).data;
    for (const status of ["accepted", "on-the-way", "delivered"])
      expect((await operator("api/admin/updateOrderStatus", { orderId, status })).statusCode).toBe(200);
    const reminder = await api.db
      .selectFrom("refill_reminder")
      .select(sql<string>`due_on::text`.as("due_on"))
      .where("customer_id", "=", asha.id)
      .executeTakeFirstOrThrow();
    const remind = () => operator("api/admin/runRefillReminders", { asOf: reminder.due_on });
    const reminded = async () => (await asha.notices()).filter((n) => n.link === `/refill/${GEL}`);
    await remind();
    expect(await reminded()).toEqual([]);
    await asha.change({ intent: "cancel", subscriptionId: subscription.id });
    await remind();
    expect(await reminded()).toHaveLength(1);
  });
});

describe("operators", () => {
  /** An operator of a role, signed in as the console signs in. */
  async function operatorOf(role: string, phoneNumber: string) {
    expect((await operator("api/admin/addOperator", { phoneNumber, name: `${role} person`, role })).statusCode).toBe(200);
    await call("POST", "auth/operator/sendOtp", { phoneNumber });
    const signedIn = await call("POST", "auth/operator/verifyOtp", { phoneNumber, otp: sms.lastCode(phoneNumber) });
    return body(signedIn).data.token as string;
  }

  it("list subscriptions with the shopper's masked number, the announced charge and the last failure", async () => {
    const asha = await shopper("9855520031");
    const { subscription } = body(await asha.subscribe({ productId: GEL, intervalWeeks: 2 })).data;
    const due = subscription.nextDueOn as string;
    await pass(at(daysBefore(due, 1), "12:00"));
    await asha.change({ intent: "confirm", subscriptionId: subscription.id });
    // The address is gone by the charge: the delivery cannot be placed.
    await api.db.updateTable("subscription_cycle").set({ address_id: null }).where("subscription_id", "=", subscription.id).execute();
    await pass(at(due, "12:00"));
    const support = await operatorOf("support", "9755520031");
    const failed = body(await operator("api/admin/listSubscriptions?state=failed", undefined, support)).data.list;
    const row = failed.find((s: { id: string }) => s.id === subscription.id);
    expect(row).toMatchObject({ customer: { phoneNumber: "98******31" }, state: "active", lastFailure: { dueOn: due, reason: expect.any(String) } });
    expect((await operator("api/admin/listSubscriptions?state=everything", undefined, support)).statusCode).toBe(400);
    expect((await asha.notices()).filter((n) => n.title.endsWith("could not be placed"))).toHaveLength(1);
  });

  it("pause and cancel one, audited; a catalogue operator may not", async () => {
    const ravi = await shopper("9855520032");
    const { subscription } = body(await ravi.subscribe({ productId: GEL })).data;
    const support = await operatorOf("support", "9755520032");
    const catalogue = await operatorOf("catalogue", "9755520033");
    expect((await operator("api/admin/changeSubscription", { intent: "pause", subscriptionId: subscription.id }, catalogue)).statusCode).toBe(403);
    const paused = await operator("api/admin/changeSubscription", { intent: "pause", subscriptionId: subscription.id }, support);
    expect(body(paused).data).toMatchObject({ state: "paused", pauseReason: "operator" });
    expect((await ravi.list())[0]).toMatchObject({ state: "paused", pauseReason: "operator" });
    expect((await operator("api/admin/changeSubscription", { intent: "cancel", subscriptionId: subscription.id }, support)).statusCode).toBe(200);
    const audit = body(await operator(`api/admin/listAudit?entityType=subscription&entityId=${subscription.id}`)).data.list;
    expect(audit.map((a: { action: string; actor: string }) => [a.action, a.actor])).toEqual([
      ["subscription.cancel", "support person"],
      ["subscription.pause", "support person"],
    ]);
    expect((await operator("api/admin/changeSubscription", { intent: "pause", subscriptionId: "999999" }, support)).statusCode).toBe(404);
  });

  it("the owner sets the discount new subscriptions take, audited; existing ones keep theirs", async () => {
    const before = await shopper("9855520034");
    const kept = body(await before.subscribe({ productId: GEL })).data.subscription;
    const support = await operatorOf("support", "9755520034");
    expect((await operator("api/admin/setSubscriptionDiscount", { discountPercent: 7 }, support)).statusCode).toBe(403);
    expect((await operator("api/admin/setSubscriptionDiscount", { discountPercent: 51 })).statusCode).toBe(400);
    try {
      expect(body(await operator("api/admin/setSubscriptionDiscount", { discountPercent: 7 })).data).toEqual({ discountPercent: 7 });
      const details = body(await locatedCall(api)(`auth/customer/getProductDetails?id=${GEL}`, null)).data;
      expect(details.subscribe).toMatchObject({ discountPercent: 7, unitPrice: subscriptionPrice(await priceOf(GEL), 7) / 100 });
      const after = await shopper("9855520035");
      expect(body(await after.subscribe({ productId: GEL })).data.subscription.discountPercent).toBe(7);
      expect((await before.list())[0]).toMatchObject({ id: kept.id, discountPercent: 5 });
      const audit = body(await operator("api/admin/listAudit?entityType=setting&entityId=subscription_discount")).data.list;
      expect(audit[0]).toMatchObject({ action: "subscription.discount", before: { discountPercent: 5 }, after: { discountPercent: 7 } });
    } finally {
      await operator("api/admin/setSubscriptionDiscount", { discountPercent: 5 });
    }
  });
});
