import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { FAQ_QUERY_MAX } from "@domain/help/help";
import { FaqList } from "~/components/FaqList";
import { createApi } from "~/server/api.server";
import { requireLocation } from "~/server/guards.server";
import { faqPage } from "~/routes/help/help.server";
import { canonicalUrl, pageMeta } from "~/utils/seo";
import { HYDRATE_ON_INPUT } from "~/hydration";

/** /faq: the FAQ by category, each answer a `<details>`, and a search over questions and answers (a GET form, `?q=`). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireLocation(request);
  const data = await faqPage(await createApi({ request, context }), new URL(request.url));
  return json({ ...data, canonical: canonicalUrl(request, "/faq") });
}

/** FAQPage structured data of the questions on the page. */
export const handle = HYDRATE_ON_INPUT;
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta(
    "FAQs",
    "Answers about delivery by pincode, cash on delivery, card payments and payment links, returns and refunds, refills and signing in.",
    data?.canonical,
  ),
  ...(data?.faqs.length
    ? [
        {
          "script:ld+json": {
            "@context": "https://schema.org",
            "@type": "FAQPage",
            mainEntity: data.faqs.map((faq) => ({ "@type": "Question", name: faq.question, acceptedAnswer: { "@type": "Answer", text: faq.answer } })),
          },
        },
      ]
    : []),
];

export default function FAQsPage() {
  const { q, categories, faqs } = useLoaderData<typeof loader>();
  return (
    <section className="page faq-page">
      <h1>FAQs</h1>
      <Form key={q} method="get" role="search" className="faq-search">
        <label htmlFor="faq-q">Search the FAQs</label>
        <input id="faq-q" type="search" name="q" defaultValue={q} maxLength={FAQ_QUERY_MAX} placeholder="e.g. refund, cash on delivery" />
        <button type="submit">Search</button>
      </Form>
      {q ? (
        <p role="status">
          {faqs.length === 1 ? "1 answer" : `${faqs.length} answers`} for “{q}”. <Link to="/faq">Show all questions</Link>
        </p>
      ) : null}
      {faqs.length ? (
        <FaqList categories={categories} faqs={faqs} />
      ) : (
        <div className="empty-state">
          <p>{q ? `No answers match “${q}”.` : "No questions yet."}</p>
          <p>
            Try other words, <Link to="/faq">see all questions</Link>, or <Link to="/more_help">ask us</Link>.
          </p>
        </div>
      )}
      <p className="muted">
        Not answered here? <Link to="/more_help">Raise a help request</Link> and we will reply in your Help Center.
      </p>
    </section>
  );
}
