import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import * as reviews from "@domain/reviews/endpoints";
import { reviewFormSchema } from "@domain/reviews/schemas";
import { REVIEW_LIMITS, reviewMessages } from "@domain/reviews/reviews";
import { signedIn } from "../../http/auth";
import { ok } from "../../http/envelope";
import { route, type Scope } from "../../http/route";
import { MULTIPART_REFUSALS, parseFields, readMultipart } from "../../http/multipart";
import type { Api, RouteDeps } from "../../http/types";
import { DomainError } from "../../services/errors";
import { processPhoto } from "../../services/catalogue/photos";
import { deleteReview, listMyReviews, rateProduct, reviewFormData, saveReview } from "../../services/reviews/reviews";

const invalid = (message: string, field = "photos") => new DomainError("invalid", "invalid_review", message, { [field]: message });

/** What @fastify/multipart's limits say when a part is refused, in the shopper's words. */
const REVIEW_REFUSALS: Record<string, string> = {
  ...MULTIPART_REFUSALS,
  FST_REQ_FILE_TOO_LARGE: reviewMessages.photoSize,
  FST_FILES_LIMIT: reviewMessages.photoCount,
  FST_INVALID_MULTIPART_CONTENT_TYPE: reviewMessages.multipart,
};

const PHOTO_LIMITS = new Set(["FST_REQ_FILE_TOO_LARGE", "FST_FILES_LIMIT"]);

/** The fields and photos of a multipart review, each photo at most 5 MB and at most five of them. */
async function readReview(request: FastifyRequest) {
  if (!request.isMultipart()) throw invalid(reviewMessages.multipart, "request");
  let read;
  try {
    read = await readMultipart(request, { fileSize: REVIEW_LIMITS.photoBytes, files: REVIEW_LIMITS.photos, fields: 20, fieldSize: 16 * 1024, parts: 30 });
  } catch (error) {
    // A limit's refusal in the shopper's words; anything else here is a body that is not a readable form.
    const code = (error as { code?: string }).code ?? "";
    throw invalid(REVIEW_REFUSALS[code] ?? "The review form could not be read", PHOTO_LIMITS.has(code) ? "photos" : "request");
  }
  const { fields, files: photos } = read;
  return { form: parseFields(request, reviewFormSchema, fields), photos };
}

/**
 * The signed-in customer's reviews (docs/product.md#reviews). The multipart parser is registered in a
 * scope of this module's own, so that only addProductReview reads a form: every other customer call
 * still refuses one.
 */
export async function reviewRoutes(scope: Scope<"customer">, deps: RouteDeps) {
  await scope.app.register(async (app: Api) => {
    await app.register(multipart);
    reviewRoutesWithForms({ app, access: scope.access }, deps);
  });
}

function reviewRoutesWithForms(scope: Scope<"customer">, { db, storage }: RouteDeps) {
  route(scope, reviews.productStarRating, async (request) => {
    const saved = await rateProduct(db, signedIn(request).customerId, request.body);
    return ok({ id: saved.id, created: saved.created }, "Thank you for rating this product");
  });

  route(scope, reviews.addProductReview, async (request) => {
    const { customerId } = signedIn(request);
    const { form, photos } = await readReview(request);
    const processed = [];
    for (const photo of photos) processed.push(await processPhoto(photo));
    const saved = await saveReview(db, storage, customerId, form, processed);
    const { review } = await reviewFormData(db, storage, customerId, form.productId, request.language);
    return ok(review!, saved.created ? "Thank you for your review" : "Your review has been updated");
  });

  route(scope, reviews.deleteProductReview, async (request) => {
    await deleteReview(db, storage, signedIn(request).customerId, request.body.productId);
    return ok({ productId: request.body.productId }, "Your review has been deleted");
  });

  route(scope, reviews.showListProductReview, async (request) =>
    ok(await listMyReviews(db, storage, signedIn(request).customerId, request.query.page, request.language)),
  );

  route(scope, reviews.getProductReview, async (request) =>
    ok(await reviewFormData(db, storage, signedIn(request).customerId, request.query.productId, request.language)),
  );
}
