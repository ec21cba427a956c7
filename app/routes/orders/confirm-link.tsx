import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import * as ladder from "@domain/cod/endpoints";
import { orderPath } from "@domain/orders/labels";
import { ApiFailure, createApi } from "~/server/api/client.server";
import { readForm } from "~/server/csrf.server";
import { noStore } from "~/server/guards.server";
import { translatedMeta } from "~/i18n/meta";
import { pageMessages } from "~/server/i18n.server";
import { SubmitButton } from "~/components/SubmitButton";
import { useT } from "~/i18n/useT";

/**
 * A cash order's confirmation link from its SMS (/confirm_order/{orderId}/{token},
 * docs/product.md#cash-on-delivery-risk), open without a session or a location: the GET shows the
 * order's state and a Confirm button, and only the button's POST confirms (a link preview or a
 * prefetch changes nothing). A link that is not valid or has expired says so, and nothing changes.
 */
const linkOf = (params: LoaderFunctionArgs["params"]) => ({ orderId: params.orderId ?? "", token: params.token ?? "" });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = await createApi({ request, context });
  const messages = await pageMessages(request, "orders", "checkout");
  try {
    const { data } = await api.call(ladder.getCashConfirmationLink, { query: linkOf(params) });
    return json({ link: data, refusal: null, messages }, { headers: noStore });
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    return json({ link: null, refusal: error.message, messages }, { status: error.status === 410 ? 410 : 404, headers: noStore });
  }
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await readForm(request);
  const api = await createApi({ request, context });
  try {
    const { data, message } = await api.call(ladder.confirmCashOrderByLink, { body: linkOf(params) });
    return json({ confirmed: data.state, message });
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    return json({ confirmed: null, message: error.message }, { status: error.status });
  }
}

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction<typeof loader> = ({ matches }) => translatedMeta({ matches }, (t) => t("Confirm your order"));

export default function ConfirmLinkPage() {
  const { link, refusal } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const t = useT();
  const said = answer?.message ?? refusal;
  return (
    <section className="page account-page">
      <h1>{link ? t("Confirm order {orderId}", { orderId: link.orderId }) : t("Confirm your order")}</h1>
      {said ? (
        <p role="status" data-testid="confirm-answer">
          {said}
        </p>
      ) : null}
      {link && !answer && link.state === "awaiting" ? (
        <Form method="post">
          <AuthenticityTokenInput />
          <p>{t("Please confirm you want this order delivered and will pay in cash on delivery.")}</p>
          <SubmitButton pendingText={t("Confirming…")}>{t("Confirm order")}</SubmitButton>
        </Form>
      ) : null}
      {link && !answer && link.state === "confirmed" ? <p>{t("Order {orderId} is already confirmed.", { orderId: link.orderId })}</p> : null}
      {link && !answer && link.state === "cancelled" ? (
        <p>{t("Order {orderId} was cancelled, so there is nothing to confirm.", { orderId: link.orderId })}</p>
      ) : null}
      {link ? <Link to={orderPath(link.orderId)}>{t("View order")}</Link> : <Link to="/">{t("Continue Shopping")}</Link>}
    </section>
  );
}
