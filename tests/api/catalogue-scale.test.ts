import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedScaleCatalogue } from "../../server/api/db/seed-data/scale";
import { body, startApi, type Harness } from "./harness";

let api: Harness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const SERVED = { pincode: "560034" };
const list = (payload: object, headers: Record<string, string> = {}) =>
  api.app.inject({ method: "POST", url: "/v1/auth/customer/listProducts", headers: { "content-type": "application/json", ...SERVED, ...headers }, payload: JSON.stringify(payload) });
const names = async (payload: object) => (body(await list(payload)).data as { list: { productName: string }[] }).list.map((p) => p.productName);

describe("name search in listProducts", () => {
  it("finds the products whose name contains the text, ignoring case, in catalogue order", async () => {
    const found = await names({ page: 1, limit: 1000, search: "NEEM FLOOR" });
    expect(found).toHaveLength(2);
    expect(found.every((n) => n.toLowerCase().includes("neem floor"))).toBe(true);
    expect(await names({ page: 1, limit: 5, search: "  cleaner " })).toHaveLength(5);
    expect(body(await list({ page: 1, limit: 1, search: "hand wash refill" })).data.count).toBe(3);
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
    const detail = (headers: Record<string, string> = {}) => api.app.inject({ url: "/v1/auth/customer/getProductDetails?id=Neem-Floor-Cleaner-1-L", headers: { ...SERVED, ...headers } });
    const before = await detail();
    const etag = before.headers.etag as string;
    expect((await detail({ "if-none-match": etag })).statusCode).toBe(304);
    await api.db.updateTable("product").set((eb) => ({ stock: eb("stock", "-", 1) })).where("public_id", "=", "Neem-Floor-Cleaner-1-L").execute();
    const after = await detail({ "if-none-match": etag });
    expect(after.statusCode).toBe(200);
    expect(body(after).data.stock).toBe(body(before).data.stock - 1);
    expect(after.headers.etag).not.toBe(etag);
    const shown = await list({ page: 1, limit: 9 });
    const listTag = shown.headers.etag as string;
    const firstShown = body(shown).data.list[0].id as string;
    await api.db.updateTable("product").set((eb) => ({ sale_price_paise: eb("sale_price_paise", "+", 100) })).where("public_id", "=", firstShown).execute();
    expect((await list({ page: 1, limit: 9 }, { "if-none-match": listTag })).statusCode).toBe(200);
  });
});

describe("db:seed --products", () => {
  it("adds distinct, valid variations of the demo products up to the number asked, and nothing the second time", async () => {
    const count = async () => body(await list({ page: 1, limit: 1 })).data.count as number;
    const demo = await count();
    expect(await seedScaleCatalogue(api.db, demo + 300)).toEqual([`300 more products (${demo + 300} in all)`]);
    expect(await count()).toBe(demo + 300);
    expect(await seedScaleCatalogue(api.db, demo + 300)).toEqual([]);
    // The demo products keep the first pages; the added ones follow, in order.
    const firstPage = await names({ page: 1, limit: demo, productType: "all" });
    expect(firstPage.some((n) => n.startsWith("Eco "))).toBe(false);
    expect((await names({ page: 1, limit: 1, search: "Eco Rose" }))[0]).toMatch(/^Eco Rose /);
    // Each shows the pictures of the demo product it varies, under their content-named files.
    const first = async (payload: object) => body(await list({ page: 1, limit: 1, ...payload })).data.list[0] as { productName: string; image: { url: string } };
    const variant = await first({ search: "Eco Rose" });
    const original = await first({ search: variant.productName.replace(/^Eco Rose /, "") });
    expect(variant.image.url).toMatch(/^\/uploads\/products\/[a-z0-9-]+\.[a-f0-9]{16}\.svg$/);
    expect(variant.image.url).toBe(original.image.url);
  });
});
