import { ApiFailure, type Api } from "./api.server";
import type { Category, CmsPage, Coupon, ProductDetail, ProductSummary, ProductType } from "@domain/catalogue";
import type { ProductRatingList } from "@domain/review-schemas";
import { REVIEW_LIMITS } from "@domain/reviews";
import { formatDate } from "@domain/dates";

/**
 * The storefront's catalogue calls. Lists are asked for as the specification does (page 1, limit
 * 1000) and paged for display by the pages themselves.
 */
const CATALOGUE_LIMIT = 1000;

export async function listProducts(api: Api, filter: { category?: Category; productType?: ProductType | "all"; featured?: boolean; limit?: number } = {}) {
  const { limit = CATALOGUE_LIMIT, ...rest } = filter;
  const { data } = await api.call<{ list: ProductSummary[]; count: number }>("POST", "auth/customer/listProducts", {
    body: { page: 1, limit, customerId: null, ...rest },
  });
  return data;
}

/**
 * Ids and keys come from the URL, so anything the API refuses as input (400) or does not have (404)
 * is a page that does not exist: null. Other failures are real faults and reach the crash screen.
 */
async function orNull<T>(request: Promise<{ data: T }>): Promise<T | null> {
  try {
    return (await request).data;
  } catch (error) {
    if (error instanceof ApiFailure && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const getProduct = (api: Api, id: string) => orNull(api.call<ProductDetail>("GET", "auth/customer/getProductDetails", { query: { id } }));

/** A product's rating summary and one page of its reviews, newest first. */
export const getRatings = (api: Api, productId: string, page = 1) =>
  orNull(api.call<ProductRatingList>("POST", "auth/customer/getListProductRating", { body: { productId, page, limit: REVIEW_LIMITS.pageSize } }));

/**
 * The ratings as the product page shows them: each review's date already in words and the number of
 * review pages, worked out here so that the page's script carries neither the date rules nor the limits.
 */
export function reviewsPage(ratings: ProductRatingList) {
  return { ...ratings, list: ratings.list.map((r) => ({ ...r, date: formatDate(r.createdAt) })), pageCount: Math.ceil(ratings.count / REVIEW_LIMITS.pageSize) };
}
export type ReviewsPage = ReturnType<typeof reviewsPage>;

export const getCms = (api: Api, key: string) => orNull(api.call<CmsPage>("POST", "auth/customer/getCms", { body: { key } }));

export async function liveCoupons(api: Api) {
  return (await api.call<{ list: Coupon[] }>("GET", "auth/customer/showCoupon")).data.list;
}
