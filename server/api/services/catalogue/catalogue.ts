import { sql } from "kysely";
import {
  categoryName,
  formatSize,
  productTypeName,
  type Category,
  type ProductDetail,
  type ProductImage,
  type ProductSummary,
  type ProductType,
} from "@domain/catalogue/catalogue";
import { DEFAULT_LANGUAGE, type Language } from "@domain/i18n/languages";
import { paiseToRupees } from "@domain/shared/money";
import { defaultInterval, subscriptionPrice } from "@domain/subscriptions/schedule";
import type { Db } from "../../db";
import type { StoredImage } from "../../db/schema";
import { DomainError } from "../errors";
import { averageOf } from "../reviews/reviews";
import { inLanguage, translation } from "../i18n/translations";

/**
 * A product's columns as lists show it, with its words in the request's language: the name, the
 * pictures' alternative texts and its category's and type's names come from their translations
 * (migration 0019), English when there is none. An English read is the product's own columns.
 */
const columns = (language: Language) =>
  [
    "product.public_id",
    inLanguage(language, "product.name", "product_translation", "name", "product.id").as("name"),
    "product.category",
    "product.product_type",
    "product.net_quantity",
    "product.unit",
    "product.shipping_weight_g",
    "product.mrp_paise",
    "product.sale_price_paise",
    "product.hsn_code",
    "product.gst_rate",
    "product.stock",
    "product.images",
    translation(language, "product_translation", "image_alts", "product.id").as("image_alts"),
    translation(language, "category_translation", "name", "product.category").as("category_name"),
    translation(language, "product_type_translation", "name", "product.product_type").as("type_name"),
    "product_rating.review_count",
    "product_rating.rating_total",
  ] as const;

/** Products with their rating aggregate (one row each, kept by migration 0010's trigger): lists show stars at no extra query. */
const products = (db: Db) => db.selectFrom("product").leftJoin("product_rating", "product_rating.product_id", "product.id");
const activeProducts = (db: Db) => products(db).where("product.active", "=", true);
const rowsQuery = (db: Db, language: Language) => activeProducts(db).select(columns(language));
type Row = Awaited<ReturnType<ReturnType<typeof rowsQuery>["executeTakeFirstOrThrow"]>>;

const image = ({ path, width, height, alt, thumbnail }: StoredImage, translatedAlt?: string | null): ProductImage => ({
  url: `/${path}`,
  width,
  height,
  alt: translatedAlt ?? alt,
  thumbnail: thumbnail ? { url: `/${thumbnail.path}`, width: thumbnail.width } : null,
});

/** A row as lists show it. The saving is worked out in paise, so it is exact to the paisa. */
function toSummary(row: Row): ProductSummary {
  const category = row.category as Category;
  const type = row.product_type as ProductType;
  return {
    id: row.public_id,
    productName: row.name,
    productcategory: { category, name: row.category_name ?? categoryName(category) },
    productType: { slug: type, name: row.type_name ?? productTypeName(type) },
    size: formatSize(row.net_quantity, row.unit),
    netQuantity: row.net_quantity,
    unit: row.unit,
    weight: row.shipping_weight_g,
    productPrice: paiseToRupees(row.mrp_paise),
    salePrice: paiseToRupees(row.sale_price_paise),
    saving: paiseToRupees(row.mrp_paise - row.sale_price_paise),
    inStock: row.stock > 0,
    image: image(row.images[0], row.image_alts?.[0]),
    rating: row.review_count ? { average: averageOf(row.rating_total ?? 0, row.review_count), count: row.review_count } : null,
  };
}

type ProductFilter = { page: number; limit: number; category?: Category; productType?: ProductType; featured?: boolean; search?: string };

/** `%`, `_` and the escape character itself match only themselves in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A letter outside ASCII: English names never have one (migration 0002's check). */
const NOT_ASCII = /\P{ASCII}/u;

/**
 * The active products a filter keeps, without their columns. `search`: the name, in any of the shop's
 * languages, contains it, ignoring case. English names are ASCII letters, digits and spaces, and a
 * translated name writes its sizes and units as the English one does ("नींबू डिशवॉश जेल 500 ml"), so
 * a search in ASCII is matched against the English names alone, through their own indexes, exactly as
 * before translations; a search with any other letter is matched against the translated names, through
 * theirs (migration 0019), whatever the request's language.
 */
function matching(db: Db, filter: ProductFilter) {
  let query = db.selectFrom("product").where("product.active", "=", true);
  const search = filter.search?.trim();
  if (search) {
    // English names are ASCII, so lower case on either side is the same rule as ILIKE.
    // Both sides in NFC: a keyboard may type फ़ as one character or two (migration 0019).
    const pattern = `%${likeLiteral(search.normalize("NFC").toLowerCase())}%`;
    query = NOT_ASCII.test(search)
      ? query.where(
          "product.id",
          "in",
          db.selectFrom("product_translation").select("product_translation.product_id").where("product_translation.search_name", "like", pattern),
        )
      : query.where("product.search_name", "like", pattern);
  }
  if (filter.category) query = query.where("product.category", "=", filter.category);
  if (filter.productType) query = query.where("product.product_type", "=", filter.productType);
  if (filter.featured !== undefined) query = query.where("product.featured", "=", filter.featured);
  return query;
}

/**
 * Matches are counted up to this many, or up to two pages past the page asked for if that is more:
 * enough to say "more than 100" and to link the next pages, without reading every match of a
 * common word (docs/decisions/016).
 */
const COUNT_AT_LEAST = 100;
const PAGES_AHEAD = 2;

/**
 * One page of the active products that match, in the catalogue's order, and how many match: `count`
 * is exact unless `more` says that more than `count` match. `search` keeps the products whose name
 * contains it, ignoring case (docs/product.md#search). The page's ids come from an index in the list's
 * order, so a deep page skips index entries, not rows; only the page's own rows are read.
 */
export async function listProducts(
  db: Db,
  filter: ProductFilter,
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ list: ProductSummary[]; count: number; more: boolean }> {
  const offset = (filter.page - 1) * filter.limit;
  const countTo = Math.max(COUNT_AT_LEAST, offset + filter.limit * (1 + PAGES_AHEAD));
  const pageIds = matching(db, filter).select("product.id").orderBy("product.sort_order").orderBy("product.name").limit(filter.limit).offset(offset);
  const [rows, counted] = await Promise.all([
    rowsQuery(db, language).where("product.id", "in", pageIds).orderBy("product.sort_order").orderBy("product.name").execute(),
    db
      .selectFrom(
        matching(db, filter)
          .select("product.id")
          .limit(countTo + 1)
          .as("counted"),
      )
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  const count = Number(counted.n);
  return { list: rows.map(toSummary), count: Math.min(count, countTo), more: count > countTo };
}

/**
 * A product by its public id (its name with hyphens for spaces, in English whatever the language),
 * exactly as written; 404 when there is none.
 */
export async function getProduct(db: Db, id: string, language: Language = DEFAULT_LANGUAGE): Promise<ProductDetail> {
  const row = await rowsQuery(db, language)
    .select([
      "product.id",
      "product.use_days",
      inLanguage(language, "product.description", "product_translation", "description", "product.id").as("description"),
      sql<number>`(select discount_percent from subscription_setting)`.as("subscription_discount"),
    ])
    .where("product.public_id", "=", id)
    .executeTakeFirst();
  if (!row) throw new DomainError("not_found", "product_not_found", "Product not found");
  const [refills, fitsBottles] = await Promise.all([pairedWith(db, row.id, "refills", language), pairedWith(db, row.id, "bottles", language)]);
  return {
    ...toSummary(row),
    refills,
    fitsBottles,
    description: row.description,
    images: row.images.map((picture, i) => image(picture, row.image_alts?.[i])),
    hsnCode: row.hsn_code,
    gstRate: row.gst_rate,
    stock: row.stock,
    subscribe:
      row.stock > 0
        ? {
            discountPercent: row.subscription_discount,
            intervalWeeks: defaultInterval(row.use_days, 1),
            unitPrice: paiseToRupees(subscriptionPrice(row.sale_price_paise, row.subscription_discount)),
          }
        : null,
  };
}

/** A product's pairs on one side (docs/product.md#refills): a bottle's refills, or the bottles a refill fits; active ones, smallest first. */
async function pairedWith(db: Db, productId: string, side: "refills" | "bottles", language: Language): Promise<ProductSummary[]> {
  const [mine, theirs] = side === "refills" ? (["bottle_id", "refill_id"] as const) : (["refill_id", "bottle_id"] as const);
  const rows = await rowsQuery(db, language)
    .innerJoin("product_refill", `product_refill.${theirs}`, "product.id")
    .where(`product_refill.${mine}`, "=", productId)
    .orderBy("product.net_quantity")
    .orderBy("product.sort_order")
    .execute();
  return rows.map(toSummary);
}

/** Every active product's id, category and last change: the index a sitemap needs, without prices. */
export async function productIndex(db: Db) {
  const rows = await activeProducts(db).select(["public_id", "category", "updated_at"]).orderBy("sort_order").orderBy("name").execute();
  return rows.map((r) => ({ id: r.public_id, category: r.category as Category, updatedAt: r.updated_at.toISOString() }));
}

/** The catalogue's two vocabularies as their tables hold them: the column naming an entry, its translations' table, and the product column that refers to it. */
const VOCABULARIES = {
  category: { key: "category", translations: "category_translation", products: "product.category" },
  product_type: { key: "slug", translations: "product_type_translation", products: "product.product_type" },
} as const;

/** A vocabulary's entries in the catalogue's order, in the language (English where a translation is missing), with their active products' count. */
async function listVocabulary(db: Db, table: keyof typeof VOCABULARIES, language: Language) {
  const { key, translations, products } = VOCABULARIES[table];
  const rows = await db
    .selectFrom(table)
    .select([
      sql<string>`${sql.ref(`${table}.${key}`)}`.as("key"),
      inLanguage(language, `${table}.name`, translations, "name", `${table}.${key}`).as("name"),
      inLanguage(language, `${table}.description`, translations, "description", `${table}.${key}`).as("description"),
    ])
    .select((eb) =>
      eb
        .selectFrom("product")
        .where(sql.ref(products), "=", sql.ref(`${table}.${key}`))
        .where("product.active", "=", true)
        .select(eb.fn.countAll<string>().as("n"))
        .as("productCount"),
    )
    .orderBy(sql.ref(`${table}.sort_order`))
    .execute();
  return rows.map((row) => ({ ...row, productCount: Number(row.productCount) }));
}

/** The categories in the catalogue's order, in the language, with their active products' count. */
export const listCategories = async (db: Db, language: Language = DEFAULT_LANGUAGE) =>
  (await listVocabulary(db, "category", language)).map(({ key, ...row }) => ({ category: key, ...row }));

/** The product types in the catalogue's order, in the language, with their active products' count. */
export const listProductTypes = async (db: Db, language: Language = DEFAULT_LANGUAGE) =>
  (await listVocabulary(db, "product_type", language)).map(({ key, ...row }) => ({ slug: key, ...row }));

/** For the cart, whose lines show each product as lists do. */
export { columns as productColumns, products as productsWithRating, toSummary };
