import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TICKETS_PER_DAY, helpMessages } from "@domain/help/help";
import { body, operatorCall, startApi, type Harness } from "./harness";
import { insertOrder } from "./orders-fixture";
import { caller, signUp, startSmsGateway, type SmsGateway } from "./sms-gateway";

let api: Harness;
let sms: SmsGateway;
let call: ReturnType<typeof caller>;
let a: { id: string; token: string };
let b: { id: string; token: string };

const ticket = { question: "My order has not arrived yet.", categoryId: "order-delivery", mobileNumber: "9844400011" };
const add = (payload: object, token = a.token) => call("POST", "api/customer/addFeedback", payload, { token });
const mine = async (token: string) => body(await call("GET", "api/customer/allFeedbackOfUser", undefined, { token })).data;
const operator: ReturnType<typeof operatorCall> = (...args) => operatorCall(api)(...args);

beforeAll(async () => {
  sms = await startSmsGateway();
  api = await startApi(sms.env);
  call = caller(api);
  a = await signUp(api, sms, "9844400011");
  b = await signUp(api, sms, "9844400012");
});
afterAll(async () => {
  await api.close();
  await sms.close();
});

describe("FAQ", () => {
  it("allFaqCategory lists at least six categories in order, with at least 30 questions in all", async () => {
    const res = await call("GET", "auth/customer/allFaqCategory");
    expect(res.statusCode).toBe(200);
    const { list, count } = body(res).data;
    expect(count).toBeGreaterThanOrEqual(6);
    expect(list.map((c: { id: string }) => c.id)).toEqual(
      expect.arrayContaining([
        "orders-and-delivery",
        "payments-and-cod",
        "returns-and-refunds",
        "products-and-refills",
        "account-and-sign-in",
        "payment-links",
      ]),
    );
    expect(list.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBeGreaterThanOrEqual(30);
  });

  it("getFaqByCategory answers one category's questions, and 404 for an unknown one, 400 for a malformed id", async () => {
    const res = await call("GET", "auth/customer/getFaqByCategory?id=returns-and-refunds");
    expect(res.statusCode).toBe(200);
    const { category, list, count } = body(res).data;
    expect(category).toMatchObject({ id: "returns-and-refunds", name: "Returns and refunds" });
    expect(count).toBe(list.length);
    expect(list.every((f: { categoryId: string }) => f.categoryId === "returns-and-refunds")).toBe(true);
    expect(list.map((f: { question: string }) => f.question)).toContain("How many days do I have to return a product?");
    expect((await call("GET", "auth/customer/getFaqByCategory?id=no-such-thing")).statusCode).toBe(404);
    const bad = await call("GET", "auth/customer/getFaqByCategory?id=%27%20or%201=1");
    expect(bad.statusCode).toBe(400);
    expect(body(bad).success).toBe(false);
  });

  it("allFaq lists every question, and ?q= searches questions and answers by every word, any case", async () => {
    const all = body(await call("GET", "auth/customer/allFaq")).data;
    expect(all.count).toBeGreaterThanOrEqual(30);
    const cod = body(await call("GET", `auth/customer/allFaq?q=${encodeURIComponent("CASH on delivery")}`)).data;
    expect(cod.count).toBeGreaterThan(0);
    expect(cod.count).toBeLessThan(all.count);
    for (const f of cod.list) expect(`${f.question} ${f.answer}`.toLowerCase()).toMatch(/cash/);
    // A word only in answers is found too; two words must both be there.
    const upi = body(await call("GET", "auth/customer/allFaq?q=upi")).data;
    expect(upi.list.some((f: { question: string }) => !/upi/i.test(f.question))).toBe(true);
    expect(body(await call("GET", "auth/customer/allFaq?q=upi%20zebra")).data.count).toBe(0);
    // LIKE's own characters are plain text.
    expect(body(await call("GET", "auth/customer/allFaq?q=_")).data.count).toBe(0);
    expect(body(await call("GET", "auth/customer/allFaq?q=80%25")).data.count).toBeGreaterThan(0);
    expect((await call("GET", `auth/customer/allFaq?q=${"x".repeat(101)}`)).statusCode).toBe(400);
  });
});

describe("tickets", () => {
  it("raises a ticket with quote characters removed, markup kept as text, and lists it for its customer only", async () => {
    const res = await add({ ...ticket, question: `The "lid" isn't sealed <script>alert(1)</script>` });
    expect(res.statusCode).toBe(200);
    const raised = body(res).data;
    expect(raised).toMatchObject({
      question: "The lid isnt sealed <script>alert(1)</script>",
      categoryId: "order-delivery",
      mobileNumber: "9844400011",
      status: "open",
      orderId: null,
      replies: [],
    });
    expect((await mine(a.token)).list.map((t: { id: string }) => t.id)).toContain(raised.id);
    expect((await mine(b.token)).list.map((t: { id: string }) => t.id)).not.toContain(raised.id);
  });

  it("refuses a missing question, reason or mobile number with the shop's messages", async () => {
    const res = await add({ question: "  ", categoryId: "", mobileNumber: "98444" });
    expect(res.statusCode).toBe(400);
    expect(body(res).error.fields).toMatchObject({
      question: helpMessages.question,
      categoryId: helpMessages.categoryId,
      mobileNumber: "Should not be less than 10 digits.",
    });
    const quotesOnly = await add({ ...ticket, question: `""''` });
    expect(body(quotesOnly).error.fields.question).toBe(helpMessages.question);
    const missing = await add({});
    expect(body(missing).error.fields).toMatchObject({
      question: helpMessages.question,
      categoryId: helpMessages.categoryId,
      mobileNumber: "Please enter phone number.",
    });
    const long = await add({ ...ticket, question: "a".repeat(1001) });
    expect(body(long).error.fields.question).toBe(helpMessages.questionLength);
    expect((await add({ ...ticket, categoryId: "refund-me-twice" })).statusCode).toBe(400);
  });

  it("takes a ticket about the customer's own order and shows its number; another customer's order is 404", async () => {
    const own = await insertOrder(api.db, a.id);
    const res = await add({ ...ticket, orderId: own.orderNumber });
    expect(res.statusCode).toBe(200);
    expect(body(res).data.orderId).toBe(own.orderNumber);
    const others = await insertOrder(api.db, b.id);
    const refused = await add({ ...ticket, orderId: others.orderNumber });
    expect(refused.statusCode).toBe(404);
    expect((await add({ ...ticket, orderId: "NHC9999999" })).statusCode).toBe(404);
  });

  it("needs a customer token", async () => {
    expect((await call("GET", "api/customer/allFeedbackOfUser")).statusCode).toBe(401);
    expect((await call("POST", "api/customer/addFeedback", ticket)).statusCode).toBe(401);
  });
});

describe("the daily limit", () => {
  it("takes 10 tickets in 24 hours and refuses the next with a clear message, even two at once at the limit", async () => {
    const c = await signUp(api, sms, "9844400013");
    for (let i = 0; i < TICKETS_PER_DAY - 1; i++) expect((await add({ ...ticket, question: `Question ${i}` }, c.token)).statusCode).toBe(200);
    const [first, second] = await Promise.all([add({ ...ticket, question: "Race one" }, c.token), add({ ...ticket, question: "Race two" }, c.token)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 429]);
    const refused = first.statusCode === 429 ? first : second;
    expect(body(refused)).toMatchObject({ success: false, message: helpMessages.dailyLimit, error: { code: "ticket_daily_limit" } });
    expect((await mine(c.token)).count).toBe(TICKETS_PER_DAY);
    // A day later the oldest no longer count.
    await api.db
      .updateTable("support_ticket")
      .set({ created_at: new Date(Date.now() - 25 * 3600 * 1000) } as never)
      .where("customer_id", "=", c.id)
      .execute();
    expect((await add(ticket, c.token)).statusCode).toBe(200);
  });
});

describe("operators", () => {
  it("list tickets by status and answer one: the reply shows to the customer, who gets a notification", async () => {
    const raised = body(await add({ ...ticket, question: "Where is my refund?" })).data;
    const open = body(await operator("api/admin/listFeedback?status=open")).data;
    expect(open.list.map((t: { id: string }) => t.id)).toContain(raised.id);
    expect(open.list.every((t: { status: string }) => t.status === "open")).toBe(true);

    const answered = await operator("api/admin/answerFeedback", { id: raised.id, reply: "Your refund was sent today." });
    expect(answered.statusCode).toBe(200);
    expect(body(answered).data).toMatchObject({ status: "answered", replies: [{ message: "Your refund was sent today." }] });
    const seen = (await mine(a.token)).list.find((t: { id: string }) => t.id === raised.id);
    expect(seen).toMatchObject({ status: "answered", replies: [{ message: "Your refund was sent today.", at: expect.any(String) }] });
    const notices = await api.db.selectFrom("notification").selectAll().where("customer_id", "=", a.id).execute();
    expect(notices.some((n) => n.title === "We replied to your help request" && n.body.includes("Your refund was sent today."))).toBe(true);

    const closed = await operator("api/admin/answerFeedback", { id: raised.id, reply: "Closing this one.", close: true });
    expect(body(closed).data).toMatchObject({ status: "closed", closedAt: expect.any(String) });
    expect((await operator("api/admin/answerFeedback", { id: raised.id, reply: "Again" })).statusCode).toBe(409);
    expect((await operator("api/admin/answerFeedback", { id: "999999999", reply: "Nobody" })).statusCode).toBe(404);
  });

  it("need the operator token", async () => {
    expect((await operator("api/admin/listFeedback", undefined, "nope")).statusCode).toBe(401);
    expect((await operator("api/admin/answerFeedback", { id: "1", reply: "x" }, a.token)).statusCode).toBe(401);
  });
});
