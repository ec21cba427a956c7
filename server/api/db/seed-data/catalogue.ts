import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { CATEGORIES, formatSize, PRODUCT_TYPES } from "@domain/catalogue";
import { rupeesToPaise } from "@domain/money";
import type { Db } from "../index";
import type { StoredImage } from "../schema";
import { CMS_PAGES } from "./cms";
import { ART_SIZE, productArt } from "./product-art";
import { CATEGORY_TEXT, COUPONS, GST_RATE, HOW_TO_USE, hsnFor, PRODUCTS, PRODUCT_TYPE_TEXT, type SeedProduct } from "./products";

/** Where the storefront serves uploads from (`public/`, git-ignored); a CDN would sit in front in production. */
export const UPLOADS_DIR = path.resolve(import.meta.dirname, "../../../../public");

const isEmpty = async (db: Db, table: "category" | "product" | "coupon" | "cms_page") =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow()).n) === 0;

function imagesOf(product: SeedProduct): { image: StoredImage; svg: string }[] {
  const file = product.name.toLowerCase().replaceAll(" ", "-");
  const size = formatSize(product.quantity, product.unit);
  const art = { ...product, size, howToUse: HOW_TO_USE[product.type] };
  return (["front", "back"] as const).map((view) => ({
    image: {
      path: `uploads/products/${file}${view === "back" ? "-label" : ""}.svg`,
      width: ART_SIZE,
      height: ART_SIZE,
      alt: view === "front" ? `${product.name}, front of the pack` : `${product.name}, how to use it`,
    },
    svg: productArt(art, view),
  }));
}

/** Writes a file only when its content changed, so a second seed does not make the storefront build look stale. */
function writeIfChanged(file: string, content: string) {
  if (existsSync(file) && readFileSync(file, "utf8") === content) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/**
 * The demo catalogue, offers and content pages, each only into an empty table. The product pictures
 * are drawn on every run, so a fresh checkout with an existing database still has them.
 */
export async function seedCatalogue(db: Db, uploadsDir = UPLOADS_DIR): Promise<string[]> {
  const seeded: string[] = [];
  const pictures = PRODUCTS.map((p) => imagesOf(p));
  for (const { image, svg } of pictures.flat()) writeIfChanged(path.join(uploadsDir, image.path), svg);

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
          mrp_paise: rupeesToPaise(p.mrp),
          sale_price_paise: rupeesToPaise(p.sale),
          hsn_code: hsnFor(p.type),
          gst_rate: GST_RATE,
          stock: p.stock,
          images: JSON.stringify(pictures[i].map((x) => x.image)),
          featured: p.featured ?? false,
          sort_order: i,
        })),
      )
      .execute();
    seeded.push(`${PRODUCTS.length} products`);
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
