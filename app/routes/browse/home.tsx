import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { ProductGrid } from "~/components/ProductCard";
import { ApiFailure, createApi, isUnavailable } from "~/server/api/client.server";
import { listProducts, liveCoupons } from "~/routes/browse/catalogue.server";
import { PRODUCT_TYPES, productListPath, type Coupon, type ProductSummary } from "@domain/catalogue/catalogue";
import { dialogHref } from "~/utils/dialog";
import { OUR_STORY_PATH } from "~/utils/menu";
import { couponHeadline } from "~/lib/account/offers";
import { canonicalUrl, pageMeta } from "~/utils/seo";
import { translatorFromMatches, useT } from "~/i18n/useT";
import { HYDRATE_ON_INPUT } from "~/hydration";
import { withParts } from "~/i18n/parts";
import { pageMessages } from "~/server/i18n.server";
import { log } from "~/server/log.server";

/** Featured products on the home page. */
const FEATURED = 8;

/**
 * Offers and favourites are extras: when the API fails, home still opens (with its location dialog)
 * without them, and the failure is logged.
 */
async function extra<T>(promise: Promise<T>, fallback: T): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (isUnavailable(error)) return fallback;
    if (!(error instanceof ApiFailure)) throw error;
    log("warn", "home: left out what the API did not answer", { status: error.status, code: error.code });
    return fallback;
  }
}

/** Home (docs/product.md#routes): open to everyone. Products need a location, so featured products show once one is chosen. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await createApi({ request, context });
  const hasLocation = !!api.session.get("location");
  const [coupons, featured] = await Promise.all([
    extra<Coupon[]>(liveCoupons(api), []),
    hasLocation
      ? extra<ProductSummary[]>(
          listProducts(api, { featured: true, limit: FEATURED }).then((d) => d.list),
          [],
        )
      : ([] as ProductSummary[]),
  ]);
  return json({ coupons, featured, hasLocation, canonical: canonicalUrl(request, "/"), messages: await pageMessages(request, "browse") });
}

export const handle = HYDRATE_ON_INPUT;
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = translatorFromMatches(matches);
  return pageMeta(
    t,
    t("Cleaners for home, laundry and hands"),
    t("Dishwash gel, floor, toilet, bathroom and glass cleaners, laundry liquid and hand wash. Buy a bottle once, then refill. Delivered to your pincode."),
    data?.canonical,
  );
};

export default function Home() {
  const { coupons, featured, hasLocation } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const t = useT();
  // Without a location, shop links open the location dialog, as the menu's do.
  const shop = (path: string) => (hasLocation ? path : dialogHref(pathname, search, "location"));
  const categories = [
    { label: t("All home care"), to: productListPath("prefill") },
    ...PRODUCT_TYPES.map((type) => ({ label: t(type.name), to: productListPath("prefill", type.slug) })),
    { label: t("Refills"), to: productListPath("refill") },
  ];

  return (
    <>
      <section className="hero">
        <h1>{t("Clean homes, less plastic.")}</h1>
        <p>{t("Buy a bottle once, then refill it. Honest cleaners for home, laundry and hands, delivered to your door.")}</p>
        <Link className="button" to={shop(productListPath("prefill"))}>
          {t("Shop all products")}
        </Link>
      </section>
      <section className="page" aria-labelledby="categories-title">
        <h2 id="categories-title">{t("Shop by category")}</h2>
        <ul className="category-grid">
          {categories.map((c) => (
            <li key={c.label}>
              <Link to={shop(c.to)}>{c.label}</Link>
            </li>
          ))}
        </ul>
      </section>
      {coupons.length ? (
        <section className="page" aria-labelledby="offers-title">
          <h2 id="offers-title">{t("Offers")}</h2>
          <ul className="offers">
            {coupons.map((c) => (
              <li key={c.code}>
                <strong>{couponHeadline(c, t)}</strong>
                <span>{c.description}</span>
                <span>
                  {t("Code")} <code>{c.code}</code>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="page" aria-labelledby="featured-title">
        <h2 id="featured-title">{t("Customer favourites")}</h2>
        {hasLocation ? (
          <ProductGrid products={featured} label={t("Customer favourites")} />
        ) : (
          <p>
            {withParts(t("{link} to see our products and prices."), {
              link: <Link to={dialogHref(pathname, search, "location")}>{t("Choose your delivery location")}</Link>,
            })}
          </p>
        )}
      </section>
      <section className="page story-teaser">
        <h2>{t("Our Story")}</h2>
        <p>{t("We started Nirmal in a small kitchen in Pune, mixing cleaners that work hard on grime and go easy on hands, homes and rivers.")}</p>
        <Link to={shop(OUR_STORY_PATH)}>{t("Read our story")}</Link>
      </section>
    </>
  );
}
