import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getFormProps, getTextareaProps, useForm, type FormResult } from "~/lib/forms/use-form";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import * as reviews from "@domain/reviews/endpoints";
import { REVIEW_LIMITS, REVIEW_STATUSES, type ReviewStatus } from "@domain/reviews/reviews";
import { FieldError, FormErrors } from "~/components/form";
import { Pager } from "~/components/Pager";
import { Stars } from "~/components/Stars";
import { useT } from "~/i18n/useT";
import { pageMessages } from "~/server/i18n.server";
import { consoleRead, openConsolePage, operatorApi, requireOperator, submitConsoleForm } from "./console.server";
import { consoleMeta } from "./meta";
import { StatusFilter } from "./status-filter";

const STATUS_LABELS = { published: "Published", hidden: "Hidden" } as const;

/**
 * /admin/reviews (support): the customers' reviews, newest first, all or published or hidden. A
 * published one is hidden with a reason (it leaves the product's page and its rating at once); a
 * hidden one shows its reason and may be shown again.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { forms } = await openConsolePage(request, "reviews");
  const params = new URL(request.url).searchParams;
  const asked = params.get("status") ?? "all";
  const status = (REVIEW_STATUSES as readonly string[]).includes(asked) ? (asked as ReviewStatus) : "all";
  const page = Number(params.get("page")) || 1;
  const api = await operatorApi({ request, context });
  const { data } = await consoleRead(api.call(reviews.listReviewsForOperator, { query: { status, page } }));
  return json({
    ...data,
    forms,
    status,
    statuses: REVIEW_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
    pages: Math.max(1, Math.ceil(data.count / REVIEW_LIMITS.operatorPageSize)),
    messages: await pageMessages(request, "reviews", "admin"),
  });
}

export const meta: MetaFunction = (args) => consoleMeta(args, (t) => t("Reviews"));

/** Hides a review with its reason, or (posted to `?show`) shows it again; back to the same list either way. */
export async function action(args: ActionFunctionArgs) {
  await requireOperator(args.request);
  const url = new URL(args.request.url);
  const redirectTo = `${url.pathname}?${new URLSearchParams({ status: url.searchParams.get("status") ?? "all" })}`;
  if (url.searchParams.has("show")) {
    return submitConsoleForm(args, {
      schema: reviews.unhideReview.body,
      redirectTo,
      send: (api, body) => api.call(reviews.unhideReview, { body }),
    });
  }
  return submitConsoleForm(args, {
    schema: reviews.hideReview.body,
    redirectTo,
    send: (api, body) => api.call(reviews.hideReview, { body }),
  });
}

type Review = ReturnType<typeof useLoaderData<typeof loader>>["list"][number];

function Moderate({ review, status }: { review: Review; status: string }) {
  const t = useT();
  const lastResult = useActionData<typeof action>() as FormResult | undefined;
  const [form, fields] = useForm({ id: `review-${review.id}`, lastResult: lastResult?.initialValue?.id === review.id ? lastResult : undefined });
  if (!review.published) {
    return (
      <Form method="post" action={`?${new URLSearchParams({ status, show: "" })}`} {...getFormProps(form)}>
        <AuthenticityTokenInput />
        <input type="hidden" name="id" value={review.id} />
        <FormErrors form={form} />
        <button type="submit">{t("Show again")}</button>
      </Form>
    );
  }
  return (
    <Form method="post" action={`?${new URLSearchParams({ status })}`} {...getFormProps(form)}>
      <AuthenticityTokenInput />
      <input type="hidden" name="id" value={review.id} />
      <FormErrors form={form} />
      <div className="field">
        <label htmlFor={fields.reason.id}>{t("Reason for hiding")}</label>
        <textarea {...getTextareaProps(fields.reason)} key={fields.reason.key} rows={2} maxLength={REVIEW_LIMITS.hiddenReason} />
        <FieldError meta={fields.reason} />
      </div>
      <button type="submit">{t("Hide review")}</button>
    </Form>
  );
}

export default function ConsoleReviews() {
  const { forms, status, statuses, list, page, pages } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section aria-labelledby="reviews-title">
      <h1 id="reviews-title">{t("Reviews")}</h1>
      <StatusFilter name="status" value={status} options={statuses} />
      {list.length ? (
        list.map((review) => (
          <article key={review.id} className="card" aria-labelledby={`review-title-${review.id}`}>
            <h2 id={`review-title-${review.id}`}>{t("Review {id} of {product}", { id: review.id, product: review.product.name })}</h2>
            <p>
              <Stars rating={review.rating} /> {review.customerName}, {t.dateTime(review.createdAt)},{" "}
              <strong>{review.published ? t("Published") : t("Hidden")}</strong>
            </p>
            {review.title ? <p>{review.title}</p> : null}
            {review.review ? <blockquote>{review.review}</blockquote> : null}
            {review.hiddenReason ? <p>{t("Reason for hiding: {reason}", { reason: review.hiddenReason })}</p> : null}
            {(review.published ? forms.hide : forms.show) ? <Moderate review={review} status={status} /> : null}
          </article>
        ))
      ) : (
        <p>{t("No reviews.")}</p>
      )}
      <Pager page={page} pageCount={pages} query={{ status }} />
    </section>
  );
}
