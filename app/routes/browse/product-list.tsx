import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ProductGrid } from "~/components/ProductCard";
import { Pager } from "~/components/Pager";
import { createApi } from "~/server/api/client.server";
import { productPage } from "~/routes/browse/catalogue.server";
import { requireLocation } from "~/server/guards.server";
import {
  ALL_TYPES,
  categoryName,
  isCategory,
  isProductType,
  PRODUCT_TYPES,
  productListPath,
  productTypeName,
  type Category,
  type ProductType,
} from "@domain/catalogue/catalogue";
import type { Translate } from "@domain/i18n/translate";
import { deviceType } from "~/utils/device";
import { countLine, listLayoutFor, productCount } from "~/utils/paging";
import { canonicalUrl, pageMeta } from "~/utils/seo";
import { translatorFromMatches, useT } from "~/i18n/useT";
import { HYDRATE_ON_INPUT } from "~/hydration";
import { pageMessages } from "~/server/i18n.server";

/** The list's heading: its type, or all of its category's products. */
const headingOf = (category: Category, typeId: ProductType | typeof ALL_TYPES, t: Translate) =>
  typeId === ALL_TYPES ? (category === "refill" ? t("Refills") : t("All products")) : t(productTypeName(typeId));

/**
 * /product_list/{catId}/{typeId} (docs/product.md#routes): only the values listed there; anything else goes home.
 * Shown 4 per page on phones, 9 on computers; the API is asked for the page shown. The first row's
 * pictures load at once, the rest when scrolled near.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { catId } = params;
  const typeId: ProductType | typeof ALL_TYPES | null = params.typeId === ALL_TYPES || isProductType(params.typeId) ? params.typeId : null;
  if (!isCategory(catId) || !typeId) throw redirect("/");
  await requireLocation(request);
  const api = await createApi({ request, context });
  const url = new URL(request.url);
  const layout = listLayoutFor(deviceType(request.headers.get("user-agent")));
  const shown = await productPage(api, { category: catId, productType: typeId }, url.searchParams.get("page"), layout.pageSize);
  const path = productListPath(catId, typeId);
  return json(
    {
      category: catId,
      typeId,
      shown,
      firstRow: layout.firstRow,
      canonical: canonicalUrl(request, shown.page > 1 ? `${path}?page=${shown.page}` : path),
      messages: await pageMessages(request, "browse"),
    },
    // The page size follows the device, and the list the shopper's location.
    { headers: { Vary: "User-Agent, Cookie", "Cache-Control": "private, no-cache" } },
  );
}

export const handle = HYDRATE_ON_INPUT;
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [];
  const t = translatorFromMatches(matches);
  const heading = headingOf(data.category, data.typeId, t);
  const category = t(categoryName(data.category));
  return pageMeta(
    t,
    data.shown.page > 1 ? t("{heading}: {category}, page {page}", { heading, category, page: data.shown.page }) : `${heading}: ${category}`,
    t("{heading} from Nirmal Home Care: {count} with prices in rupees, delivered to your pincode.", { heading, count: productCount(data.shown, t) }),
    data.canonical,
  );
};

export default function ProductListPage() {
  const { category, typeId, shown, firstRow } = useLoaderData<typeof loader>();
  const t = useT();
  const heading = headingOf(category, typeId, t);
  return (
    <section className="page">
      <p className="breadcrumb">
        <Link to="/">{t("Home")}</Link> › {t(categoryName(category))}
      </p>
      <h1>{heading}</h1>
      <nav className="type-filter" aria-label={t("Product types")}>
        <ul>
          {[{ slug: ALL_TYPES, name: "All" } as const, ...PRODUCT_TYPES].map((type) => (
            <li key={type.slug}>
              <Link to={productListPath(category, type.slug)} aria-current={type.slug === typeId ? "page" : undefined}>
                {t(type.name)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {shown.total ? (
        <>
          <p className="muted" data-testid="result-count">
            {countLine(shown, t)}
          </p>
          <ProductGrid products={shown.items} label={heading} level={2} firstRow={firstRow} />
          <Pager page={shown.page} pageCount={shown.pageCount} more={shown.more} />
        </>
      ) : (
        <p className="empty-state">{t("No products here yet. Try another type above.")}</p>
      )}
    </section>
  );
}
