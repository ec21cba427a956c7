import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFILL_PAIRS, PRODUCTS } from "../../server/api/seed/data/products";
import { body, operatorCall, startApi, type Harness } from "./harness";
import { startSmsGateway, type SmsGateway } from "./sms-gateway";
import { locatedCall, placeCodOrder, shopperWithAddress } from "./shoppers";

/**
 * Bottles and refills (docs/product.md#refills): a product's page names its pairs, operators set them,
 * and an ended order is bought again as it was or with each bottle's refill (docs/product.md#buy-again).
 */
let api: Harness;
let sms: SmsGateway;
let located: ReturnType<typeof locatedCall>;
let operator: ReturnType<typeof operatorCall>;

const GEL = "Lemon-Dishwash-Gel-500-ml";
const GEL_REFILL = "Lemon-Dishwash-Gel-Refill-1-L";
const TOILET = "Thick-Toilet-Cleaner-500-ml";
const TOILET_REFILL = "Thick-Toilet-Cleaner-Refill-1-L";
const SANDALWOOD = "Sandalwood-Hand-Wash-250-ml";
const SANDALWOOD_REFILL = "Sandalwood-Hand-Wash-Refill-750-ml";

const details = async (id: string) => body(await located(`auth/customer/getProductDetails?id=${id}`, null)).data;
const cartOf = async (token: string) =>
  Object.fromEntries(
    (body(await located("api/customer/getCartItem", {}, token)).data.list as { productId: string; quantity: number }[]).map((l) => [l.productId, l.quantity]),
  );

/** A new customer with an address, who has ordered these (cash on delivery) and had the order delivered. */
async function deliveredOrder(phone: string, items: Record<string, number>, status = "delivered") {
  const who = await shopperWithAddress(api, sms, phone);
  const orderId = await placeCodOrder(api, who, items, `refills-${phone}-0123456789`);
  await api.db
    .updateTable("customer_order")
    .set({ status: status as "delivered", delivered_at: status === "delivered" ? new Date() : null })
    .where("order_number", "=", orderId)
    .execute();
  return { ...who, orderId };
}
const buyAgain = (token: string, orderId: string, items?: "same" | "refills") =>
  located("api/customer/buyAgain", { orderId, ...(items ? { items } : {}) }, token);

beforeAll(async () => {
  sms = await startSmsGateway();
  api = await startApi(sms.env);
  located = locatedCall(api);
  operator = operatorCall(api);
});
afterAll(async () => {
  await api.close();
  await sms.close();
});

describe("the demo catalogue's pairs", () => {
  it("pairs every bottle with a refill of its type, and every refill with a bottle", () => {
    const byName = new Map(PRODUCTS.map((p) => [p.name, p]));
    const paired = new Set(REFILL_PAIRS.flatMap(([bottle, refills]) => [bottle, ...refills]));
    for (const product of PRODUCTS) expect(paired.has(product.name), product.name).toBe(true);
    for (const [bottle, refills] of REFILL_PAIRS) {
      expect(byName.get(bottle)?.category, bottle).toBe("prefill");
      for (const refill of refills) expect(byName.get(refill), refill).toMatchObject({ category: "refill", type: byName.get(bottle)!.type });
    }
  });
});

describe("a product's page", () => {
  it("names a bottle's refills, smallest first, with what a unit price needs", async () => {
    const gel = await details(GEL);
    expect(gel).toMatchObject({ netQuantity: 500, unit: "ml", fitsBottles: [] });
    expect(gel.refills.map((r: { id: string }) => r.id)).toEqual([GEL_REFILL, "Lemon-Dishwash-Gel-Refill-2-L"]);
    expect(gel.refills[0]).toMatchObject({ netQuantity: 1000, unit: "ml", salePrice: 189, productcategory: { category: "refill" } });
  });

  it("names the bottles a refill fits", async () => {
    const refill = await details(GEL_REFILL);
    expect(refill.refills).toEqual([]);
    expect(refill.fitsBottles.map((b: { id: string }) => b.id)).toEqual([GEL, "Lemon-Dishwash-Gel-1-L"]);
  });
});

describe("operators pair bottles and refills", () => {
  it("sets a bottle's refills, the same list twice changing nothing, and unpairs it with none", async () => {
    const set = (refillIds: string[]) => operator("api/admin/setProductRefills", { productId: SANDALWOOD, refillIds });
    const paired = await set([SANDALWOOD_REFILL, "Aloe-Vera-Hand-Wash-Refill-750-ml"]);
    expect(paired.statusCode).toBe(200);
    expect(body(paired).data).toEqual({ productId: SANDALWOOD, refillIds: [SANDALWOOD_REFILL, "Aloe-Vera-Hand-Wash-Refill-750-ml"] });
    expect((await set([SANDALWOOD_REFILL, "Aloe-Vera-Hand-Wash-Refill-750-ml"])).statusCode).toBe(200);
    expect((await details(SANDALWOOD)).refills).toHaveLength(2);
    expect((await details("Aloe-Vera-Hand-Wash-Refill-750-ml")).fitsBottles.map((b: { id: string }) => b.id)).toContain(SANDALWOOD);
    expect(body(await set([])).data.refillIds).toEqual([]);
    expect((await details(SANDALWOOD)).refills).toEqual([]);
    expect(body(await set([SANDALWOOD_REFILL])).data.refillIds).toEqual([SANDALWOOD_REFILL]);
  });

  it("refuses a refill as a bottle, a bottle or another type as a refill, an unknown id and a caller without the token, changing nothing", async () => {
    const before = (await details(GEL)).refills;
    const refused = async (payload: object, status: number, message: string, token?: string) => {
      const res = await operator("api/admin/setProductRefills", payload, token);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(body(res).message).toBe(message);
    };
    await refused({ productId: GEL_REFILL, refillIds: [] }, 400, "Only a ready-to-use product has refills");
    await refused({ productId: GEL, refillIds: ["Lemon-Dishwash-Gel-1-L"] }, 400, "Lemon-Dishwash-Gel-1-L is not a refill of this product's type");
    await refused({ productId: GEL, refillIds: [TOILET_REFILL] }, 400, `${TOILET_REFILL} is not a refill of this product's type`);
    await refused({ productId: GEL, refillIds: ["No-Such-Refill"] }, 404, "No product with the id No-Such-Refill");
    await refused({ productId: GEL }, 400, "refillIds is required");
    await refused({ productId: GEL, refillIds: Array.from({ length: 11 }, () => GEL_REFILL) }, 400, "A bottle has at most 10 refills");
    const stranger = await operator("api/admin/setProductRefills", { productId: GEL, refillIds: [] }, "not-the-operator-token-0123456789");
    expect(stranger.statusCode).toBe(401);
    expect((await details(GEL)).refills).toEqual(before);
  });
});

describe("buying an order again", () => {
  it("puts the same products and quantities in the cart, on top of what it holds, up to a line's limit", async () => {
    const shopper = await deliveredOrder("9855500001", { [GEL]: 2, [TOILET]: 1 });
    await located("api/customer/addItemToCart", { productId: GEL, quantity: 9 }, shopper.token);
    const res = await buyAgain(shopper.token, shopper.orderId);
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe("Your cart has been updated");
    expect(await cartOf(shopper.token)).toEqual({ [GEL]: 10, [TOILET]: 1 });
  });

  it("puts each bottle's refill in the cart instead, in the bottle's quantity, and says in Hindi what it left out", async () => {
    const shopper = await deliveredOrder("9855500002", { [GEL]: 2, [TOILET]: 1, [GEL_REFILL]: 1 });
    await operator("api/admin/setProductRefills", { productId: TOILET, refillIds: [] });
    try {
      const res = await api.app.inject({
        method: "POST",
        url: "/v1/api/customer/buyAgain",
        headers: { "content-type": "application/json", authorization: `Bearer ${shopper.token}`, pincode: "560034", "accept-language": "hi" },
        payload: JSON.stringify({ orderId: shopper.orderId, items: "refills" }),
      });
      expect(res.statusCode).toBe(200);
      expect(body(res).data.extra.notices).toEqual(["गाढ़ा टॉयलेट क्लीनर 500 ml: इस प्रोडक्ट का कोई रीफ़िल नहीं है"]);
      expect(await cartOf(shopper.token)).toEqual({ [GEL_REFILL]: 3 });
    } finally {
      await operator("api/admin/setProductRefills", { productId: TOILET, refillIds: [TOILET_REFILL] });
    }
  });

  it("leaves out what is out of stock or no longer sold, naming each, and adds the rest", async () => {
    const shopper = await deliveredOrder("9855500003", { [GEL]: 1, [TOILET]: 1, [SANDALWOOD]: 1 });
    const product = (id: string) => api.db.updateTable("product").where("public_id", "=", id);
    const stock = (await api.db.selectFrom("product").select("stock").where("public_id", "=", TOILET).executeTakeFirstOrThrow()).stock;
    await product(TOILET).set({ stock: 0 }).execute();
    await product(SANDALWOOD).set({ active: false }).execute();
    try {
      const res = await buyAgain(shopper.token, shopper.orderId, "same");
      expect(res.statusCode).toBe(200);
      expect(body(res).data.extra.notices).toEqual([
        "Sandalwood Hand Wash 250 ml: This product is no longer sold",
        "Thick Toilet Cleaner 500 ml: This product is out of stock",
      ]);
      expect(await cartOf(shopper.token)).toEqual({ [GEL]: 1 });
    } finally {
      await product(TOILET).set({ stock }).execute();
      await product(SANDALWOOD).set({ active: true }).execute();
    }
  });

  it("refuses an order still on its way (409) and another customer's order (404), the cart unchanged", async () => {
    const waiting = await deliveredOrder("9855500004", { [GEL]: 1 }, "accepted");
    const refused = await buyAgain(waiting.token, waiting.orderId);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toBe("This order is still on its way. You can buy it again once it has arrived.");
    expect(await cartOf(waiting.token)).toEqual({});

    const other = await deliveredOrder("9855500005", { [TOILET]: 1 });
    const notFound = await buyAgain(waiting.token, other.orderId);
    expect(notFound.statusCode).toBe(404);
    expect(await cartOf(waiting.token)).toEqual({});
    expect((await buyAgain(waiting.token, "not-an-order")).statusCode).toBe(400);
    expect(body(await buyAgain(waiting.token, other.orderId, "bottles" as "same")).message).toBe("items is same or refills");
  });

  it("offers buying again and the refills on an ended order's page", async () => {
    const shopper = await deliveredOrder("9855500006", { [GEL]: 1 }, "cancelled");
    const order = body(await located(`api/customer/getOrderDetails?id=${shopper.orderId}`, null, shopper.token)).data;
    expect(order.actions).toEqual(["buy-again", "buy-refills"]);
  });
});
