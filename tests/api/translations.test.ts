import type { AddressInfo } from "node:net";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORIES, PRODUCT_TYPES } from "@domain/catalogue/catalogue";
import { CMS_PAGES } from "../../server/api/seed/data/cms";
import { FAQ } from "../../server/api/seed/data/faq";
import { PRODUCTS } from "../../server/api/seed/data/products";
import { seedScaleCatalogue } from "../../server/api/seed/data/scale";
import { seedTranslations } from "../../server/api/seed/data/translations";
import { insertOrder } from "./orders-fixture";
import { body, eventually, openEventStream, startApi, type Harness } from "./harness";
import { signUp, startSmsGateway, type SmsGateway } from "./sms-gateway";

/**
 * The catalogue and the content in Hindi (issue 33, docs/i18n.md, migration 0019): what the API reads
 * in the request's language (Accept-Language), English where a translation is missing, search by a
 * Hindi name, ETags per language, and the demo data's translations.
 */
const SECRET = "test-storefront-api-secret-0123456789abcdef";
let api: Harness;
let gateway: SmsGateway;

beforeAll(async () => {
  gateway = await startSmsGateway();
  api = await startApi({ ...gateway.env, STOREFRONT_API_SECRET: SECRET, RATE_LIMIT_MAX: "100000", OTP_MAX_PER_IP_PER_HOUR: "1000" });
});
afterAll(async () => {
  await api.close();
  await gateway.close();
});

const SERVED = { pincode: "560034" };
const HINDI = { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" };
const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
  api.app.inject({
    method: "POST",
    url: `/v1/auth/customer/${path}`,
    headers: { "content-type": "application/json", ...SERVED, ...headers },
    payload: JSON.stringify(payload),
  });
const get = (path: string, headers: Record<string, string> = {}) => api.app.inject({ url: `/v1/auth/customer/${path}`, headers: { ...SERVED, ...headers } });

type Summary = {
  id: string;
  productName: string;
  productcategory: { category: string; name: string };
  productType: { slug: string; name: string };
  image: { alt: string };
};
const list = async (payload: object, headers: Record<string, string> = HINDI) => {
  const res = await post("listProducts", payload, headers);
  expect(res.statusCode).toBe(200);
  return body(res).data as { list: Summary[]; count: number; more: boolean };
};
const names = async (payload: object, headers: Record<string, string> = HINDI) => (await list(payload, headers)).list.map((p) => p.productName);
const detail = async (id: string, headers: Record<string, string> = HINDI) => {
  const res = await get(`getProductDetails?id=${id}`, headers);
  expect(res.statusCode).toBe(200);
  return body(res).data as Summary & { description: string; images: { alt: string }[] };
};

describe("the catalogue in Hindi", () => {
  it("lists products with their Hindi names, categories, types and pictures' texts; ids and links stay as they are", async () => {
    const hindi = await list({ page: 1, limit: 1000, category: "prefill", productType: "dish-wash-gel" });
    const english = await list({ page: 1, limit: 1000, category: "prefill", productType: "dish-wash-gel" }, {});
    expect(hindi.list.map((p) => p.id)).toEqual(english.list.map((p) => p.id));
    const gel = hindi.list.find((p) => p.id === "Lemon-Dishwash-Gel-500-ml")!;
    expect(gel).toMatchObject({
      productName: "नींबू डिशवॉश जेल 500 ml",
      productcategory: { category: "prefill", name: "प्रीफ़िल" },
      productType: { slug: "dish-wash-gel", name: "बर्तन धोने का जेल" },
      image: { alt: "नींबू डिशवॉश जेल 500 ml, पैक का सामने का हिस्सा" },
    });
    expect(english.list.find((p) => p.id === "Lemon-Dishwash-Gel-500-ml")).toMatchObject({
      productName: "Lemon Dishwash Gel 500 ml",
      productcategory: { name: "Prefill" },
      productType: { name: "Dishwash gel" },
      image: { alt: "Lemon Dishwash Gel 500 ml, front of the pack" },
    });
  });

  it("answers a product's page in Hindi, its description and both pictures' texts", async () => {
    const gel = await detail("Lemon-Dishwash-Gel-500-ml");
    expect(gel.productName).toBe("नींबू डिशवॉश जेल 500 ml");
    expect(gel.description).toMatch(/^असली नींबू का अर्क/);
    expect(gel.images.map((i) => i.alt)).toEqual(["नींबू डिशवॉश जेल 500 ml, पैक का सामने का हिस्सा", "नींबू डिशवॉश जेल 500 ml, इस्तेमाल करने का तरीका"]);
    const english = await detail("Lemon-Dishwash-Gel-500-ml", {});
    expect(english.description).toMatch(/^Real lemon extract lifts grease/);
    // Apart from its words (and the words of what it links to), the page is the same in both languages.
    const apartFromWords = (page: typeof gel) => ({
      ...page,
      productName: "",
      description: "",
      image: null,
      images: [],
      productcategory: null,
      productType: null,
      refills: [],
      fitsBottles: [],
    });
    expect(apartFromWords(gel)).toEqual(apartFromWords(english));
  });

  it("falls back to English, field by field, where a product has no Hindi", async () => {
    const id = (await api.db.selectFrom("product").select("id").where("public_id", "=", "Pine-Toilet-Cleaner-750-ml").executeTakeFirstOrThrow()).id;
    await api.db.deleteFrom("product_translation").where("product_id", "=", id).execute();
    const pine = await detail("Pine-Toilet-Cleaner-750-ml");
    expect(pine.productName).toBe("Pine Toilet Cleaner 750 ml");
    expect(pine.description).toMatch(/^A fresh pine fragrance/);
    expect(pine.image.alt).toBe("Pine Toilet Cleaner 750 ml, front of the pack");
    // Its category and type still read in Hindi.
    expect(pine.productType.name).toBe("टॉयलेट क्लीनर");
    // A translated name without a translated description: the description is the English one.
    await api.db.insertInto("product_translation").values({ product_id: id, language: "hi", name: "पाइन टॉयलेट क्लीनर 750 ml" }).execute();
    const named = await detail("Pine-Toilet-Cleaner-750-ml");
    expect(named.productName).toBe("पाइन टॉयलेट क्लीनर 750 ml");
    expect(named.description).toMatch(/^A fresh pine fragrance/);
    const [listed] = (await list({ page: 1, limit: 1, search: "पाइन टॉयलेट क्लीनर 750" })).list;
    expect(listed).toMatchObject({ id: "Pine-Toilet-Cleaner-750-ml", image: { alt: "Pine Toilet Cleaner 750 ml, front of the pack" } });
  });

  it("answers English to a language the shop does not have", async () => {
    expect((await detail("Lemon-Dishwash-Gel-500-ml", { "accept-language": "fr-FR,fr;q=0.9" })).productName).toBe("Lemon Dishwash Gel 500 ml");
  });

  it("lists the categories and product types in Hindi", async () => {
    const categories = body(await get("listCategory", HINDI)).data.list as { category: string; name: string; description: string }[];
    expect(categories.map((c) => c.name)).toEqual(["प्रीफ़िल", "रीफ़िल"]);
    expect(categories[1].description).toContain("Nirmal बोतल");
    const types = body(await get("listProductType", HINDI)).data.list as { slug: string; name: string }[];
    expect(types.map((t) => t.slug)).toEqual(PRODUCT_TYPES.map((t) => t.slug));
    expect(types.find((t) => t.slug === "floor-cleaner")?.name).toBe("फ़र्श क्लीनर");
    expect((body(await get("listProductType")).data.list as { name: string }[]).map((t) => t.name)).toEqual(PRODUCT_TYPES.map((t) => t.name));
  });
});

describe("search by a Hindi name", () => {
  it("finds products by their Hindi name, a part of it or part of a word, in catalogue order, whatever the answer's language", async () => {
    expect(await names({ page: 1, limit: 1000, search: "नीम फ़र्श" })).toEqual(["नीम फ़र्श क्लीनर 1 L", "नीम फ़र्श क्लीनर रीफ़िल 2 L"]);
    expect(await names({ page: 1, limit: 1000, search: "नीम फ़र्श" }, {})).toEqual(["Neem Floor Cleaner 1 L", "Neem Floor Cleaner Refill 2 L"]);
    expect((await list({ page: 1, limit: 1, search: "हैंड वॉश रीफ़िल" })).count).toBe(4);
    expect(await names({ page: 1, limit: 1000, search: "नींब" })).toEqual([
      "नींबू डिशवॉश जेल 500 ml",
      "नींबू डिशवॉश जेल 1 L",
      "नींबू डिशवॉश जेल रीफ़िल 1 L",
      "नींबू डिशवॉश जेल रीफ़िल 2 L",
    ]);
    // The search box's suggestions are the first five.
    expect(await names({ page: 1, limit: 5, search: "क्लीनर" })).toHaveLength(5);
  });

  it("finds a name typed with फ़ as one character as well as with फ and a dot", async () => {
    const precomposed = "फ़र्श".normalize("NFD").replace("\u092B\u093C", "\u095E");
    expect(precomposed).not.toBe("फ़र्श".normalize("NFC"));
    expect(await names({ page: 1, limit: 1000, search: `नीम ${precomposed}` })).toEqual(await names({ page: 1, limit: 1000, search: "नीम फ़र्श" }));
  });

  it("still finds a product by its English name when the shopper reads Hindi, exactly as in English", async () => {
    const byIds = async (search: string, headers: Record<string, string>) => (await list({ page: 1, limit: 1000, search }, headers)).list.map((p) => p.id);
    for (const search of ["NEEM FLOOR", "gel", "ml", "500 ml", "zq"]) expect(await byIds(search, HINDI)).toEqual(await byIds(search, {}));
    expect(await names({ page: 1, limit: 10, search: "Neem Floor" })).toEqual(["नीम फ़र्श क्लीनर 1 L", "नीम फ़र्श क्लीनर रीफ़िल 2 L"]);
  });

  it("matches nothing for Hindi that no name holds, and takes % and _ as themselves", async () => {
    expect(await list({ page: 1, limit: 10, search: "साबुनदानी" })).toEqual({ list: [], count: 0, more: false });
    expect(await names({ page: 1, limit: 10, search: "जेल%" })).toEqual([]);
  });
});

describe("the content in Hindi", () => {
  it.each([
    ["tc", "नियम और शर्तें"],
    ["pp", "गोपनीयता नीति"],
    ["rrd", "मूल्य, डिलीवरी, वापसी और रिफ़ंड नीति"],
    ["sp", "शिपिंग नीति"],
  ])("answers the %s page in Hindi, with as many sections as the English one", async (key, title) => {
    const page = body(await post("getCms", { key }, HINDI)).data as { title: string; summary: string; sections: { heading: string }[] };
    const english = CMS_PAGES.find((p) => p.key === key)!;
    expect(page.title).toBe(title);
    expect(page.summary).not.toBe(english.summary);
    expect(page.sections).toHaveLength(english.sections.length);
    expect(body(await post("getCms", { key }, {})).data.title).toBe(english.title);
  });

  it("answers a page without a translation in English", async () => {
    await api.db.deleteFrom("cms_page_translation").where("key", "=", "sp").execute();
    expect(body(await post("getCms", { key: "sp" }, HINDI)).data).toMatchObject({ key: "sp", title: "Shipping Policy" });
  });

  it("answers the FAQ in Hindi: its categories, a category's questions, and a search in Hindi or English", async () => {
    const categories = body(await get("allFaqCategory", HINDI)).data.list as { id: string; name: string; count: number }[];
    expect(categories.map((c) => c.id)).toEqual(FAQ.map((c) => c.id));
    expect(categories[0]).toMatchObject({ id: "orders-and-delivery", name: "ऑर्डर और डिलीवरी", count: 8 });
    const refunds = body(await get("getFaqByCategory?id=returns-and-refunds", HINDI)).data;
    expect(refunds.category).toMatchObject({ id: "returns-and-refunds", name: "वापसी और रिफ़ंड" });
    expect(refunds.list[0].question).toBe("प्रोडक्ट वापस करने के लिए मेरे पास कितने दिन हैं?");
    const found = body(await get(`allFaq?q=${encodeURIComponent("पेमेंट लिंक")}`, HINDI)).data.list as { question: string }[];
    expect(found.map((f) => f.question)).toContain("पेमेंट लिंक क्या है?");
    // A word in English finds what it finds in English, answered in Hindi.
    const english = body(await get("allFaq?q=invoice")).data.list as { id: string }[];
    const inHindi = body(await get("allFaq?q=invoice", HINDI)).data.list as { id: string; question: string }[];
    expect(inHindi.map((f) => f.id)).toEqual(expect.arrayContaining(english.map((f) => f.id)));
    expect(inHindi.find((f) => f.id === english[0].id)?.question).toMatch(/[\u0900-\u097F]/);
    expect(body(await get("allFaq")).data.list[0].question).toBe(FAQ[0].questions[0][0]);
  });

  it("describes the offers in Hindi, to anyone and to a signed-in customer, and names products in Hindi in the cart and the review form", async () => {
    const offers = body(await get("showCoupon", HINDI)).data.list as { code: string; description: string }[];
    expect(offers.find((c) => c.code === "WELCOME50")?.description).toBe("₹299 या उससे ज़्यादा के पहले ऑर्डर पर ₹50 की छूट");
    expect((body(await get("showCoupon")).data.list as { code: string; description: string }[]).find((c) => c.code === "WELCOME50")?.description).toBe(
      "₹50 off your first order of ₹299 or more",
    );
    const customer = await signUp(api, gateway, "9822233301", { firstName: "Meera", lastName: "Joshi" });
    const call = (method: "GET" | "POST", path: string, payload?: unknown) =>
      api.app.inject({
        method,
        url: `/v1/api/customer/${path}`,
        headers: { ...SERVED, ...HINDI, authorization: `Bearer ${customer.token}`, ...(payload ? { "content-type": "application/json" } : {}) },
        payload: payload ? JSON.stringify(payload) : undefined,
      });
    const mine = body(await call("GET", "listAllCoupon")).data.list as { code: string; description: string }[];
    expect(mine.find((c) => c.code === "REFILL10")?.description).toMatch(/^₹499 या उससे ज़्यादा/);
    await call("POST", "addItemToCart", { productId: "Liquid-Detergent-2-L", quantity: 1 });
    const cart = body(await call("POST", "applyCoupon", { couponCode: "WELCOME50" })).data;
    expect(cart.extra.coupon).toEqual({ code: "WELCOME50", description: "₹299 या उससे ज़्यादा के पहले ऑर्डर पर ₹50 की छूट" });
    expect(cart.list[0].product.productName).toBe("लिक्विड डिटर्जेंट 2 L");
    const guest = body(await post("priceCart", { products: [{ productId: "Liquid-Detergent-2-L", quantity: 1 }] }, HINDI)).data;
    expect(guest.list[0].product.productName).toBe("लिक्विड डिटर्जेंट 2 L");
    // The review form names its product in Hindi too.
    const form = body(await call("GET", "getProductReview?productId=Liquid-Detergent-2-L")).data;
    expect(form.product).toMatchObject({ id: "Liquid-Detergent-2-L", productName: "लिक्विड डिटर्जेंट 2 L" });
  });
});

describe("an order in Hindi", () => {
  it("names its lines in Hindi, and in English as they were bought", async () => {
    const customer = await signUp(api, gateway, "9822233302", { firstName: "Kavita", lastName: "Rao" });
    const order = await insertOrder(api.db, customer.id, { paymentType: "COD" });
    const lines = async (headers: Record<string, string>) => {
      const res = await api.app.inject({
        url: `/v1/api/customer/getOrderDetails?id=${order.orderNumber}`,
        headers: { ...SERVED, ...headers, authorization: `Bearer ${customer.token}` },
      });
      expect(res.statusCode).toBe(200);
      return (body(res).data.lines as { productId: string; productName: string }[]).map((l) => [l.productId, l.productName]);
    };
    expect(await lines(HINDI)).toEqual([["Lemon-Dishwash-Gel-500-ml", "नींबू डिशवॉश जेल 500 ml"]]);
    expect(await lines({})).toEqual([["Lemon-Dishwash-Gel-500-ml", "Lemon Dishwash Gel 500 ml"]]);
    // A product without its Hindi name keeps the line's own.
    const product = await api.db.selectFrom("product").select("id").where("public_id", "=", "Lemon-Dishwash-Gel-500-ml").executeTakeFirstOrThrow();
    await api.db.updateTable("order_line").set({ product_name: "Lemon Dishwash Gel (old pack)" }).where("order_id", "=", order.id).execute();
    const hindiName = api.db.updateTable("product_translation").where("product_id", "=", product.id).where("language", "=", "hi");
    await hindiName.set({ name: null }).execute();
    try {
      expect(await lines(HINDI)).toEqual([["Lemon-Dishwash-Gel-500-ml", "Lemon Dishwash Gel (old pack)"]]);
    } finally {
      await hindiName.set({ name: "नींबू डिशवॉश जेल 500 ml" }).execute();
    }
  });
});

describe("ETags and caches per language", () => {
  it("tags a Hindi answer apart from the English one, and answers 304 only in the language it was tagged in", async () => {
    const read = (headers: Record<string, string>) => get("getProductDetails?id=Neem-Floor-Cleaner-1-L", headers);
    const english = await read({});
    const hindi = await read(HINDI);
    expect(english.headers.vary).toMatch(/Accept-Language/i);
    expect(hindi.headers.vary).toMatch(/Accept-Language/i);
    const [en, hi] = [english.headers.etag as string, hindi.headers.etag as string];
    expect(hi).toMatch(/^"[\w-]{27}"$/);
    expect(hi).not.toBe(en);
    expect((await read({ "if-none-match": en })).statusCode).toBe(304);
    expect((await read({ ...HINDI, "if-none-match": hi })).statusCode).toBe(304);
    const crossed = await read({ ...HINDI, "if-none-match": en });
    expect(crossed.statusCode).toBe(200);
    expect(body(crossed).data.productName).toBe("नीम फ़र्श क्लीनर 1 L");
    expect((await read({ "if-none-match": hi })).statusCode).toBe(200);
  });

  it("tags answers apart even where the two languages' data are the same", async () => {
    const english = await get("listProductIndex");
    const hindi = await get("listProductIndex", HINDI);
    expect(body(hindi).data).toEqual(body(english).data);
    expect(hindi.headers.etag).not.toBe(english.headers.etag);
    expect((await get("listProductIndex", { ...HINDI, "if-none-match": english.headers.etag as string })).statusCode).toBe(200);
  });

  it("tells the storefronts when a translation they keep answers of changes", async () => {
    await api.app.listen({ host: "127.0.0.1", port: 0 });
    const url = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}/v1/internal/changes`;
    const stream = await openEventStream(url, SECRET);
    await eventually(
      async () => stream.text(),
      (t) => t.startsWith("event: ready"),
    );
    const catalogueChanges = () => stream.text().split('data: {"type":"catalogue"}').length - 1;
    await api.db.updateTable("product_translation").set({ name: "नीम फ़र्श क्लीनर (नया) 1 L" }).where("name", "=", "नीम फ़र्श क्लीनर 1 L").execute();
    await eventually(
      async () => catalogueChanges(),
      (n) => n === 1,
    );
    await api.db
      .updateTable("coupon_translation")
      .set({ description: sql`description || '!'` })
      .where("code", "=", "CLEAN15")
      .execute();
    await eventually(
      async () => catalogueChanges(),
      (n) => n === 2,
    );
    expect(catalogueChanges()).toBe(2);
    await stream.close();
  });
});

describe("the demo data's translations", () => {
  it("translates every demo product, category, type, content page, FAQ and offer", async () => {
    const count = async (table: "product_translation" | "cms_page_translation" | "faq_translation" | "coupon_translation") =>
      Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where language = 'hi'`.execute(api.db)).rows[0].n);
    const { rows } = await sql<{ n: string }>`select count(*) as n from product p where p.sort_order < 1000 and not exists (
      select 1 from product_translation t where t.product_id = p.id and t.language = 'hi' and t.name is not null and t.description is not null)`.execute(
      api.db,
    );
    expect(Number(rows[0].n)).toBeLessThanOrEqual(1); // Pine Toilet Cleaner 750 ml, whose description a test above took away
    expect(PRODUCTS.every((p) => p.hi && p.hi.name.endsWith(p.name.slice(p.name.search(/ [0-9.]+ (ml|L|g|kg)$/))))).toBe(true);
    expect(await count("cms_page_translation")).toBeGreaterThanOrEqual(CMS_PAGES.length - 1);
    expect(await count("faq_translation")).toBe(FAQ.reduce((n, c) => n + c.questions.length, 0));
    expect(await count("coupon_translation")).toBe(6);
    const taxonomy = await sql<{
      n: string;
    }>`select (select count(*) from category_translation) + (select count(*) from product_type_translation) as n`.execute(api.db);
    expect(Number(taxonomy.rows[0].n)).toBe(CATEGORIES.length + PRODUCT_TYPES.length);
  });

  it("fills a database seeded before translations, and a second run adds nothing", async () => {
    for (const table of ["faq_translation", "faq_category_translation", "category_translation"] as const) await api.db.deleteFrom(table).execute();
    expect(await seedTranslations(api.db)).toEqual(["हिन्दी (hi): 2 categories, 6 FAQ categories, 36 FAQs"]);
    expect(await seedTranslations(api.db)).toEqual([]);
    expect(body(await get("getFaqByCategory?id=payment-links", HINDI)).data.list[0].question).toBe("पेमेंट लिंक क्या है?");
  });

  it("gives the scale seed's variations Hindi names made like their English ones, found by Hindi search", async () => {
    const demo = (await list({ page: 1, limit: 1000 }, {})).count;
    await seedScaleCatalogue(api.db, demo + 50);
    const [variant] = (await list({ page: 1, limit: 1, search: "Eco Rose" })).list;
    expect(variant.productName).toMatch(/^इको गुलाब /);
    const english = (await list({ page: 1, limit: 1, search: "Eco Rose" }, {})).list[0];
    expect(variant.id).toBe(english.id);
    expect((await list({ page: 1, limit: 1, search: "इको गुलाब" })).list[0].id).toBe(english.id);
  });
});
