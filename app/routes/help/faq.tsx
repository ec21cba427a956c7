import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { FAQ_QUERY_MAX } from "@domain/help/help";
import { FaqList } from "~/components/FaqList";
import { createApi } from "~/server/api/client.server";
import { requireLocation } from "~/server/guards.server";
import { faqPage } from "~/routes/help/help.server";
import { canonicalUrl } from "~/utils/seo";
import { pageMessages } from "~/server/i18n.server";
import { useT } from "~/i18n/useT";
import { withParts } from "~/i18n/parts";
import { translatedMeta } from "~/i18n/meta";
import { HYDRATE_ON_INPUT } from "~/hydration";

/** /faq: the FAQ by category, each answer a `<details>`, and a search over questions and answers (a GET form, `?q=`). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireLocation(request);
  const data = await faqPage(await createApi({ request, context }), new URL(request.url));
  return json({ ...data, canonical: canonicalUrl(request, "/faq"), messages: await pageMessages(request, "help") });
}

/** FAQPage structured data of the questions on the page. */
export const handle = HYDRATE_ON_INPUT;
export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedMeta(
    args,
    (t) => t("FAQs"),
    (t) => t("Answers about delivery by pincode, cash on delivery, card payments and payment links, returns and refunds, refills and signing in."),
    args.data?.canonical,
  ),
  ...(args.data?.faqs.length
    ? [
        {
          "script:ld+json": {
            "@context": "https://schema.org",
            "@type": "FAQPage",
            mainEntity: args.data.faqs.map((faq) => ({ "@type": "Question", name: faq.question, acceptedAnswer: { "@type": "Answer", text: faq.answer } })),
          },
        },
      ]
    : []),
];

export default function FAQsPage() {
  const { q, categories, faqs } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="page faq-page">
      <h1>{t("FAQs")}</h1>
      <Form key={q} method="get" role="search" className="faq-search">
        <label htmlFor="faq-q">{t("Search the FAQs")}</label>
        <input id="faq-q" type="search" name="q" defaultValue={q} maxLength={FAQ_QUERY_MAX} placeholder={t("e.g. refund, cash on delivery")} />
        <button type="submit">{t("Search")}</button>
      </Form>
      {q ? (
        <p role="status">
          {faqs.length === 1 ? t("1 answer for “{q}”.", { q }) : t("{count} answers for “{q}”.", { count: faqs.length, q })}{" "}
          <Link to="/faq">{t("Show all questions")}</Link>
        </p>
      ) : null}
      {faqs.length ? (
        <FaqList categories={categories} faqs={faqs} />
      ) : (
        <div className="empty-state">
          <p>{q ? t("No answers match “{q}”.", { q }) : t("No questions yet.")}</p>
          <p>
            {withParts(t("Try other words, {allQuestions}, or {askUs}."), {
              allQuestions: <Link to="/faq">{t("see all questions")}</Link>,
              askUs: <Link to="/more_help">{t("ask us")}</Link>,
            })}
          </p>
        </div>
      )}
      <p className="muted">
        {withParts(t("Not answered here? {raiseRequest} and we will reply in your Help Center."), {
          raiseRequest: <Link to="/more_help">{t("Raise a help request")}</Link>,
        })}
      </p>
    </section>
  );
}
