import { ApiFailure, type Api } from "../../server/api/client.server";
import * as cart from "@domain/cart/endpoints";
import type { Category, ProductType } from "@domain/catalogue/catalogue";
import * as catalogue from "@domain/catalogue/endpoints";
import type { ProductRatingList } from "@domain/reviews/schemas";
import { REVIEW_LIMITS } from "@domain/reviews/reviews";
import type { Translate } from "@domain/i18n/translate";
import { loadPage } from "../../utils/paging";
import type { ReviewsPage } from "../../components/ProductReviews";

type ProductFilter = { category?: Category; productType?: ProductType | "all"; featured?: boolean; search?: string };

/**
 * The storefront's catalogue calls. A list asks the API for the page it shows (the shop's
 * page and limit) and a search for its matches, so neither reads the whole catalogue. Catalogue
 * answers are the same for every shopper of a served pincode, so they are kept and revalidated.
 */
export async function listProducts(api: Api, { page = 1, limit, ...filter }: ProductFilter & { page?: number; limit: number }) {
  const { data } = await api.call(catalogue.listProducts, {
    body: { page, limit, customerId: null, ...filter },
    cache: true,
  });
  return data;
}

/** The page of a list the URL's `page` names (see loadPage), `size` products a page. */
export const productPage = (api: Api, filter: ProductFilter, requested: string | null, size: number) =>
  loadPage((page, limit) => listProducts(api, { ...filter, page, limit }), requested, size);

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

export const getProduct = (api: Api, id: string) => orNull(api.call(catalogue.getProductDetails, { query: { id }, cache: true }));

/** A product's rating summary and one page of its reviews, newest first. */
export const getRatings = (api: Api, productId: string, page = 1) =>
  orNull(api.call(catalogue.getListProductRating, { body: { productId, page, limit: REVIEW_LIMITS.pageSize }, cache: true }));

/**
 * The ratings as the product page shows them: each review's date already in words, in the shopper's
 * language (`t`), and the number of review pages, worked out here so that the page's script carries
 * neither the date rules nor the limits.
 */
export function reviewsPage(ratings: ProductRatingList, t: Translate): ReviewsPage {
  return { ...ratings, list: ratings.list.map((r) => ({ ...r, date: t.date(r.createdAt) })), pageCount: Math.ceil(ratings.count / REVIEW_LIMITS.pageSize) };
}

export const getCms = (api: Api, key: string) => orNull(api.call(catalogue.getCms, { body: { key } }));

export async function liveCoupons(api: Api) {
  return (await api.call(cart.showCoupon, { cache: true })).data.list;
}
