import { z } from "zod";
import { REVIEW_LIMITS, REVIEW_STATUSES, reviewMessages } from "./reviews";

/**
 * The review calls' schemas (shared by the API's routes and the storefront's form) and the shapes the
 * API answers with (decision 013).
 */
/** A product's public id, as the catalogue names it. */
const productIdField = z
  .string({ required_error: reviewMessages.product, invalid_type_error: reviewMessages.product })
  .trim()
  .min(1, reviewMessages.product)
  .max(200, reviewMessages.product);

/** 1 to 5 stars, sent as a number (JSON) or a form value. */
const ratingField = z.coerce
  .number({ required_error: reviewMessages.rating, invalid_type_error: reviewMessages.rating })
  .int(reviewMessages.rating)
  .min(1, reviewMessages.rating)
  .max(5, reviewMessages.rating);

/** Optional text: blank is none. */
const optionalText = (max: number, message: string) =>
  z
    .string({ invalid_type_error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

/** A photo of the review the customer keeps when editing it, by id. */
const photoIdField = z.string({ invalid_type_error: reviewMessages.notFound }).regex(/^[1-9][0-9]{0,17}$/, reviewMessages.notFound);

/** productStarRating: the stars alone. */
export const starRatingSchema = z.object({ productId: productIdField, rating: ratingField });

/**
 * addProductReview's fields (the photos travel beside them as files): stars, an optional title and
 * text, and, when editing, the ids of earlier photos to take off. The same schema checks the form on
 * the storefront and the request on the API.
 */
export const reviewFormSchema = z.object({
  productId: productIdField,
  rating: ratingField,
  title: optionalText(REVIEW_LIMITS.title, reviewMessages.title),
  text: optionalText(REVIEW_LIMITS.text, reviewMessages.text),
  removePhoto: z
    .union([photoIdField, z.array(photoIdField).max(REVIEW_LIMITS.photos, reviewMessages.notFound)], { errorMap: () => ({ message: reviewMessages.notFound }) })
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
});
export type ReviewForm = z.infer<typeof reviewFormSchema>;

export const deleteReviewSchema = z.object({ productId: productIdField });

export const reviewListQuerySchema = z.object({
  page: z.coerce
    .number({ invalid_type_error: "page must be a whole number from 1" })
    .int("page must be a whole number from 1")
    .min(1, "page must be a whole number from 1")
    .max(100000, "page must be a whole number from 1")
    .default(1),
});

/** A review as the console names it: its number. */
const reviewIdField = z
  .union([z.string(), z.number()], { required_error: reviewMessages.notFound, invalid_type_error: reviewMessages.notFound })
  .transform(String)
  .pipe(z.string().regex(/^[1-9][0-9]{0,17}$/, reviewMessages.notFound));

/** The console's list of reviews: all, published or hidden, a page at a time. */
export const operatorReviewQuerySchema = reviewListQuerySchema.extend({
  status: z.enum(["all", ...REVIEW_STATUSES], { errorMap: () => ({ message: "status is one of: all, published, hidden" }) }).default("all"),
});

/** An operator hides a review from the shop, always saying why (the reason is kept). */
export const hideReviewSchema = z.object({
  id: reviewIdField,
  reason: z
    .string({ required_error: reviewMessages.hiddenReason, invalid_type_error: reviewMessages.hiddenReason })
    .trim()
    .min(1, reviewMessages.hiddenReason)
    .max(REVIEW_LIMITS.hiddenReason, reviewMessages.hiddenReasonLength),
});

export const unhideReviewSchema = z.object({ id: reviewIdField });

// ---------------------------------------------------------------------------------------------------
// Answers

const isoTime = z.string().describe("ISO 8601 time");

export const reviewPhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  thumbnail: z
    .object({ url: z.string(), width: z.number().int() })
    .nullable()
    .describe("A smaller WebP of the same photo, for thumbnails (its height in proportion); null for a photo stored before thumbnails or one already small"),
});
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;

/** A review as everyone sees it on the product page. */
export const productReviewSchema = z.object({
  id: z.string(),
  customerName: z.string(),
  rating: z.number().int(),
  title: z.string().nullable(),
  review: z.string().nullable(),
  photos: z.array(reviewPhotoSchema),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type ProductReview = z.infer<typeof productReviewSchema>;

/** average (one decimal, null with no ratings), total and how many of each star, 5 to 1. */
export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  total: z.number().int(),
  stars: z.array(z.object({ star: z.number().int(), count: z.number().int() })).describe("5 stars first"),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const productRatingListSchema = z.object({
  summary: ratingSummarySchema,
  list: z.array(productReviewSchema),
  count: z.number().int().describe("Reviews in all"),
});
export type ProductRatingList = z.infer<typeof productRatingListSchema>;

const reviewedProductSchema = z.object({ id: z.string(), productName: z.string(), category: z.string(), size: z.string(), image: z.string() });

/** One of the customer's own reviews, with the product it is about. */
export const myReviewSchema = productReviewSchema.extend({ product: reviewedProductSchema });
export type MyReview = z.infer<typeof myReviewSchema>;

/** What the review form of one product needs: the product, whether the customer may review it, and their review if any. */
export const reviewFormDataSchema = z.object({ product: reviewedProductSchema, canReview: z.boolean(), review: myReviewSchema.nullable() });
export type ReviewFormData = z.infer<typeof reviewFormDataSchema>;

/** A review as the console lists it: its product, who wrote it, and whether the shop shows it (and if not, why). */
export const operatorReviewSchema = z.object({
  id: z.string(),
  product: z.object({ id: z.string(), name: z.string() }),
  customerName: z.string(),
  rating: z.number().int(),
  title: z.string().nullable(),
  review: z.string().nullable(),
  published: z.boolean(),
  hiddenReason: z.string().nullable().describe("Why an operator hid it; kept when it is shown again"),
  createdAt: isoTime,
});
export type OperatorReview = z.infer<typeof operatorReviewSchema>;
