import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productPictureMessages } from "@domain/catalogue/schemas";
import { body, operatorCall, startApi, type Harness } from "./harness";

/**
 * The console's catalogue calls beyond the role matrix (tests/api/operators.test.ts): a new product with
 * its picture (api/admin/createProduct, multipart) and a bottle's refills as the product's form shows them.
 */
let api: Harness;
let uploads: string;
let asOperator: ReturnType<typeof operatorCall>;

beforeAll(async () => {
  uploads = mkdtempSync(path.join(tmpdir(), "console-products-"));
  api = await startApi({ UPLOADS_DIR: uploads });
  asOperator = operatorCall(api);
});
afterAll(async () => {
  await api.close();
  rmSync(uploads, { recursive: true, force: true });
});

const FIELDS = {
  name: "Vetiver Floor Cleaner 1 L",
  category: "prefill",
  productType: "floor-cleaner",
  netQuantity: "1000",
  unit: "ml",
  price: "249",
  salePrice: "219.5",
  stock: "40",
  description: "Vetiver and neem for cool floors in summer.",
};

const png = (width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 160, b: 90 } } })
    .png()
    .toBuffer();

/** createProduct as the console's form sends it. */
async function create(fields: Record<string, string>, picture?: Uint8Array, token = api.env.OPERATOR_TOKEN) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (picture) form.append("picture", new Blob([new Uint8Array(picture)], { type: "image/png" }), "picture.png");
  const request = new Request("http://api/", { method: "POST", body: form });
  return api.app.inject({
    method: "POST",
    url: "/v1/api/admin/createProduct",
    headers: { "content-type": request.headers.get("content-type")!, authorization: `Bearer ${token}` },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const productCount = async () =>
  Number(
    (
      await api.db
        .selectFrom("product")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("a new product", () => {
  it("is added with its picture rendered as the demo's are, shown in the shop at once and audited", async () => {
    const res = await create(FIELDS, await png());
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({
      message: "Vetiver Floor Cleaner 1 L added",
      data: { id: "Vetiver-Floor-Cleaner-1-L", price: 249, salePrice: 219.5, stock: 40, active: true, category: "prefill", productType: "floor-cleaner" },
    });

    const shop = body(await api.app.inject({ url: "/v1/auth/customer/getProductDetails?id=Vetiver-Floor-Cleaner-1-L", headers: { pincode: "560034" } })).data;
    expect(shop).toMatchObject({ productName: FIELDS.name, productPrice: 249, salePrice: 219.5, stock: 40, description: FIELDS.description });
    // Packed for the courier as the demo's litre bottles are: 1,000 ml of cleaner and an 80 g pack.
    expect(shop.weight).toBe(1080);
    const [image] = shop.images as { url: string; width: number; thumbnail: { url: string; width: number } }[];
    expect(image).toMatchObject({ width: 480, url: expect.stringMatching(/^\/uploads\/products\/vetiver-floor-cleaner-1-l\.[0-9a-f]{16}\.webp$/) });
    const stored = (url: string) => readFileSync(path.join(uploads, url.replace(/^\/uploads\//, "")));
    expect(await sharp(stored(image.url)).metadata()).toMatchObject({ format: "webp", width: 480, height: 480 });
    expect(await sharp(stored(image.thumbnail.url)).metadata()).toMatchObject({ format: "webp", width: 240, height: 240 });

    const [entry] = body(await asOperator("api/admin/listAudit?entityType=product&entityId=Vetiver-Floor-Cleaner-1-L")).data.list;
    expect(entry).toMatchObject({
      actor: "Command line",
      action: "product.create",
      before: null,
      after: { name: FIELDS.name, price: 249, salePrice: 219.5, stock: 40 },
    });
    // The same name again would be the same address.
    const again = await create(FIELDS, await png());
    expect(again.statusCode).toBe(400);
    expect(body(again).error.fields).toEqual({ name: "A product with this name exists already" });
  });

  it.each([
    ["a file that is no picture", {}, Buffer.from("%PDF-1.4 not a picture"), "picture", productPictureMessages.photoType],
    [
      "a broken picture",
      {},
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("broken")]),
      "picture",
      productPictureMessages.photoBroken,
    ],
    ["a picture over 5 MB", {}, Buffer.alloc(5 * 1024 * 1024 + 1, 1), "picture", productPictureMessages.photoSize],
    ["no picture", {}, undefined, "picture", productPictureMessages.photoMissing],
    ["a negative price", { price: "-5" }, "png", "price", "Price must be more than 0"],
    ["a sale price above the price", { salePrice: "300" }, "png", "salePrice", "Sale price must not be more than the price"],
    ["a price that is no number", { price: "free" }, "png", "price", "Price must be a number"],
    ["no name", { name: " " }, "png", "name", "Please enter the product's name"],
    ["an unknown type", { productType: "shoe-polish" }, "png", "productType", "Please choose a type"],
  ] as const)("refuses %s with a message under its field and adds nothing", async (_, edit, picture, field, message) => {
    const before = await productCount();
    const res = await create({ ...FIELDS, name: "Refused Floor Cleaner 1 L", ...edit }, picture === "png" ? await png(64, 64) : picture);
    expect(res.statusCode).toBe(400);
    expect(body(res).error.fields).toEqual({ [field]: message });
    expect(await productCount()).toBe(before);
  });

  it("refuses a body that is not a multipart form", async () => {
    const res = await asOperator("api/admin/createProduct", FIELDS);
    expect(res.statusCode).toBe(400);
    expect(body(res).error.fields).toEqual({ request: "Send the product as multipart/form-data" });
  });
});

describe("the console's product list", () => {
  it("reads the page and the search from the address", async () => {
    const first = body(await asOperator("api/admin/listProducts?page=1")).data;
    expect(first).toMatchObject({ page: 1, list: expect.any(Array) });
    expect(first.list).toHaveLength(50);
    const second = body(await asOperator("api/admin/listProducts?page=2&search=refill")).data;
    // The demo's 25 refills fit on the first page.
    expect(second).toEqual({ page: 2, count: 25, list: [] });
    expect((await asOperator("api/admin/listProducts?page=0")).statusCode).toBe(400);
  });
});

describe("a bottle's refills on its form", () => {
  it("lists every refill of the bottle's type, paired or not, and follows setProductRefills", async () => {
    const bottle = "Neem-Floor-Cleaner-1-L";
    const refills = async () => body(await asOperator(`api/admin/getProduct?id=${bottle}`)).data.refills as { id: string; paired: boolean }[];
    const before = await refills();
    expect(before).toContainEqual(expect.objectContaining({ id: "Neem-Floor-Cleaner-Refill-2-L", paired: true }));
    expect(before.length).toBeGreaterThan(0);
    expect((await asOperator("api/admin/setProductRefills", { productId: bottle, refillIds: [] })).statusCode).toBe(200);
    expect((await refills()).every((r) => !r.paired)).toBe(true);
    expect(body(await asOperator("api/admin/getProduct?id=Neem-Floor-Cleaner-Refill-2-L")).data.refills).toEqual([]);
  });
});
