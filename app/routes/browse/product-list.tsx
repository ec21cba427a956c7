import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ProductGrid } from "~/components/ProductCard";
import { Pager } from "~/components/Pager";
import { createApi } from "~/server/api.server";
import { productPage } from "~/routes/browse/catalogue.server";
import { requireLocation } from "~/server/guards.server";
import { ALL_TYPES, categoryName, isCategory, isProductType, PRODUCT_TYPES, productListPath, productTypeName } from "@domain/catalogue/catalogue";
import { deviceType } from "~/utils/device";
import { countLine, listLayoutFor, productCount } from "~/utils/paging";
import { canonicalUrl, pageMeta } from "~/utils/seo";
import { HYDRATE_ON_INPUT } from "~/hydration";

/**
 * /product_list/{catId}/{typeId} (docs/product.md#routes): only the values listed there; anything else goes home.
 * Shown 4 per page on phones, 9 on computers; the API is asked for the page shown. The first row's
 * pictures load at once, the rest when scrolled near.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { catId, typeId } = params;
  if (!isCategory(catId) || !(typeId === ALL_TYPES || isProductType(typeId))) throw redirect("/");
  await requireLocation(request);
  const api = await createApi({ request, context });
  const url = new URL(request.url);
  const layout = listLayoutFor(deviceType(request.headers.get("user-agent")));
  const shown = await productPage(api, { category: catId, productType: typeId }, url.searchParams.get("page"), layout.pageSize);
  const heading = typeId === ALL_TYPES ? (catId === "refill" ? "Refills" : "All products") : productTypeName(typeId);
  const path = productListPath(catId, typeId);
  return json(
    {
      category: catId,
      typeId,
      heading,
      title: `${heading}: ${categoryName(catId)}${shown.page > 1 ? `, page ${shown.page}` : ""}`,
      shown,
      firstRow: layout.firstRow,
      canonical: canonicalUrl(request, shown.page > 1 ? `${path}?page=${shown.page}` : path),
    },
    // The page size follows the device, and the list the shopper's location.
    { headers: { Vary: "User-Agent, Cookie", "Cache-Control": "private, no-cache" } },
  );
}

export const handle = HYDRATE_ON_INPUT;
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? pageMeta(
        data.title,
        `${data.heading} from Nirmal Home Care: ${productCount(data.shown)} with prices in rupees, delivered to your pincode.`,
        data.canonical,
      )
    : [];

export default function ProductListPage() {
  const { category, typeId, heading, shown, firstRow } = useLoaderData<typeof loader>();
  return (
    <section className="page">
      <p className="breadcrumb">
        <Link to="/">Home</Link> › {categoryName(category)}
      </p>
      <h1>{heading}</h1>
      <nav className="type-filter" aria-label="Product types">
        <ul>
          {[{ slug: ALL_TYPES, name: "All" } as const, ...PRODUCT_TYPES].map((t) => (
            <li key={t.slug}>
              <Link to={productListPath(category, t.slug)} aria-current={t.slug === typeId ? "page" : undefined}>
                {t.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {shown.total ? (
        <>
          <p className="muted" data-testid="result-count">
            {countLine(shown)}
          </p>
          <ProductGrid products={shown.items} label={heading} level={2} firstRow={firstRow} />
          <Pager page={shown.page} pageCount={shown.pageCount} more={shown.more} />
        </>
      ) : (
        <p className="empty-state">No products here yet. Try another type above.</p>
      )}
    </section>
  );
}
