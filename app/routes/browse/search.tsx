import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ProductGrid } from "~/components/ProductCard";
import { SearchForm } from "~/components/SearchBox";
import { createApi } from "~/server/api/client.server";
import { Pager } from "~/components/Pager";
import { productPage } from "~/routes/browse/catalogue.server";
import { deviceType } from "~/utils/device";
import { requireLocation } from "~/server/guards.server";
import { countLine, listLayoutFor } from "~/utils/paging";
import { searchQuery } from "~/lib/catalogue/search-query";
import { pageMeta } from "~/utils/seo";
import { HYDRATE_ON_INPUT } from "~/hydration";
import { pageMessages } from "~/server/i18n.server";
import { translatorFromMatches, useT } from "~/i18n/useT";
import { withParts } from "~/i18n/parts";

/**
 * /search?q=: where the header's search box goes without JavaScript (and on Enter with it). The same
 * case-insensitive name match as the suggestions, done by the API; every match is shown, a page at a
 * time as lists are (4 on phones, 9 on computers, the first row's pictures at once).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireLocation(request);
  const url = new URL(request.url);
  const query = searchQuery(url.searchParams.get("q"));
  const layout = listLayoutFor(deviceType(request.headers.get("user-agent")));
  const messages = await pageMessages(request, "browse");
  if (!query) return json({ query, results: { items: [], page: 1, pageCount: 1, total: 0, more: false }, firstRow: layout.firstRow, messages });
  const api = await createApi({ request, context });
  const results = await productPage(api, { search: query }, url.searchParams.get("page"), layout.pageSize);
  return json({ query, results, firstRow: layout.firstRow, messages });
}

export const handle = HYDRATE_ON_INPUT;
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = translatorFromMatches(matches);
  return [...pageMeta(t, data?.query ? t("Search: {query}", { query: data.query }) : t("Search products")), { name: "robots", content: "noindex" }];
};

export default function SearchPage() {
  const { query, results, firstRow } = useLoaderData<typeof loader>();
  const t = useT();
  // What the shopper typed is their own words, in whatever language they typed them.
  const typed = { query: <span data-user-content>{query}</span> };
  return (
    <section className="page">
      <h1>{query ? withParts(t("Results for “{query}”"), typed) : t("Search products")}</h1>
      <SearchForm defaultValue={query} />
      {query ? (
        results.total ? (
          <>
            <p className="muted" data-testid="result-count">
              {countLine(results, t, { found: true })}
            </p>
            <ProductGrid products={results.items} label={t("Search results")} level={2} firstRow={firstRow} />
            <Pager page={results.page} pageCount={results.pageCount} more={results.more} query={{ q: query }} />
          </>
        ) : (
          <p className="empty-state">{withParts(t("No products match “{query}”. Try a shorter word, such as “floor” or “refill”."), typed)}</p>
        )
      ) : null}
    </section>
  );
}
