import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getFormProps, useForm, type FormResult } from "~/lib/forms/use-form";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { MessageKey } from "@domain/i18n/keys";
import type { PaymentType } from "@domain/orders/orders";
import { formatRupees } from "@domain/shared/money";
import type { PauseReason, SubscriptionState } from "@domain/subscriptions/schedule";
import * as subscriptions from "@domain/subscriptions/endpoints";
import { OPERATOR_SUBSCRIPTION_FILTERS, type OperatorSubscription } from "@domain/subscriptions/schemas";
import { FormErrors } from "~/components/form";
import { useT } from "~/i18n/useT";
import { pageMessages } from "~/server/i18n.server";
import { consoleRead, openConsolePage, operatorApi, requireOperator, submitConsoleForm } from "./console.server";
import { consoleMeta } from "./meta";
import { StatusFilter } from "./status-filter";

type Filter = (typeof OPERATOR_SUBSCRIPTION_FILTERS)[number];

const STATE_LABELS: Record<SubscriptionState, MessageKey> = {
  awaiting_mandate: "Awaiting approval",
  active: "Active",
  paused: "Paused",
  cancelled: "Cancelled",
};
const FILTER_LABELS: Record<Exclude<Filter, "all">, MessageKey> = { ...STATE_LABELS, failed: "Failed debits" };
const PAUSE_LABELS: Record<PauseReason, MessageKey> = {
  shopper: "Paused by the shopper",
  operator: "Paused by an operator",
  mandate_paused: "Paused: the mandate is paused in the UPI app",
  mandate_cancelled: "Paused: the mandate was cancelled",
  mandate_rejected: "Paused: the bank declined the mandate",
};
const PAYMENT_LABELS: Record<PaymentType, MessageKey> = { COD: "Cash on delivery", online: "UPI AutoPay" };
const MANDATE_LABELS: Record<NonNullable<OperatorSubscription["mandateState"]>, MessageKey> = {
  created: "Mandate awaiting approval",
  confirmed: "Mandate approved",
  rejected: "Mandate declined",
  paused: "Mandate paused",
  cancelled: "Mandate cancelled",
};

/**
 * /admin/subscriptions: the subscriptions, all or in one state, or those whose last delivery
 * could not be charged or placed; soonest delivery first, so "Active" lists the charges to come. Support
 * pauses an active one, resumes one paused by the shopper or an operator (one the bank stopped resumes
 * from the UPI app), and cancels one after a second step (`?cancel=<id>`) that asks to confirm.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { forms } = await openConsolePage(request, "subscriptions");
  const params = new URL(request.url).searchParams;
  const asked = params.get("state") ?? "all";
  const state = (OPERATOR_SUBSCRIPTION_FILTERS as readonly string[]).includes(asked) ? (asked as Filter) : "all";
  const api = await operatorApi({ request, context });
  const { data } = await consoleRead(api.call(subscriptions.listSubscriptions, { query: { state } }));
  const cancelling = forms.change ? (data.list.find((s) => s.id === params.get("cancel") && s.state !== "cancelled") ?? null) : null;
  return json({ forms, state, list: data.list, cancelling, messages: await pageMessages(request, "admin") });
}

export const meta: MetaFunction = (args) => consoleMeta(args, (t) => t("Subscriptions"));

/** Pauses, resumes or cancels one subscription, as the API allows in its state; back to the same list. */
export async function action(args: ActionFunctionArgs) {
  await requireOperator(args.request);
  const url = new URL(args.request.url);
  return submitConsoleForm(args, {
    schema: subscriptions.operatorChangeSubscription.body,
    redirectTo: `${url.pathname}${url.search}`,
    send: (api, body) => api.call(subscriptions.operatorChangeSubscription, { body }),
  });
}

/** The list of one filter: where the page's posts go, so each comes back to it. */
const listPath = (state: Filter) => `?${new URLSearchParams({ state })}`;

/** Pause or resume as the subscription's state allows, and the way to cancel it; the API's refusal of any of them over the buttons. */
function Changes({ subscription, state }: { subscription: OperatorSubscription; state: Filter }) {
  const t = useT();
  const lastResult = useActionData<typeof action>() as FormResult | undefined;
  const { id } = subscription;
  const [form] = useForm({ id: `subscription-${id}`, lastResult: lastResult?.initialValue?.subscriptionId === id ? lastResult : undefined });
  const move =
    subscription.state === "active"
      ? { intent: "pause", label: t("Pause"), name: t("Pause subscription {id}", { id }) }
      : subscription.state === "paused" && (subscription.pauseReason === "shopper" || subscription.pauseReason === "operator")
        ? { intent: "resume", label: t("Resume"), name: t("Resume subscription {id}", { id }) }
        : null;
  return (
    <>
      <FormErrors form={form} />
      <div className="moves">
        {move ? (
          <Form method="post" action={listPath(state)} {...getFormProps(form)}>
            <AuthenticityTokenInput />
            <input type="hidden" name="subscriptionId" value={id} />
            <button type="submit" name="intent" value={move.intent} aria-label={move.name}>
              {move.label}
            </button>
          </Form>
        ) : null}
        {subscription.state !== "cancelled" ? (
          <Form method="get">
            <input type="hidden" name="state" value={state} />
            <button type="submit" name="cancel" value={id} className="button-secondary" aria-label={t("Cancel subscription {id}", { id })}>
              {t("Cancel")}
            </button>
          </Form>
        ) : null}
      </div>
    </>
  );
}

/** The second step of a cancel: what it ends, and the one button that does it. */
function ConfirmCancel({ subscription, state }: { subscription: OperatorSubscription; state: Filter }) {
  const t = useT();
  return (
    <section className="card" aria-labelledby="cancel-title">
      <h2 id="cancel-title">{t("Cancel subscription {id} of {customer}?", { id: subscription.id, customer: subscription.customer.name })}</h2>
      <p>
        {subscription.paymentType === "online"
          ? t("Nothing more is delivered or debited, and the UPI AutoPay mandate is revoked.")
          : t("Nothing more is delivered.")}
      </p>
      <Form method="post" action={listPath(state)} className="moves">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="subscriptionId" value={subscription.id} />
        <button type="submit">{t("Yes, cancel subscription")}</button>
        <Link to={listPath(state)}>{t("Keep subscription")}</Link>
      </Form>
    </section>
  );
}

export default function ConsoleSubscriptions() {
  const { forms, state, list, cancelling } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section aria-labelledby="subscriptions-title">
      <h1 id="subscriptions-title">{t("Subscriptions")}</h1>
      <StatusFilter name="state" value={state} options={Object.entries(FILTER_LABELS).map(([value, label]) => ({ value, label }))} />
      {cancelling ? <ConfirmCancel subscription={cancelling} state={state} /> : null}
      {list.length ? (
        <table>
          <thead>
            <tr>
              <th scope="col">{t("Subscription")}</th>
              <th scope="col">{t("Customer")}</th>
              <th scope="col">{t("Products")}</th>
              <th scope="col">{t("How often")}</th>
              <th scope="col">{t("Payment")}</th>
              <th scope="col">{t("Status")}</th>
              <th scope="col">{t("Next delivery")}</th>
              <th scope="col">{t("Amount")}</th>
              <th scope="col">{t("Last failure")}</th>
              {forms.change ? <th scope="col">{t("Change")}</th> : null}
            </tr>
          </thead>
          <tbody>
            {list.map((subscription) => (
              <tr key={subscription.id}>
                <th scope="row">{subscription.id}</th>
                <td>
                  {subscription.customer.name}
                  <br />
                  {subscription.customer.phoneNumber}
                </td>
                <td>
                  {subscription.items.map((item) => (
                    <span key={item.productName}>
                      {item.productName} × {item.quantity}
                      <br />
                    </span>
                  ))}
                </td>
                <td>{subscription.intervalWeeks === 1 ? t("Every week") : t("Every {n} weeks", { n: subscription.intervalWeeks })}</td>
                <td>
                  {t(PAYMENT_LABELS[subscription.paymentType])}
                  {subscription.mandateState ? (
                    <>
                      <br />
                      {t(MANDATE_LABELS[subscription.mandateState])}
                    </>
                  ) : null}
                </td>
                <td>
                  {subscription.state === "paused" && subscription.pauseReason
                    ? t(PAUSE_LABELS[subscription.pauseReason])
                    : t(STATE_LABELS[subscription.state])}
                </td>
                <td>
                  {subscription.state === "cancelled" ? null : t.date(subscription.nextDueOn)}
                  {subscription.chargeAt ? (
                    <>
                      <br />
                      {t("Charge at {time}", { time: t.dateTime(subscription.chargeAt) })}
                    </>
                  ) : null}
                </td>
                <td>{formatRupees(subscription.amount)}</td>
                <td>
                  {subscription.lastFailure ? (
                    <>
                      {t.date(subscription.lastFailure.dueOn)}
                      <br />
                      {subscription.lastFailure.reason}
                    </>
                  ) : null}
                </td>
                {forms.change ? (
                  <td>
                    <Changes subscription={subscription} state={state} />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{state === "failed" ? t("No failed debits.") : t("No subscriptions.")}</p>
      )}
    </section>
  );
}
