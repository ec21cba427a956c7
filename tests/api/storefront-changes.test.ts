import type { AddressInfo } from "node:net";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminQuery, onPostgres } from "./databases";
import { body, eventually, openEventStream, startApi, type Harness } from "./harness";
import { insertOrder } from "./orders-fixture";

/**
 * GET /v1/internal/changes (docs/decisions/020): the storefront's stream of committed changes to
 * what it keeps. It says ready once this process listens, then names each change: catalogue for
 * products, stock, prices, ratings and served areas; sessions for a session that ended. A change
 * rolled back is never sent, and a lost listening connection ends the stream.
 */
const SECRET = "test-storefront-api-secret-0123456789abcdef";
let api: Harness;
let url: string;

beforeAll(async () => {
  api = await startApi({ STOREFRONT_API_SECRET: SECRET });
  await api.app.listen({ host: "127.0.0.1", port: 0 });
  url = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}/v1/internal/changes`;
});
afterAll(() => api.close());

const CATALOGUE = 'event: change\ndata: {"type":"catalogue"}\n\n';
const SESSIONS = 'event: change\ndata: {"type":"sessions"}\n\n';
const count = (text: string, event: string) => text.split(event).length - 1;

async function readyStream() {
  const stream = await openEventStream(url, SECRET);
  expect(stream.res.status).toBe(200);
  expect(stream.res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
  await eventually(
    async () => stream.text(),
    (t) => t.startsWith("event: ready\ndata: {}\n\n"),
  );
  expect(stream.text()).toBe("event: ready\ndata: {}\n\n");
  return stream;
}

describe("the storefront's change stream", () => {
  it("is the storefront's alone", async () => {
    for (const secret of ["", "x".repeat(40), `${SECRET}x`]) {
      const res = await fetch(url, { headers: secret ? { authorization: `Bearer ${secret}` } : {} });
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe("storefront_only");
    }
  });

  it("names a catalogue change once per statement, once it commits, and never one rolled back", async () => {
    const stream = await readyStream();
    await api.db
      .updateTable("product")
      .set({ sale_price_paise: sql`sale_price_paise + 100` })
      .where("public_id", "=", "Lemon-Dishwash-Gel-500-ml")
      .execute();
    await eventually(
      async () => stream.text(),
      (t) => count(t, CATALOGUE) === 1,
    );

    // Stock, as an order takes it; a review (which moves the rating: one change for the statement
    // all the same), then its words alone; a served area switched off.
    await api.db
      .updateTable("product")
      .set({ stock: sql`stock - 1` })
      .where("public_id", "in", ["Lemon-Dishwash-Gel-500-ml", "Lemon-Dishwash-Gel-1-L"])
      .execute();
    await eventually(
      async () => stream.text(),
      (t) => count(t, CATALOGUE) === 2,
    );
    const product = await api.db.selectFrom("product").select("id").where("public_id", "=", "Lemon-Dishwash-Gel-500-ml").executeTakeFirstOrThrow();
    const review = await api.db
      .insertInto("product_review")
      .values({ product_id: product.id, customer_name: "Asha K.", rating: 5, title: "Good", review: "Cuts grease well." })
      .returning("id")
      .executeTakeFirstOrThrow();
    await eventually(
      async () => stream.text(),
      (t) => count(t, CATALOGUE) === 3,
    );
    await api.db.updateTable("product_review").set({ review: "Cuts grease very well." }).where("id", "=", review.id).execute();
    await eventually(
      async () => stream.text(),
      (t) => count(t, CATALOGUE) === 4,
    );
    await api.db.updateTable("serviceable_area").set({ active: false }).where("code", "=", "560034").execute();
    await eventually(
      async () => stream.text(),
      (t) => count(t, CATALOGUE) === 5,
    );

    // A change rolled back is never heard of; the next committed one is, alone.
    await api.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable("product").set({ stock: 0 }).where("public_id", "=", "Lemon-Dishwash-Gel-500-ml").execute();
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    await api.db.updateTable("serviceable_area").set({ active: true }).where("code", "=", "560034").execute();
    await eventually(
      async () => stream.text(),
      (t) => count(t, CATALOGUE) === 6,
    );
    expect(count(stream.text(), CATALOGUE)).toBe(6);
    expect(count(stream.text(), SESSIONS)).toBe(0);
    await stream.close();
  });

  it("names a session that ended, and not one that was only saved", async () => {
    const stream = await readyStream();
    const store = (op: string, payload: object) =>
      api.app.inject({ method: "POST", url: `/v1/internal/sessions/${op}`, payload, headers: { authorization: `Bearer ${SECRET}` } });
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const { id } = body(await store("create", { data: { a: 1 }, expiresAt })).data;
    expect((await store("update", { id, data: { a: 2 }, expiresAt })).statusCode).toBe(200);
    expect((await store("delete", { id })).statusCode).toBe(200);
    await eventually(
      async () => stream.text(),
      (t) => count(t, SESSIONS) === 1,
    );
    // Ending it again ends nothing: nothing to tell.
    expect((await store("delete", { id })).statusCode).toBe(200);
    await api.db
      .updateTable("product")
      .set({ stock: sql`stock + 1` })
      .where("public_id", "=", "Lemon-Dishwash-Gel-1-L")
      .execute();
    await eventually(
      async () => stream.text(),
      (t) => count(t, CATALOGUE) === 1,
    );
    expect(count(stream.text(), SESSIONS)).toBe(1);
    await stream.close();
  });

  it.runIf(onPostgres())("ends when its listening connection is lost, and a new stream listens again", async () => {
    const stream = await readyStream();
    const ended = await eventually(
      async () => {
        await adminQuery(`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN "storefront_changes"' and pid <> pg_backend_pid()`);
        return stream.ended();
      },
      (done) => done,
    );
    expect(ended).toBe(true);
    const again = await readyStream();
    await api.db
      .updateTable("product")
      .set({ stock: sql`stock + 1` })
      .where("public_id", "=", "Lemon-Dishwash-Gel-1-L")
      .execute();
    await eventually(
      async () => again.text(),
      (t) => count(t, CATALOGUE) === 1,
    );
    await again.close();
  });
});

describe("a product's ratings, which the storefront keeps too", () => {
  it("answer with an ETag of their own, 304 while it holds, and a new one once a review changes", async () => {
    const ratings = (headers: Record<string, string> = {}) =>
      api.app.inject({
        method: "POST",
        url: "/v1/auth/customer/getListProductRating",
        headers: { "content-type": "application/json", ...headers },
        payload: { productId: "Neem-Floor-Cleaner-1-L", page: 1, limit: 10 },
      });
    const before = await ratings();
    const etag = before.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect((await ratings({ "if-none-match": etag })).statusCode).toBe(304);
    const product = await api.db.selectFrom("product").select("id").where("public_id", "=", "Neem-Floor-Cleaner-1-L").executeTakeFirstOrThrow();
    await api.db
      .insertInto("product_review")
      .values({ product_id: product.id, customer_name: "Ravi P.", rating: 4, title: "Fresh", review: "Smells of neem, floor shines." })
      .execute();
    const after = await ratings({ "if-none-match": etag });
    expect(after.statusCode).toBe(200);
    expect(body(after).data.count).toBe(body(before).data.count + 1);
  });
});

describe("the public offers, which the storefront keeps too", () => {
  it("answer with an ETag, say when the clock next changes them, and are announced when a coupon or its uses change", async () => {
    const offers = (headers: Record<string, string> = {}) => api.app.inject({ url: "/v1/auth/customer/showCoupon", headers });
    const soon = new Date(Date.now() + 3_600_000);
    soon.setMilliseconds(0);
    const later = new Date(soon.getTime() + 86_400_000);
    // An offer that starts within the hour comes before every live offer's end.
    const upcoming = await offers();
    const firstEnd = Math.min(...body(upcoming).data.list.map((c: { validTo: string }) => Date.parse(c.validTo)));
    expect(soon.getTime()).toBeLessThan(firstEnd);
    const stream = await readyStream();
    await api.db
      .insertInto("coupon")
      .values({
        code: "SOON20",
        description: "20 off, from the hour",
        type: "flat",
        value: 2000,
        max_discount_paise: null,
        valid_from: soon,
        valid_to: later,
        per_customer_limit: null,
        usage_limit: null,
        owner_customer_id: null,
      })
      .execute();
    await eventually(
      async () => stream.text(),
      (t) => count(t, CATALOGUE) === 1,
    );
    const shown = await offers({ "if-none-match": upcoming.headers.etag as string });
    // Not live yet, so the list is the same (304), but it changes at the hour: Expires says so.
    expect(shown.statusCode).toBe(304);
    expect(shown.headers.expires).toBe(soon.toUTCString());

    // An order's status moving (a cancel gives its coupon's use back) is announced; its other columns are not.
    const customer = await api.db
      .insertInto("customer")
      .values({ phone_number: "9800000472", first_name: "Coupon", last_name: "User", email: null, pincode: "560034" })
      .returning("id")
      .executeTakeFirstOrThrow();
    // Placing the order takes stock, which is announced too: wait for it, so each count below is one step's.
    const order = await insertOrder(api.db, customer.id);
    await eventually(
      async () => stream.text(),
      (t) => count(t, CATALOGUE) === 2,
    );
    await api.db.updateTable("customer_order").set({ status: "cancelled" }).where("id", "=", order.id).execute();
    await eventually(
      async () => stream.text(),
      (t) => count(t, CATALOGUE) === 3,
    );
    await api.db.updateTable("customer_order").set({ updated_at: new Date() }).where("id", "=", order.id).execute();
    await api.db
      .updateTable("product")
      .set({ stock: sql`stock + 1` })
      .where("public_id", "=", "Lemon-Dishwash-Gel-1-L")
      .execute();
    // Events arrive in the order their transactions commit: had the updated_at change been announced,
    // it would be counted before the stock change's.
    await eventually(
      async () => stream.text(),
      (t) => count(t, CATALOGUE) >= 4,
    );
    expect(count(stream.text(), CATALOGUE)).toBe(4);
    await stream.close();
  });
});
