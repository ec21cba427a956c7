import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { createApi } from "~/utils/api.server";
import { listProducts } from "~/utils/catalogue.server";
import { requireLocation } from "~/utils/guards.server";

/**
 * GET /search.json: the product list the header's search filters (spec §2 search box), fetched the
 * first time the box gets focus so browse pages do not carry it. Names and links only.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireLocation(request);
  const { list } = await listProducts(await createApi({ request, context }));
  return json(
    { list: list.map((p) => ({ id: p.id, productName: p.productName, productcategory: { category: p.productcategory.category } })) },
    { headers: { "Cache-Control": "private, max-age=300", Vary: "Cookie" } },
  );
}

