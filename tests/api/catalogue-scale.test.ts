import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedScaleCatalogue } from "../../server/api/seed/data/scale";
import { body, startApi, type Harness } from "./harness";

let api: Harness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const SERVED = { pincode: "560034" };
const list = (payload: object, headers: Record<string, string> = {}) =>
  api.app.inject({
    method: "POST",
    url: "/v1/auth/customer/listProducts",
    headers: { "content-type": "application/json", ...SERVED, ...headers },
    payload: JSON.stringify(payload),
  });
const names = async (payload: object) => (body(await list(payload)).data as { list: { productName: string }[] }).list.map((p) => p.productName);

describe("name search in listProducts", () => {
  it("finds the products whose name contains the text, ignoring case, in catalogue order", async () => {
    const found = await names({ page: 1, limit: 1000, search: "NEEM FLOOR" });
    expect(found).toHaveLength(2);
    expect(found.every((n) => n.toLowerCase().includes("neem floor"))).toBe(true);
    expect(await names({ page: 1, limit: 5, search: "  cleaner " })).toHaveLength(5);
    expect(body(await list({ page: 1, limit: 1, search: "hand wash refill" })).data.count).toBe(4);
  });

  it("takes % and _ as themselves, and a blank search as none", async () => {
    expect(await names({ page: 1, limit: 10, search: "%" })).toEqual([]);
    expect(await names({ page: 1, limit: 10, search: "_" })).toEqual([]);
    expect(await names({ page: 1, limit: 1000, search: "   " })).toEqual(await names({ page: 1, limit: 1000 }));
  });

  it("refuses a search longer than a name can be", async () => {
    const res = await list({ page: 1, limit: 10, search: "x".repeat(121) });
    expect(res.statusCode).toBe(400);
  });
});

describe("catalogue ETags", () => {
  it("answers 304 to a matching If-None-Match and 200 to any other question", async () => {
    const first = await list({ page: 1, limit: 9, category: "prefill" });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers["cache-control"]).toBe("no-cache");
    const again = await list({ page: 1, limit: 9, category: "prefill" }, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const otherPage = await list({ page: 2, limit: 9, category: "prefill" }, { "if-none-match": etag });
    expect(otherPage.statusCode).toBe(200);
  });

  it("still refuses a pincode that is not served, whatever the If-None-Match", async () => {
    const { headers } = await list({ page: 1, limit: 9 });
    const res = await list({ page: 1, limit: 9 }, { "if-none-match": headers.etag as string, pincode: "999999" });
    expect(res.statusCode).toBe(422);
  });

  it("changes with a product's stock or price, so a kept answer is never reused after it", async () => {
    const detail = (headers: Record<string, string> = {}) =>
      api.app.inject({ url: "/v1/auth/customer/getProductDetails?id=Neem-Floor-Cleaner-1-L", headers: { ...SERVED, ...headers } });
    const before = await detail();
    const etag = before.headers.etag as string;
    expect((await detail({ "if-none-match": etag })).statusCode).toBe(304);
    await api.db
      .updateTable("product")
      .set((eb) => ({ stock: eb("stock", "-", 1) }))
      .where("public_id", "=", "Neem-Floor-Cleaner-1-L")
      .execute();
    const after = await detail({ "if-none-match": etag });
    expect(after.statusCode).toBe(200);
    expect(body(after).data.stock).toBe(body(before).data.stock - 1);
    expect(after.headers.etag).not.toBe(etag);
    const shown = await list({ page: 1, limit: 9 });
    const listTag = shown.headers.etag as string;
    const firstShown = body(shown).data.list[0].id as string;
    await api.db
      .updateTable("product")
      .set((eb) => ({ sale_price_paise: eb("sale_price_paise", "+", 100) }))
      .where("public_id", "=", firstShown)
      .execute();
    expect((await list({ page: 1, limit: 9 }, { "if-none-match": listTag })).statusCode).toBe(200);
  });
});

describe("db:seed --products", () => {
  it("adds distinct, valid variations of the demo products up to the number asked, and nothing the second time", async () => {
    const count = async () => body(await list({ page: 1, limit: 1000 })).data.count as number;
    const demo = await count();
    expect(await seedScaleCatalogue(api.db, demo + 300)).toEqual([`300 more products (${demo + 300} in all)`]);
    expect(await count()).toBe(demo + 300);
    expect(await seedScaleCatalogue(api.db, demo + 300)).toEqual([]);
    // The demo products keep the first pages; the added ones follow, in order.
    const firstPage = await names({ page: 1, limit: demo, productType: "all" });
    expect(firstPage.some((n) => n.startsWith("Eco "))).toBe(false);
    expect((await names({ page: 1, limit: 1, search: "Eco Rose" }))[0]).toMatch(/^Eco Rose /);
    // Each shows the pictures of the demo product it varies, under their content-named files.
    const first = async (payload: object) =>
      body(await list({ page: 1, limit: 1, ...payload })).data.list[0] as { productName: string; image: { url: string } };
    const variant = await first({ search: "Eco Rose" });
    const original = await first({ search: variant.productName.replace(/^Eco Rose /, "") });
    expect(variant.image.url).toMatch(/^\/uploads\/products\/[a-z0-9-]+\.[a-f0-9]{16}\.webp$/);
    expect(variant.image.url).toBe(original.image.url);
  });
});

describe("listProducts with 2,000 products", () => {
  const TOTAL = 2000;
  beforeAll(async () => {
    await seedScaleCatalogue(api.db, TOTAL);
  });
  const page = async (payload: object) => body(await list(payload)).data as { list: { productName: string }[]; count: number; more: boolean };
  /** What the database holds, in the catalogue's order: the answer the API's counting and paging must agree with. */
  const expected = async (where: ReturnType<typeof sql>, offset = 0, limit = 9) => {
    const { rows } = await sql<{ name: string; n: string }>`
      select name, count(*) over () as n from product where active and ${where} order by sort_order, name`.execute(api.db);
    return { count: rows.length ? Number(rows[0].n) : 0, names: rows.slice(offset, offset + limit).map((r) => r.name) };
  };

  it("counts exactly up to 100 matches, and beyond that says only that more match", async () => {
    const refillToilet = await expected(sql`category = 'refill' and product_type = 'toilet-cleaner'`);
    expect(refillToilet.count).toBeLessThan(100);
    expect(await page({ page: 1, limit: 9, category: "refill", productType: "toilet-cleaner" })).toMatchObject({ count: refillToilet.count, more: false });

    const all = await page({ page: 1, limit: 9 });
    expect(all).toMatchObject({ count: 100, more: true });
    expect(all.list).toHaveLength(9);
    // The shop's own call (page 1, limit 1000) still gets every product it asks for and an exact count here.
    const spec = await page({ page: 1, limit: 1000, productType: "all" });
    expect(spec).toMatchObject({ count: TOTAL, more: false });
    expect(spec.list).toHaveLength(1000);
  });

  it("counts two pages past a deep page, so the pages it makes known are real", async () => {
    const shown = await page({ page: 50, limit: 9, category: "prefill" });
    // 49 pages before, this one and two more: 52 × 9, and more match.
    expect(shown).toMatchObject({ count: 468, more: true });
    const lastKnown = Math.ceil((shown.count + 1) / 9);
    expect((await page({ page: lastKnown, limit: 9, category: "prefill" })).list.length).toBeGreaterThan(0);
  });

  it("finds a deep page's products in the catalogue's order, and at the end an exact count", async () => {
    const prefill = await expected(sql`category = 'prefill'`, 100 * 9);
    expect((await page({ page: 101, limit: 9, category: "prefill" })).list.map((p) => p.productName)).toEqual(prefill.names);
    const lastPage = Math.ceil(prefill.count / 9);
    const last = await page({ page: lastPage, limit: 9, category: "prefill" });
    expect(last).toMatchObject({ count: prefill.count, more: false });
    expect(last.list).toHaveLength(prefill.count - (lastPage - 1) * 9);
    expect(await page({ page: lastPage + 1, limit: 9, category: "prefill" })).toEqual({ list: [], count: prefill.count, more: false });
  });

  it.each(["a", "Ro", "ml", "zq", "Xy", "eco rose"])(
    "searches for %j as for any other text: names that contain it, ignoring case, counted up to 100",
    async (search) => {
      const found = await expected(sql`name ilike ${`%${search}%`}`);
      expect(await page({ page: 1, limit: 9, search })).toEqual({
        list: found.names.map((productName) => expect.objectContaining({ productName })),
        count: Math.min(found.count, 100),
        more: found.count > 100,
      });
    },
  );
});
