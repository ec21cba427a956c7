import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OperatorRole } from "@domain/operators/roles";
import { body, operatorCall, startApi, type Harness } from "./harness";
import { caller, signUp, startSmsGateway, type SmsGateway } from "./sms-gateway";

/**
 * The console's settings (docs/operator-api.md): support hides and shows reviews, the catalogue team
 * adds areas and changes or stops their service, and keeps the promo codes; the owner changes
 * operators. Each change is audited, and bad input is refused under its field with nothing changed.
 */
let api: Harness;
let gateway: SmsGateway;
let call: ReturnType<typeof caller>;
let asOperator: ReturnType<typeof operatorCall>;

beforeAll(async () => {
  gateway = await startSmsGateway();
  api = await startApi({ ...gateway.env, OTP_MAX_PER_IP_PER_HOUR: "1000" });
  call = caller(api);
  asOperator = operatorCall(api);
});
afterAll(async () => {
  await api.close();
  await gateway.close();
});

let next = 0;
const newNumber = () => `96${String(10_000_000 + ++next).slice(-8)}`;

/** An operator of a role, signed in with a code to their phone: their id, name and token. */
async function operator(role: OperatorRole) {
  const phoneNumber = newNumber();
  const added = body(await asOperator("api/admin/addOperator", { phoneNumber, name: `${role} person`, role })).data;
  await call("POST", "auth/operator/sendOtp", { phoneNumber });
  const signedIn = await call("POST", "auth/operator/verifyOtp", { phoneNumber, otp: gateway.lastCode(phoneNumber) });
  return { id: added.id as string, name: added.name as string, token: body(signedIn).data.token as string };
}

const auditOf = async (entityType: string, entityId: string) =>
  body(await asOperator(`api/admin/listAudit?entityType=${entityType}&entityId=${entityId}`)).data.list as {
    action: string;
    operatorId: string | null;
    before: Record<string, unknown> | null;
    after: Record<string, unknown>;
  }[];

describe("reviews", () => {
  const PRODUCT = "Pocket-Glass-Cleaner-250-ml";
  const ratings = async () =>
    body(await call("POST", "auth/customer/getListProductRating", { productId: PRODUCT, limit: 50 })).data as {
      summary: { total: number };
      list: { id: string }[];
    };

  async function review(text: string) {
    const product = await api.db.selectFrom("product").select("id").where("public_id", "=", PRODUCT).executeTakeFirstOrThrow();
    const row = await api.db
      .insertInto("product_review")
      .values({ product_id: product.id, customer_name: "Kavya R.", rating: 1, review: text, hidden_reason: null, customer_id: null, title: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it("hides a review with a reason from the product's page and rating, shows it again, and audits both", async () => {
    const support = await operator("support");
    const id = await review("Arrived with a broken cap, and the seller's number is 98xxxxxx");
    const before = await ratings();
    expect(before.list.map((r) => r.id)).toContain(id);

    const hidden = await asOperator("api/admin/hideReview", { id, reason: "Shares a phone number" }, support.token);
    expect(body(hidden)).toMatchObject({ message: `Review ${id} hidden`, data: { id, published: false, hiddenReason: "Shares a phone number" } });
    const after = await ratings();
    expect(after.summary.total).toBe(before.summary.total - 1);
    expect(after.list.map((r) => r.id)).not.toContain(id);
    const listed = body(await asOperator("api/admin/listReviews?status=hidden", undefined, support.token)).data;
    expect(listed.list).toContainEqual(
      expect.objectContaining({ id, product: { id: PRODUCT, name: "Pocket Glass Cleaner 250 ml" }, hiddenReason: "Shares a phone number" }),
    );
    expect(body(await asOperator("api/admin/listReviews?status=published", undefined, support.token)).data.list.map((r: { id: string }) => r.id)).not.toContain(
      id,
    );

    const shown = await asOperator("api/admin/unhideReview", { id }, support.token);
    expect(body(shown).data).toMatchObject({ id, published: true, hiddenReason: "Shares a phone number" });
    const again = await ratings();
    expect(again.summary.total).toBe(before.summary.total);
    expect(again.list.map((r) => r.id)).toContain(id);

    const audit = await auditOf("review", id);
    expect(audit.map((e) => e.action)).toEqual(["review.unhide", "review.hide"]);
    expect(audit[1]).toMatchObject({ operatorId: support.id, before: { published: true }, after: { published: false, hiddenReason: "Shares a phone number" } });
  });

  it("refuses a hide without a reason, a review that is not there and a list of no such status", async () => {
    const id = await review("Fine.");
    const noReason = await asOperator("api/admin/hideReview", { id, reason: "  " });
    expect(noReason.statusCode).toBe(400);
    expect(body(noReason).error.fields).toEqual({ reason: "Please give the reason for hiding this review" });
    expect((await asOperator("api/admin/hideReview", { id: "999999999", reason: "Spam" })).statusCode).toBe(404);
    expect((await asOperator("api/admin/unhideReview", { id: "abc" })).statusCode).toBe(400);
    expect((await asOperator("api/admin/listReviews?status=deleted")).statusCode).toBe(400);
    const row = await api.db.selectFrom("product_review").select(["published", "hidden_reason"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toEqual({ published: true, hidden_reason: null });
    expect(await auditOf("review", id)).toEqual([]);
  });
});

describe("areas", () => {
  const serviceable = (pincode: string) => call("POST", "auth/customer/checkServiceableableArea", { pincode });
  const area = async (pincode: string) =>
    (body(await asOperator("api/admin/getAreaDeliveryList")).data.list as { code: string }[]).find((a) => a.code === pincode);

  it("adds an area that is served at once, changes its cash on delivery, stops serving it, and audits each", async () => {
    const catalogue = await operator("catalogue");
    expect((await serviceable("799001")).statusCode).toBe(404);
    const added = await asOperator("api/admin/addArea", { code: "799001", city: "Agartala", areaName: "Banamalipur", state: "Tripura" }, catalogue.token);
    expect(body(added)).toMatchObject({ message: "Area 799001 added", data: { code: "799001", city: "Agartala", areaName: "Banamalipur", active: true } });
    expect(body(await serviceable("799001")).data).toMatchObject({ pincode: "799001", area: { city: "Agartala", state: "Tripura" } });
    // A position finds the seeded areas still; the new one has none.
    const near = await call("GET", "auth/customer/getNearestServiceableArea?latitude=12.9352&longitude=77.6245");
    expect(body(near).data.pincode).toBe("560034");

    const cod = await asOperator("api/admin/updateAreaDelivery", { pincode: "799001", cod: true, codMax: 1500 }, catalogue.token);
    expect(body(cod).data).toMatchObject({ cod: true, codMax: 1500 });
    const promise = body(await call("GET", "auth/customer/getDeliveryPromise?pincode=799001&amount=2000")).data;
    expect(promise).toMatchObject({ deliverable: true, cash: { available: false, refusal: "amount", limit: 1500 } });

    expect(body(await asOperator("api/admin/updateAreaDelivery", { pincode: "799001", active: false }, catalogue.token)).data.active).toBe(false);
    expect((await serviceable("799001")).statusCode).toBe(404);
    expect(await area("799001")).toMatchObject({ active: false });

    const audit = await auditOf("area", "799001");
    expect(audit.map((e) => e.action)).toEqual(["area.update", "area.update", "area.add"]);
    expect(audit[0]).toMatchObject({ operatorId: catalogue.id, before: { active: true }, after: { active: false } });
    expect(audit[2]).toMatchObject({ before: null, after: { code: "799001", state: "Tripura" } });
  });

  it("refuses a pincode that is an area already, and a new area's missing fields", async () => {
    const twice = await asOperator("api/admin/addArea", { code: "560034", city: "Bengaluru", areaName: "Again", state: "Karnataka" });
    expect(twice.statusCode).toBe(409);
    expect(body(twice).error.fields).toEqual({ code: "An area with this pincode exists already" });
    expect(await area("560034")).toMatchObject({ areaName: "Koramangala" });
    const bad = await asOperator("api/admin/addArea", { code: "12", city: "", areaName: "", state: "" });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).error.fields).toEqual({
      code: "Pincode should be 6 digits",
      city: "Please enter the city",
      areaName: "Please enter the area's name",
      state: "Please enter the state",
    });
  });

  it.each([
    [{ minDays: 31 }, "minDays", "Days must be a whole number from 0 to 30"],
    [{ minDays: 5, maxDays: 2 }, "maxDays", "The fewest days must not be more than the most"],
    [{ cutoff: "25:00" }, "cutoff", "The cut-off is a time of day, HH:MM from 00:00 to 23:59"],
    [{ codMax: -1 }, "codMax", "The cash limit is 0 rupees or more"],
    [{ active: "no" }, "active", "active is true or false"],
  ])("refuses %j under %s and changes nothing", async (edit, field, message) => {
    const before = await area("400001");
    const res = await asOperator("api/admin/updateAreaDelivery", { pincode: "400001", ...edit });
    expect(res.statusCode).toBe(400);
    expect(body(res).error.fields).toEqual({ [field]: message });
    expect(await area("400001")).toEqual(before);
  });
});

describe("promo codes", () => {
  const GEL = "Lemon-Dishwash-Gel-500-ml"; // ₹129
  const coupons = async () => body(await asOperator("api/admin/listCoupons")).data.list as { code: string }[];

  it("adds a code that a cart takes, switches it off so the cart refuses it, and audits both", async () => {
    const catalogue = await operator("catalogue");
    const saved = await asOperator(
      "api/admin/saveCoupon",
      { code: "festive12", description: "12% off, up to ₹100", type: "percent", value: 12, maxDiscount: 100, validFrom: "2026-01-01", validTo: "2099-12-31" },
      catalogue.token,
    );
    expect(body(saved)).toMatchObject({
      message: "Promo code FESTIVE12 saved",
      data: {
        code: "FESTIVE12",
        type: "percent",
        value: 12,
        maxDiscount: 100,
        minOrder: 0,
        validFrom: "2026-01-01",
        validTo: "2099-12-31",
        active: true,
        uses: 0,
      },
    });
    expect(await coupons()).toContainEqual(expect.objectContaining({ code: "FESTIVE12" }));
    // Valid from the first day's start to the last day's end, India's time.
    const row = await api.db.selectFrom("coupon").select(["valid_from", "valid_to"]).where("code", "=", "FESTIVE12").executeTakeFirstOrThrow();
    expect([row.valid_from.toISOString(), row.valid_to.toISOString()]).toEqual(["2025-12-31T18:30:00.000Z", "2099-12-31T18:30:00.000Z"]);

    const shopper = await signUp(api, gateway, newNumber());
    const cart = (path: string, payload: object) =>
      api.app.inject({
        method: "POST",
        url: `/v1/api/customer/${path}`,
        headers: { "content-type": "application/json", authorization: `Bearer ${shopper.token}`, pincode: "560034" },
        payload: JSON.stringify(payload),
      });
    await cart("addItemToCart", { productId: GEL, quantity: 1 });
    expect(body(await cart("applyCoupon", { couponCode: "FESTIVE12" })).data.extra).toMatchObject({ coupon: { code: "FESTIVE12" }, discount: 15.48 });

    const off = await asOperator("api/admin/saveCoupon", { code: "FESTIVE12", active: false }, catalogue.token);
    expect(body(off).data).toMatchObject({ code: "FESTIVE12", type: "percent", value: 12, active: false });
    const refused = await cart("applyCoupon", { couponCode: "FESTIVE12" });
    expect([refused.statusCode, body(refused).error.fields]).toEqual([404, { couponCode: "Invalid promo code" }]);

    const audit = await auditOf("coupon", "FESTIVE12");
    expect(audit.map((e) => e.action)).toEqual(["coupon.update", "coupon.add"]);
    expect(audit[0]).toMatchObject({ operatorId: catalogue.id, before: { active: true }, after: { active: false } });
  });

  it.each([
    [
      { code: "PCT150", description: "Too much", type: "percent", value: 150, validFrom: "2026-01-01", validTo: "2026-02-01" },
      { value: "A percent is a whole number from 1 to 100" },
    ],
    [
      { code: "ZERO", description: "Nothing", type: "flat", value: 0, validFrom: "2026-01-01", validTo: "2026-02-01" },
      { value: "The discount must be more than 0" },
    ],
    [
      { code: "NEGMIN", description: "Odd", type: "flat", value: 10, minOrder: -1, validFrom: "2026-01-01", validTo: "2026-02-01" },
      { minOrder: "The minimum order is 0 rupees or more" },
    ],
    [
      { code: "BACKWARD", description: "Odd", type: "flat", value: 10, validFrom: "2026-02-01", validTo: "2026-01-01" },
      { validTo: "The last day must not be before the first" },
    ],
    [
      { code: "NODATE", description: "Odd", type: "flat", value: 10, validFrom: "2026-02-30", validTo: "soon" },
      { validFrom: "A date is YYYY-MM-DD, like 2026-12-25", validTo: "A date is YYYY-MM-DD, like 2026-12-25" },
    ],
    [
      { code: "BARE" },
      {
        description: "Please fill this in for a new promo code",
        type: "Please fill this in for a new promo code",
        value: "Please fill this in for a new promo code",
        validFrom: "Please fill this in for a new promo code",
        validTo: "Please fill this in for a new promo code",
      },
    ],
    [{ code: "a b" }, { code: "A code is 3 to 20 letters and digits" }],
    // A change to a code is checked with the terms it keeps.
    [{ code: "WELCOME50", type: "percent", value: 101 }, { value: "A percent is a whole number from 1 to 100" }],
    [{ code: "CLEAN15", validTo: "2000-01-01" }, { validTo: "The last day must not be before the first" }],
  ])("refuses %j with its field messages and changes nothing", async (input, fields) => {
    const before = await coupons();
    const res = await asOperator("api/admin/saveCoupon", input);
    expect(res.statusCode).toBe(400);
    expect(body(res).error.fields).toEqual(fields);
    expect(await coupons()).toEqual(before);
  });

  it("refuses to change a customer's own reward code", async () => {
    const owner = await signUp(api, gateway, newNumber());
    await api.db
      .insertInto("coupon")
      .values({
        code: "REWARDX1",
        description: "Reward",
        type: "flat",
        value: 5000,
        valid_from: new Date("2026-01-01"),
        valid_to: new Date("2099-01-01"),
        owner_customer_id: owner.id,
        max_discount_paise: null,
        per_customer_limit: 1,
        usage_limit: null,
      })
      .execute();
    const res = await asOperator("api/admin/saveCoupon", { code: "REWARDX1", active: false });
    expect(res.statusCode).toBe(409);
    expect(body(res).error.fields).toEqual({ code: "This is a customer's own reward code; it cannot be changed here" });
    expect((await coupons()).map((c) => c.code)).not.toContain("REWARDX1");
  });
});

describe("operators", () => {
  it("deactivates and reactivates an operator, and refuses an owner's deactivating themself", async () => {
    const owner = await operator("owner");
    const support = await operator("support");
    const off = await asOperator("api/admin/updateOperator", { id: support.id, active: false }, owner.token);
    expect(body(off).data).toMatchObject({ id: support.id, active: false });
    expect((await asOperator("api/admin/me", undefined, support.token)).statusCode).toBe(401);
    expect(body(await asOperator("api/admin/updateOperator", { id: support.id, active: true, role: "catalogue" }, owner.token)).data).toMatchObject({
      active: true,
      role: "catalogue",
    });
    const self = await asOperator("api/admin/updateOperator", { id: owner.id, active: false }, owner.token);
    expect([self.statusCode, body(self).message]).toEqual([409, "You cannot change your own role or deactivate yourself."]);
    expect(body(await asOperator("api/admin/me", undefined, owner.token)).data.role).toBe("owner");
    expect((await auditOf("operator", support.id)).map((e) => e.action)).toEqual(["operator.update", "operator.update", "operator.add"]);
  });
});
