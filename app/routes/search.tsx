import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ProductGrid } from "~/components/ProductCard";
import { SearchForm } from "~/components/SearchBox";
import { createApi } from "~/utils/api.server";
import { listProducts } from "~/utils/catalogue.server";
import { requireLocation } from "~/utils/guards.server";
import { searchProducts } from "@domain/catalogue";
import { pageMeta } from "~/utils/seo";

/** Longest query worth matching: product names are shorter. */
const MAX_QUERY = 100;

/**
 * /search?q=: where the header's search box goes without JavaScript (and on Enter with it). The same
 * case-insensitive name match as the suggestions, over the same list, but every match is shown.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireLocation(request);
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY);
  if (!query) return json({ query, results: [] });
  const { list } = await listProducts(await createApi({ request, context }));
  return json({ query, results: searchProducts(list, query) });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta(data?.query ? `Search: ${data.query}` : "Search products"),
  { name: "robots", content: "noindex" },
];

export default function SearchPage() {
  const { query, results } = useLoaderData<typeof loader>();
  return (
    <section className="page">
      <h1>{query ? `Results for “${query}”` : "Search products"}</h1>
      <SearchForm defaultValue={query} />
      {query ? (
        results.length ? (
          <>
            <p className="muted" data-testid="result-count">
              {results.length} {results.length === 1 ? "product" : "products"} found
            </p>
            <ProductGrid products={results} label="Search results" />
          </>
        ) : (
          <p className="empty-state">No products match “{query}”. Try a shorter word, such as “floor” or “refill”.</p>
        )
      ) : null}
    </section>
  );
}
