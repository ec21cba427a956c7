import { sql } from "kysely";
import { formatSize } from "@domain/catalogue/catalogue";
import type { MyReview, OperatorReview, ProductRatingList, ProductReview, RatingSummary, ReviewForm, ReviewFormData } from "@domain/reviews/schemas";
import { REVIEW_LIMITS, reviewMessages, type ReviewStatus } from "@domain/reviews/reviews";
import { DEFAULT_LANGUAGE, type Language } from "@domain/i18n/languages";
import type { Db } from "../../db";
import type { StoredImage } from "../../db/schema";
import { audit, type Actor } from "../operators/audit";
import { DomainError } from "../errors";
import type { ProcessedPhoto } from "../catalogue/photos";
import type { FileStorage } from "../storage";
import { inLanguage } from "../i18n/translations";

/**
 * Ratings and reviews (docs/product.md#reviews, decision 013). A customer reviews a product once an order of
 * theirs with it was delivered; one review per product per customer (a second is an edit). The
 * product's aggregate (product_rating) follows every change in the same transaction, by a trigger.
 */

const notFound = () => new DomainError("not_found", "review_not_found", reviewMessages.notFound);
const productNotFound = () => new DomainError("not_found", "product_not_found", "Product not found");

/** The name a review shows: first name and the last name's initial. */
const shownName = (c: { first_name: string; last_name: string }) => `${c.first_name} ${c.last_name.slice(0, 1)}.`.trim();

type ReviewRow = { id: string; customer_name: string; rating: number; title: string | null; review: string | null; created_at: Date; updated_at: Date };

/** The photos of these reviews, in order, by review id: one query for a whole page. */
async function photosOf(db: Db, storage: FileStorage, reviewIds: string[]) {
  const rows = reviewIds.length
    ? await db
        .selectFrom("product_review_photo")
        .select(["id", "review_id", "path", "width", "height", "thumbnail_path", "thumbnail_width"])
        .where("review_id", "in", reviewIds)
        .orderBy("review_id")
        .orderBy("position")
        .execute()
    : [];
  const byReview = new Map<string, ProductReview["photos"]>();
  for (const r of rows) {
    const thumbnail = r.thumbnail_path && r.thumbnail_width ? { url: storage.url(r.thumbnail_path), width: r.thumbnail_width } : null;
    byReview.set(r.review_id, [...(byReview.get(r.review_id) ?? []), { id: r.id, url: storage.url(r.path), width: r.width, height: r.height, thumbnail }]);
  }
  return byReview;
}

const toReview = (r: ReviewRow, photos: Map<string, ProductReview["photos"]>): ProductReview => ({
  id: r.id,
  customerName: r.customer_name,
  rating: r.rating,
  title: r.title,
  review: r.review,
  photos: photos.get(r.id) ?? [],
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

const reviewColumns = [
  "product_review.id",
  "product_review.customer_name",
  "product_review.rating",
  "product_review.title",
  "product_review.review",
  "product_review.created_at",
  "product_review.updated_at",
] as const;

/** A rating aggregate row as the summary the pages show. */
export function ratingSummary(
  row: { review_count: number; rating_total: number; stars_1: number; stars_2: number; stars_3: number; stars_4: number; stars_5: number } | undefined,
): RatingSummary {
  const total = row?.review_count ?? 0;
  const stars = [5, 4, 3, 2, 1].map((star) => ({ star, count: row ? row[`stars_${star as 1 | 2 | 3 | 4 | 5}`] : 0 }));
  return { average: total ? averageOf(row!.rating_total, total) : null, total, stars };
}

/** An average to one decimal, as pages and the product lists show it. */
export const averageOf = (sum: number, count: number) => Math.round((sum / count) * 10) / 10;

/**
 * auth/customer/getListProductRating: the product's aggregate (one row, however many reviews) and one
 * page of its published reviews, newest first, by an index on (product, time).
 */
export async function productRatings(db: Db, storage: FileStorage, id: string, { page, limit }: { page: number; limit: number }): Promise<ProductRatingList> {
  const product = await db
    .selectFrom("product")
    .leftJoin("product_rating", "product_rating.product_id", "product.id")
    .select(["product.id", "review_count", "rating_total", "stars_1", "stars_2", "stars_3", "stars_4", "stars_5"])
    .where("public_id", "=", id)
    .where("active", "=", true)
    .executeTakeFirst();
  if (!product) throw productNotFound();
  const summary = ratingSummary(product.review_count === null ? undefined : (product as Parameters<typeof ratingSummary>[0]));
  const rows = summary.total
    ? await db
        .selectFrom("product_review")
        .select(reviewColumns)
        .where("product_id", "=", product.id)
        .where("published", "=", true)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .offset((page - 1) * limit)
        .execute()
    : [];
  const photos = await photosOf(
    db,
    storage,
    rows.map((r) => r.id),
  );
  return { summary, list: rows.map((r) => toReview(r, photos)), count: summary.total };
}

/** What a review's product shows (productOf), its name in the language. */
const reviewedProductColumns = (language: Language) =>
  [
    "product.public_id",
    inLanguage(language, "product.name", "product_translation", "name", "product.id").as("name"),
    "product.category",
    "product.net_quantity",
    "product.unit",
    "product.images",
  ] as const;

/** The product a review is about, by public id, with whether this customer has had it delivered; its name in the language. */
async function reviewableProduct(db: Db, customerId: string, publicId: string, language: Language = DEFAULT_LANGUAGE) {
  const product = await db
    .selectFrom("product")
    .select("product.id")
    .select(reviewedProductColumns(language))
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom("order_line")
            .innerJoin("customer_order", "customer_order.id", "order_line.order_id")
            .select(sql`1`.as("one"))
            .whereRef("order_line.product_id", "=", "product.id")
            .where("customer_order.customer_id", "=", customerId)
            .where("customer_order.delivered_at", "is not", null),
        )
        .as("delivered"),
    )
    .where("product.public_id", "=", publicId)
    .executeTakeFirst();
  if (!product) throw productNotFound();
  return product;
}

const productOf = (p: { public_id: string; name: string; category: string; net_quantity: number; unit: "ml" | "g"; images: StoredImage[] }) => ({
  id: p.public_id,
  productName: p.name,
  category: p.category,
  size: formatSize(p.net_quantity, p.unit),
  image: `/${p.images[0]?.path ?? ""}`,
});

const myReviewsQuery = (db: Db, customerId: string, language: Language) =>
  db
    .selectFrom("product_review")
    .innerJoin("product", "product.id", "product_review.product_id")
    .select(reviewColumns)
    .select(reviewedProductColumns(language))
    .where("product_review.customer_id", "=", customerId);

/** showListProductReview: the customer's reviews, last changed first, a page at a time, each product's name in the language. */
export async function listMyReviews(
  db: Db,
  storage: FileStorage,
  customerId: string,
  page: number,
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ list: MyReview[]; count: number }> {
  const [rows, total] = await Promise.all([
    myReviewsQuery(db, customerId, language)
      .orderBy("product_review.updated_at", "desc")
      .orderBy("product_review.id", "desc")
      .limit(REVIEW_LIMITS.pageSize)
      .offset((page - 1) * REVIEW_LIMITS.pageSize)
      .execute(),
    db
      .selectFrom("product_review")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("customer_id", "=", customerId)
      .executeTakeFirstOrThrow(),
  ]);
  const photos = await photosOf(
    db,
    storage,
    rows.map((r) => r.id),
  );
  return { list: rows.map((r) => ({ ...toReview(r, photos), product: productOf(r) })), count: Number(total.n) };
}

/** What the review form of one product shows: the product, whether it may be reviewed, the review so far. */
export async function reviewFormData(
  db: Db,
  storage: FileStorage,
  customerId: string,
  publicId: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<ReviewFormData> {
  const product = await reviewableProduct(db, customerId, publicId, language);
  const row = await myReviewsQuery(db, customerId, language).where("product_review.product_id", "=", product.id).executeTakeFirst();
  const photos = await photosOf(db, storage, row ? [row.id] : []);
  return { product: productOf(product), canReview: Boolean(product.delivered), review: row ? { ...toReview(row, photos), product: productOf(row) } : null };
}

/**
 * The review's row, created or changed (never a second one: the unique index on customer and product
 * makes a concurrent pair one insert and one update). Answers its id, whether it is new, and the
 * customer's delivered product.
 */
async function upsertReview(trx: Db, customerId: string, productId: string, values: { rating: number; title?: string | null; review?: string | null }) {
  const product = await reviewableProduct(trx, customerId, productId);
  if (!product.delivered) throw new DomainError("forbidden", "not_delivered", reviewMessages.notDelivered);
  const customer = await trx.selectFrom("customer").select(["first_name", "last_name"]).where("id", "=", customerId).executeTakeFirstOrThrow();
  const row = await trx
    .insertInto("product_review")
    .values({
      product_id: product.id,
      customer_id: customerId,
      customer_name: shownName(customer),
      rating: values.rating,
      title: values.title ?? null,
      review: values.review ?? null,
    })
    .onConflict((oc) =>
      oc.columns(["customer_id", "product_id"]).doUpdateSet({
        rating: values.rating,
        customer_name: shownName(customer),
        updated_at: new Date(),
        ...("title" in values ? { title: values.title ?? null } : {}),
        ...("review" in values ? { review: values.review ?? null } : {}),
      }),
    )
    .returning(["id", sql<boolean>`xmax = 0`.as("created")])
    .executeTakeFirstOrThrow();
  return row;
}

/** productStarRating: the stars alone, a new review or the stars of the existing one. */
export async function rateProduct(db: Db, customerId: string, input: { productId: string; rating: number }) {
  return db.transaction().execute((trx) => upsertReview(trx, customerId, input.productId, { rating: input.rating }));
}

/** The files of a photo: itself and its thumbnail, if it has one. */
const filesOf = (photo: { path: string; thumbnail_path: string | null }) => (photo.thumbnail_path ? [photo.path, photo.thumbnail_path] : [photo.path]);

/**
 * addProductReview: stars, title, text and photos, as a new review or an edit. The photos are already
 * checked and converted; they are stored first (each with its thumbnail) and recorded in the same
 * transaction as the review, so a refusal (too many photos in all, not delivered) leaves no row, and
 * the files written for it are removed again. Photos taken off are deleted once the change is committed.
 */
export async function saveReview(db: Db, storage: FileStorage, customerId: string, input: ReviewForm, photos: ProcessedPhoto[]) {
  const fresh = photos.filter((p, i) => photos.findIndex((q) => q.key === p.key) === i);
  const written = fresh.flatMap((p) => (p.thumbnail ? [p, p.thumbnail] : [p]));
  for (const file of written) await storage.put(file.key, file.bytes);
  let removed: string[] = [];
  try {
    const saved = await db.transaction().execute(async (trx) => {
      const row = await upsertReview(trx, customerId, input.productId, { rating: input.rating, title: input.title, review: input.text });
      if (input.removePhoto.length) {
        removed = (
          await trx
            .deleteFrom("product_review_photo")
            .where("review_id", "=", row.id)
            .where("id", "in", input.removePhoto)
            .returning(["path", "thumbnail_path"])
            .execute()
        ).flatMap(filesOf);
      }
      const kept = await trx.selectFrom("product_review_photo").select(["path", "position"]).where("review_id", "=", row.id).execute();
      const adding = fresh.filter((p) => !kept.some((k) => k.path === p.key));
      if (kept.length + adding.length > REVIEW_LIMITS.photos) {
        throw new DomainError("invalid", "too_many_photos", reviewMessages.photoCount, { photos: reviewMessages.photoCount });
      }
      const next = Math.max(0, ...kept.map((k) => k.position + 1));
      if (adding.length) {
        await trx
          .insertInto("product_review_photo")
          .values(
            adding.map((p, i) => ({
              review_id: row.id,
              path: p.key,
              width: p.width,
              height: p.height,
              thumbnail_path: p.thumbnail?.key ?? null,
              thumbnail_width: p.thumbnail?.width ?? null,
              position: next + i,
            })),
          )
          .execute();
      }
      return row;
    });
    await deleteUnused(db, storage, removed);
    return saved;
  } catch (error) {
    await deleteUnused(
      db,
      storage,
      written.map((file) => file.key),
    );
    throw error;
  }
}

/** Deletes the files no review photo or thumbnail points to any more (one file can serve two reviews: keys name the content). */
async function deleteUnused(db: Db, storage: FileStorage, keys: string[]) {
  if (!keys.length) return;
  const rows = await db
    .selectFrom("product_review_photo")
    .select(["path", "thumbnail_path"])
    .where((eb) => eb.or([eb("path", "in", keys), eb("thumbnail_path", "in", keys)]))
    .execute();
  const used = new Set(rows.flatMap(filesOf));
  for (const key of keys) if (!used.has(key)) await storage.delete(key);
}

/** Deletes the customer's review of a product, its photos with it; another customer's is not found. */
export async function deleteReview(db: Db, storage: FileStorage, customerId: string, publicId: string) {
  const paths = await db.transaction().execute(async (trx) => {
    const review = await trx
      .selectFrom("product_review")
      .innerJoin("product", "product.id", "product_review.product_id")
      .select("product_review.id")
      .where("product_review.customer_id", "=", customerId)
      .where("product.public_id", "=", publicId)
      .forUpdate()
      .executeTakeFirst();
    if (!review) throw notFound();
    const photos = await trx.selectFrom("product_review_photo").select(["path", "thumbnail_path"]).where("review_id", "=", review.id).execute();
    await trx.deleteFrom("product_review").where("id", "=", review.id).execute();
    return photos.flatMap(filesOf);
  });
  await deleteUnused(db, storage, paths);
}

/** Reviews as the console lists them, with their product's English name. */
const operatorReviews = (db: Db) =>
  db
    .selectFrom("product_review")
    .innerJoin("product", "product.id", "product_review.product_id")
    .select([...reviewColumns, "product_review.published", "product_review.hidden_reason", "product.public_id", "product.name"]);
type OperatorReviewRow = Awaited<ReturnType<ReturnType<typeof operatorReviews>["executeTakeFirstOrThrow"]>>;

const toOperatorReview = (r: OperatorReviewRow): OperatorReview => ({
  id: r.id,
  product: { id: r.public_id, name: r.name },
  customerName: r.customer_name,
  rating: r.rating,
  title: r.title,
  review: r.review,
  published: r.published,
  hiddenReason: r.hidden_reason,
  createdAt: r.created_at.toISOString(),
});

/** api/admin/listReviews: every review, newest first, all or those the shop shows or those hidden. */
export async function listReviewsForOperator(db: Db, filter: { status: ReviewStatus | "all"; page: number }) {
  let query = operatorReviews(db);
  if (filter.status !== "all") query = query.where("product_review.published", "=", filter.status === "published");
  const [rows, total] = await Promise.all([
    query
      .orderBy("product_review.created_at", "desc")
      .orderBy("product_review.id", "desc")
      .limit(REVIEW_LIMITS.operatorPageSize)
      .offset((filter.page - 1) * REVIEW_LIMITS.operatorPageSize)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(toOperatorReview), count: Number(total.n), page: filter.page };
}

/**
 * Support hides a review (with the reason, which is kept) or shows it again. The product's rating
 * follows in the same transaction (migration 0010's trigger counts published reviews only), and the
 * storefronts forget the product's page (migration 0015). The change is audited with the review before
 * and after.
 */
export async function setReviewShown(db: Db, actor: Actor, input: { id: string; published: true } | { id: string; published: false; reason: string }) {
  return db.transaction().execute(async (trx) => {
    const before = await operatorReviews(trx).where("product_review.id", "=", input.id).forUpdate("product_review").executeTakeFirst();
    if (!before) throw notFound();
    await trx
      .updateTable("product_review")
      .set({ published: input.published, ...(input.published ? {} : { hidden_reason: input.reason }) })
      .where("id", "=", input.id)
      .execute();
    const after = toOperatorReview(await operatorReviews(trx).where("product_review.id", "=", input.id).executeTakeFirstOrThrow());
    await audit(trx, actor, {
      action: input.published ? "review.unhide" : "review.hide",
      entityType: "review",
      entityId: input.id,
      before: toOperatorReview(before),
      after,
    });
    return after;
  });
}
