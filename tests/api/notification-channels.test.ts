import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderStatus } from "@domain/orders/orders";
import { DEFAULT_PREFERENCES } from "@domain/notifications/channels";
import { channelDeliveries } from "../../server/api/services/notifications/channels/deliver";
import { notify, SMS_NOTIFICATION, WHATSAPP_NOTIFICATION } from "../../server/api/services/notifications/notifications";
import { runOutboxOnce } from "../../server/api/services/outbox";
import { hmacSha256 } from "../../server/api/services/secrets";
import { createSmsSender } from "../../server/api/services/notifications/sms";
import { createWhatsappSender } from "../../server/api/services/notifications/whatsapp";
import { body, eventually, startApi, type Harness } from "./harness";
import { insertOrder } from "./orders-fixture";
import { caller, signUp, startSmsGateway, type SmsGateway } from "./sms-gateway";

/**
 * Notification channels (docs/product.md#notification-channels): the shopper's preferences per kind and
 * channel (defaults, set and get, refusals that change nothing, another customer's out of reach), an
 * order's move sent once by SMS (to a stand-in Fast2SMS) and once on WhatsApp (the local adapter's
 * record) whatever the workers, nothing on channels not chosen, and the WhatsApp webhook: its
 * verification, its signature and STOP.
 */

let api: Harness;
let gateway: SmsGateway;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  gateway = await startSmsGateway();
  api = await startApi({
    ...gateway.env,
    OUTBOX_POLL_MS: "50",
    WHATSAPP_APP_SECRET: "whatsapp-app-secret-of-the-test",
    WHATSAPP_VERIFY_TOKEN: "verify-me-please",
  });
  call = caller(api);
});
afterAll(async () => {
  await api.close();
  await gateway.close();
});

type Customer = { id: string; token: string; phoneNumber: string };
let serial = 0;
async function newCustomer(): Promise<Customer> {
  const phoneNumber = `98226${String(++serial).padStart(5, "0")}`;
  return { ...(await signUp(api, gateway, phoneNumber)), phoneNumber };
}

const getPreferences = async (c: Customer) => body(await call("GET", "api/customer/getNotificationPreferences", undefined, { token: c.token })).data;
const setPreferences = (c: Customer, payload: object) => call("PUT", "api/customer/setNotificationPreferences", payload, { token: c.token });
const operatorMove = (orderId: string, status: OrderStatus) =>
  api.app.inject({
    method: "POST",
    url: "/v1/api/admin/updateOrderStatus",
    headers: { "content-type": "application/json", authorization: `Bearer ${api.env.OPERATOR_TOKEN}` },
    payload: JSON.stringify({ orderId, status }),
  });

/** What went out for a customer: notice SMS (not sign-in codes) and WhatsApp template messages. */
const smsTo = (c: Customer) => gateway.received.filter((r) => r.body.numbers === c.phoneNumber && String(r.body.message).startsWith("17071700"));
const whatsappTo = (c: Customer) =>
  api.db.selectFrom("local_whatsapp_message").selectAll().where("phone_number", "=", `91${c.phoneNumber}`).orderBy("id").execute();
const channelRows = (notificationId: string) =>
  api.db
    .selectFrom("outbox")
    .selectAll()
    .where("kind", "in", [SMS_NOTIFICATION, WHATSAPP_NOTIFICATION])
    .where(({ ref, eb }) => eb(ref("payload", "->>").key("notificationId"), "=", notificationId))
    .execute();
const allWorkDone = () =>
  eventually(
    () => api.db.selectFrom("outbox").select("state").where("state", "=", "pending").execute(),
    (rows) => rows.length === 0,
  );
const newestNotification = (c: Customer) =>
  api.db.selectFrom("notification").selectAll().where("customer_id", "=", c.id).orderBy("id", "desc").limit(1).executeTakeFirstOrThrow();

/** Two more workers race the API's own for the channels' rows. */
async function raceWorkers() {
  const handlers = channelDeliveries(api.db, api.env, createSmsSender(api.env, api.app.log), createWhatsappSender(api.env, api.db, api.app.log));
  await Promise.all([runOutboxOnce(api.db, handlers), runOutboxOnce(api.db, handlers)]);
  await allWorkDone();
}

describe("preferences", () => {
  it("start at the defaults: order updates and refill reminders by push, no WhatsApp consent", async () => {
    const c = await newCustomer();
    expect(await getPreferences(c)).toEqual({ preferences: DEFAULT_PREFERENCES, whatsappOptedInAt: null });
  });

  it("change the choices named and keep the rest; get answers them again", async () => {
    const c = await newCustomer();
    const saved = await setPreferences(c, { preferences: { offers: { sms: true }, "order-updates": { push: false } } });
    expect(saved.statusCode).toBe(200);
    expect(body(saved).message).toBe("Notification preferences saved");
    const expected = {
      "order-updates": { push: false, sms: false, whatsapp: false },
      "refill-reminders": { push: true, sms: false, whatsapp: false },
      offers: { push: false, sms: true, whatsapp: false },
    };
    expect(body(saved).data.preferences).toEqual(expected);
    expect((await getPreferences(c)).preferences).toEqual(expected);
  });

  it("refuse an unknown kind or channel, or WhatsApp without consent, with a message, and change nothing", async () => {
    const c = await newCustomer();
    await setPreferences(c, { preferences: { offers: { sms: true } } });
    const before = await getPreferences(c);

    const kind = await setPreferences(c, { preferences: { offers: { push: true }, spam: { sms: true } } });
    expect(kind.statusCode).toBe(400);
    expect(body(kind).message).toBe("Choose order updates, refill reminders or offers");
    const channel = await setPreferences(c, { preferences: { offers: { push: true, fax: true } } });
    expect(channel.statusCode).toBe(400);
    expect(body(channel).message).toBe("Choose push, SMS or WhatsApp");
    const notBoolean = await setPreferences(c, { preferences: { offers: { push: "yes" } } });
    expect(notBoolean.statusCode).toBe(400);
    const noConsent = await setPreferences(c, { preferences: { offers: { push: true }, "order-updates": { whatsapp: true } } });
    expect(noConsent.statusCode).toBe(400);
    expect(body(noConsent)).toMatchObject({
      message: "To get messages on WhatsApp, tick the box to agree to them.",
      error: { code: "whatsapp_consent_needed", fields: { whatsappConsent: "To get messages on WhatsApp, tick the box to agree to them." } },
    });
    expect(await getPreferences(c)).toEqual(before);
  });

  it("record when the shopper agreed to WhatsApp, once; withdrawing turns WhatsApp off everywhere", async () => {
    const c = await newCustomer();
    const agreed = body(
      await setPreferences(c, { preferences: { "order-updates": { whatsapp: true }, offers: { whatsapp: true } }, whatsappConsent: true }),
    ).data;
    expect(agreed.whatsappOptedInAt).toEqual(expect.any(String));
    expect(agreed.preferences["order-updates"].whatsapp).toBe(true);
    // Agreeing again keeps the first time; without the box, WhatsApp can still be chosen while agreed.
    expect(body(await setPreferences(c, { whatsappConsent: true })).data.whatsappOptedInAt).toBe(agreed.whatsappOptedInAt);
    expect((await setPreferences(c, { preferences: { "refill-reminders": { whatsapp: true } } })).statusCode).toBe(200);

    const withdrawn = body(await setPreferences(c, { whatsappConsent: false })).data;
    expect(withdrawn.whatsappOptedInAt).toBeNull();
    expect(Object.values(withdrawn.preferences).map((p) => (p as { whatsapp: boolean }).whatsapp)).toEqual([false, false, false]);
  });

  it("are each customer's own: a body naming another customer changes only the caller's; no token, 401", async () => {
    const a = await newCustomer();
    const b = await newCustomer();
    expect((await setPreferences(a, { customerId: b.id, preferences: { offers: { sms: true } } })).statusCode).toBe(200);
    expect((await getPreferences(a)).preferences.offers.sms).toBe(true);
    expect(await getPreferences(b)).toEqual({ preferences: DEFAULT_PREFERENCES, whatsappOptedInAt: null });
    expect((await call("GET", "api/customer/getNotificationPreferences")).statusCode).toBe(401);
    expect((await call("PUT", "api/customer/setNotificationPreferences", { preferences: {} })).statusCode).toBe(401);
  });
});

describe("sending on the chosen channels", () => {
  it("sends an order's move once by SMS and once on WhatsApp when both are chosen, whatever the workers", async () => {
    const c = await newCustomer();
    await setPreferences(c, { preferences: { "order-updates": { sms: true, whatsapp: true } }, whatsappConsent: true });
    const order = await insertOrder(api.db, c.id, { paymentType: "COD" });
    expect((await operatorMove(order.orderNumber, "accepted")).statusCode).toBe(200);
    const notice = await newestNotification(c);
    expect((await channelRows(notice.id)).map((r) => r.kind).sort()).toEqual([SMS_NOTIFICATION, WHATSAPP_NOTIFICATION]);
    await raceWorkers();
    await raceWorkers();

    const title = `Order ${order.orderNumber}: Accepted`;
    const text = `Your order ${order.orderNumber} has been accepted and is being packed.`;
    expect(smsTo(c).map((r) => r.body)).toEqual([
      {
        route: "dlt",
        sender_id: "NIRMAL",
        message: "1707170000000000101",
        variables_values: `${title}|${text}`,
        numbers: c.phoneNumber,
        flash: "0",
      },
    ]);
    const sent = await whatsappTo(c);
    expect(sent.map(({ template, language, components, text: words }) => ({ template, language, components, words }))).toEqual([
      {
        template: "order_update",
        language: "en",
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", text: title },
              { type: "text", text },
            ],
          },
        ],
        words: `Nirmal order update: ${title}. ${text}`,
      },
    ]);
  });

  it("writes them in the shopper's language, with the kind's template in it", async () => {
    const c = await newCustomer();
    await call("PUT", "api/customer/setLanguage", { language: "hi" }, { token: c.token });
    await setPreferences(c, { preferences: { "order-updates": { sms: true, whatsapp: true } }, whatsappConsent: true });
    const order = await insertOrder(api.db, c.id, { paymentType: "COD" });
    expect((await operatorMove(order.orderNumber, "accepted")).statusCode).toBe(200);
    await raceWorkers();
    const notice = await newestNotification(c);
    expect(notice.title).toBe(`ऑर्डर ${order.orderNumber}: स्वीकार हुआ`);
    expect(smsTo(c).map((r) => [r.body.message, r.body.variables_values])).toEqual([["1707170000000000102", `${notice.title}|${notice.body}`]]);
    const [message] = await whatsappTo(c);
    expect(message).toMatchObject({ template: "order_update", language: "hi", text: `Nirmal ऑर्डर अपडेट: ${notice.title}। ${notice.body}` });
  });

  it("sends neither to a shopper who did not opt in, nor to one who turned the channel off before it was sent", async () => {
    const c = await newCustomer();
    const order = await insertOrder(api.db, c.id, { paymentType: "COD" });
    expect((await operatorMove(order.orderNumber, "accepted")).statusCode).toBe(200);
    expect(await channelRows((await newestNotification(c)).id)).toEqual([]);

    const d = await newCustomer();
    await setPreferences(d, { preferences: { "order-updates": { whatsapp: true } }, whatsappConsent: true });
    const second = await insertOrder(api.db, d.id, { paymentType: "COD" });
    // The move and the change of mind in one go: it is taken in before any worker sends.
    await api.db.transaction().execute(async (trx) => {
      await notify(trx, d.id, {
        title: "Order {orderNumber}: Accepted",
        body: "Your order {orderNumber} has been accepted and is being packed.",
        params: { orderNumber: second.orderNumber },
      });
      await trx.updateTable("notification_preference").set({ enabled: false }).where("customer_id", "=", d.id).execute();
    });
    await raceWorkers();
    expect(smsTo(c)).toEqual([]);
    expect(await whatsappTo(c)).toEqual([]);
    // Its WhatsApp work was there, and was done without sending.
    expect((await channelRows((await newestNotification(d)).id)).map((r) => [r.kind, r.state])).toEqual([[WHATSAPP_NOTIFICATION, "done"]]);
    expect(await whatsappTo(d)).toEqual([]);
  });

  it("sends offers on no channel by default", async () => {
    const c = await newCustomer();
    await api.db.transaction().execute((trx) => notify(trx, c.id, { kind: "offers", title: "Festive offer", body: "20% off every refill this week." }));
    const notice = await newestNotification(c);
    expect(notice).toMatchObject({ kind: "offers", title: "Festive offer" });
    expect(
      await api.db
        .selectFrom("outbox")
        .select("kind")
        .where(({ ref, eb }) => eb(ref("payload", "->>").key("notificationId"), "=", notice.id))
        .execute(),
    ).toEqual([]);
  });
});

describe("the WhatsApp webhook", () => {
  const secret = "whatsapp-app-secret-of-the-test";
  const inbound = (from: string, text: string) =>
    JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          id: "1",
          changes: [{ field: "messages", value: { messaging_product: "whatsapp", messages: [{ from, id: "wamid.1", type: "text", text: { body: text } }] } }],
        },
      ],
    });
  const post = (raw: string, signature = `sha256=${hmacSha256(secret, raw)}`) =>
    api.app.inject({
      method: "POST",
      url: "/v1/webhooks/whatsapp",
      headers: { "content-type": "application/json", "x-hub-signature-256": signature },
      payload: raw,
    });

  it("answers Meta's verification with the challenge, and refuses a wrong token", async () => {
    const ok = await api.app.inject({
      method: "GET",
      url: "/v1/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=verify-me-please&hub.challenge=1158201444",
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe("1158201444");
    const wrong = await api.app.inject({ method: "GET", url: "/v1/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444" });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).not.toContain("1158201444");
  });

  it("turns WhatsApp off for the customer who sent STOP; a bad signature, another message or number change nothing", async () => {
    const c = await newCustomer();
    const other = await newCustomer();
    for (const shopper of [c, other]) {
      await setPreferences(shopper, { preferences: { "order-updates": { whatsapp: true }, offers: { whatsapp: true } }, whatsappConsent: true });
    }
    const agreed = await getPreferences(c);

    const forged = await post(inbound(`91${c.phoneNumber}`, "STOP"), `sha256=${hmacSha256("not-the-app-secret", inbound(`91${c.phoneNumber}`, "STOP"))}`);
    expect(forged.statusCode).toBe(401);
    expect((await post(inbound(`91${c.phoneNumber}`, "STOP"), "")).statusCode).toBe(401);
    expect(await getPreferences(c)).toEqual(agreed);

    const chat = await post(inbound(`91${c.phoneNumber}`, "When will my order come?"));
    expect(body(chat)).toMatchObject({ success: true, data: { stopped: 0 } });
    const stranger = await post(inbound("919000000001", "STOP"));
    expect(body(stranger)).toMatchObject({ success: true, data: { stopped: 0 } });
    expect(await getPreferences(c)).toEqual(agreed);

    const stop = await post(inbound(`91${c.phoneNumber}`, "  stop "));
    expect(stop.statusCode).toBe(200);
    expect(body(stop).data.stopped).toBe(1);
    const after = await getPreferences(c);
    expect(after.whatsappOptedInAt).toBeNull();
    expect(after.preferences).toEqual(DEFAULT_PREFERENCES);
    // Again: nothing more to turn off.
    expect((await post(inbound(`91${c.phoneNumber}`, "UNSUBSCRIBE"))).statusCode).toBe(200);
    expect(await getPreferences(c)).toEqual(after);
    // Nobody else's changed.
    expect((await getPreferences(other)).preferences.offers.whatsapp).toBe(true);
  });
});
