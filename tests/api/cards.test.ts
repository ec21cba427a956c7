import { Writable } from "node:stream";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, startApi, type Harness } from "./harness";
import { caller, signUp, startSmsGateway, type SmsGateway } from "./sms-gateway";

let api: Harness;
let sms: SmsGateway;
let call: ReturnType<typeof caller>;
let a: { id: string; token: string };
let b: { id: string; token: string };
const logs: string[] = [];

beforeAll(async () => {
  sms = await startSmsGateway();
  // Everything the API logs, at its most talkative, goes here to be searched for card data.
  const stream = new Writable({ write: (chunk, _encoding, done) => (logs.push(String(chunk)), done()) });
  api = await startApi(sms.env, { logger: { level: "trace", stream } });
  call = caller(api);
  a = await signUp(api, sms, "9833300001", { firstName: "Asha", lastName: "Verma" });
  b = await signUp(api, sms, "9833300002", { firstName: "Bala", lastName: "Rao" });
});
afterAll(async () => {
  await api.close();
  await sms.close();
});

const NUMBER = "5555 5555 5555 4444";
const card = { name: "Asha Verma", cardNumber: NUMBER, date: "08/31", cvv: "737" };
const add = (payload: object, token = a.token) => call("POST", "api/customer/addCard", payload, { token });

describe("saved cards", () => {
  it("keeps only the holder's name, last four digits, network and expiry", async () => {
    const res = await add(card);
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({
      message: "Card saved successfully",
      data: { name: "Asha Verma", last4: "4444", network: "Mastercard", expiry: "08/31", maskedNumber: "•••• •••• •••• 4444" },
    });
    const list = body(await call("GET", "api/customer/getCardList", undefined, { token: a.token })).data;
    expect(list.count).toBe(1);
    expect(JSON.stringify(list)).not.toContain("5555 5555");
  });

  it("never lets the card number or the CVV reach the database or the logs", async () => {
    await add({ ...card, cardNumber: "4111111111111111", cvv: "9182" });
    const tables = await sql<{ table_name: string }>`select table_name from information_schema.tables where table_schema = 'public'`.execute(api.db);
    for (const { table_name } of tables.rows) {
      const rows = await sql<{ row: unknown }>`select to_jsonb(t) as row from ${sql.table(table_name)} t`.execute(api.db);
      const text = JSON.stringify(rows.rows);
      for (const secret of ["4111111111111111", "4111 1111 1111 1111", "5555555555554444", NUMBER]) {
        expect(text, `${secret} in ${table_name}`).not.toContain(secret);
      }
      // A CVV as a value of its own (a hash may well contain the four digits somewhere inside it).
      expect(text, `the CVV in ${table_name}`).not.toMatch(/(^|[^0-9a-f])9182([^0-9a-f]|$)/);
    }
    expect(logs.length).toBeGreaterThan(0);
    const logged = logs.join("\n");
    for (const secret of ["4111111111111111", "5555 5555 5555 4444", '"737"', '"9182"']) expect(logged).not.toContain(secret);
  });

  it.each([
    ["name", { name: "" }, "Please enter holder name"],
    ["cardNumber", { cardNumber: "5555 5555 5555" }, "Please enter card number"],
    ["cardNumber", { cardNumber: "5555 5555 5555 4445" }, "Please enter a valid card number"],
    ["date", { date: "8/3" }, "Please enter exp date"],
    ["date", { date: "01/21" }, "This card has expired"],
    ["cvv", { cvv: "73" }, "Please enter cvv"],
  ])("refuses a bad %s with the form's message and saves nothing", async (field, change, message) => {
    const before = (await api.db.selectFrom("saved_card").select("id").execute()).length;
    const res = await add({ ...card, ...change });
    expect(res.statusCode).toBe(400);
    expect(body(res).error.fields[field]).toBe(message);
    expect((await api.db.selectFrom("saved_card").select("id").execute()).length).toBe(before);
  });

  it("edits the name and expiry, and deletes", async () => {
    const { id } = body(await add(card)).data;
    const edited = await call("PUT", "api/customer/editCard", { id, name: "A Verma", date: "09/32" }, { token: a.token });
    expect(body(edited).data).toMatchObject({ id, name: "A Verma", expiry: "09/32", last4: "4444" });
    expect((await call("DELETE", `api/customer/deleteCard?id=${id}`, undefined, { token: a.token })).statusCode).toBe(200);
    expect((await call("GET", `api/customer/getCard?id=${id}`, undefined, { token: a.token })).statusCode).toBe(404);
  });

  it("keeps customer B away from customer A's cards", async () => {
    const { id } = body(await add(card)).data;
    expect((await call("GET", `api/customer/getCard?id=${id}`, undefined, { token: b.token })).statusCode).toBe(404);
    expect((await call("PUT", "api/customer/editCard", { id, name: "Mallory", date: "09/32" }, { token: b.token })).statusCode).toBe(404);
    expect((await call("DELETE", `api/customer/deleteCard?id=${id}`, undefined, { token: b.token })).statusCode).toBe(404);
    expect(body(await call("GET", "api/customer/getCardList", undefined, { token: b.token })).data.count).toBe(0);
    expect(body(await call("GET", `api/customer/getCard?id=${id}`, undefined, { token: a.token })).data.name).toBe("Asha Verma");
  });

  it("needs a signed-in customer", async () => {
    expect((await call("GET", "api/customer/getCardList")).statusCode).toBe(401);
    expect((await call("POST", "api/customer/addCard", card)).statusCode).toBe(401);
  });
});
