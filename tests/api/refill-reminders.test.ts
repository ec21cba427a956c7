import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayAfter, reminderDay } from "../../domain/refills/reminders";
import { body, operatorCall, startApi, type Harness } from "./harness";
import { startSmsGateway, type SmsGateway } from "./sms-gateway";
import { locatedCall, placeCodOrder, shopperWithAddress } from "./shoppers";

/**
 * Refill reminders (docs/product.md#refill-reminders, #my-refills): a delivered line is due when its
 * units are used up; the pass reminds once, in the shopper's waking hours, unless they ordered it (or
 * its pair) again; the shopper snoozes or stops reminders; the reminder's link puts the refill in the cart.
 */
let api: Harness;
let sms: SmsGateway;
let located: ReturnType<typeof locatedCall>;
let operator: ReturnType<typeof operatorCall>;

const GEL = "Lemon-Dishwash-Gel-500-ml"; // 30 days a unit
const GEL_REFILL = "Lemon-Dishwash-Gel-Refill-1-L";
const TOILET = "Thick-Toilet-Cleaner-500-ml"; // 30 days a unit
const HAND_WASH = "Aloe-Vera-Hand-Wash-250-ml"; // 25 days a unit

/** A new customer with an address; `order` places a cash-on-delivery order of these products. */
async function shopper(phone: string) {
  const who = await shopperWithAddress(api, sms, phone);
  let orders = 0;
  const order = (items: Record<string, number>) => placeCodOrder(api, who, items, `reminders-${phone}-${++orders}-0123456789`);
  /** Places an order and has an operator deliver it. */
  const delivered = async (items: Record<string, number>) => {
    const orderId = await order(items);
    for (const status of ["accepted", "on-the-way", "delivered"])
      expect((await operator("api/admin/updateOrderStatus", { orderId, status })).statusCode).toBe(200);
    return orderId;
  };
  const refills = async () => body(await located("api/customer/getRefillList", null, who.token)).data.list as RefillItem[];
  const reminders = async () =>
    api.db
      .selectFrom("notification")
      .select(["title", "body", "link", "kind"])
      .where("customer_id", "=", who.id)
      .where("kind", "=", "refill-reminders")
      .execute();
  return { ...who, order, delivered, refills, reminders };
}
type RefillItem = { reminderId: string; product: { id: string }; state: string; dueOn: string; orderId: string };

const pass = (asOf?: string) => operator("api/admin/runRefillReminders", asOf ? { asOf } : {});
const today = () => reminderDay(new Date());

beforeAll(async () => {
  sms = await startSmsGateway();
  api = await startApi({ ...sms.env, REFILL_REMINDER_INTERVAL_MS: "3600000" });
  located = locatedCall(api);
  operator = operatorCall(api);
});
afterAll(async () => {
  await api.close();
  await sms.close();
});

describe("due dates", () => {
  it("are set at delivery: India's day of delivery plus the use period for each unit", async () => {
    const asha = await shopper("9855510001");
    const orderId = await asha.order({ [GEL]: 2, [TOILET]: 1 });
    expect(await asha.refills()).toEqual([]);
    for (const status of ["accepted", "on-the-way", "delivered"]) await operator("api/admin/updateOrderStatus", { orderId, status });
    const list = await asha.refills();
    expect(list.map((r) => [r.product.id, r.state, r.dueOn, r.orderId])).toEqual([
      [TOILET, "due", dayAfter(today(), 30), orderId],
      [GEL, "due", dayAfter(today(), 60), orderId],
    ]);
  });
});

describe("the reminder pass", () => {
  it("sends one reminder on the due day, in the shopper's language, with a link to the refill, and never again", async () => {
    const asha = await shopper("9855510002");
    await api.db.updateTable("customer").set({ language: "hi" }).where("id", "=", asha.id).execute();
    await asha.delivered({ [GEL]: 1 });
    const due = dayAfter(today(), 30);

    expect(body(await pass(dayAfter(due, -1))).data.sent.filter((s: { phoneNumber: string }) => s.phoneNumber === "98******02")).toEqual([]);
    expect(await asha.reminders()).toEqual([]);

    const sent = body(await pass(due)).data;
    expect(sent).toMatchObject({ quiet: false });
    expect(sent.sent).toContainEqual({ phoneNumber: "98******02", product: "Lemon Dishwash Gel 500 ml", dueOn: due });
    expect(await asha.reminders()).toEqual([
      {
        title: "नींबू डिशवॉश जेल 500 ml फिर से मँगाने का समय हो गया",
        body: "आपका नींबू डिशवॉश जेल 500 ml अब तक ख़त्म होने को होगा। एक ही क़दम में रीफ़िल अपनी कार्ट में डालने के लिए यह रिमाइंडर खोलें।",
        link: `/refill/${GEL}`,
        kind: "refill-reminders",
      },
    ]);
    expect((await asha.refills())[0]).toMatchObject({ state: "sent", dueOn: due });

    await pass(due);
    await pass(dayAfter(due, 10));
    expect(await asha.reminders()).toHaveLength(1);
  });

  it("sends once when two passes run at the same time", async () => {
    const asha = await shopper("9855510003");
    await asha.delivered({ [TOILET]: 1 });
    const due = dayAfter(today(), 30);
    const [first, second] = await Promise.all([pass(due), pass(due)]);
    const mine = [...body(first).data.sent, ...body(second).data.sent].filter((s: { phoneNumber: string }) => s.phoneNumber === "98******03");
    expect(mine).toEqual([{ phoneNumber: "98******03", product: "Thick Toilet Cleaner 500 ml", dueOn: due }]);
    expect(await asha.reminders()).toHaveLength(1);
  });

  it("skips a product ordered again since, itself or its refill, and a returned order", async () => {
    const asha = await shopper("9855510004");
    await asha.delivered({ [GEL]: 1, [TOILET]: 1, [HAND_WASH]: 1 });
    await asha.order({ [GEL_REFILL]: 1, [TOILET]: 1 });
    const due = dayAfter(today(), 30);
    await pass(due);
    expect((await asha.reminders()).map((r) => r.link)).toEqual([`/refill/${HAND_WASH}`]);
    const states = await api.db
      .selectFrom("refill_reminder")
      .innerJoin("product", "product.id", "refill_reminder.product_id")
      .select(["product.public_id", "refill_reminder.state"])
      .where("refill_reminder.customer_id", "=", asha.id)
      .orderBy("product.public_id")
      .execute();
    expect(states).toEqual([
      { public_id: HAND_WASH, state: "sent" },
      { public_id: GEL, state: "superseded" },
      { public_id: TOILET, state: "superseded" },
    ]);

    const returned = await shopper("9855510005");
    const orderId = await returned.delivered({ [TOILET]: 1 });
    await api.db.updateTable("customer_order").set({ status: "returned" }).where("order_number", "=", orderId).execute();
    await pass(due);
    expect(await returned.reminders()).toEqual([]);
  });

  it("gives way to a later delivery of the product's pair, which is due from its own delivery", async () => {
    const asha = await shopper("9855510006");
    await asha.delivered({ [GEL]: 1 });
    await asha.delivered({ [GEL_REFILL]: 1 });
    expect((await asha.refills()).map((r) => [r.product.id, r.state, r.dueOn])).toEqual([[GEL_REFILL, "due", dayAfter(today(), 60)]]);
  });

  it("sends nothing from 21:00 to 09:00 in India; a reminder due at night waits for 09:00", async () => {
    const asha = await shopper("9855510007");
    await asha.delivered({ [TOILET]: 1 });
    const due = dayAfter(today(), 30);
    for (const time of ["21:00", "23:30", "08:59"]) {
      const night = body(await pass(`${time === "08:59" ? dayAfter(due, 1) : due}T${time}:00+05:30`)).data;
      expect(night, time).toMatchObject({ quiet: true, sent: [] });
    }
    expect(await asha.reminders()).toEqual([]);
    expect(body(await pass(`${due}T20:59:00+05:30`)).data.quiet).toBe(false);
    expect(await asha.reminders()).toHaveLength(1);

    const late = await shopper("9855510008");
    await late.delivered({ [TOILET]: 1 });
    expect(body(await pass(`${dayAfter(due, 1)}T09:00:00+05:30`)).data.sent).toContainEqual({
      phoneNumber: "98******08",
      product: "Thick Toilet Cleaner 500 ml",
      dueOn: due,
    });
  });

  it("refuses an asOf that is neither a day nor a moment", async () => {
    const res = await pass("15/01/2027");
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe("asOf is a day (2027-01-15) or a moment (2027-01-15T10:30:00+05:30)");
  });
});

describe("/my_refills", () => {
  it("snoozes a reminder a week past its due day, and stops a product's reminders", async () => {
    const asha = await shopper("9855510009");
    await asha.delivered({ [GEL]: 1, [TOILET]: 1 });
    const list = await asha.refills();
    const [gel, toilet] = [GEL, TOILET].map((id) => list.find((r) => r.product.id === id)!);
    const due = dayAfter(today(), 30);

    const snoozed = await located("api/customer/snoozeRefillReminder", { reminderId: toilet.reminderId }, asha.token);
    expect(snoozed.statusCode).toBe(200);
    expect(body(snoozed).message).toBe("We will remind you a week later");
    expect(body(snoozed).data.list.find((r: RefillItem) => r.product.id === TOILET)).toMatchObject({ state: "snoozed", dueOn: dayAfter(due, 7) });

    const stopped = await located("api/customer/stopRefillReminders", { reminderId: gel.reminderId }, asha.token);
    expect(body(stopped).message).toBe("Reminders stopped for this product");
    expect(body(stopped).data.list.map((r: RefillItem) => [r.product.id, r.state])).toEqual([
      [TOILET, "snoozed"],
      [GEL, "stopped"],
    ]);
    const refused = await located("api/customer/snoozeRefillReminder", { reminderId: gel.reminderId }, asha.token);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toBe("Reminders for this product are stopped until you buy it again.");

    await pass(due);
    expect(await asha.reminders()).toEqual([]);
    await pass(dayAfter(due, 7));
    expect((await asha.reminders()).map((r) => r.link)).toEqual([`/refill/${TOILET}`]);

    // Buying it again starts its reminders again.
    await asha.delivered({ [GEL]: 1 });
    expect((await asha.refills()).find((r) => r.product.id === GEL)).toMatchObject({ state: "due", dueOn: dayAfter(today(), 30) });
  });

  it("answers 404 for another customer's reminder and an unknown one, 400 for a malformed id, and changes nothing", async () => {
    const asha = await shopper("9855510010");
    const other = await shopper("9855510011");
    await other.delivered({ [TOILET]: 1 });
    const [theirs] = await other.refills();
    for (const path of ["api/customer/snoozeRefillReminder", "api/customer/stopRefillReminders"]) {
      for (const reminderId of [theirs.reminderId, "999999999"]) {
        const res = await located(path, { reminderId }, asha.token);
        expect(res.statusCode, `${path} ${reminderId}`).toBe(404);
        expect(body(res).message).toBe("No such refill reminder");
      }
      const malformed = await located(path, { reminderId: "1; drop table" }, asha.token);
      expect(malformed.statusCode).toBe(400);
      expect(body(malformed).message).toBe("Please choose a refill reminder");
    }
    expect(await other.refills()).toEqual([theirs]);
    expect(await asha.refills()).toEqual([]);
  });
});

describe("the reminder's link", () => {
  const cartOf = async (token: string) =>
    Object.fromEntries(
      (body(await located("api/customer/getCartItem", {}, token)).data.list as { productId: string; quantity: number }[]).map((l) => [l.productId, l.quantity]),
    );

  it("puts a bottle's smallest refill in the cart, a refill itself, and names what stops it", async () => {
    const asha = await shopper("9855510012");
    const add = (productId: string) => located("api/customer/addRefillToCart", { productId }, asha.token);
    expect((await add(GEL)).statusCode).toBe(200);
    expect(await cartOf(asha.token)).toEqual({ [GEL_REFILL]: 1 });
    await add(GEL_REFILL);
    expect(await cartOf(asha.token)).toEqual({ [GEL_REFILL]: 2 });

    const outOfStock = await add("Jasmine-Floor-Cleaner-1-L");
    expect(body(outOfStock).data.extra.notices).toEqual(["Jasmine Floor Cleaner Refill 5 L: This product is out of stock"]);
    const unknown = await add("No-Such-Product");
    expect(unknown.statusCode).toBe(404);
    expect(await cartOf(asha.token)).toEqual({ [GEL_REFILL]: 2 });
  });
});
