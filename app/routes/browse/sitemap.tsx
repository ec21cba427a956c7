import type { LoaderFunctionArgs } from "@remix-run/node";
import { createApi } from "~/server/api/client.server";
import { ALL_TYPES, CATEGORIES, PRODUCT_TYPES, productListPath, type ProductType } from "@domain/catalogue/catalogue";
import * as catalogue from "@domain/catalogue/endpoints";
import { FOOTER_QUICK_LINKS, OUR_STORY_PATH } from "~/utils/menu";

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** /sitemap.xml: home, every list page, every product, the content pages and Our Story. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const api = await createApi({ request, context });
  const { data } = await api.call(catalogue.listProductIndex);
  const pages: { path: string; lastmod?: string }[] = [
    { path: "/" },
    ...CATEGORIES.flatMap(({ category }) =>
      ([ALL_TYPES, ...PRODUCT_TYPES.map((t) => t.slug)] as (typeof ALL_TYPES | ProductType)[]).map((type) => ({ path: productListPath(category, type) })),
    ),
    ...data.list.map((p) => ({ path: `/product_detail/${p.category}/${p.id}`, lastmod: p.updatedAt.slice(0, 10) })),
    ...FOOTER_QUICK_LINKS.map((l) => ({ path: l.to })),
    { path: "/cms/sp" },
    { path: OUR_STORY_PATH },
  ];
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    pages.map((p) => `  <url><loc>${escapeXml(origin + p.path)}</loc>${p.lastmod ? `<lastmod>${p.lastmod}</lastmod>` : ""}</url>\n`).join("") +
    `</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
