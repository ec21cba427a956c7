import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { SEARCH_SUGGESTIONS } from "@domain/catalogue/catalogue";
import { createApi } from "~/server/api/client.server";
import { listProducts } from "~/routes/browse/catalogue.server";
import { requireLocation } from "~/server/guards.server";
import { searchQuery } from "~/lib/catalogue/search-query";
import type { SearchSuggestions } from "~/components/SearchBox";

/**
 * GET /search.json?q=: the header search box's suggestions (docs/product.md#search): the first 5 products whose
 * name contains the query, ignoring case, as the API finds them. Names and links only, and the
 * query they answer, so the box shows only suggestions for what it holds.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireLocation(request);
  const query = searchQuery(new URL(request.url).searchParams.get("q"));
  const { list } = query ? await listProducts(await createApi({ request, context }), { search: query, limit: SEARCH_SUGGESTIONS }) : { list: [] };
  return json<SearchSuggestions>(
    { query, list: list.map((p) => ({ id: p.id, productName: p.productName, productcategory: { category: p.productcategory.category } })) },
    // The names are in the shopper's language: their chosen one (the session's cookie), else their browser's.
    { headers: { "Cache-Control": "private, max-age=60", Vary: "Cookie, Accept-Language" } },
  );
}
