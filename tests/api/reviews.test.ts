import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviewMessages } from "@domain/reviews/reviews";
import { body, startApi, type Harness } from "./harness";
import { insertOrder } from "./orders-fixture";
import { caller, signUp, startSmsGateway, type SmsGateway } from "./sms-gateway";

const PRODUCT = "Lemon-Dishwash-Gel-500-ml"; // the product of insertOrder's orders

let api: Harness;
let sms: SmsGateway;
let call: ReturnType<typeof caller>;
let uploads: string;
let a: { id: string; token: string };
let b: { id: string; token: string };

const delivered = async (customerId: string) => {
  const order = await insertOrder(api.db, customerId, { quantity: 1 });
  await api.db.updateTable("customer_order").set({ status: "delivered", delivered_at: new Date() }).where("id", "=", order.id).execute();
};

beforeAll(async () => {
  uploads = mkdtempSync(path.join(tmpdir(), "reviews-"));
  sms = await startSmsGateway();
  api = await startApi({ ...sms.env, UPLOADS_DIR: uploads, LOG_LEVEL: "error" });
  call = caller(api);
  a = await signUp(api, sms, "9833300001", { firstName: "Asha", lastName: "Verma" });
  b = await signUp(api, sms, "9833300002", { firstName: "Bala", lastName: "Rao" });
});
afterAll(async () => {
  await api.close();
  await sms.close();
  rmSync(uploads, { recursive: true, force: true });
});

type Photo = { name: string; bytes: Uint8Array; type?: string };

/** addProductReview as a browser's multipart form would send it. */
async function postReview(token: string, fields: Record<string, string | string[]>, photos: Photo[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  for (const photo of photos) form.append("photos", new Blob([new Uint8Array(photo.bytes)], { type: photo.type ?? "image/jpeg" }), photo.name);
  const request = new Request("http://api/", { method: "POST", body: form });
  return api.app.inject({
    method: "POST",
    url: "/v1/api/customer/addProductReview",
    headers: { "content-type": request.headers.get("content-type")!, authorization: `Bearer ${token}`, "x-forwarded-for": "203.0.113.20" },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const jpeg = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();
const storedFiles = () => {
  try {
    return readdirSync(path.join(uploads, "productreview"));
  } catch {
    return [];
  }
};
const reviewRows = (customerId: string) => api.db.selectFrom("product_review").selectAll().where("customer_id", "=", customerId).execute();
const ratings = async () => body(await call("POST", "auth/customer/getListProductRating", { productId: PRODUCT })).data;

describe("addProductReview", () => {
  it("refuses a customer with no delivered order of the product: 403 with a message, nothing saved", async () => {
    await insertOrder(api.db, b.id, { quantity: 1 }); // placed, not delivered
    const res = await postReview(b.token, { productId: PRODUCT, rating: "4", text: "Nice" }, [{ name: "a.jpg", bytes: await jpeg() }]);
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe(reviewMessages.notDelivered);
    expect(await reviewRows(b.id)).toHaveLength(0);
    expect(storedFiles()).toHaveLength(0);
  });

  it("saves a review with photos as WebP of at most 1,600 px and no EXIF, each with a thumbnail; a second one edits it", async () => {
    await delivered(a.id);
    const withExif = await sharp({ create: { width: 3200, height: 1800, channels: 3, background: "#2a6" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "Asha", Make: "PhoneCam" } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const png = await sharp({ create: { width: 400, height: 300, channels: 4, background: "#fff" } })
      .png()
      .toBuffer();

    const first = await postReview(a.token, { productId: PRODUCT, rating: "5", title: "Shiny steel", text: "Kadhai comes out clean." }, [
      { name: "kitchen.jpg", bytes: withExif },
      { name: "renamed.jpg", bytes: png, type: "image/jpeg" },
    ]);
    expect(first.statusCode).toBe(200);
    expect(body(first).message).toBe("Thank you for your review");
    const review = body(first).data;
    expect(review).toMatchObject({ rating: 5, title: "Shiny steel", review: "Kadhai comes out clean.", customerName: "Asha V.", product: { id: PRODUCT } });
    expect(review.photos).toHaveLength(2);
    expect(review.photos[0]).toMatchObject({ width: 1600, height: 900 });
    expect(review.photos[0].url).toMatch(/^\/uploads\/productreview\/[a-f0-9]{64}\.webp$/);

    const stored = readFileSync(path.join(uploads, review.photos[0].url.replace("/uploads/", "")));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1600, height: 900 });
    expect(meta.exif).toBeUndefined();
    // A thumbnail 288 px on its short side, for pages that show the photo at 96 px.
    expect(review.photos[0].thumbnail).toEqual({ url: expect.stringMatching(/^\/uploads\/productreview\/[a-f0-9]{64}\.webp$/), width: 512 });
    const thumbnail = readFileSync(path.join(uploads, review.photos[0].thumbnail.url.replace("/uploads/", "")));
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: "webp", width: 512, height: 288 });
    expect(thumbnail.length).toBeLessThan(stored.length);
    expect(review.photos[1]).toMatchObject({ width: 400, height: 300, thumbnail: { width: 384 } });
    expect(storedFiles()).toHaveLength(4);

    const second = await postReview(a.token, { productId: PRODUCT, rating: "3", text: "Good, but pricey.", removePhoto: review.photos[1].id });
    expect(second.statusCode).toBe(200);
    expect(body(second).message).toBe("Your review has been updated");
    expect(body(second).data).toMatchObject({ id: review.id, rating: 3, title: null, review: "Good, but pricey." });
    expect(body(second).data.photos.map((p: { id: string }) => p.id)).toEqual([review.photos[0].id]);
    expect(await reviewRows(a.id)).toHaveLength(1);
    // The photo taken off goes with its thumbnail.
    expect(storedFiles().sort()).toEqual([review.photos[0].url, review.photos[0].thumbnail.url].map((u: string) => path.basename(u)).sort());

    const listed = await ratings();
    expect(listed.summary).toMatchObject({ average: 3, total: 1 });
    expect(listed.list[0]).toMatchObject({ id: review.id, rating: 3, photos: [{ id: review.photos[0].id }] });
  });

  it("refuses a 6th photo, a 6 MB photo, a zip and an SVG with 400, leaving no row and no file", async () => {
    const c = await signUp(api, sms, "9833300003", { firstName: "Chitra", lastName: "Nair" });
    await delivered(c.id);
    const before = storedFiles();
    const photo = await jpeg();
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => jpeg(100 + i, 100)));
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(photo);
    const zip = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...new Array(64).fill(0)]);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const cases: [string, Photo[], string][] = [
      ["six photos", six.map((bytes, i) => ({ name: `p${i}.jpg`, bytes })), reviewMessages.photoCount],
      ["6 MB", [{ name: "big.jpg", bytes: big }], reviewMessages.photoSize],
      ["zip", [{ name: "photo.jpg", bytes: zip }], reviewMessages.photoType],
      ["svg", [{ name: "photo.svg", bytes: svg, type: "image/svg+xml" }], reviewMessages.photoType],
      [
        "good and bad",
        [
          { name: "ok.jpg", bytes: photo },
          { name: "bad.jpg", bytes: svg },
        ],
        reviewMessages.photoType,
      ],
    ];
    for (const [name, photos, message] of cases) {
      const res = await postReview(c.token, { productId: PRODUCT, rating: "4", text: "Works well" }, photos);
      expect(res.statusCode, name).toBe(400);
      expect(body(res).message, name).toBe(message);
      expect(body(res).error.fields.photos, name).toBe(message);
      expect(await reviewRows(c.id), name).toHaveLength(0);
      expect(storedFiles(), name).toEqual(before);
    }
  });

  it("refuses photos beyond five in all when editing, keeping the review as it was", async () => {
    const d = await signUp(api, sms, "9833300004", { firstName: "Dev", lastName: "Shah" });
    await delivered(d.id);
    const three = await Promise.all([1, 2, 3].map((i) => jpeg(200 + i, 100)));
    expect(
      (
        await postReview(
          d.token,
          { productId: PRODUCT, rating: "5" },
          three.map((bytes, i) => ({ name: `${i}.jpg`, bytes })),
        )
      ).statusCode,
    ).toBe(200);
    const before = storedFiles();
    const more = await Promise.all([1, 2, 3].map((i) => jpeg(300 + i, 100)));
    const res = await postReview(
      d.token,
      { productId: PRODUCT, rating: "1" },
      more.map((bytes, i) => ({ name: `${i}.jpg`, bytes })),
    );
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(reviewMessages.photoCount);
    expect(await reviewRows(d.id)).toMatchObject([{ rating: 5 }]);
    expect(storedFiles()).toEqual(before);
  });

  it("checks the fields: stars 1 to 5 required, title up to 80, text up to 2,000", async () => {
    for (const [fields, field, message] of [
      [{ productId: PRODUCT }, "rating", reviewMessages.rating],
      [{ productId: PRODUCT, rating: "6" }, "rating", reviewMessages.rating],
      [{ productId: PRODUCT, rating: "4", title: "x".repeat(81) }, "title", reviewMessages.title],
      [{ productId: PRODUCT, rating: "4", text: "x".repeat(2001) }, "text", reviewMessages.text],
    ] as const) {
      const res = await postReview(a.token, fields);
      expect(res.statusCode).toBe(400);
      expect(body(res).error.fields[field]).toBe(message);
    }
    const json = await call("POST", "api/customer/addProductReview", { productId: PRODUCT, rating: 4 }, { token: a.token });
    expect(json.statusCode).toBe(400);
  });
});

describe("another customer", () => {
  it("cannot delete or change someone else's review (404), and their photos stay", async () => {
    const mine = (await reviewRows(a.id))[0];
    const photos = await api.db.selectFrom("product_review_photo").select("id").where("review_id", "=", mine.id).execute();
    const del = await call("POST", "api/customer/deleteProductReview", { productId: PRODUCT }, { token: b.token });
    expect(del.statusCode).toBe(404);
    await delivered(b.id);
    const edit = await postReview(b.token, { productId: PRODUCT, rating: "1", removePhoto: photos.map((p) => p.id) });
    expect(edit.statusCode).toBe(200);
    expect(body(edit).data.id).not.toBe(mine.id);
    expect(await reviewRows(a.id)).toMatchObject([{ id: mine.id, rating: 3 }]);
    expect(await api.db.selectFrom("product_review_photo").select("id").where("review_id", "=", mine.id).execute()).toEqual(photos);
  });
});

describe("the customer's reviews", () => {
  it("lists them with product and photos, and deletes one with its files, thumbnails too", async () => {
    const list = body(await call("GET", "api/customer/showListProductReview", undefined, { token: a.token })).data;
    expect(list.count).toBe(1);
    expect(list.list[0]).toMatchObject({ rating: 3, product: { id: PRODUCT, productName: "Lemon Dishwash Gel 500 ml" } });
    const files = [list.list[0].photos[0].url, list.list[0].photos[0].thumbnail.url].map((u: string) => path.basename(u));
    expect(storedFiles()).toEqual(expect.arrayContaining(files));
    const form = body(await call("GET", `api/customer/getProductReview?productId=${PRODUCT}`, undefined, { token: a.token })).data;
    expect(form).toMatchObject({ canReview: true, review: { id: list.list[0].id } });

    const res = await call("POST", "api/customer/deleteProductReview", { productId: PRODUCT }, { token: a.token });
    expect(res.statusCode).toBe(200);
    expect(await reviewRows(a.id)).toHaveLength(0);
    for (const file of files) expect(storedFiles()).not.toContain(file);
    expect(body(await call("GET", "api/customer/showListProductReview", undefined, { token: a.token })).data).toEqual({ list: [], count: 0 });
  });
});

describe("the rating aggregate", () => {
  it("stays exact under concurrent ratings and edits", async () => {
    const shoppers = await Promise.all(
      [5, 6, 7, 8, 9, 10].map((n) => signUp(api, sms, `98333000${String(n).padStart(2, "0")}`, { firstName: "Test", lastName: "Shopper" })),
    );
    for (const s of shoppers) await delivered(s.id);
    await Promise.all(
      shoppers.flatMap((s, i) =>
        [1, 2, 3].map((k) => call("POST", "api/customer/productStarRating", { productId: PRODUCT, rating: ((i + k) % 5) + 1 }, { token: s.token })),
      ),
    );
    const product = await api.db.selectFrom("product").select("id").where("public_id", "=", PRODUCT).executeTakeFirstOrThrow();
    const rows = await api.db.selectFrom("product_review").select("rating").where("product_id", "=", product.id).where("published", "=", true).execute();
    const aggregate = await api.db.selectFrom("product_rating").selectAll().where("product_id", "=", product.id).executeTakeFirstOrThrow();
    expect(aggregate.review_count).toBe(rows.length);
    expect(aggregate.rating_total).toBe(rows.reduce((sum, r) => sum + r.rating, 0));
    for (const star of [1, 2, 3, 4, 5] as const) expect(aggregate[`stars_${star}`]).toBe(rows.filter((r) => r.rating === star).length);
    const listed = await ratings();
    expect(listed.summary.total).toBe(rows.length);
    const products = body(
      await api.app.inject({
        method: "POST",
        url: "/v1/auth/customer/listProducts",
        headers: { "content-type": "application/json", pincode: "560034" },
        payload: "{}",
      }),
    ).data.list;
    expect(products.find((p: { id: string }) => p.id === PRODUCT).rating).toEqual({ average: listed.summary.average, count: rows.length });
  });
});

describe("a body that is not a readable review form", () => {
  it("is a 400 in the envelope: no boundary, a broken multipart, JSON", async () => {
    const send = (contentType: string, payload: string) =>
      api.app.inject({
        method: "POST",
        url: "/v1/api/customer/addProductReview",
        headers: { "content-type": contentType, authorization: `Bearer ${a.token}` },
        payload,
      });
    for (const [type, payload] of [
      ["multipart/form-data", '{"productId":"x"}'],
      ["multipart/form-data; boundary=x", "--x\r\nbroken"],
      ["application/json", '{"productId":"x","rating":4}'],
    ]) {
      const res = await send(type, payload);
      expect(res.statusCode, type).toBe(400);
      expect(body(res).success).toBe(false);
    }
  });
});
