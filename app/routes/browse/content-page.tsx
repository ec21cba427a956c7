import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { notFoundBoundary } from "~/components/NotFound";
import { createApi } from "~/server/api/client.server";
import { getCms } from "~/routes/browse/catalogue.server";
import { requireLocation } from "~/server/guards.server";
import { canonicalUrl, pageMeta } from "~/utils/seo";
import { translatorFromMatches } from "~/i18n/useT";
import { HYDRATE_ON_INPUT } from "~/hydration";

/**
 * /cms/{key} (docs/product.md#content-pages): tc, pp, rrd and sp. Any other key is a 404 page. The page's
 * words are the API's, in the shopper's language; the 404 page's are the frame's (`shell`).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireLocation(request);
  const page = await getCms(await createApi({ request, context }), params.key ?? "");
  if (!page) throw json(null, { status: 404 });
  return json({ page, canonical: canonicalUrl(request, `/cms/${page.key}`) });
}

export const handle = HYDRATE_ON_INPUT;
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = translatorFromMatches(matches);
  if (data) return pageMeta(t, data.page.title, data.page.summary, data.canonical);
  return pageMeta(t, t("Page not found"));
};

export default function CmsPage() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <article className="page cms">
      <h1>{page.title}</h1>
      {page.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {section.points ? (
            <ul>
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}

export const ErrorBoundary = notFoundBoundary((t) => ({
  title: t("Page not found"),
  text: t("There is no page at this address. Our terms, privacy policy and delivery and refund policy are linked at the foot of every page."),
}));
