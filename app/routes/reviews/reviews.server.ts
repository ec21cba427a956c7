import type { ActionFunctionArgs } from "@remix-run/node";
import * as reviews from "@domain/reviews/endpoints";
import { deleteReviewSchema, reviewFormSchema, type ReviewForm, type ReviewFormData } from "@domain/reviews/schemas";
import { REVIEW_LIMITS, reviewMessages } from "@domain/reviews/reviews";
import { ApiFailure, type Api } from "../../server/api/client.server";
import { submitForm } from "../../server/form.server";
import { pageParam } from "../../utils/paging";
import type { MyReviewsData } from "../../components/MyReviews";

/**
 * What the review pages ask the API, shared by /my_reviews and the account area's my_reviews tab,
 * and the review form's two posts (save with photos, delete).
 */
const MY_REVIEWS = "/my_reviews";

/** The customer's reviews, a page at a time (`?page=` of the address). */
export async function myReviews(api: Api, url: URL): Promise<MyReviewsData> {
  const page = pageParam(url.searchParams.get("page"));
  const { data } = await api.call(reviews.showListProductReview, { query: { page } });
  return { reviews: data.list, count: data.count, page, pageCount: Math.max(1, Math.ceil(data.count / REVIEW_LIMITS.pageSize)) };
}

/** The review form of one product (`?product=` of /my_reviews); null when there is no such product. */
export async function reviewForm(api: Api, productId: string): Promise<ReviewFormData | null> {
  try {
    return (await api.call(reviews.getProductReview, { query: { productId } })).data;
  } catch (error) {
    if (error instanceof ApiFailure && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

const photoRefusal = (message: string) => new ApiFailure(400, "invalid_review", message, { photos: message });

/**
 * Sends a review on to the API as multipart: the checked fields and the chosen photos (an empty file
 * input sends one empty part, which is no photo). The body reached us through the storefront's limit
 * for this page; each photo is held to 5 MB and five photos here too, so the API is never sent more.
 */
async function sendReview(api: Api, value: ReviewForm, form: FormData) {
  const photos = form.getAll("photos").filter((p): p is File => typeof p !== "string" && p.size > 0);
  if (photos.length > REVIEW_LIMITS.photos) throw photoRefusal(reviewMessages.photoCount);
  if (photos.some((p) => p.size > REVIEW_LIMITS.photoBytes)) throw photoRefusal(reviewMessages.photoSize);
  const body = new FormData();
  body.set("productId", value.productId);
  body.set("rating", String(value.rating));
  if (value.title) body.set("title", value.title);
  if (value.text) body.set("text", value.text);
  for (const id of value.removePhoto) body.append("removePhoto", id);
  for (const photo of photos) body.append("photos", photo, photo.name || "photo");
  return api.call(reviews.addProductReview, { body });
}

/** The review form's post (save) and the delete button's (`?intent=delete`), both back to /my_reviews with a toast. */
export function reviewAction(args: Pick<ActionFunctionArgs, "request" | "context">) {
  if (new URL(args.request.url).searchParams.get("intent") === "delete") {
    return submitForm(args, {
      schema: deleteReviewSchema,
      send: (api, value) => api.call(reviews.deleteProductReview, { body: value }),
      redirectTo: MY_REVIEWS,
    });
  }
  return submitForm(args, { schema: reviewFormSchema, send: sendReview, redirectTo: MY_REVIEWS });
}
