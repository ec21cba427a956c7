import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderStatus } from "@domain/orders/orders";
import { PLACEHOLDER_PUSH_TOKEN } from "@domain/notifications/push";
import { PUSH_NOTIFICATION } from "../../server/api/services/notifications/notifications";
import { runOutboxOnce } from "../../server/api/services/outbox";
import { pushNotifications } from "../../server/api/services/notifications/push/deliver";
import type { PushMessage, PushResult, PushSender } from "../../server/api/services/notifications/push/sender";
import { body, eventually, openEventStream, startApi, type Harness } from "./harness";
import { insertOrder } from "./orders-fixture";
import { caller } from "./sms-gateway";

/**
 * Notifications (docs/product.md#notifications): the list, the unread count, reading one or all, another customer's ids;
 * and web push as an outbox kind, against a fake at the push adapter's interface (as the SMS adapter
 * is tested against a stand-in gateway): sent once whatever the workers, never to the placeholder
 * token, unregistered tokens forgotten, logout forgetting its device.
 */

/** A push service that records what it is asked to send and answers as told per token. */
function fakePush() {
  const sent: { tokens: string[]; message: PushMessage }[] = [];
  const gone = new Set<string>();
  let down = false;
  const sender: PushSender = {
    configured: true,
    async send(tokens, message): Promise<PushResult> {
      sent.push({ tokens: [...tokens].sort(), message });
      // A slow service widens the window in which a second worker could take the same row.
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (down) return { sent: 0, unregistered: [], failed: tokens.length };
      const unregistered = tokens.filter((t) => gone.has(t));
      return { sent: tokens.length - unregistered.length, unregistered, failed: 0 };
    },
  };
  return {
    sender,
    sent,
    unregister: (token: string) => gone.add(token),
    setDown: (value: boolean) => (down = value),
  };
}

const CODE = "246810";
const NUMBERS = ["9822400001", "9822400002", "9822400003", "9822400004"];

let api: Harness;
let push: ReturnType<typeof fakePush>;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  push = fakePush();
  api = await startApi({ OUTBOX_POLL_MS: "50", OTP_TEST_NUMBERS: NUMBERS.map((n) => `${n}:${CODE}`).join(",") }, { push: push.sender });
  call = caller(api);
});
afterAll(async () => {
  await api.close();
});

/** Registers (first time) or logs in a number from a device with this push token; answers the customer's id and API token. */
async function signIn(phoneNumber: string, fcmToken: string, type: "register" | "login" = "login") {
  const sent = await call("POST", "auth/customer/sendOtpToUser", { phoneNumber, type });
  if (sent.statusCode !== 200) throw new Error(`sendOtpToUser: ${sent.body}`);
  const { verificationToken } = body(await call("POST", "auth/customer/verifyOtp", { phoneNumber, otp: CODE })).data;
  const fields = { phoneNumber, verificationToken, fcmToken, deviceType: "web", deviceId: `device-${fcmToken}` };
  const res = await call("POST", `auth/customer/${type}`, type === "register" ? { ...fields, firstName: "Asha", lastName: "Verma", email: "" } : fields);
  if (res.statusCode !== 200) throw new Error(`${type}: ${res.body}`);
  return body(res).data as { id: string; token: string };
}

const operatorMove = (orderId: string, status: OrderStatus) =>
  api.app.inject({
    method: "POST",
    url: "/v1/api/admin/updateOrderStatus",
    headers: { "content-type": "application/json", authorization: `Bearer ${api.env.OPERATOR_TOKEN}` },
    payload: JSON.stringify({ orderId, status }),
  });
const unread = async (token: string) => body(await call("GET", "api/customer/unreadNotification", undefined, { token })).data.count as number;
const list = async (token: string, page?: number) => call("POST", "api/customer/getNotificationList", page === undefined ? {} : { page }, { token });
const read = (token: string, payload: object) => call("POST", "api/customer/readNotification", payload, { token });
const pushRows = () => api.db.selectFrom("outbox").selectAll().where("kind", "=", PUSH_NOTIFICATION).execute();

let a: { id: string; token: string };
let b: { id: string; token: string };

describe("the notification list and the unread count", () => {
  beforeAll(async () => {
    a = await signIn(NUMBERS[0], PLACEHOLDER_PUSH_TOKEN, "register");
    b = await signIn(NUMBERS[1], PLACEHOLDER_PUSH_TOKEN, "register");
    // 23 notifications for a, one minute apart, oldest first; one for b.
    for (let i = 0; i < 23; i++) {
      await api.db
        .insertInto("notification")
        .values({ customer_id: a.id, title: `Notice ${i}`, body: `Body ${i}`, order_id: null, created_at: new Date(Date.UTC(2026, 10, 1, 10, i)) } as never)
        .execute();
    }
    await api.db.insertInto("notification").values({ customer_id: b.id, title: "For Bala", body: "Only Bala's", order_id: null }).execute();
  });

  it("answers pages of 10, newest first, with the total count", async () => {
    const first = body(await list(a.token)).data;
    expect(first).toMatchObject({ count: 23, page: 1, pageCount: 3 });
    expect(first.list.map((n: { title: string }) => n.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Notice ${22 - i}`));
    expect(first.list[0]).toMatchObject({ body: "Body 22", orderId: null, read: false, createdAt: "2026-11-01T10:22:00.000Z" });
    const last = body(await list(a.token, 3)).data;
    expect(last.list.map((n: { title: string }) => n.title)).toEqual(["Notice 2", "Notice 1", "Notice 0"]);
    expect(body(await list(a.token, 4)).data).toMatchObject({ list: [], count: 23, page: 4 });
    expect((await list(a.token, 0)).statusCode).toBe(400);
    expect((await list(a.token, "x" as never)).statusCode).toBe(400);
  });

  it("counts unread ones before and after reading one, again, and all", async () => {
    expect(await unread(a.token)).toBe(23);
    const newest = body(await list(a.token)).data.list[0];
    const once = await read(a.token, { id: newest.id });
    expect(once.statusCode).toBe(200);
    expect(body(once).data.count).toBe(22);
    const readAt = (await api.db.selectFrom("notification").select("read_at").where("id", "=", newest.id).executeTakeFirstOrThrow()).read_at;
    // Reading it again changes nothing: the same answer, the same time it was read.
    const again = await read(a.token, { id: Number(newest.id) });
    expect(again.statusCode).toBe(200);
    expect(body(again).data.count).toBe(22);
    expect((await api.db.selectFrom("notification").select("read_at").where("id", "=", newest.id).executeTakeFirstOrThrow()).read_at).toEqual(readAt);
    expect(body(await list(a.token)).data.list[0]).toMatchObject({ id: newest.id, read: true });
    expect(await unread(a.token)).toBe(22);

    const all = await read(a.token, { all: true });
    expect(body(all)).toMatchObject({ message: "All notifications marked as read", data: { count: 0 } });
    expect(await unread(a.token)).toBe(0);
    expect(body(await read(a.token, { all: true })).data.count).toBe(0);
    // Another customer's stay unread.
    expect(await unread(b.token)).toBe(1);
  });

  it("keeps each customer's own: another's ids are not found, and not read", async () => {
    const theirs = body(await list(b.token)).data.list;
    expect(theirs.map((n: { title: string }) => n.title)).toEqual(["For Bala"]);
    const res = await read(a.token, { id: theirs[0].id });
    expect(res.statusCode).toBe(404);
    expect(body(res)).toMatchObject({ success: false, message: "Notification not found.", error: { code: "notification_not_found" } });
    expect((await read(a.token, { id: "999999999" })).statusCode).toBe(404);
    expect(await unread(b.token)).toBe(1);
    expect(body(await list(a.token)).data.list.some((n: { title: string }) => n.title === "For Bala")).toBe(false);
  });

  it("refuses a read of neither one nor all, or both, and answers 401 without a token", async () => {
    expect((await read(a.token, {})).statusCode).toBe(400);
    expect((await read(a.token, { id: "1", all: true })).statusCode).toBe(400);
    expect((await read(a.token, { id: "abc" })).statusCode).toBe(400);
    expect((await call("GET", "api/customer/unreadNotification")).statusCode).toBe(401);
  });
});

describe("a new notification", () => {
  it("links to its order, counts as unread and reaches a connected page as a live event", async () => {
    const c = await signIn(NUMBERS[2], PLACEHOLDER_PUSH_TOKEN, "register");
    await api.app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = api.app.server.address() as AddressInfo;
    const stream = await openEventStream(`http://127.0.0.1:${port}/v1/api/customer/orderEvents`, c.token);

    const order = await insertOrder(api.db, c.id, { paymentType: "COD" });
    expect((await operatorMove(order.orderNumber, "accepted")).statusCode).toBe(200);
    const seen = await eventually(
      async () => stream.text(),
      (t) => t.includes("event: notification"),
    );
    const newest = body(await list(c.token)).data.list[0];
    expect(newest).toMatchObject({ title: `Order ${order.orderNumber}: Accepted`, orderId: order.orderNumber, read: false });
    expect(seen).toContain(`event: notification\ndata: ${JSON.stringify({ id: newest.id, title: newest.title, body: newest.body })}\n\n`);
    expect(await unread(c.token)).toBe(1);
    await stream.close();
  });
});

describe("web push", () => {
  let d: { id: string; token: string };
  let phone: { id: string; token: string };

  beforeAll(async () => {
    // d signs in on a laptop without push (the placeholder), a phone and a tablet with tokens.
    d = await signIn(NUMBERS[3], PLACEHOLDER_PUSH_TOKEN, "register");
    phone = await signIn(NUMBERS[3], "token-phone");
    await signIn(NUMBERS[3], "token-tablet");
  });

  const moveAndDeliver = async () => {
    const order = await insertOrder(api.db, d.id, { paymentType: "COD" });
    const before = push.sent.length;
    expect((await operatorMove(order.orderNumber, "accepted")).statusCode).toBe(200);
    // Two more workers race the API's own for the row.
    await Promise.all([runOutboxOnce(api.db, pushNotifications(api.db, push.sender)), runOutboxOnce(api.db, pushNotifications(api.db, push.sender))]);
    const rows = await eventually(pushRows, (all) => all.every((r) => r.state !== "pending"));
    expect(rows.filter((r) => r.state === "pending")).toEqual([]);
    return { order, pushes: push.sent.slice(before) };
  };

  it("sends each new notification once to every device with a token, even with three workers", async () => {
    const { order, pushes } = await moveAndDeliver();
    expect(pushes).toEqual([
      {
        tokens: ["token-phone", "token-tablet"],
        message: {
          title: `Order ${order.orderNumber}: Accepted`,
          body: `Your order ${order.orderNumber} has been accepted and is being packed.`,
          link: "/notifications",
        },
      },
    ]);
    await Promise.all([runOutboxOnce(api.db, pushNotifications(api.db, push.sender)), runOutboxOnce(api.db, pushNotifications(api.db, push.sender))]);
    expect(push.sent.filter((p) => p.message.title === `Order ${order.orderNumber}: Accepted`)).toHaveLength(1);
  });

  it("forgets a token FCM reports unregistered, and sends no more to it", async () => {
    push.unregister("token-tablet");
    await moveAndDeliver();
    const tokens = await api.db.selectFrom("customer_token").select("fcm_token").where("customer_id", "=", d.id).execute();
    expect(tokens.map((t) => t.fcm_token).sort()).toEqual([PLACEHOLDER_PUSH_TOKEN, "token-phone", null].sort());
    const { pushes } = await moveAndDeliver();
    expect(pushes.map((p) => p.tokens)).toEqual([["token-phone"]]);
  });

  it("tries again later when no device could be reached", async () => {
    push.setDown(true);
    const order = await insertOrder(api.db, d.id, { paymentType: "COD" });
    expect((await operatorMove(order.orderNumber, "accepted")).statusCode).toBe(200);
    const [row] = await eventually(
      async () => (await pushRows()).filter((r) => r.attempts > 0 && r.state === "pending" && r.last_error),
      (rows) => rows.length > 0,
    );
    expect(row.last_error).toBe("push reached none of 1 devices");
    expect(row.available_at.getTime()).toBeGreaterThan(Date.now());
    push.setDown(false);
    await api.db.updateTable("outbox").set({ available_at: new Date() }).where("id", "=", row.id).execute();
    await eventually(pushRows, (all) => all.find((r) => r.id === row.id)?.state === "done");
    expect(push.sent.filter((p) => p.message.title === `Order ${order.orderNumber}: Accepted`)).toHaveLength(2);
  });

  it("sends nothing to a device that logged out", async () => {
    const out = await call("POST", "api/customer/logout", { fcmToken: "token-phone" }, { token: phone.token });
    expect(out.statusCode).toBe(200);
    const before = push.sent.length;
    const order = await insertOrder(api.db, d.id, { paymentType: "COD" });
    expect((await operatorMove(order.orderNumber, "accepted")).statusCode).toBe(200);
    await eventually(pushRows, (all) => all.every((r) => r.state !== "pending"));
    // The laptop has only the placeholder: nobody is left to send to.
    expect(push.sent.slice(before)).toEqual([]);
  });
});
