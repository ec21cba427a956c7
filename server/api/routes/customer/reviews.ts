import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { deleteReviewSchema, myReviewSchema, reviewFormDataSchema, reviewFormSchema, reviewListQuerySchema, starRatingSchema } from "@domain/reviews/schemas";
import { REVIEW_LIMITS, reviewMessages } from "@domain/reviews/reviews";
import { signedIn, signedInFailures, signedInSecurity } from "../../http/auth";
import { envelope, failureResponses, failureSchema, ok } from "../../http/envelope";
import type { Api, RouteDeps } from "../../http/types";
import { DomainError } from "../../services/errors";
import { processPhoto } from "../../services/photos";
import { deleteReview, listMyReviews, rateProduct, reviewFormData, saveReview } from "../../services/reviews";
import type { FileStorage } from "../../services/storage";
import type { Scope } from "../../http/route";

const invalid = (message: string, field = "photos") => new DomainError("invalid", "invalid_review", message, { [field]: message });

/** What @fastify/multipart's limits say when a part is refused, in the shopper's words. */
const MULTIPART_REFUSALS: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: reviewMessages.photoSize,
  FST_FILES_LIMIT: reviewMessages.photoCount,
  FST_PARTS_LIMIT: "The form has too many parts",
  FST_FIELDS_LIMIT: "The form has too many fields",
  FST_INVALID_MULTIPART_CONTENT_TYPE: reviewMessages.multipart,
};

const PHOTO_LIMITS = new Set(["FST_REQ_FILE_TOO_LARGE", "FST_FILES_LIMIT"]);

/**
 * The fields and photos of a multipart review, each photo at most 5 MB and at most five of them
 * (the parser stops at either limit, so no more than that is ever held). An empty file part (a file
 * input left empty) is no photo.
 */
async function readReview(request: FastifyRequest) {
  if (!request.isMultipart()) throw invalid(reviewMessages.multipart, "request");
  const fields: Record<string, string | string[]> = {};
  const photos: Buffer[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: REVIEW_LIMITS.photoBytes, files: REVIEW_LIMITS.photos, fields: 20, fieldSize: 16 * 1024, parts: 30 } })) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        if (bytes.length || part.filename) photos.push(bytes);
      } else if (typeof part.value === "string") {
        const before = fields[part.fieldname];
        fields[part.fieldname] = before === undefined ? part.value : [...(Array.isArray(before) ? before : [before]), part.value];
      }
    }
  } catch (error) {
    // A limit's refusal in the shopper's words; anything else here is a body that is not a readable form.
    const code = (error as { code?: string }).code ?? "";
    throw invalid(MULTIPART_REFUSALS[code] ?? "The review form could not be read", PHOTO_LIMITS.has(code) ? "photos" : "request");
  }
  const parsed = reviewFormSchema.safeParse(fields);
  if (!parsed.success) {
    const issues = Object.fromEntries(parsed.error.issues.map((i) => [i.path[0] ?? "request", i.message]).reverse());
    throw new DomainError("invalid", "validation", parsed.error.issues[0].message, issues);
  }
  return { form: parsed.data, photos };
}

/** The signed-in customer's reviews under /v1/api/customer (spec §7 Reviews). */
export async function reviewRoutes({ app }: Scope<"customer">, { db, storage }: RouteDeps) {
  await app.register(multipart);
  const common = { tags: ["reviews"], security: signedInSecurity };
  const notDelivered = { 403: failureSchema.describe("No order of the customer's with this product has been delivered") };
  const noProduct = { 404: failureSchema.describe("No such product (or, for an edit or delete, no review of it by this customer)") };

  app.post(
    "/productStarRating",
    {
      schema: {
        ...common,
        summary: "Rates a delivered product 1 to 5 stars: a new review with the stars alone, or new stars for the customer's review of it",
        body: starRatingSchema,
        response: { 200: envelope(z.object({ id: z.string(), created: z.boolean() })), ...failureResponses, ...signedInFailures, ...notDelivered, ...noProduct },
      },
    },
    async (request) => {
      const saved = await rateProduct(db, signedIn(request).customerId, request.body);
      return ok({ id: saved.id, created: saved.created }, "Thank you for rating this product");
    },
  );

  app.post(
    "/addProductReview",
    {
      schema: {
        ...common,
        summary:
          "Reviews a delivered product, or edits the customer's review of it (one per product): multipart/form-data with productId, rating (1-5), title (≤ 80), text (≤ 2,000), removePhoto (ids of earlier photos to take off, repeatable) and up to 5 files `photos` (JPEG, PNG or WebP by their bytes, ≤ 5 MB each; stored as WebP ≤ 1,600 px without metadata)",
        consumes: ["multipart/form-data"],
        response: { 200: envelope(myReviewSchema), ...failureResponses, ...signedInFailures, ...notDelivered, ...noProduct },
      },
    },
    async (request) => {
      const { customerId } = signedIn(request);
      const { form, photos } = await readReview(request);
      const processed = [];
      for (const photo of photos) processed.push(await processPhoto(photo));
      const saved = await saveReview(db, storage, customerId, form, processed);
      const { review } = await reviewFormData(db, storage, customerId, form.productId);
      return ok(review!, saved.created ? "Thank you for your review" : "Your review has been updated");
    },
  );

  app.post(
    "/deleteProductReview",
    {
      schema: {
        ...common,
        summary: "Deletes the customer's review of a product, with its photos",
        body: deleteReviewSchema,
        response: { 200: envelope(z.object({ productId: z.string() })), ...failureResponses, ...signedInFailures, ...noProduct },
      },
    },
    async (request) => {
      await deleteReview(db, storage, signedIn(request).customerId, request.body.productId);
      return ok({ productId: request.body.productId }, "Your review has been deleted");
    },
  );

  app.get(
    "/showListProductReview",
    {
      schema: {
        ...common,
        summary: "The customer's reviews with their products and photos, last changed first, 10 a page",
        querystring: reviewListQuerySchema,
        response: { 200: envelope(z.object({ list: z.array(myReviewSchema), count: z.number().int() })), ...failureResponses, ...signedInFailures },
      },
    },
    async (request) => ok(await listMyReviews(db, storage, signedIn(request).customerId, request.query.page)),
  );

  app.get(
    "/getProductReview",
    {
      schema: {
        ...common,
        summary: "The review form of one product (?productId=): the product, whether the customer may review it (an order with it delivered) and their review so far",
        querystring: deleteReviewSchema,
        response: { 200: envelope(reviewFormDataSchema), ...failureResponses, ...signedInFailures, ...noProduct },
      },
    },
    async (request) => ok(await reviewFormData(db, storage, signedIn(request).customerId, request.query.productId)),
  );
}
