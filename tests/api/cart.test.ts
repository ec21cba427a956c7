import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordCouponUse } from "../../server/api/services/cart/coupons";
import { consumeReferral, rewardReferrer } from "../../server/api/services/cart/referrals";
import { body, startApi, type Harness } from "./harness";
import { signUp, startSmsGateway, type SmsGateway } from "./sms-gateway";

let api: Harness;
let gateway: SmsGateway;
type Customer = { id: string; token: string };
let a: Customer;
let b: Customer;

beforeAll(async () => {
  gateway = await startSmsGateway();
  api = await startApi({ ...gateway.env, RATE_LIMIT_MAX: "100000", OTP_MAX_PER_IP_PER_HOUR: "1000" });
  a = await signUp(api, gateway, "9822200001", { firstName: "Asha", lastName: "Verma" });
  b = await signUp(api, gateway, "9822200002", { firstName: "Bala", lastName: "Rao" });
});
afterAll(async () => {
  await api.close();
  await gateway.close();
});

let phone = 9822200100;
const newCustomer = (firstName = "Chitra") => signUp(api, gateway, String(phone++), { firstName, lastName: "Nair" });

/** A signed-in call with the served pincode header, as the storefront makes it. */
function call(who: Customer | null, method: "GET" | "POST", path: string, payload?: unknown, headers: Record<string, string> = { pincode: "560034" }) {
  return api.app.inject({
    method,
    url: `/v1/${path}`,
    headers: {
      ...headers,
      ...(payload === undefined ? {} : { "content-type": "application/json" }),
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
    },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });
}
const cart = (who: Customer, path: string, payload: unknown = {}) => call(who, "POST", `api/customer/${path}`, payload);
const getCart = async (who: Customer) => body(await cart(who, "getCartItem")).data;
const empty = (who: Customer) => cart(who, "emptyUsersCart");

const GEL = "Lemon-Dishwash-Gel-500-ml"; // ₹129, MRP ₹149
const DETERGENT = "Liquid-Detergent-2-L"; // ₹469, MRP ₹549
const HANDWASH = "Aloe-Vera-Hand-Wash-250-ml"; // ₹85, the referral product
const SOLD_OUT = "Delicate-Wash-500-ml";

async function product(publicId: string) {
  return api.db.selectFrom("product").select(["id", "sale_price_paise", "mrp_paise", "stock"]).where("public_id", "=", publicId).executeTakeFirstOrThrow();
}

/** Checkout's use of a coupon, in a transaction of its own as placeOrder's would be. */
async function useCoupon(code: string, customerId: string) {
  const orderId = await order(customerId);
  return api.db.transaction().execute((trx) => recordCouponUse(trx, { code, customerId, orderId }));
}

/** An order row as checkout will write it; only what the rules read matters here. */
async function order(customerId: string, status: "pending" | "delivered" | "cancelled" = "pending", couponDiscountPaise = 0) {
  const row = await api.db
    .insertInto("customer_order")
    .values({
      customer_id: customerId,
      status,
      payment_type: "COD",
      delivery_address: JSON.stringify({}),
      pincode: "560034",
      mrp_total_paise: 0,
      subtotal_paise: 0,
      coupon_discount_paise: couponDiscountPaise,
      total_paise: 0,
      idempotency_key: randomUUID(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("the cart", () => {
  it("adds products, adding to a line already there, and prices every line from the catalogue", async () => {
    let res = await cart(a, "addItemToCart", { productId: GEL });
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe("Product added to cart");
    // A price in the request is not a field the API reads.
    res = await cart(a, "addItemToCart", { productId: GEL, quantity: 2, salePrice: 1, unitPrice: 1, lineTotal: 1 });
    res = await cart(a, "addItemToCart", { productId: DETERGENT, quantity: 1 });
    const { list, count, extra } = body(res).data;
    expect(count).toBe(4);
    expect(list.map((l: { productId: string; quantity: number }) => [l.productId, l.quantity])).toEqual([
      [GEL, 3],
      [DETERGENT, 1],
    ]);
    const gel = await product(GEL);
    const detergent = await product(DETERGENT);
    expect(list[0]).toMatchObject({
      unitPrice: gel.sale_price_paise / 100,
      unitMrp: gel.mrp_paise / 100,
      lineTotal: (3 * gel.sale_price_paise) / 100,
      available: true,
      maxQuantity: 10,
      problem: null,
    });
    expect(list[0].product).toMatchObject({
      id: GEL,
      productName: "Lemon Dishwash Gel 500 ml",
      size: "500 ml",
      image: { url: expect.stringMatching(/^\/uploads\/products\//) },
    });
    const subTotal = 3 * gel.sale_price_paise + detergent.sale_price_paise;
    const mrpTotal = 3 * gel.mrp_paise + detergent.mrp_paise;
    expect(extra).toEqual({
      subTotal: subTotal / 100,
      discount: 0,
      referralDiscount: 0,
      orderTotal: subTotal / 100,
      mrpTotal: mrpTotal / 100,
      savings: (mrpTotal - subTotal) / 100,
      coupon: null,
      referral: null,
      notices: [],
    });
    expect(body(await cart(a, "getUserCartCount", { customerId: a.id })).data).toEqual({ count: 4 });
  });

  it("changes a quantity, removes a line and empties the cart", async () => {
    let data = body(await cart(a, "updateProductQty", { productId: GEL, quantity: 5 })).data;
    expect(data.list[0].quantity).toBe(5);
    expect(data.count).toBe(6);
    const res = await cart(a, "removeProductFrmCart", { productId: DETERGENT });
    expect(body(res)).toMatchObject({ message: "Product removed from cart", data: { count: 5 } });
    data = body(await empty(a)).data;
    expect(data).toMatchObject({ list: [], count: 0, extra: { subTotal: 0, orderTotal: 0 } });
    expect(body(await cart(a, "getUserCartCount")).data.count).toBe(0);
  });

  it.each([0, 11, 2.5, -1, "3", null])("refuses the quantity %j with a clear message", async (quantity) => {
    for (const path of ["addItemToCart", "updateProductQty"]) {
      const res = await cart(a, path, { productId: GEL, quantity });
      expect(res.statusCode).toBe(400);
      expect(body(res).error.fields).toEqual({ quantity: "Please choose a quantity from 1 to 10" });
    }
  });

  it("keeps a line at 10 at most, and within the stock", async () => {
    await cart(a, "addItemToCart", { productId: GEL, quantity: 8 });
    const res = await cart(a, "addItemToCart", { productId: GEL, quantity: 3 });
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe("You can buy at most 10 of a product. You already have 8 in your cart.");
    await api.db.updateTable("product").set({ stock: 3 }).where("public_id", "=", DETERGENT).execute();
    const short = await cart(a, "addItemToCart", { productId: DETERGENT, quantity: 4 });
    expect(body(short)).toMatchObject({ success: false, message: "Only 3 left in stock" });
    await cart(a, "addItemToCart", { productId: DETERGENT, quantity: 3 });
    // The stock falls below the line: the line shows why and leaves the totals until it is changed.
    await api.db.updateTable("product").set({ stock: 2 }).where("public_id", "=", DETERGENT).execute();
    const { list, extra } = await getCart(a);
    expect(list[1]).toMatchObject({ productId: DETERGENT, available: false, problem: "Only 2 left in stock", maxQuantity: 2 });
    expect(extra.subTotal).toBe((8 * (await product(GEL)).sale_price_paise) / 100);
    expect(body(await cart(a, "updateProductQty", { productId: DETERGENT, quantity: 3 })).message).toBe("Only 2 left in stock");
    await api.db.updateTable("product").set({ stock: 60 }).where("public_id", "=", DETERGENT).execute();
    await empty(a);
  });

  it("refuses unknown, withdrawn and sold-out products", async () => {
    const unknown = await cart(a, "addItemToCart", { productId: "No-Such-Product" });
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).message).toBe("This product is not available");
    const soldOut = await cart(a, "addItemToCart", { productId: SOLD_OUT });
    expect(soldOut.statusCode).toBe(409);
    expect(body(soldOut).message).toBe("This product is out of stock");
    await api.db.updateTable("product").set({ active: false }).where("public_id", "=", GEL).execute();
    expect((await cart(a, "addItemToCart", { productId: GEL })).statusCode).toBe(404);
    await api.db.updateTable("product").set({ active: true }).where("public_id", "=", GEL).execute();
    for (const productId of ["", 42, null, "x".repeat(201)]) expect((await cart(a, "addItemToCart", { productId })).statusCode).toBe(400);
    expect((await cart(a, "updateProductQty", { productId: GEL, quantity: 1 })).statusCode).toBe(404);
    expect(body(await cart(a, "removeProductFrmCart", { productId: GEL })).message).toBe("This product is not in your cart");
  });

  it("holds at most 30 different products", async () => {
    const ids = await api.db.selectFrom("product").select(["id"]).where("active", "=", true).where("stock", ">", 0).orderBy("id").limit(31).execute();
    await api.db
      .insertInto("cart_line")
      .values(ids.slice(0, 30).map((p) => ({ customer_id: a.id, product_id: p.id, quantity: 1 })))
      .execute();
    const last = await api.db.selectFrom("product").select("public_id").where("id", "=", ids[30].id).executeTakeFirstOrThrow();
    const res = await cart(a, "addItemToCart", { productId: last.public_id });
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe("Your cart can hold up to 30 different products");
    await empty(a);
  });

  it("needs a token, and a served location for everything but the count", async () => {
    expect((await call(null, "POST", "api/customer/getCartItem", {})).statusCode).toBe(401);
    const noPincode = await call(a, "POST", "api/customer/addItemToCart", { productId: GEL }, {});
    expect(noPincode.statusCode).toBe(422);
    expect((await call(a, "POST", "api/customer/getCartItem", {}, { pincode: "110085" })).statusCode).toBe(422);
    expect((await call(a, "POST", "api/customer/getUserCartCount", {}, {})).statusCode).toBe(200);
  });

  it("never answers 500 for a bad body", async () => {
    for (const payload of ["not json", "[]", '{"productId": {"$gt": ""}}']) {
      const res = await api.app.inject({
        method: "POST",
        url: "/v1/api/customer/addItemToCart",
        headers: { authorization: `Bearer ${a.token}`, pincode: "560034", "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe("a guest's cart, priced by auth/customer/priceCart", () => {
  const price = (products: unknown, headers?: Record<string, string>) => call(null, "POST", "auth/customer/priceCart", { products }, headers);

  it("prices each line from the catalogue with the customer cart's totals, and drops products no longer sold", async () => {
    const res = await price([
      { productId: GEL, quantity: 2 },
      { productId: DETERGENT, quantity: 1 },
      { productId: "No-Such-Product", quantity: 1 },
    ]);
    expect(res.statusCode).toBe(200);
    const { data } = body(res);
    expect(data.list.map((l: { productId: string; lineTotal: number; problem: string | null }) => [l.productId, l.lineTotal, l.problem])).toEqual([
      [GEL, 258, null],
      [DETERGENT, 469, null],
    ]);
    expect(data.count).toBe(3);
    expect(data.extra).toMatchObject({ subTotal: 727, mrpTotal: 847, orderTotal: 727, savings: 120, coupon: null, referral: null });
  });

  it("names what stops a line with the customer cart's messages, and leaves it out of the totals", async () => {
    const SHORT = "Unscented-Dishwash-Gel-500-ml"; // ₹139; no other test here uses it
    await api.db.updateTable("product").set({ stock: 3 }).where("public_id", "=", SHORT).execute();
    const { data } = body(
      await price([
        { productId: SOLD_OUT, quantity: 1 },
        { productId: SHORT, quantity: 4 },
        { productId: GEL, quantity: 1 },
      ]),
    );
    expect(data.list.map((l: { problem: string | null; available: boolean }) => [l.available, l.problem])).toEqual([
      [false, "This product is out of stock"],
      [false, "Only 3 left in stock"],
      [true, null],
    ]);
    expect(data.extra.subTotal).toBe(129);
  });

  it("refuses more lines than a guest cart holds, quantities outside 1 to 10, and a missing or unserved pincode", async () => {
    const many = Array.from({ length: 21 }, (_, i) => ({ productId: `P${i}`, quantity: 1 }));
    expect((await price(many)).statusCode).toBe(400);
    expect((await price([{ productId: GEL, quantity: 11 }])).statusCode).toBe(400);
    expect((await price([{ productId: GEL, quantity: 0 }])).statusCode).toBe(400);
    expect((await price("x")).statusCode).toBe(400);
    expect((await price([], {})).statusCode).toBe(422);
  });
});

describe("one customer's cart is theirs alone", () => {
  it("lets B neither read nor change A's cart, whatever ids B sends", async () => {
    await cart(a, "addItemToCart", { productId: GEL, quantity: 2 });
    const before = await getCart(a);
    expect((await getCart(b)).list).toEqual([]);
    expect((await cart(b, "updateProductQty", { productId: GEL, quantity: 9 })).statusCode).toBe(404);
    expect((await cart(b, "removeProductFrmCart", { productId: GEL })).statusCode).toBe(404);
    // B adding the same product changes B's cart only; B emptying empties B's.
    await cart(b, "addItemToCart", { productId: GEL, quantity: 1 });
    await empty(b);
    const merged = await cart(b, "addLocalItemToCart", { customerId: a.id, products: [{ productId: GEL, quantity: 5 }] });
    expect(merged.statusCode).toBe(403);
    expect((await cart(b, "getUserCartCount", { customerId: a.id })).statusCode).toBe(403);
    expect(await getCart(a)).toEqual(before);
    expect((await getCart(b)).list).toEqual([]);
    await empty(a);
  });
});

describe("merging a guest's cart at sign-in", () => {
  it("adds the guest's units to the customer's, up to 10 and the stock, and names what it left out", async () => {
    await cart(a, "addItemToCart", { productId: GEL, quantity: 6 });
    await api.db.updateTable("product").set({ stock: 4 }).where("public_id", "=", HANDWASH).execute();
    const res = await cart(a, "addLocalItemToCart", {
      customerId: a.id,
      products: [
        { productId: GEL, quantity: 3 },
        { productId: GEL, quantity: 3 },
        { productId: DETERGENT, quantity: 2 },
        { productId: HANDWASH, quantity: 9 },
        { productId: SOLD_OUT, quantity: 1 },
        { productId: "No-Such-Product", quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { list, extra } = body(res).data;
    expect(list.map((l: { productId: string; quantity: number }) => [l.productId, l.quantity])).toEqual([
      [GEL, 10],
      [DETERGENT, 2],
      [HANDWASH, 4],
    ]);
    expect(extra.notices).toEqual(["Delicate Wash 500 ml: This product is out of stock"]);
    await api.db.updateTable("product").set({ stock: 160 }).where("public_id", "=", HANDWASH).execute();
    await empty(a);
  });

  it("refuses a malformed guest cart as a whole", async () => {
    const tooMany = Array.from({ length: 31 }, () => ({ productId: GEL, quantity: 1 }));
    expect((await cart(a, "addLocalItemToCart", { customerId: a.id, products: tooMany })).statusCode).toBe(400);
    expect((await cart(a, "addLocalItemToCart", { customerId: a.id, products: [{ productId: GEL, quantity: 50 }] })).statusCode).toBe(400);
    expect((await cart(a, "addLocalItemToCart", { products: [] })).statusCode).toBe(400);
  });
});

describe("promo codes", () => {
  const apply = (who: Customer, couponCode: unknown) => cart(who, "applyCoupon", { couponCode });

  it("lists the codes the customer can use with their terms", async () => {
    const res = await call(a, "GET", "api/customer/listAllCoupon");
    const { list, count } = body(res).data;
    expect(count).toBe(list.length);
    expect(list.map((c: { code: string }) => c.code).sort()).toEqual(["CLEAN15", "REFILL10", "WELCOME50"]);
    expect(list.find((c: { code: string }) => c.code === "WELCOME50")).toMatchObject({
      type: "flat",
      value: 50,
      minOrderValue: 299,
      firstOrderOnly: true,
      perCustomerLimit: 1,
    });
  });

  it("refuses each rule with its own message", async () => {
    await cart(a, "addItemToCart", { productId: GEL, quantity: 1 }); // ₹129
    const cases: [unknown, number, string][] = [
      ["NOPE", 404, "Invalid promo code"],
      ["STAFF100", 404, "Invalid promo code"],
      ["DIWALI20", 400, "This promo code has expired"],
      ["MONSOON25", 400, "This promo code is not active yet"],
      ["WELCOME50", 400, "This promo code needs an order of ₹299 or more. Add ₹170 more to use it."],
      ["", 400, "Please enter a promo code"],
      ["DROP TABLE", 400, "Invalid promo code"],
      [12345, 400, "Please enter a promo code"],
    ];
    for (const [code, status, message] of cases) {
      const res = await apply(a, code);
      expect([res.statusCode, body(res).message], String(code)).toEqual([status, message]);
      expect(body(res).error.fields).toEqual({ couponCode: message });
    }
    await empty(a);
    expect(body(await apply(a, "CLEAN15")).message).toBe("Add products to your cart to use a promo code");
  });

  it("applies a flat code in any case and takes it off again", async () => {
    await cart(a, "addItemToCart", { productId: GEL, quantity: 3 }); // ₹387
    const res = await apply(a, " welcome50 ");
    expect(body(res)).toMatchObject({
      message: "Promo code applied successfully",
      data: { extra: { subTotal: 387, discount: 50, orderTotal: 337, coupon: { code: "WELCOME50" } } },
    });
    const removed = await cart(a, "removeAppliedCoupon");
    expect(body(removed)).toMatchObject({ message: "Promo code removed successfully", data: { extra: { discount: 0, orderTotal: 387, coupon: null } } });
    await empty(a);
  });

  it("caps a percentage code at its maximum", async () => {
    await cart(a, "addItemToCart", { productId: DETERGENT, quantity: 3 }); // ₹1407: 15% is ₹211.05, capped at ₹150
    const { extra } = body(await apply(a, "CLEAN15")).data;
    expect(extra).toMatchObject({ subTotal: 1407, discount: 150, orderTotal: 1257 });
    await empty(a);
  });

  it("checks the applied code again whenever the cart changes, and says why it went", async () => {
    await cart(a, "addItemToCart", { productId: DETERGENT, quantity: 2 }); // ₹938
    expect(body(await apply(a, "REFILL10")).data.extra.discount).toBe(93.8);
    const { extra } = body(await cart(a, "updateProductQty", { productId: DETERGENT, quantity: 1 })).data; // ₹469 < ₹499
    expect(extra).toMatchObject({
      coupon: null,
      discount: 0,
      orderTotal: 469,
      notices: ["Promo code REFILL10 was removed: This promo code needs an order of ₹499 or more. Add ₹30 more to use it."],
    });
    expect((await getCart(a)).extra.notices).toEqual([]);
    // Emptying takes the code off too.
    await cart(a, "updateProductQty", { productId: DETERGENT, quantity: 3 });
    await apply(a, "REFILL10");
    await empty(a);
    expect(await api.db.selectFrom("cart_coupon").selectAll().where("customer_id", "=", a.id).execute()).toEqual([]);
  });

  it("keeps first-order codes for a first order, and counts uses per customer and overall, but not cancelled ones", async () => {
    const c = await newCustomer();
    await cart(c, "addItemToCart", { productId: DETERGENT, quantity: 3 });
    expect((await apply(c, "WELCOME50")).statusCode).toBe(200);
    const first = await order(c.id, "pending", 5000);
    await api.db.transaction().execute((trx) => recordCouponUse(trx, { code: "WELCOME50", customerId: c.id, orderId: first }));
    expect((await getCart(c)).extra.coupon).toBeNull();
    expect(body(await apply(c, "WELCOME50")).message).toBe("This promo code is for your first order only");
    // The order is cancelled: it was not a first order after all, and its use does not count.
    await api.db.updateTable("customer_order").set({ status: "cancelled" }).where("id", "=", first).execute();
    expect((await apply(c, "WELCOME50")).statusCode).toBe(200);

    await api.db.updateTable("coupon").set({ per_customer_limit: 1 }).where("code", "=", "REFILL10").execute();
    await useCoupon("REFILL10", c.id);
    expect(body(await apply(c, "REFILL10")).message).toBe("You have already used this promo code");
    await api.db.updateTable("coupon").set({ per_customer_limit: 3 }).where("code", "=", "REFILL10").execute();

    await api.db.updateTable("coupon").set({ usage_limit: 1 }).where("code", "=", "CLEAN15").execute();
    await useCoupon("CLEAN15", c.id);
    await cart(a, "addItemToCart", { productId: DETERGENT, quantity: 3 });
    expect(body(await apply(a, "CLEAN15")).message).toBe("This promo code has reached its usage limit");
    // Used up overall: no longer offered to anyone.
    const shown = body(await call(null, "GET", "auth/customer/showCoupon")).data.list.map((x: { code: string }) => x.code);
    expect(shown).not.toContain("CLEAN15");
    // An order placed after the last use went is refused inside checkout's transaction, which recounts under a lock.
    await api.db.updateTable("coupon").set({ usage_limit: 2 }).where("code", "=", "CLEAN15").execute();
    await useCoupon("CLEAN15", a.id);
    await expect(useCoupon("CLEAN15", b.id)).rejects.toMatchObject({ kind: "conflict", message: "This promo code has reached its usage limit" });
    await api.db.updateTable("coupon").set({ usage_limit: 100 }).where("code", "=", "CLEAN15").execute();
    await empty(a);
    await empty(c);

    // getCouponUsed answers the signed-in customer's own uses only.
    const uses = body(await call(c, "POST", "api/admin/getCouponUsed", {})).data;
    expect(uses.list.map((u: { couponCode: string; counted: boolean }) => [u.couponCode, u.counted])).toEqual([
      ["CLEAN15", true],
      ["REFILL10", true],
      ["WELCOME50", false],
    ]);
    expect(body(await call(c, "POST", "api/admin/getCouponUsed", { couponCode: "welcome50" })).data).toMatchObject({
      count: 1,
      list: [{ couponCode: "WELCOME50", discount: 50 }],
    });
    expect(body(await call(a, "POST", "api/admin/getCouponUsed", {})).data.list.map((u: { couponCode: string }) => u.couponCode)).toEqual(["CLEAN15"]);
    expect((await call(null, "POST", "api/admin/getCouponUsed", {})).statusCode).toBe(401);
  });
});

describe("the referral programme", () => {
  it("gives every customer one code of 5 letters and digits, the same every time", async () => {
    const first = body(await call(a, "GET", "api/customer/checkAndGetReferral")).data;
    expect(first.referralCode).toMatch(/^[A-Z0-9]{5}$/);
    expect(first.offer).toMatchObject({
      product: { id: HANDWASH },
      friendDiscount: { type: "percent", value: 100 },
      referrerReward: { amount: 100, minOrderValue: 499, validDays: 60 },
    });
    expect(body(await call(a, "GET", "api/customer/checkAndGetReferral")).data.referralCode).toBe(first.referralCode);
    const other = body(await call(b, "GET", "api/customer/checkAndGetReferral")).data.referralCode;
    expect(other).not.toBe(first.referralCode);
  });

  it("lets a friend apply a code once to a first order, for the discount on the referral product, and take it off", async () => {
    const friend = await newCustomer("Divya");
    const code: string = body(await call(a, "GET", "api/customer/checkAndGetReferral")).data.referralCode;
    const apply = (who: Customer, referralCode: string) => cart(who, "checkReferralCode", { referralCode });

    expect(body(await apply(a, code)).message).toBe("You cannot use your own referral code");
    expect((await apply(friend, "ZZZZZ")).statusCode).toBe(404);
    expect(body(await apply(friend, "ZZZZZ")).message).toBe("Invalid referral code");

    await cart(friend, "addItemToCart", { productId: GEL, quantity: 1 });
    const res = await apply(friend, code.toLowerCase());
    expect(res.statusCode).toBe(200);
    const { list, extra } = body(res).data;
    // The referral product was put in the cart, one unit, and is free.
    expect(list.map((l: { productId: string; quantity: number }) => [l.productId, l.quantity])).toEqual([
      [GEL, 1],
      [HANDWASH, 1],
    ]);
    expect(extra).toMatchObject({ subTotal: 214, referralDiscount: 85, orderTotal: 129, referral: { code, inCart: true } });

    const second = await apply(friend, body(await call(b, "GET", "api/customer/checkAndGetReferral")).data.referralCode);
    expect([second.statusCode, body(second).message]).toEqual([409, "You have already applied a referral code"]);
    expect(body(await call(friend, "GET", "api/customer/getReferralData")).data).toMatchObject({ applied: { code, used: false }, canApply: false });

    const removed = await cart(friend, "removeReferralCode");
    expect(body(removed)).toMatchObject({ message: "Referral code removed successfully", data: { extra: { referralDiscount: 0, referral: null } } });
    expect((await cart(friend, "removeReferralCode")).statusCode).toBe(404);
    expect(body(await call(friend, "GET", "api/customer/getReferralData")).data).toMatchObject({ applied: null, canApply: true });

    // Removing the referral product keeps the code but not its discount.
    await apply(friend, code);
    const without = body(await cart(friend, "removeProductFrmCart", { productId: HANDWASH })).data.extra;
    expect(without).toMatchObject({ referralDiscount: 0, referral: { code, inCart: false } });
    await cart(friend, "removeReferralCode");
    await empty(friend);
  });

  it("lapses when the first order did not use it", async () => {
    const friend = await newCustomer("Hema");
    const code: string = body(await call(a, "GET", "api/customer/checkAndGetReferral")).data.referralCode;
    await cart(friend, "checkReferralCode", { referralCode: code });
    await cart(friend, "removeProductFrmCart", { productId: HANDWASH });
    await order(friend.id); // Placed without the referral product, so without the referral.
    const { extra } = body(await cart(friend, "addItemToCart", { productId: HANDWASH })).data;
    expect(extra).toMatchObject({
      referral: null,
      referralDiscount: 0,
      notices: [`Referral code ${code} was removed: Referral codes are for a first order only`],
    });
  });

  it("is for a first order only", async () => {
    const regular = await newCustomer("Esha");
    await order(regular.id, "delivered");
    const code: string = body(await call(a, "GET", "api/customer/checkAndGetReferral")).data.referralCode;
    expect(body(await cart(regular, "checkReferralCode", { referralCode: code })).message).toBe("Referral codes are for a first order only");
    expect(body(await call(regular, "GET", "api/customer/getReferralData")).data.canApply).toBe(false);
  });

  it("rewards the referrer once, when the friend's first order is delivered", async () => {
    const referrer = await newCustomer("Farah");
    const friend = await newCustomer("Gita");
    const code: string = body(await call(referrer, "GET", "api/customer/checkAndGetReferral")).data.referralCode;
    await cart(friend, "checkReferralCode", { referralCode: code });

    const orderId = await order(friend.id);
    expect(await api.db.transaction().execute((trx) => consumeReferral(trx, { customerId: friend.id, orderId }))).toBe(true);
    expect(await api.db.transaction().execute((trx) => consumeReferral(trx, { customerId: friend.id, orderId }))).toBe(false);
    expect((await getCart(friend)).extra.referral).toBeNull();
    expect(body(await cart(friend, "checkReferralCode", { referralCode: code })).message).toBe("You have already used a referral code");

    // Not delivered yet: nothing.
    expect(await rewardReferrer(api.db, orderId)).toBeNull();
    await api.db.updateTable("customer_order").set({ status: "delivered", delivered_at: new Date() }).where("id", "=", orderId).execute();
    const [reward, again] = await Promise.all([rewardReferrer(api.db, orderId), rewardReferrer(api.db, orderId)].map((p) => p.catch((e) => e)));
    const codes = [reward, again].filter((x) => typeof x === "string");
    expect(codes).toHaveLength(1);
    expect(await rewardReferrer(api.db, orderId)).toBeNull();

    const rewards = body(await call(referrer, "GET", "api/customer/getReferralCoupon")).data;
    expect(rewards).toMatchObject({
      count: 1,
      list: [{ code: codes[0], amount: 100, minOrderValue: 499, status: "available", description: "₹100 off for referring Gita" }],
    });
    const data = body(await call(referrer, "GET", "api/customer/getReferralData")).data;
    expect(data).toMatchObject({ referralCode: code, count: 1, list: [{ friendName: "Gita N.", status: "rewarded" }] });

    // The reward is the referrer's own: listed for them, refused to anyone else, never shown publicly.
    expect(body(await call(referrer, "GET", "api/customer/listAllCoupon")).data.list.map((c: { code: string }) => c.code)).toContain(codes[0]);
    expect(body(await call(friend, "GET", "api/customer/listAllCoupon")).data.list.map((c: { code: string }) => c.code)).not.toContain(codes[0]);
    expect(body(await call(null, "GET", "auth/customer/showCoupon")).data.list.map((c: { code: string }) => c.code)).not.toContain(codes[0]);
    await cart(friend, "addItemToCart", { productId: DETERGENT, quantity: 2 });
    expect(body(await cart(friend, "applyCoupon", { couponCode: codes[0] })).message).toBe("This promo code belongs to another account");
    await cart(referrer, "addItemToCart", { productId: DETERGENT, quantity: 2 });
    expect(body(await cart(referrer, "applyCoupon", { couponCode: codes[0] })).data.extra.discount).toBe(100);
  });
});

describe("the cart in the API document", () => {
  it("names every cart, coupon and referral call with its method", async () => {
    const doc = body(await api.app.inject({ url: "/v1/docs/openapi.json" }));
    const posts = [
      "addItemToCart",
      "getCartItem",
      "getUserCartCount",
      "removeProductFrmCart",
      "updateProductQty",
      "emptyUsersCart",
      "addLocalItemToCart",
      "applyCoupon",
      "removeAppliedCoupon",
      "checkReferralCode",
      "removeReferralCode",
    ];
    for (const call of posts) expect(doc.paths[`/v1/api/customer/${call}`]?.post, call).toBeDefined();
    for (const call of ["listAllCoupon", "checkAndGetReferral", "getReferralData", "getReferralCoupon"])
      expect(doc.paths[`/v1/api/customer/${call}`]?.get, call).toBeDefined();
    expect(doc.paths["/v1/api/admin/getCouponUsed"]?.post).toBeDefined();
  });
});
