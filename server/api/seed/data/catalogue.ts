import { sql } from "kysely";
import { CATEGORIES, formatSize, PRODUCT_TYPES } from "@domain/catalogue/catalogue";
import { GST_RATE, hsnFor, shippingWeightOf, useDaysOf } from "@domain/catalogue/tax-weight-use";
import { rupeesToPaise } from "@domain/shared/money";
import { productPicture, storePictures } from "../../services/catalogue/product-pictures";
import type { FileStorage } from "../../services/storage";
import type { Db } from "../../db";
import { CMS_PAGES } from "./cms";
import { productArt } from "./product-art";
import { CATEGORY_TEXT, COUPONS, HOW_TO_USE, PRODUCTS, PRODUCT_TYPE_TEXT, REFILL_PAIRS, type SeedProduct } from "./products";

const isEmpty = async (db: Db, table: "category" | "product" | "product_refill" | "coupon" | "cms_page") =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  ) === 0;

/**
 * A demo product's two pictures, drawn here as SVG and stored as WebP (../../services/catalogue/product-pictures.ts),
 * named after the product (`products/lemon-dishwash-gel-500-ml.<sha-256 of the drawing, 16 digits>.webp`);
 * the name's first part, the stem, stays the same. Raster, not the SVG itself: a browser lays out each
 * SVG picture with text as a document of its own on the page's main thread, 10 to 50 ms apiece on a
 * slow phone (decision 021).
 */
function picturesOf(product: SeedProduct, storage: FileStorage) {
  const stem = product.name.toLowerCase().replaceAll(" ", "-");
  const size = formatSize(product.quantity, product.unit);
  const art = { ...product, size, howToUse: HOW_TO_USE[product.type] };
  const views = (["front", "back"] as const).map((view) =>
    productPicture(
      storage,
      view === "back" ? `${stem}-label` : stem,
      Buffer.from(productArt(art, view)),
      view === "front" ? `${product.name}, front of the pack` : `${product.name}, how to use it`,
      true,
    ),
  );
  return { stem, files: views.flatMap((v) => v.files), images: views.map((v) => v.image) };
}

/** The stem of a demo picture's path or URL, whatever version of the picture it names: WebP, or the SVG and the names without a hash before it. */
const STEM = String.raw`uploads/products/([a-z0-9-]+)(?:\.[0-9a-f]{16})?\.(?:webp|svg)$`;

/**
 * Points every product (the demo ones and the scale seed's copies of them) and every order line that
 * shows an earlier version of a demo picture at the current one, so a database made before the
 * pictures were last redrawn, or before they had hashed names, still shows them from a fresh checkout.
 */
async function pointAtCurrentPictures(db: Db, pictures: ReturnType<typeof picturesOf>[]) {
  // Each stem with its pictures as a product holds them and the front one's URL as an order line does.
  const current = sql.join(pictures.map((p) => sql`(${p.stem}, ${JSON.stringify(p.images)}::jsonb, ${`/${p.images[0].path}`})`));
  await sql`
    update product set images = current.images
    from (values ${current}) as current(stem, images, url)
    where substring(product.images->0->>'path' from ${`^${STEM}`}::text) = current.stem and product.images <> current.images`.execute(db);
  await sql`
    update order_line set image = current.url
    from (values ${current}) as current(stem, images, url)
    where substring(order_line.image from ${`^/${STEM}`}::text) = current.stem and order_line.image <> current.url`.execute(db);
}

/**
 * The demo catalogue, offers and content pages, each only into an empty table. The product pictures
 * are stored on every run (the storage skips those it has), so a fresh checkout with an existing
 * database still has them, and the products are pointed at them.
 */
export async function seedCatalogue(db: Db, storage: FileStorage): Promise<string[]> {
  const seeded: string[] = [];
  const pictures = PRODUCTS.map((p) => picturesOf(p, storage));
  await storePictures(
    storage,
    pictures.flatMap((p) => p.files),
  );

  if (await isEmpty(db, "category")) {
    await db
      .insertInto("category")
      .values(CATEGORIES.map((c, i) => ({ ...c, description: CATEGORY_TEXT[c.category], sort_order: i })))
      .execute();
    await db
      .insertInto("product_type")
      .values(PRODUCT_TYPES.map((t, i) => ({ ...t, description: PRODUCT_TYPE_TEXT[t.slug], sort_order: i })))
      .execute();
  }
  if (await isEmpty(db, "product")) {
    await db
      .insertInto("product")
      .values(
        PRODUCTS.map((p, i) => ({
          name: p.name,
          category: p.category,
          product_type: p.type,
          description: `${p.note} ${PRODUCT_TYPE_TEXT[p.type]} ${CATEGORY_TEXT[p.category]}`,
          net_quantity: p.quantity,
          unit: p.unit,
          use_days: useDaysOf(p.type, p.quantity),
          shipping_weight_g: shippingWeightOf(p.quantity),
          mrp_paise: rupeesToPaise(p.mrp),
          sale_price_paise: rupeesToPaise(p.sale),
          hsn_code: hsnFor(p.type),
          gst_rate: GST_RATE,
          stock: p.stock,
          images: JSON.stringify(pictures[i].images),
          featured: p.featured ?? false,
          sort_order: i,
        })),
      )
      .execute();
    seeded.push(`${PRODUCTS.length} products`);
  }
  await pointAtCurrentPictures(db, pictures);
  if (await isEmpty(db, "product_refill")) {
    // By name, so a demo database seeded before the pairs gets those of the products it has.
    const ids = new Map((await db.selectFrom("product").select(["id", "name"]).execute()).map((p) => [p.name, p.id]));
    const pairs = REFILL_PAIRS.flatMap(([bottle, refills]) => refills.map((refill) => ({ bottle_id: ids.get(bottle), refill_id: ids.get(refill) })));
    const known = pairs.filter((p): p is { bottle_id: string; refill_id: string } => !!p.bottle_id && !!p.refill_id);
    if (known.length) await db.insertInto("product_refill").values(known).execute();
    seeded.push(`${known.length} bottle and refill pairs`);
  }
  if (await isEmpty(db, "coupon")) {
    await db
      .insertInto("coupon")
      .values(
        COUPONS.map(({ fromDays, toDays, ...c }) => ({
          ...c,
          valid_from: sql<Date>`now() + make_interval(days => ${fromDays})`,
          valid_to: sql<Date>`now() + make_interval(days => ${toDays})`,
        })),
      )
      .execute();
    seeded.push(`${COUPONS.length} coupons`);
  }
  if (await isEmpty(db, "cms_page")) {
    await db
      .insertInto("cms_page")
      .values(CMS_PAGES.map((p) => ({ ...p, sections: JSON.stringify(p.sections) })))
      .execute();
    seeded.push(`${CMS_PAGES.length} content pages`);
  }
  return seeded;
}
