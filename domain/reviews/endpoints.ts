import { z } from "zod";
import { endpoint } from "../contract";
import { REVIEW_LIMITS } from "./reviews";
import {
  deleteReviewSchema,
  hideReviewSchema,
  myReviewSchema,
  operatorReviewQuerySchema,
  operatorReviewSchema,
  reviewFormDataSchema,
  reviewListQuerySchema,
  starRatingSchema,
  unhideReviewSchema,
} from "./schemas";

/**
 * The signed-in customer's reviews under /v1/api/customer (docs/product.md#reviews). Everyone's
 * reviews of a product are the catalogue's getListProductRating.
 */

const reviews = { access: "customer" } as const;
const notDelivered = { 403: "No order of the customer's with this product has been delivered" } as const;
const noProduct = { 404: "No such product (or, for an edit or delete, no review of it by this customer)" } as const;

export const productStarRating = endpoint({
  ...reviews,
  method: "POST",
  path: "api/customer/productStarRating",
  summary: "Rates a delivered product 1 to 5 stars: a new review with the stars alone, or new stars for the customer's review of it",
  body: starRatingSchema,
  response: z.object({ id: z.string(), created: z.boolean() }),
  failures: { ...notDelivered, ...noProduct },
});

/** Its fields are reviewFormSchema's and its files `photos`; the API's handler reads and checks them. */
export const addProductReview = endpoint({
  ...reviews,
  method: "POST",
  path: "api/customer/addProductReview",
  summary:
    "Reviews a delivered product, or edits the customer's review of it (one per product): multipart/form-data with productId, rating (1-5), title (≤ 80), text (≤ 2,000), removePhoto (ids of earlier photos to take off, repeatable) and up to 5 files `photos` (JPEG, PNG or WebP by their bytes, ≤ 5 MB each; stored as WebP ≤ 1,600 px without metadata)",
  body: "multipart",
  response: myReviewSchema,
  failures: { ...notDelivered, ...noProduct },
});

export const deleteProductReview = endpoint({
  ...reviews,
  method: "POST",
  path: "api/customer/deleteProductReview",
  summary: "Deletes the customer's review of a product, with its photos",
  body: deleteReviewSchema,
  response: z.object({ productId: z.string() }),
  failures: noProduct,
});

export const showListProductReview = endpoint({
  ...reviews,
  method: "GET",
  path: "api/customer/showListProductReview",
  summary: "The customer's reviews with their products and photos, last changed first, 10 a page",
  query: reviewListQuerySchema,
  response: z.object({ list: z.array(myReviewSchema), count: z.number().int() }),
});

export const getProductReview = endpoint({
  ...reviews,
  method: "GET",
  path: "api/customer/getProductReview",
  summary: "The review form of one product (?productId=): the product, whether the customer may review it (an order with it delivered) and their review so far",
  query: deleteReviewSchema,
  response: reviewFormDataSchema,
  failures: noProduct,
});

/** Support keeps the reviews the shop shows: hides one with a reason, shows it again (docs/operator-api.md). */
const moderation = { access: "operator", roles: ["support"] } as const;
const noReview = { 404: "No review with that id" } as const;

export const listReviewsForOperator = endpoint({
  ...moderation,
  method: "GET",
  path: "api/admin/listReviews",
  summary: `Every review, newest first, ${REVIEW_LIMITS.operatorPageSize} a page: all, published or hidden, with the reason it was hidden`,
  query: operatorReviewQuerySchema,
  response: z.object({ list: z.array(operatorReviewSchema), count: z.number().int(), page: z.number().int() }),
});

export const hideReview = endpoint({
  ...moderation,
  method: "POST",
  path: "api/admin/hideReview",
  summary: "Hides a review from the product's page and its rating, keeping the reason; audited",
  body: hideReviewSchema,
  response: operatorReviewSchema,
  failures: noReview,
});

export const unhideReview = endpoint({
  ...moderation,
  method: "POST",
  path: "api/admin/unhideReview",
  summary: "Shows a hidden review again, on the product's page and in its rating (the reason stays on record); audited",
  body: unhideReviewSchema,
  response: operatorReviewSchema,
  failures: noReview,
});
