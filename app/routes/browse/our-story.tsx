import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { FaqList } from "~/components/FaqList";
import { createApi } from "~/server/api/client.server";
import { requireLocation } from "~/server/guards.server";
import { storyFaq } from "~/routes/help/help.server";
import { productListPath } from "@domain/catalogue/catalogue";
import { canonicalUrl, pageMeta } from "~/utils/seo";
import { translatorFromMatches, useT } from "~/i18n/useT";
import { pageMessages } from "~/server/i18n.server";

/**
 * Every path the route table does not name. `/about_{product}` (Our Story) cannot be a route file,
 * since a segment cannot mix text and a parameter, so it is served here; anything else goes home.
 * Its FAQ is the help centre's category for {product} (docs/decisions/015).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const about = /^\/about_([^/]+)\/?$/.exec(pathname);
  if (!about) throw redirect("/");
  await requireLocation(request);
  const faq = await storyFaq(await createApi({ request, context }), about[1]);
  return json({ canonical: canonicalUrl(request, pathname.replace(/\/$/, "")), faq, messages: await pageMessages(request, "browse") });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = translatorFromMatches(matches);
  return pageMeta(
    t,
    t("Our Story"),
    t("How Nirmal Home Care began in a Pune kitchen, why we sell refills, and answers to common questions about our cleaners."),
    data?.canonical,
  );
};

/** The catch-all route's page. Only /about_{product} gets here (Our Story); the loader sent every other unknown path home. */
export default function CatchAllOurStoryPage() {
  const { faq } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <article className="page story">
      <h1>{t("Our Story")}</h1>
      <p className="lead">
        {t("We started Nirmal in 2019 in a small kitchen in Pune, with one question: why does every bottle of cleaner end up in the bin?")}
      </p>
      <p>
        {t(
          "Our founders, a chemist and a schoolteacher, spent a year mixing dishwash gels and floor cleaners that work on the grime of Indian homes (masala stains, hard water, monsoon mud) while staying gentle on hands, homes and rivers. Neighbours tried them, then their friends did.",
        )}
      </p>
      <p>
        {t(
          "Today Nirmal makes cleaners for home, laundry and hands in Pune, and delivers them across seven cities. Every product comes two ways: a sturdy bottle you buy once, and a refill pouch or can that costs less and uses up to 80% less plastic. Since 2019 our customers have kept more than four lakh bottles out of landfills.",
        )}
      </p>
      <h2>{t("What we promise")}</h2>
      <ul>
        <li>{t("No phosphates, no chlorine bleach and no microplastics in any product.")}</li>
        <li>{t("Honest prices: the MRP, our price and your saving on every product.")}</li>
        <li>{t("Returns within 7 days of delivery and refunds in 5 to 7 working days.")}</li>
      </ul>
      <p>
        <Link className="button" to={productListPath("refill")}>
          {t("Shop refills")}
        </Link>{" "}
        <Link to={productListPath("prefill")}>{t("See all products")}</Link>
      </p>
      <section aria-labelledby="faq-title">
        <h2 id="faq-title">{t("Frequently asked questions")}</h2>
        <FaqList categories={[faq.category]} faqs={faq.faqs} level={3} />
        <p>
          <Link to="/faq">{t("All FAQs")}</Link>
        </p>
      </section>
    </article>
  );
}
