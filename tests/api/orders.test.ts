import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { body, startApi, type Harness } from "./harness";
import { caller, startSmsGateway, type SmsGateway } from "./sms-gateway";
import { locatedCall, shopperWithAddress } from "./shoppers";

let api: Harness;
let sms: SmsGateway;
let call: ReturnType<typeof caller>;
let a: { id: string; token: string; addressId: string };
let b: { id: string; token: string; addressId: string };

const GEL = "Lemon-Dishwash-Gel-500-ml";
/** Cart calls need the delivery pincode header, as the storefront sends it. */
const cartCall = (path: string, payload: object, token: string) => locatedCall(api)(`api/customer/${path}`, payload, token);
const place = (payload: object, token = a.token) => call("POST", "api/customer/placeOrder", payload, { token });
const key = () => `checkout-${Math.random().toString(36).slice(2)}-${Date.now()}`;
const stockOf = async (publicId: string) =>
  (await api.db.selectFrom("product").select("stock").where("public_id", "=", publicId).executeTakeFirstOrThrow()).stock;

beforeAll(async () => {
  sms = await startSmsGateway();
  api = await startApi(sms.env);
  call = caller(api);
  a = await shopperWithAddress(api, sms, "9844400001");
  b = await shopperWithAddress(api, sms, "9844400002");
});
afterAll(async () => {
  await api.close();
  await sms.close();
});
beforeEach(async () => {
  await cartCall("emptyUsersCart", {}, a.token);
  await cartCall("addItemToCart", { productId: GEL, quantity: 3 }, a.token);
});

describe("placing an order", () => {
  it("places a cash-on-delivery order from the server's cart and prices, takes stock and empties the cart", async () => {
    const cart = body(await cartCall("getCartItem", {}, a.token)).data;
    const stock = await stockOf(GEL);
    const res = await place({ addressId: a.addressId, paymentType: "COD", idempotencyKey: key() });
    expect(res.statusCode).toBe(200);
    const { orderId, created, checkout } = body(res).data;
    expect(created).toBe(true);
    expect(checkout).toBeNull();
    const details = body(await call("GET", `api/customer/getOrderDetails?id=${orderId}`, undefined, { token: a.token })).data;
    expect(details).toMatchObject({
      id: orderId,
      status: "pending",
      paymentType: "COD",
      paid: false,
      orderTotal: cart.extra.orderTotal,
      subTotal: cart.extra.subTotal,
      deliveryAddress: { pincode: "560034", apartment: "Lake View" },
    });
    expect(details.lines).toEqual([expect.objectContaining({ productId: GEL, quantity: 3, lineTotal: cart.list[0].lineTotal })]);
    expect(await stockOf(GEL)).toBe(stock - 3);
    expect(body(await cartCall("getUserCartCount", {}, a.token)).data.count).toBe(0);
    const notices = await api.db.selectFrom("notification").selectAll().where("customer_id", "=", a.id).where("title", "=", "Order placed").execute();
    expect(notices.some((n) => n.body.includes(orderId))).toBe(true);
  });

  it("makes one order of a double submit, a refresh and a retry of one checkout", async () => {
    const idempotencyKey = key();
    const payload = { addressId: a.addressId, paymentType: "COD", idempotencyKey };
    const answers = await Promise.all([place(payload), place(payload), place(payload)]);
    const ids = new Set(answers.map((r) => body(r).data.orderId));
    expect(ids.size).toBe(1);
    expect(answers.filter((r) => body(r).data.created)).toHaveLength(1);
    const retried = body(await place(payload));
    expect(retried).toMatchObject({ message: "This order was already placed", data: { created: false } });
    const rows = await api.db.selectFrom("customer_order").select("id").where("idempotency_key", "=", idempotencyKey).execute();
    expect(rows).toHaveLength(1);
  });

  it("ignores amounts posted with the order: the server's prices win", async () => {
    const cart = body(await cartCall("getCartItem", {}, a.token)).data;
    const res = await place({
      addressId: a.addressId,
      paymentType: "COD",
      idempotencyKey: key(),
      orderTotal: 1,
      total_paise: 100,
      lines: [{ productId: GEL, quantity: 3, unitPrice: 0.01 }],
    });
    const details = body(await call("GET", `api/customer/getOrderDetails?id=${body(res).data.orderId}`, undefined, { token: a.token })).data;
    expect(details.orderTotal).toBe(cart.extra.orderTotal);
    expect(details.lines[0].unitPrice).toBe(cart.list[0].unitPrice);
  });

  it("starts the hosted checkout for an online order, for the order's total in paise less the prepaid offer", async () => {
    const cart = body(await cartCall("getCartItem", {}, a.token)).data;
    const { checkout } = body(await place({ addressId: a.addressId, paymentType: "online", idempotencyKey: key() })).data;
    expect(checkout).toMatchObject({ razorOrder: { amount: Math.round(cart.extra.orderTotal * 100) - 2000 }, keyId: "rzp_test_local" });
  });

  it("uses an applied promo code once and records it", async () => {
    await cartCall("addItemToCart", { productId: GEL, quantity: 2 }, a.token);
    const applied = await cartCall("applyCoupon", { couponCode: "REFILL10" }, a.token);
    expect(applied.statusCode).toBe(200);
    const discount = body(applied).data.extra.discount;
    expect(discount).toBeGreaterThan(0);
    const { orderId } = body(await place({ addressId: a.addressId, paymentType: "COD", idempotencyKey: key() })).data;
    const details = body(await call("GET", `api/customer/getOrderDetails?id=${orderId}`, undefined, { token: a.token })).data;
    expect(details).toMatchObject({ couponCode: "REFILL10", discount });
    const uses = await api.db.selectFrom("coupon_use").selectAll().where("customer_id", "=", a.id).execute();
    expect(uses.map((u) => u.coupon_code)).toContain("REFILL10");
  });

  it("refuses an empty cart, another customer's address and an address we no longer deliver to", async () => {
    await cartCall("emptyUsersCart", {}, a.token);
    expect(body(await place({ addressId: a.addressId, paymentType: "COD", idempotencyKey: key() }))).toMatchObject({
      success: false,
      message: "Your cart is empty.",
    });
    await cartCall("addItemToCart", { productId: GEL, quantity: 1 }, a.token);
    expect((await place({ addressId: b.addressId, paymentType: "COD", idempotencyKey: key() })).statusCode).toBe(404);
    await api.db.updateTable("serviceable_area").set({ active: false }).where("code", "=", "560034").execute();
    try {
      const refused = await place({ addressId: a.addressId, paymentType: "COD", idempotencyKey: key() });
      expect(refused.statusCode).toBe(409);
      expect(body(refused).message).toContain("We are not delivering at this pincode");
    } finally {
      await api.db.updateTable("serviceable_area").set({ active: true }).where("code", "=", "560034").execute();
    }
    expect(body(await cartCall("getUserCartCount", {}, a.token)).data.count).toBe(1);
  });

  it("refuses bad input with 400 and changes nothing", async () => {
    for (const payload of [
      {},
      { addressId: a.addressId, paymentType: "cheque", idempotencyKey: key() },
      { addressId: "1 or 1=1", paymentType: "COD", idempotencyKey: key() },
      { addressId: a.addressId, paymentType: "COD", idempotencyKey: "short" },
    ]) {
      expect((await place(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(body(await cartCall("getUserCartCount", {}, a.token)).data.count).toBe(3);
  });

  it("shows an order only to the customer who placed it", async () => {
    const { orderId } = body(await place({ addressId: a.addressId, paymentType: "COD", idempotencyKey: key() })).data;
    expect((await call("GET", `api/customer/getOrderDetails?id=${orderId}`, undefined, { token: b.token })).statusCode).toBe(404);
    expect((await call("POST", "api/customer/payOnline", { orderId }, { token: b.token })).statusCode).toBe(404);
  });
});
