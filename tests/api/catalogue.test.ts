import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_TYPES } from "@domain/catalogue/catalogue";
import { seedCatalogue } from "../../server/api/seed/data/catalogue";
import { diskStorage } from "../../server/api/services/storage";
import { body, startApi, type Harness } from "./harness";
import { insertOrder } from "./orders-fixture";

let api: Harness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const SERVED = { pincode: "560034" };
const post = (url: string, payload: unknown, headers: Record<string, string> = SERVED) =>
  api.app.inject({
    method: "POST",
    url: `/v1/auth/customer/${url}`,
    headers: { "content-type": "application/json", ...headers },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });
const get = (url: string, headers: Record<string, string> = SERVED) => api.app.inject({ url: `/v1/auth/customer/${url}`, headers });
/** The file an /uploads URL names, in the folder the seed stored the pictures in. */
const fileOf = (url: string, dir = api.env.UPLOADS_DIR) => path.resolve(dir, url.replace(/^\/uploads\//, ""));
const PICTURE = /^\/uploads\/products\/[a-z0-9-]+\.[a-f0-9]{16}\.webp$/;
/** The format and size of a stored picture, read from its bytes. */
const pictureOf = async (url: string, dir?: string) => {
  const { format, width, height } = await sharp(readFileSync(fileOf(url, dir))).metadata();
  return { format, width, height };
};
const listProducts = async (payload: object) => {
  const res = await post("listProducts", payload);
  expect(res.statusCode).toBe(200);
  return body(res).data as {
    list: {
      id: string;
      productName: string;
      productcategory: { category: string };
      productType: { slug: string };
      productPrice: number;
      salePrice: number;
      saving: number;
      image: { url: string; thumbnail: { url: string; width: number } | null };
    }[];
    count: number;
  };
};

describe("POST listProducts", () => {
  it("answers the whole catalogue, page 1 limit 1000 as the storefront asks, with its count", async () => {
    const { list, count } = await listProducts({ page: 1, limit: 1000, customerId: null, productType: "all" });
    expect(count).toBeGreaterThanOrEqual(40);
    expect(list).toHaveLength(count);
    expect(new Set(list.map((p) => p.id)).size).toBe(count);
  });

  it("filters by category and by type, and every type is sold both ready to use and as a refill", async () => {
    for (const category of ["prefill", "refill"]) {
      const { list, count } = await listProducts({ page: 1, limit: 1000, category });
      expect(list.length).toBe(count);
      expect(list.every((p) => p.productcategory.category === category)).toBe(true);
      for (const { slug } of PRODUCT_TYPES) {
        const typed = await listProducts({ page: 1, limit: 1000, category, productType: slug });
        expect(typed.count, `${category}/${slug}`).toBeGreaterThan(0);
        expect(typed.list.every((p) => p.productType.slug === slug && p.productcategory.category === category)).toBe(true);
      }
    }
  });

  it("keeps the trailing hyphen of glass-cleaner- as the shop's routes have it", async () => {
    const { list } = await listProducts({ page: 1, limit: 1000, productType: "glass-cleaner-" });
    expect(list.map((p) => p.productName)).toContain("Streak Free Glass Cleaner 500 ml");
  });

  it("pages through the list without gaps or repeats", async () => {
    const all = await listProducts({ page: 1, limit: 1000, category: "prefill" });
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(all.count / 9); page++) {
      const { list, count } = await listProducts({ page, limit: 9, category: "prefill" });
      expect(count).toBe(all.count);
      expect(list.length).toBeLessThanOrEqual(9);
      seen.push(...list.map((p) => p.id));
    }
    expect(seen).toEqual(all.list.map((p) => p.id));
    expect((await listProducts({ page: 99, limit: 9 })).list).toEqual([]);
  });

  it("answers prices in rupees with the saving as productPrice − salePrice", async () => {
    const { list } = await listProducts({ page: 1, limit: 1000 });
    for (const p of list) {
      expect(p.salePrice).toBeLessThanOrEqual(p.productPrice);
      expect(p.saving).toBeCloseTo(p.productPrice - p.salePrice, 2);
      expect(p.image.url).toMatch(PICTURE);
    }
    expect(list.find((p) => p.id === "Lemon-Dishwash-Gel-500-ml")).toMatchObject({ productPrice: 149, salePrice: 129, saving: 20, size: "500 ml" });
  });

  it("lists the featured products for the home page", async () => {
    const { list } = await listProducts({ page: 1, limit: 8, featured: true });
    expect(list.length).toBeGreaterThanOrEqual(4);
  });

  it.each([
    ["page=abc", { page: "abc", limit: 10 }, "page", "page must be a whole number from 1 to 100000"],
    ["page 0", { page: 0, limit: 10 }, "page", "page must be a whole number from 1 to 100000"],
    ["a fractional page", { page: 1.5, limit: 10 }, "page", "page must be a whole number from 1 to 100000"],
    ["limit=-1", { page: 1, limit: -1 }, "limit", "limit must be a whole number from 1 to 1000"],
    ["limit over 1000", { page: 1, limit: 1001 }, "limit", "limit must be a whole number from 1 to 1000"],
    ["an unknown type", { page: 1, limit: 10, productType: "soap" }, "productType", expect.stringContaining("productType must be one of: all, laundry-care")],
    ["an unknown category", { page: 1, limit: 10, category: "Prefill" }, "category", "category must be one of: prefill, refill"],
    ["a huge customerId", { page: 1, limit: 10, customerId: "x".repeat(5000) }, "customerId", expect.any(String)],
  ])("refuses %s with 400 and the field's message", async (_, payload, field, message) => {
    const res = await post("listProducts", payload);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ success: false, error: { code: "validation", fields: { [field]: message } } });
  });

  it("needs a pincode we deliver to: 422 without one and with an unserved one", async () => {
    for (const [headers, code] of [
      [{}, "location_required"],
      [{ pincode: "12345" }, "location_required"],
      [{ pincode: "999999" }, "location_not_serviceable"],
      [{ pincode: "411057" }, "location_not_serviceable"],
    ] as const) {
      const res = await post("listProducts", { page: 1, limit: 10 }, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(422);
      expect(body(res)).toMatchObject({ success: false, error: { code } });
    }
    expect((await get("getProductDetails?id=Lemon-Dishwash-Gel-500-ml", {})).statusCode).toBe(422);
  });
});

describe("getProductDetails", () => {
  it("answers a product by its id, its name with hyphens for spaces, by GET and by POST", async () => {
    const byGet = await get("getProductDetails?id=Lemon-Dishwash-Gel-500-ml");
    expect(byGet.statusCode).toBe(200);
    const product = body(byGet).data;
    expect(product).toMatchObject({
      id: "Lemon-Dishwash-Gel-500-ml",
      productName: "Lemon Dishwash Gel 500 ml",
      productcategory: { category: "prefill", name: "Prefill" },
      productType: { slug: "dish-wash-gel" },
      size: "500 ml",
      productPrice: 149,
      salePrice: 129,
      saving: 20,
      hsnCode: "34025000",
      gstRate: 18,
      inStock: true,
    });
    expect(product.description.length).toBeGreaterThan(80);
    expect(product.images).toHaveLength(2);
    for (const image of product.images) {
      expect(image).toMatchObject({ width: 480, height: 480, alt: expect.stringContaining("Lemon Dishwash Gel") });
      expect(image.url).toMatch(/^\/uploads\/products\/lemon-dishwash-gel-500-ml(-label)?\.[a-f0-9]{16}\.webp$/);
      expect(await pictureOf(image.url)).toEqual({ format: "webp", width: 480, height: 480 });
      expect(image.thumbnail).toEqual({ url: image.url.replace(/\.([a-f0-9]{16})\.webp$/, "-240.$1.webp"), width: 240 });
      expect(await pictureOf(image.thumbnail!.url)).toEqual({ format: "webp", width: 240, height: 240 });
    }
    const byPost = await post("getProductDetails", { id: "Lemon-Dishwash-Gel-500-ml" });
    expect(body(byPost).data).toEqual(product);
  });

  it("has a picture for every product, a WebP at 480 and at 240 pixels, named by the product and the drawing it was made from", async () => {
    const { list } = await listProducts({ page: 1, limit: 1000 });
    const hashes = new Set<string>();
    for (const p of list) {
      const [, hash] = p.image.url.match(new RegExp(`^/uploads/products/${p.id.toLowerCase()}\\.([a-f0-9]{16})\\.webp$`)) ?? [];
      expect(hash, p.image.url).toBeDefined();
      hashes.add(hash);
      expect(p.image.thumbnail).toEqual({ url: `/uploads/products/${p.id.toLowerCase()}-240.${hash}.webp`, width: 240 });
      expect(await pictureOf(p.image.url)).toEqual({ format: "webp", width: 480, height: 480 });
      expect(await pictureOf(p.image.thumbnail!.url)).toEqual({ format: "webp", width: 240, height: 240 });
    }
    // Every product is drawn with its own name and size, so no two share a drawing.
    expect(hashes.size).toBe(list.length);
  });

  it.each(["lemon-dishwash-gel-500-ml", "Lemon Dishwash Gel 500 ml", "Lemon-Dishwash-Gel", "No-Such-Product", "x".repeat(150)])(
    "answers 404 to %s: look-ups are exact",
    async (id) => {
      const res = await get(`getProductDetails?id=${encodeURIComponent(id)}`);
      expect(res.statusCode).toBe(404);
      expect(body(res)).toEqual({ success: false, message: "Product not found", error: { code: "product_not_found" } });
    },
  );

  it("hides products that are switched off", async () => {
    await api.db.updateTable("product").set({ active: false }).where("public_id", "=", "Pocket-Glass-Cleaner-250-ml").execute();
    expect((await get("getProductDetails?id=Pocket-Glass-Cleaner-250-ml")).statusCode).toBe(404);
    const { list } = await listProducts({ page: 1, limit: 1000 });
    expect(list.map((p) => p.id)).not.toContain("Pocket-Glass-Cleaner-250-ml");
  });

  it("refuses a missing or oversize id with 400", async () => {
    expect((await get("getProductDetails")).statusCode).toBe(400);
    const res = await get(`getProductDetails?id=${"x".repeat(5000)}`);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ error: { fields: { id: "id must be at most 200 characters" } } });
  });
});

describe("listCategory and listProductType", () => {
  it("lists both categories and all seven types, with how many products each has", async () => {
    const categories = body(await get("listCategory", {})).data;
    expect(categories.list.map((c: { category: string }) => c.category)).toEqual(["prefill", "refill"]);
    const types = body(await get("listProductType", {})).data;
    expect(types.list.map((t: { slug: string }) => t.slug)).toEqual(PRODUCT_TYPES.map((t) => t.slug));
    expect(types.count).toBe(7);
    const all = await listProducts({ page: 1, limit: 1000 });
    expect(categories.list.reduce((n: number, c: { productCount: number }) => n + c.productCount, 0)).toBe(all.count);
  });
});

describe("GET listProductIndex", () => {
  it("lists every product's id and category without a location, for the sitemap", async () => {
    const { list, count } = body(await get("listProductIndex", {})).data;
    const all = await listProducts({ page: 1, limit: 1000 });
    expect(count).toBe(all.count);
    expect(list[0]).toEqual({ id: all.list[0].id, category: all.list[0].productcategory.category, updatedAt: expect.stringMatching(/^\d{4}-/) });
    expect(Object.keys(list[0])).not.toContain("salePrice");
  });
});

describe("POST getListProductRating", () => {
  it("is empty until reviews exist", async () => {
    const res = await post("getListProductRating", { productId: "Neem-Floor-Cleaner-1-L" }, {});
    expect(body(res).data).toEqual({
      summary: { average: null, total: 0, stars: [5, 4, 3, 2, 1].map((star) => ({ star, count: 0 })) },
      list: [],
      count: 0,
    });
  });

  it("summarises published reviews, newest first", async () => {
    const { id } = await api.db.selectFrom("product").select("id").where("public_id", "=", "Aloe-Vera-Hand-Wash-250-ml").executeTakeFirstOrThrow();
    await api.db
      .insertInto("product_review")
      .values([
        { product_id: id, customer_name: "Asha K", rating: 5, review: "Soft on hands", created_at: new Date("2024-01-01T10:00:00Z") },
        { product_id: id, customer_name: "Ravi S", rating: 4, review: null, created_at: new Date("2024-02-01T10:00:00Z") },
        { product_id: id, customer_name: "Hidden", rating: 1, review: "spam", published: false },
      ])
      .execute();
    const { data } = body(await post("getListProductRating", { productId: "Aloe-Vera-Hand-Wash-250-ml" }, {}));
    expect(data.summary).toMatchObject({ average: 4.5, total: 2 });
    expect(data.summary.stars.find((s: { star: number }) => s.star === 5).count).toBe(1);
    expect(data.list.map((r: { customerName: string }) => r.customerName)).toEqual(["Ravi S", "Asha K"]);
    expect(data.list[1]).toMatchObject({ rating: 5, review: "Soft on hands", createdAt: "2024-01-01T10:00:00.000Z", photos: [] });
  });

  it("answers 404 for an unknown product", async () => {
    expect((await post("getListProductRating", { productId: "No-Such-Product" }, {})).statusCode).toBe(404);
  });
});

describe("POST getCms", () => {
  it.each([
    ["tc", "Terms & Conditions"],
    ["pp", "Privacy Policy"],
    ["rrd", "Pricing, Delivery, Return and Refund Policy"],
    ["sp", "Shipping Policy"],
  ])("answers the %s page with its sections", async (key, title) => {
    const res = await post("getCms", { key }, {});
    expect(res.statusCode).toBe(200);
    const page = body(res).data;
    expect(page).toMatchObject({ key, title, summary: expect.any(String) });
    expect(page.sections.length).toBeGreaterThanOrEqual(4);
  });

  it("says what the shop promises about refunds, returns and personal data", async () => {
    const text = async (key: string) => JSON.stringify(body(await post("getCms", { key }, {})).data);
    expect(await text("rrd")).toMatch(/7 days of delivery[\s\S]*5 to 7 working days/);
    expect(await text("pp")).toContain("Digital Personal Data Protection Act, 2023");
    expect(await text("pp")).toContain("Grievance Officer");
  });

  it.each([["TC"], ["about"], ["x".repeat(20)]])("answers 404 to the unknown key %s", async (key) => {
    const res = await post("getCms", { key }, {});
    expect(res.statusCode).toBe(404);
    expect(body(res)).toMatchObject({ success: false, error: { code: "cms_not_found" } });
  });

  it("refuses a missing key with 400", async () => {
    expect(body(await post("getCms", {}, {}))).toMatchObject({ error: { code: "validation", fields: { key: "key is required" } } });
  });
});

describe("GET showCoupon", () => {
  it("lists only the offers that are switched on and inside their dates", async () => {
    const { list, count } = body(await get("showCoupon", {})).data;
    expect(count).toBe(list.length);
    expect(list.map((c: { code: string }) => c.code).sort()).toEqual(["CLEAN15", "REFILL10", "WELCOME50"]);
    expect(list.find((c: { code: string }) => c.code === "WELCOME50")).toMatchObject({ type: "flat", value: 50, maxDiscount: null, minOrderValue: 299 });
    expect(list.find((c: { code: string }) => c.code === "REFILL10")).toMatchObject({ type: "percent", value: 10, maxDiscount: 100, minOrderValue: 499 });
  });
});

describe("the demo pictures in a database seeded before", () => {
  it("are pointed at the current ones by the next seed, from a fresh checkout's empty folder: names without a hash, earlier drawings and order lines", async () => {
    const lemon = await api.db.selectFrom("product").select(["id", "images"]).where("public_id", "=", "Lemon-Dishwash-Gel-500-ml").executeTakeFirstOrThrow();
    const neem = await api.db.selectFrom("product").select(["id", "images"]).where("public_id", "=", "Neem-Floor-Cleaner-1-L").executeTakeFirstOrThrow();
    const customer = await api.db
      .insertInto("customer")
      .values({ phone_number: "9800000471", first_name: "Old", last_name: "Data", email: null, pincode: "560034" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const order = await insertOrder(api.db, customer.id);
    // As an earlier version left them: names without a hash, and a drawing since changed.
    const before = (file: string, i: number) => ({ ...lemon.images[i], path: `uploads/products/${file}.svg`, thumbnail: undefined });
    await api.db
      .updateTable("product")
      .set({ images: JSON.stringify([before("lemon-dishwash-gel-500-ml", 0), before("lemon-dishwash-gel-500-ml-label", 1)]) })
      .where("id", "=", lemon.id)
      .execute();
    const earlier = neem.images.map((image) => ({ ...image, path: image.path.replace(/[a-f0-9]{16}\.webp$/, `${"0".repeat(16)}.svg`), thumbnail: undefined }));
    await api.db
      .updateTable("product")
      .set({ images: JSON.stringify(earlier) })
      .where("id", "=", neem.id)
      .execute();
    await api.db.updateTable("order_line").set({ image: "/uploads/products/lemon-dishwash-gel-500-ml.svg" }).where("order_id", "=", order.id).execute();

    const fresh = mkdtempSync(path.join(tmpdir(), "uploads-"));
    try {
      expect(await seedCatalogue(api.db, diskStorage(fresh))).toEqual([]);
      const now = await api.db.selectFrom("product").select(["id", "images"]).where("id", "in", [lemon.id, neem.id]).orderBy("id").execute();
      expect(now.map((p) => p.images)).toEqual([lemon, neem].sort((a, b) => Number(a.id) - Number(b.id)).map((p) => p.images));
      for (const file of now.flatMap((p) => p.images).flatMap((image) => [image.path, image.thumbnail!.path]))
        expect(existsSync(fileOf(`/${file}`, fresh)), file).toBe(true);
      const line = await api.db.selectFrom("order_line").select("image").where("order_id", "=", order.id).executeTakeFirstOrThrow();
      expect(line.image).toBe(`/${lemon.images[0].path}`);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });
});

describe("POST visitorCall", () => {
  it("stores a contact request with the phone number normalised", async () => {
    const res = await post("visitorCall", { name: "Meera Iyer", phoneNumber: "+91 98765-43210", message: "Do you deliver to Whitefield?" }, {});
    expect(res.statusCode).toBe(200);
    const { id } = body(res).data;
    const row = await api.db.selectFrom("visitor_call").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "Meera Iyer", phone_number: "9876543210", message: "Do you deliver to Whitefield?", handled: false });
  });

  it("refuses bad input with each field's message", async () => {
    const res = await post("visitorCall", { name: " ", phoneNumber: "98765", message: "" }, {});
    expect(res.statusCode).toBe(400);
    expect(body(res).error.fields).toEqual({
      name: "Please enter your name",
      phoneNumber: "Should not be less than 10 digits.",
      message: "Please write your message",
    });
    const long = await post("visitorCall", { name: "A", phoneNumber: "9876543210", message: "x".repeat(1001) }, {});
    expect(body(long).error.fields).toEqual({ message: "Please keep your message under 1000 characters" });
  });
});

describe("the catalogue in the API document", () => {
  it("names every catalogue call", async () => {
    const doc = body(await api.app.inject({ url: "/v1/docs/openapi.json" }));
    for (const call of [
      "listProducts",
      "getProductDetails",
      "listProductIndex",
      "listCategory",
      "listProductType",
      "showCoupon",
      "getCms",
      "visitorCall",
      "getListProductRating",
    ]) {
      expect(Object.keys(doc.paths)).toContain(`/v1/auth/customer/${call}`);
    }
  });
});
