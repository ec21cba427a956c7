import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Endpoint } from "@domain/contract";
import * as cartEndpoints from "@domain/cart/endpoints";
import * as catalogueEndpoints from "@domain/catalogue/endpoints";
import * as deliveryEndpoints from "@domain/delivery/endpoints";
import * as helpEndpoints from "@domain/help/endpoints";
import * as operatorEndpoints from "@domain/operators/endpoints";
import * as orderEndpoints from "@domain/orders/endpoints";
import * as paymentEndpoints from "@domain/payments/endpoints";
import * as refillEndpoints from "@domain/refills/endpoints";
import * as reviewEndpoints from "@domain/reviews/endpoints";
import { OPERATOR_ROLES, type OperatorRole } from "@domain/operators/roles";
import { body, operatorCall, startApi, type Harness } from "./harness";
import { insertOrder, markPaid } from "./orders-fixture";
import { caller, signUp, startSmsGateway, type SmsGateway } from "./sms-gateway";

let api: Harness;
let gateway: SmsGateway;
let call: ReturnType<typeof caller>;
let asOperator: ReturnType<typeof operatorCall>;
/** A fixed-code number, as the end-to-end tests' operators use. */
const TEST_NUMBER = "9999900701";

beforeAll(async () => {
  gateway = await startSmsGateway();
  api = await startApi({ ...gateway.env, OTP_TEST_NUMBERS: `${TEST_NUMBER}:123456`, OTP_MAX_PER_IP_PER_HOUR: "1000" });
  call = caller(api);
  asOperator = operatorCall(api);
});
afterAll(async () => {
  await api.close();
  await gateway.close();
});

let next = 0;
const newNumber = () => `97${String(10_000_000 + ++next).slice(-8)}`;

/** Adds an operator with the shared token, as `npm run admin -- operator add` does. */
async function addOperator(role: OperatorRole, phoneNumber = newNumber(), name = `${role} person`) {
  const res = await asOperator("api/admin/addOperator", { phoneNumber, name, role });
  expect(res.statusCode).toBe(200);
  return body(res).data as { id: string; phoneNumber: string; name: string; role: OperatorRole; active: boolean };
}

async function signIn(phoneNumber: string, code?: string) {
  const sent = await call("POST", "auth/operator/sendOtp", { phoneNumber });
  expect(sent.statusCode).toBe(200);
  return call("POST", "auth/operator/verifyOtp", { phoneNumber, otp: code ?? gateway.lastCode(phoneNumber) });
}

async function operatorWithToken(role: OperatorRole) {
  const operator = await addOperator(role);
  const res = await signIn(operator.phoneNumber);
  expect(res.statusCode).toBe(200);
  return { ...operator, token: body(res).data.token as string };
}

/** Every operation of the operators, as the contract declares them. */
const OPERATOR_ENDPOINTS = [
  cartEndpoints,
  catalogueEndpoints,
  deliveryEndpoints,
  helpEndpoints,
  operatorEndpoints,
  orderEndpoints,
  paymentEndpoints,
  refillEndpoints,
  reviewEndpoints,
]
  .flatMap((module) => Object.values(module))
  .filter((value): value is Endpoint => typeof value === "object" && value !== null && "access" in value && value.access === "operator");

/** Who may call what (docs/operator-api.md): the owner everything, each other role its own work. */
const ALLOWED: Record<string, readonly OperatorRole[]> = {
  "api/admin/me": OPERATOR_ROLES,
  "api/admin/logout": OPERATOR_ROLES,
  "api/admin/listOrders": ["support", "fulfilment", "owner"],
  "api/admin/getOrder": ["support", "fulfilment", "owner"],
  "api/admin/updateOrderStatus": ["fulfilment", "owner"],
  "api/admin/acceptOrders": ["fulfilment", "owner"],
  "api/admin/recordDeliveryOutcome": ["fulfilment", "owner"],
  "api/admin/backtestCashOrders": ["owner"],
  "api/admin/getCashOrderMeasures": ["owner"],
  "api/admin/createPaymentLink": ["fulfilment", "owner"],
  "api/admin/listRefunds": ["fulfilment", "owner"],
  "api/admin/recordRefundPaid": ["fulfilment", "owner"],
  "api/admin/reconcilePayments": ["fulfilment", "owner"],
  "api/admin/listFeedback": ["support", "owner"],
  "api/admin/answerFeedback": ["support", "owner"],
  "api/admin/setProductRefills": ["catalogue", "owner"],
  "api/admin/listProducts": ["catalogue", "owner"],
  "api/admin/getProduct": ["catalogue", "owner"],
  "api/admin/updateProduct": ["catalogue", "owner"],
  "api/admin/createProduct": ["catalogue", "owner"],
  "api/admin/getAreaDeliveryList": ["catalogue", "owner"],
  "api/admin/updateAreaDelivery": ["catalogue", "owner"],
  "api/admin/addArea": ["catalogue", "owner"],
  "api/admin/listCoupons": ["catalogue", "owner"],
  "api/admin/saveCoupon": ["catalogue", "owner"],
  "api/admin/listReviews": ["support", "owner"],
  "api/admin/hideReview": ["support", "owner"],
  "api/admin/unhideReview": ["support", "owner"],
  "api/admin/listOperators": ["owner"],
  "api/admin/addOperator": ["owner"],
  "api/admin/updateOperator": ["owner"],
  "api/admin/listAudit": ["owner"],
  "api/admin/runRefillReminders": ["owner"],
};

describe("roles", () => {
  const tokens = {} as Record<OperatorRole, string>;
  beforeAll(async () => {
    for (const role of OPERATOR_ROLES) tokens[role] = (await operatorWithToken(role)).token;
  });

  it("the matrix names every operator operation", () => {
    expect(OPERATOR_ENDPOINTS.map((e) => e.path).sort()).toEqual(Object.keys(ALLOWED).sort());
  });

  // Logout would end the token the other rows use; it has its own test below.
  const rows = Object.entries(ALLOWED)
    .filter(([path]) => path !== "api/admin/logout")
    .flatMap(([path, roles]) => OPERATOR_ROLES.map((role) => ({ path, role, allowed: roles.includes(role) })));

  it.each(rows)("$path as $role: allowed $allowed", async ({ path, role, allowed }) => {
    const endpoint = OPERATOR_ENDPOINTS.find((e) => e.path === path)!;
    const res = await asOperator(path, endpoint.method === "GET" ? undefined : {}, tokens[role]);
    if (allowed) expect([401, 403]).not.toContain(res.statusCode);
    else {
      expect(res.statusCode).toBe(403);
      expect(body(res)).toMatchObject({ success: false, message: "Your role does not allow this.", error: { code: "role_forbidden" } });
    }
  });

  it("refuses every operator operation without a token, with a wrong one and with a customer's token", async () => {
    const customer = await signUp(api, gateway, newNumber());
    for (const endpoint of OPERATOR_ENDPOINTS) {
      const payload = endpoint.method === "GET" ? undefined : {};
      const none = await api.app.inject({ method: endpoint.method, url: `/v1/${endpoint.path}` });
      expect(none.statusCode, endpoint.path).toBe(401);
      expect((await asOperator(endpoint.path, payload, "not-a-token-we-issued")).statusCode, endpoint.path).toBe(401);
      expect((await asOperator(endpoint.path, payload, customer.token)).statusCode, endpoint.path).toBe(401);
    }
  });

  it("refuses an operator's token on the customers' calls", async () => {
    for (const path of ["api/customer/getProfile", "api/customer/getOrderList", "api/customer/listAddress"]) {
      const res = await call("GET", path, undefined, { token: tokens.owner });
      expect(res.statusCode, path).toBe(401);
    }
  });
});

describe("operator sign-in", () => {
  it("signs an operator in with a code to their phone for 8 hours, says who they are and signs them out", async () => {
    const operator = await addOperator("fulfilment", newNumber(), "Ravi Kumar");
    const sent = await call("POST", "auth/operator/sendOtp", { phoneNumber: operator.phoneNumber });
    expect(body(sent)).toMatchObject({ success: true, data: { phoneNumber: operator.phoneNumber, expiresIn: 300, resendIn: 60 } });
    const res = await call("POST", "auth/operator/verifyOtp", { phoneNumber: operator.phoneNumber, otp: gateway.lastCode(operator.phoneNumber) });
    expect(res.statusCode).toBe(200);
    const { token, expiresAt, operator: who } = body(res).data;
    expect(who).toEqual({ id: operator.id, name: "Ravi Kumar", phoneNumber: operator.phoneNumber, role: "fulfilment" });
    const hours = (new Date(expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(7.9);
    expect(hours).toBeLessThanOrEqual(8);
    const stored = await api.db.selectFrom("operator_token").select("token_hash").where("operator_id", "=", operator.id).execute();
    expect(stored.map((t) => t.token_hash)).not.toContain(token);

    expect(body(await asOperator("api/admin/me", undefined, token)).data).toEqual(who);
    expect((await asOperator("api/admin/logout", {}, token)).statusCode).toBe(200);
    expect((await asOperator("api/admin/me", undefined, token)).statusCode).toBe(401);
  });

  it("answers a number that is no operator's exactly as an operator's, and sends it nothing", async () => {
    const stranger = newNumber();
    const before = gateway.received.length;
    const res = await call("POST", "auth/operator/sendOtp", { phoneNumber: stranger });
    expect(body(res)).toEqual({
      success: true,
      message: `OTP sent to +91 ${stranger.slice(0, 5)} ${stranger.slice(5)}`,
      data: { phoneNumber: stranger, expiresIn: 300, resendIn: 60 },
    });
    expect(gateway.received.length).toBe(before);
    expect((await call("POST", "auth/operator/verifyOtp", { phoneNumber: stranger, otp: "123456" })).statusCode).toBe(400);
  });

  it("does not sign an operator in with a customer's code, nor a customer with an operator's", async () => {
    const phoneNumber = newNumber();
    await addOperator("support", phoneNumber);
    // The same person is also a shopper: their shop code is for the shop only.
    expect((await call("POST", "auth/customer/sendOtpToUser", { phoneNumber, type: "register" })).statusCode).toBe(200);
    const customerCode = gateway.lastCode(phoneNumber);
    const refused = await call("POST", "auth/operator/verifyOtp", { phoneNumber, otp: customerCode });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).message).toBe("Please request an OTP first.");

    await api.db
      .updateTable("otp_code")
      .set({ created_at: sql`created_at - interval '2 minutes'` })
      .where("phone_number", "=", phoneNumber)
      .execute();
    expect((await call("POST", "auth/operator/sendOtp", { phoneNumber })).statusCode).toBe(200);
    const operatorCode = gateway.lastCode(phoneNumber);
    const customerTry = await call("POST", "auth/customer/verifyOtp", { phoneNumber, otp: operatorCode });
    expect(customerTry.statusCode).toBe(400);
    expect(body(customerTry).message).toBe("Please request an OTP first.");
  });

  it("signs an operator in with a fixed-code test number", async () => {
    await addOperator("catalogue", TEST_NUMBER);
    const res = await signIn(TEST_NUMBER, "123456");
    expect(res.statusCode).toBe(200);
    expect(body(res).data.operator.role).toBe("catalogue");
  });

  it("ends a sign-in after 8 hours, and every sign-in of a deactivated operator at once", async () => {
    const operator = await operatorWithToken("support");
    await api.db
      .updateTable("operator_token")
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where("operator_id", "=", operator.id)
      .execute();
    expect((await asOperator("api/admin/me", undefined, operator.token)).statusCode).toBe(401);

    const other = await operatorWithToken("support");
    const deactivated = await asOperator("api/admin/updateOperator", { id: other.id, active: false });
    expect(body(deactivated).data).toMatchObject({ id: other.id, active: false });
    expect((await asOperator("api/admin/me", undefined, other.token)).statusCode).toBe(401);
    const sent = gateway.received.length;
    expect((await call("POST", "auth/operator/sendOtp", { phoneNumber: other.phoneNumber })).statusCode).toBe(200);
    expect(gateway.received.length).toBe(sent);
  });
});

describe("the owner's operators and audit", () => {
  it("adds an operator, changes their role, refuses a number twice and an owner's change to themself, and audits each change", async () => {
    const owner = await operatorWithToken("owner");
    const phoneNumber = newNumber();
    const added = await asOperator("api/admin/addOperator", { phoneNumber: `+91 ${phoneNumber}`, name: "Meera Nair", role: "support" }, owner.token);
    expect(body(added)).toMatchObject({ message: "Operator Meera Nair added", data: { phoneNumber, name: "Meera Nair", role: "support", active: true } });
    const id = body(added).data.id;

    const twice = await asOperator("api/admin/addOperator", { phoneNumber, name: "Someone Else", role: "owner" }, owner.token);
    expect(twice.statusCode).toBe(409);
    expect(body(twice).error.fields).toEqual({ phoneNumber: "This number is already an operator's" });

    const changed = await asOperator("api/admin/updateOperator", { id, role: "fulfilment" }, owner.token);
    expect(body(changed).data).toMatchObject({ id, role: "fulfilment", active: true });

    const self = await asOperator("api/admin/updateOperator", { id: owner.id, role: "support" }, owner.token);
    expect(self.statusCode).toBe(409);

    const bad = await asOperator("api/admin/addOperator", { phoneNumber: "12", name: "", role: "boss" }, owner.token);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(body(bad).error.fields).sort()).toEqual(["name", "phoneNumber", "role"]);

    const audit = body(await asOperator(`api/admin/listAudit?entityType=operator&entityId=${id}`, undefined, owner.token)).data;
    expect(audit.count).toBe(2);
    expect(audit.list.map((e: { action: string }) => e.action)).toEqual(["operator.update", "operator.add"]);
    expect(audit.list[0]).toMatchObject({ operatorId: owner.id, actor: owner.name, before: { role: "support" }, after: { role: "fulfilment" } });
    expect(audit.list[1]).toMatchObject({ operatorId: owner.id, before: null, after: { phoneNumber, role: "support" } });

    const list = body(await asOperator("api/admin/listOperators", undefined, owner.token)).data.list;
    expect(list).toContainEqual(expect.objectContaining({ id, name: "Meera Nair", role: "fulfilment" }));
  });

  it("audits the command line's changes as the command line", async () => {
    const operator = await addOperator("support");
    const [entry] = body(await asOperator(`api/admin/listAudit?entityType=operator&entityId=${operator.id}`)).data.list;
    expect(entry).toMatchObject({ operatorId: null, actor: "Command line", action: "operator.add" });
    expect(body(await asOperator("api/admin/me")).data).toEqual({ id: null, name: "Command line", phoneNumber: null, role: "owner" });
  });

  it("seeds the demo owner", async () => {
    const list = body(await asOperator("api/admin/listOperators")).data.list;
    expect(list).toContainEqual(expect.objectContaining({ phoneNumber: "9000000001", role: "owner", active: true }));
  });
});

const PRODUCT = "Neem-Floor-Cleaner-1-L";
const productRow = () =>
  api.db
    .selectFrom("product")
    .select(["mrp_paise", "sale_price_paise", "stock", "description", "active"])
    .where("public_id", "=", PRODUCT)
    .executeTakeFirstOrThrow();
const productAudit = async () => body(await asOperator(`api/admin/listAudit?entityType=product&entityId=${PRODUCT}`)).data.list;

describe("the catalogue", () => {
  it("lists every product by name and finds one by a part of its name", async () => {
    const catalogue = await operatorWithToken("catalogue");
    const found = body(await asOperator("api/admin/listProducts?search=neem%20floor", undefined, catalogue.token)).data;
    expect(found.list.map((p: { id: string }) => p.id)).toContain(PRODUCT);
    expect(found.list.every((p: { name: string }) => /neem floor/i.test(p.name))).toBe(true);
    const product = body(await asOperator(`api/admin/getProduct?id=${PRODUCT}`, undefined, catalogue.token)).data;
    expect(product).toMatchObject({ id: PRODUCT, active: true, image: expect.stringMatching(/^\/uploads\/products\/.+\.webp$/) });
    expect((await asOperator("api/admin/getProduct?id=No-Such-Product", undefined, catalogue.token)).statusCode).toBe(404);
  });

  it("changes a price, stock and description, shows it on the product's page and audits before and after", async () => {
    const catalogue = await operatorWithToken("catalogue");
    const before = await productRow();
    const res = await asOperator(
      "api/admin/updateProduct",
      { id: PRODUCT, price: 400, salePrice: 349.5, stock: 12, description: "Neem and pine, for every floor." },
      catalogue.token,
    );
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toMatchObject({ id: PRODUCT, price: 400, salePrice: 349.5, stock: 12, description: "Neem and pine, for every floor." });
    const page = await api.app.inject({ url: `/v1/auth/customer/getProductDetails?id=${PRODUCT}`, headers: { pincode: "560034" } });
    expect(body(page).data).toMatchObject({ productPrice: 400, salePrice: 349.5, stock: 12, description: "Neem and pine, for every floor." });
    const [entry] = await productAudit();
    expect(entry).toMatchObject({
      operatorId: catalogue.id,
      actor: catalogue.name,
      action: "product.update",
      before: { price: before.mrp_paise / 100, salePrice: before.sale_price_paise / 100, stock: before.stock },
      after: { price: 400, salePrice: 349.5, stock: 12, description: "Neem and pine, for every floor.", active: true },
    });
  });

  it.each([
    [{ price: -5 }, "price", "Price must be more than 0"],
    [{ price: 100, salePrice: 120 }, "salePrice", "Sale price must not be more than the price"],
    [{ salePrice: 1_000 }, "salePrice", "Sale price must not be more than the price"],
    [{ stock: -1 }, "stock", "Stock must be 0 or more"],
    [{ stock: 1.5 }, "stock", "Stock must be a whole number"],
    [{ price: "free" }, "price", "Price must be a number"],
  ])("refuses %j with a message for %s and changes nothing", async (edit, field, message) => {
    await asOperator("api/admin/updateProduct", { id: PRODUCT, price: 500, salePrice: 450 });
    const before = await productRow();
    const audited = (await productAudit()).length;
    const res = await asOperator("api/admin/updateProduct", { id: PRODUCT, ...edit });
    expect(res.statusCode).toBe(400);
    expect(body(res).error.fields).toEqual({ [field]: message });
    expect(await productRow()).toEqual(before);
    expect((await productAudit()).length).toBe(audited);
  });

  it("keeps both of two edits at once in the audit, each from what the other left, and the last one wins", async () => {
    const [a, b] = [await operatorWithToken("catalogue"), await operatorWithToken("owner")];
    await asOperator("api/admin/updateProduct", { id: PRODUCT, price: 500, salePrice: 450, stock: 10 });
    const [first, second] = await Promise.all([
      asOperator("api/admin/updateProduct", { id: PRODUCT, salePrice: 420, stock: 20 }, a.token),
      asOperator("api/admin/updateProduct", { id: PRODUCT, salePrice: 410, stock: 30 }, b.token),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const [last, earlier] = await productAudit();
    expect(earlier.before).toMatchObject({ salePrice: 450, stock: 10 });
    expect(last.before).toEqual(earlier.after);
    expect(await productRow()).toMatchObject({ sale_price_paise: last.after.salePrice * 100, stock: last.after.stock });
    expect(new Set([last.operatorId, earlier.operatorId])).toEqual(new Set([a.id, b.id]));
  });
});

describe("the audit of daily work", () => {
  it("audits an order's move with the operator, the status before and after and the note", async () => {
    const fulfilment = await operatorWithToken("fulfilment");
    const customer = await signUp(api, gateway, newNumber());
    const order = await insertOrder(api.db, customer.id, { paymentType: "COD" });
    const moved = await asOperator("api/admin/updateOrderStatus", { orderId: order.orderNumber, status: "accepted", note: "Packed today" }, fulfilment.token);
    expect(moved.statusCode).toBe(200);
    const [entry] = body(await asOperator(`api/admin/listAudit?entityType=order&entityId=${order.orderNumber}`)).data.list;
    expect(entry).toMatchObject({
      operatorId: fulfilment.id,
      action: "order.move",
      before: { status: "pending" },
      after: { status: "accepted", note: "Packed today" },
    });
  });

  it("accepts pending orders in bulk, each audited, and says why the others were not", async () => {
    const fulfilment = await operatorWithToken("fulfilment");
    const customer = await signUp(api, gateway, newNumber());
    const cash = await insertOrder(api.db, customer.id, { paymentType: "COD" });
    const unpaid = await insertOrder(api.db, customer.id, { paymentType: "online" });
    const res = await asOperator("api/admin/acceptOrders", { orderIds: [cash.orderNumber, unpaid.orderNumber, "NHC9999999"] }, fulfilment.token);
    expect(body(res)).toMatchObject({
      message: "Orders accepted: 1",
      data: {
        accepted: [cash.orderNumber],
        refused: [
          { orderId: unpaid.orderNumber, message: `Order ${unpaid.orderNumber} is not paid yet; it can be accepted once paid.` },
          { orderId: "NHC9999999", message: "Order not found." },
        ],
      },
    });
    const status = await api.db.selectFrom("customer_order").select("status").where("order_number", "=", cash.orderNumber).executeTakeFirstOrThrow();
    expect(status.status).toBe("accepted");
    const audited = body(await asOperator(`api/admin/listAudit?entityType=order&entityId=${cash.orderNumber}`)).data.list;
    expect(audited).toEqual([expect.objectContaining({ operatorId: fulfilment.id, action: "order.move", after: { status: "accepted", note: null } })]);
    expect((await asOperator("api/admin/acceptOrders", { orderIds: [] }, fulfilment.token)).statusCode).toBe(400);
  });

  it("audits an area's change", async () => {
    const catalogue = await operatorWithToken("catalogue");
    expect((await asOperator("api/admin/updateAreaDelivery", { pincode: "400050", cod: false }, catalogue.token)).statusCode).toBe(200);
    const [entry] = body(await asOperator("api/admin/listAudit?entityType=area&entityId=400050")).data.list;
    expect(entry).toMatchObject({ operatorId: catalogue.id, action: "area.update", before: { cod: true }, after: { cod: false } });
  });
});

describe("the console's orders", () => {
  const orderStatus = async (orderNumber: string) =>
    (await api.db.selectFrom("customer_order").select("status").where("order_number", "=", orderNumber).executeTakeFirstOrThrow()).status;

  it("finds a customer's orders by their phone or an order's number, pending first then newest, 50 a page", async () => {
    const support = await operatorWithToken("support");
    const fulfilment = await operatorWithToken("fulfilment");
    const phoneNumber = newNumber();
    const customer = await signUp(api, gateway, phoneNumber);
    const first = await insertOrder(api.db, customer.id, { paymentType: "COD" });
    // Fifty more like it, in one statement: enough for a second page.
    await sql`
      insert into customer_order (customer_id, payment_type, delivery_address, pincode, mrp_total_paise, subtotal_paise, total_paise, idempotency_key)
      select customer_id, payment_type, delivery_address, pincode, mrp_total_paise, subtotal_paise, total_paise, idempotency_key || '-' || n
      from customer_order, generate_series(1, 50) as n where id = ${first.id}`.execute(api.db);
    const newest = await insertOrder(api.db, customer.id, { paymentType: "COD" });
    expect((await asOperator("api/admin/acceptOrders", { orderIds: [newest.orderNumber] }, fulfilment.token)).statusCode).toBe(200);

    const search = encodeURIComponent(`+91 ${phoneNumber.slice(0, 5)} ${phoneNumber.slice(5)}`);
    const one = body(await asOperator(`api/admin/listOrders?search=${search}`, undefined, support.token)).data;
    expect(one).toMatchObject({ count: 52, page: 1 });
    expect(one.list).toHaveLength(50);
    expect(one.list.every((o: { phoneNumber: string; status: string }) => o.phoneNumber === phoneNumber && o.status === "pending")).toBe(true);
    const two = body(await asOperator(`api/admin/listOrders?search=${search}&page=2`, undefined, support.token)).data;
    expect(two).toMatchObject({ count: 52, page: 2 });
    // The accepted one comes after every pending one, though it is the newest.
    expect(two.list.map((o: { id: string }) => o.id)).toEqual([first.orderNumber, newest.orderNumber]);
    expect(two.list[1]).toMatchObject({ status: "accepted", delayed: false, next: ["on-the-way", "cancelled"] });

    const accepted = body(await asOperator(`api/admin/listOrders?search=${search}&status=accepted`, undefined, support.token)).data;
    expect(accepted.list.map((o: { id: string }) => o.id)).toEqual([newest.orderNumber]);
    const byNumber = body(await asOperator(`api/admin/listOrders?search=${first.orderNumber.toLowerCase()}`, undefined, support.token)).data;
    expect(byNumber).toMatchObject({ count: 1, list: [{ id: first.orderNumber, customer: "Asha Verma", next: ["accepted", "cancelled"] }] });

    const badPage = await asOperator("api/admin/listOrders?page=0", undefined, support.token);
    expect(badPage.statusCode).toBe(400);
    expect(body(badPage).error.fields).toEqual({ page: "page is at least 1" });
    const badSearch = await asOperator("api/admin/listOrders?search=floor%20cleaner", undefined, support.token);
    expect(badSearch.statusCode).toBe(400);
    expect(body(badSearch).error.fields).toEqual({ search: "Please enter an order number (NHC0000012) or a 10-digit mobile number" });
    expect((await asOperator("api/admin/listOrders", undefined, customer.token)).statusCode).toBe(401);
  });

  it("shows one order with its lines, address, payment, history with notes and who, and refunds; support may read but not move", async () => {
    const support = await operatorWithToken("support");
    const fulfilment = await operatorWithToken("fulfilment");
    const customer = await signUp(api, gateway, newNumber());
    const order = await insertOrder(api.db, customer.id, { paymentType: "online", quantity: 3 });
    await markPaid(api.db, order);
    const refused = await asOperator("api/admin/updateOrderStatus", { orderId: order.orderNumber, status: "accepted" }, support.token);
    expect(refused.statusCode).toBe(403);
    expect(await orderStatus(order.orderNumber)).toBe("pending");
    await asOperator("api/admin/updateOrderStatus", { orderId: order.orderNumber, status: "accepted", note: "Packed today" }, fulfilment.token);
    await asOperator("api/admin/updateOrderStatus", { orderId: order.orderNumber, status: "cancelled", note: "Out of stock" });

    const res = await asOperator(`api/admin/getOrder?id=${order.orderNumber}`, undefined, support.token);
    expect(res.statusCode).toBe(200);
    const amount = order.totalPaise / 100;
    expect(body(res).data).toMatchObject({
      id: order.orderNumber,
      status: "cancelled",
      next: [],
      customer: "Asha Verma",
      deliveryAddress: { firstName: "Asha", city: "Bengaluru", pincode: "560034" },
      lines: [{ productId: "Lemon-Dishwash-Gel-500-ml", quantity: 3, lineTotal: amount }],
      payment: { type: "online", status: "paid", amount },
      events: [
        { status: "pending", actor: "customer", by: null, note: null },
        { status: "accepted", actor: "operator", by: fulfilment.name, note: "Packed today" },
        { status: "cancelled", actor: "operator", by: "Command line", note: "Out of stock" },
      ],
      returnRequest: null,
      refunds: [{ orderId: order.orderNumber, amount, method: "gateway", reason: "order" }],
    });

    const unknown = await asOperator("api/admin/getOrder?id=NHC9999999", undefined, support.token);
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).message).toBe("Order not found.");
    expect((await asOperator("api/admin/getOrder?id=12", undefined, support.token)).statusCode).toBe(400);
    expect((await asOperator(`api/admin/getOrder?id=${order.orderNumber}`, undefined, customer.token)).statusCode).toBe(401);
  });

  it("rejects a return only with a reason, which the history keeps", async () => {
    const fulfilment = await operatorWithToken("fulfilment");
    const customer = await signUp(api, gateway, newNumber());
    const order = await insertOrder(api.db, customer.id, { paymentType: "COD" });
    await api.db.updateTable("customer_order").set({ status: "return-requested" }).where("id", "=", order.id).execute();
    const move = (note?: string) =>
      asOperator("api/admin/updateOrderStatus", { orderId: order.orderNumber, status: "return-request-rejected", note }, fulfilment.token);

    for (const note of [undefined, "  "]) {
      const res = await move(note);
      expect(res.statusCode).toBe(400);
      expect(body(res).error.fields).toEqual({ note: "Please give the reason for rejecting the return" });
    }
    expect(await orderStatus(order.orderNumber)).toBe("return-requested");
    expect((await move("The seal was broken after delivery")).statusCode).toBe(200);
    const { events } = body(await asOperator(`api/admin/getOrder?id=${order.orderNumber}`)).data;
    expect(events.at(-1)).toMatchObject({ status: "return-request-rejected", note: "The seal was broken after delivery", by: fulfilment.name });
  });
});
