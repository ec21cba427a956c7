import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import * as account from "@domain/account/endpoints";
import { productPath } from "@domain/catalogue/catalogue";
import type { MessageKey } from "@domain/i18n/keys";
import { formatRupees } from "@domain/shared/money";
import * as subscriptions from "@domain/subscriptions/endpoints";
import { INTERVAL_WEEKS, MAX_SUBSCRIPTION_QUANTITY, SUBSCRIPTIONS_PATH, type PauseReason, type SubscriptionState } from "@domain/subscriptions/schedule";
import { changeSubscriptionSchema, type Subscription } from "@domain/subscriptions/schemas";
import { SubmitButton } from "~/components/SubmitButton";
import { useT } from "~/i18n/useT";
import { deliveredEvery } from "~/lib/subscriptions/subscriptions";
import { accountMeta } from "~/routes/account/meta";
import { ApiFailure, createApi } from "~/server/api/client.server";
import { readForm } from "~/server/csrf.server";
import { noStore, requireCustomerOrSignIn } from "~/server/guards.server";
import { pageMessages } from "~/server/i18n.server";
import { redirectWithError, redirectWithSuccess } from "~/server/toast.server";

const STATE_LABELS: Record<SubscriptionState, MessageKey> = {
  awaiting_mandate: "Waiting for you to approve the UPI AutoPay mandate",
  active: "Active",
  paused: "Paused",
  cancelled: "Cancelled",
};
const PAUSE_LABELS: Record<PauseReason, MessageKey> = {
  shopper: "Paused by you",
  operator: "Paused by us: we will tell you why",
  mandate_paused: "Paused: the UPI AutoPay mandate is paused in your UPI app",
  mandate_cancelled: "Paused: the UPI AutoPay mandate was cancelled",
  mandate_rejected: "Paused: your bank declined the UPI AutoPay mandate",
};
const MANDATE_LABELS: Record<NonNullable<Subscription["mandate"]>["state"], MessageKey> = {
  created: "UPI AutoPay, mandate waiting for your approval: up to {amount} a debit",
  confirmed: "UPI AutoPay, mandate approved: up to {amount} a debit",
  rejected: "UPI AutoPay, mandate declined: up to {amount} a debit",
  paused: "UPI AutoPay, mandate paused: up to {amount} a debit",
  cancelled: "UPI AutoPay, mandate cancelled: up to {amount} a debit",
};

/**
 * /my_subscriptions: each subscription with its next delivery, and every change as a plain form
 * (skip, pause, resume, confirm an announced cash delivery, the interval, a product's quantity, the
 * address) that comes back here with
 * the API's word. Cancelling asks once more: the Cancel link opens `?cancel={id}`, whose form cancels.
 * The notice of an online delivery opens `?skip={id}`: skip it in one press, or change it instead.
 * Signed out, the sign-in dialog opens over it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCustomerOrSignIn(request);
  const api = await createApi({ request, context });
  const { data } = await api.call(subscriptions.getSubscriptions);
  const addresses = data.count
    ? (await api.call(account.listAddress)).data.list.map((a) => ({ id: a.id, text: `${a.firstName} ${a.lastName}, ${a.apartment}, ${a.city} ${a.pincode}` }))
    : [];
  const query = new URL(request.url).searchParams;
  const asking = { cancel: query.get("cancel"), skip: query.get("skip") };
  return json({ list: data.list, addresses, asking, messages: await pageMessages(request, "account") }, { headers: noStore });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireCustomerOrSignIn(request);
  const parsed = changeSubscriptionSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) throw new Response("Nothing to post here", { status: 400 });
  const api = await createApi({ request, context });
  try {
    const { message } = await api.call(subscriptions.changeSubscription, { body: parsed.data });
    return redirectWithSuccess(SUBSCRIPTIONS_PATH, message);
  } catch (error) {
    if (error instanceof ApiFailure && error.status < 500) return redirectWithError(SUBSCRIPTIONS_PATH, error.message);
    throw error;
  }
}

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction = ({ matches }) => accountMeta(matches, (t) => t("My subscriptions"));

export default function MySubscriptionsPage() {
  const { list, addresses, asking } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="page account-page">
      <h1>{t("My subscriptions")}</h1>
      {list.length ? (
        <ul className="subscriptions" aria-label={t("Your subscriptions")}>
          {list.map((subscription) => (
            <SubscriptionCard
              key={subscription.id}
              subscription={subscription}
              addresses={addresses}
              confirmCancel={asking.cancel === subscription.id}
              confirmSkip={asking.skip === subscription.id}
            />
          ))}
        </ul>
      ) : (
        <div className="empty-state">
          <p>{t("You have no subscriptions yet")}</p>
          <p>{t("Subscribe to a product from its page to have it delivered every few weeks at a discount.")}</p>
          <div className="form-actions">
            <Link to="/product_list/prefill/all" className="button">
              {t("Shop now")}
            </Link>
            <Link to="/my_refills">{t("My refills")}</Link>
          </div>
        </div>
      )}
    </section>
  );
}

type Addresses = { id: string; text: string }[];

function SubscriptionCard({
  subscription,
  addresses,
  confirmCancel,
  confirmSkip,
}: {
  subscription: Subscription;
  addresses: Addresses;
  confirmCancel: boolean;
  confirmSkip: boolean;
}) {
  const t = useT();
  const { id, state, mandate } = subscription;
  const open = state !== "cancelled";
  return (
    <li className="subscription-card" data-testid="subscription">
      <h2>{deliveredEvery(t, subscription.intervalWeeks)}</h2>
      <p data-testid="subscription-state">
        {state === "paused" && subscription.pauseReason ? t(PAUSE_LABELS[subscription.pauseReason]) : t(STATE_LABELS[state])}
      </p>
      {open ? (
        <p data-testid="next-delivery">
          {t("Next delivery on {date}: {amount}", { date: t.date(subscription.nextDueOn), amount: formatRupees(subscription.nextAmount) })}
        </p>
      ) : null}
      {open && subscription.noticeSent ? <p className="notice">{t("Changes apply from the delivery after next")}</p> : null}
      {confirmSkip && state === "active" ? (
        <div className="notice" role="group" aria-labelledby={`skip-${id}`}>
          <h3 id={`skip-${id}`}>{t("Skip your delivery of {date}?", { date: t.date(subscription.nextDueOn) })}</h3>
          <div className="form-actions">
            <ActionForm subscriptionId={id} intent="skip" label={t("Yes, skip this delivery")} />
            <a href={`#change-${id}`}>{t("Change it instead")}</a>
          </div>
        </div>
      ) : null}
      {subscription.confirmNeeded ? (
        <div className="notice" data-testid="confirm-delivery">
          <p>{t("Please confirm this cash on delivery, or it will be skipped.")}</p>
          <ActionForm subscriptionId={id} intent="confirm" label={t("Confirm this delivery")} />
        </div>
      ) : null}
      <ul className="subscription-items" aria-label={t("Products")}>
        {subscription.items.map((item) => (
          <li key={item.product.id}>
            <Link to={productPath(item.product)}>{item.product.productName}</Link> × {item.quantity} ·{" "}
            {t("{price} a unit", { price: formatRupees(item.unitPrice) })}
            {item.available ? null : <span className="muted"> · {t("Not available now: left out until it is back")}</span>}
            {open ? (
              <ChangeForm
                subscriptionId={id}
                intent="quantity"
                name={t("Quantity of {product}", { product: item.product.productName })}
                caption={t("Quantity")}
                hidden={{ productId: item.product.id }}
              >
                <select name="quantity" defaultValue={item.quantity}>
                  {Array.from({ length: MAX_SUBSCRIPTION_QUANTITY + 1 }, (_, quantity) => (
                    <option key={quantity} value={quantity}>
                      {quantity === 0 ? t("0: remove it") : quantity}
                    </option>
                  ))}
                </select>
              </ChangeForm>
            ) : null}
          </li>
        ))}
      </ul>
      {subscription.address ? <p>{t("Delivering to {address}", { address: subscription.address.text })}</p> : null}
      <p data-testid="subscription-payment">
        {subscription.paymentType === "COD"
          ? t("Cash on delivery")
          : mandate
            ? t(MANDATE_LABELS[mandate.state], { amount: formatRupees(mandate.maxAmount) })
            : t("UPI AutoPay")}
      </p>
      {state === "awaiting_mandate" && subscription.firstOrderId ? (
        <p>
          <Link to={`/success/${subscription.firstOrderId}`}>{t("Pay for the first delivery to approve the mandate")}</Link>
        </p>
      ) : null}
      {open ? (
        <>
          <div className="form-actions">
            {state === "active" ? (
              <>
                <ActionForm subscriptionId={id} intent="skip" label={t("Skip next delivery")} />
                <ActionForm subscriptionId={id} intent="pause" label={t("Pause")} />
              </>
            ) : null}
            {state === "paused" ? <ActionForm subscriptionId={id} intent="resume" label={t("Resume")} /> : null}
            {confirmCancel ? null : (
              <Link to={`${SUBSCRIPTIONS_PATH}?cancel=${encodeURIComponent(id)}`} className="button button-secondary">
                {t("Cancel")}
              </Link>
            )}
          </div>
          {confirmCancel ? (
            <div className="notice" role="group" aria-labelledby={`cancel-${id}`}>
              <h3 id={`cancel-${id}`}>{t("Cancel this subscription?")}</h3>
              <p>
                {subscription.paymentType === "online"
                  ? t("Nothing more is delivered or debited, and the UPI AutoPay mandate is revoked.")
                  : t("Nothing more is delivered.")}
              </p>
              <div className="form-actions">
                <ActionForm subscriptionId={id} intent="cancel" label={t("Yes, cancel subscription")} />
                <Link to={SUBSCRIPTIONS_PATH}>{t("Keep subscription")}</Link>
              </div>
            </div>
          ) : null}
          <ChangeForm id={`change-${id}`} subscriptionId={id} intent="interval" name={t("How often")} caption={t("How often")}>
            <select name="intervalWeeks" defaultValue={subscription.intervalWeeks}>
              {INTERVAL_WEEKS.map((weeks) => (
                <option key={weeks} value={weeks}>
                  {deliveredEvery(t, weeks)}
                </option>
              ))}
            </select>
          </ChangeForm>
          {addresses.length ? (
            <ChangeForm subscriptionId={id} intent="address" name={t("Delivery address")} caption={t("Delivery address")}>
              <select name="addressId" defaultValue={subscription.address?.id}>
                {addresses.map((address) => (
                  <option key={address.id} value={address.id}>
                    {address.text}
                  </option>
                ))}
              </select>
            </ChangeForm>
          ) : null}
        </>
      ) : null}
    </li>
  );
}

/** One of a subscription's buttons (skip, pause, resume, cancel, confirm a cash delivery): a form of its own. */
function ActionForm({ subscriptionId, intent, label }: { subscriptionId: string; intent: "skip" | "pause" | "resume" | "cancel" | "confirm"; label: string }) {
  const t = useT();
  return (
    <Form method="post" action={SUBSCRIPTIONS_PATH} className="inline-form">
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="subscriptionId" value={subscriptionId} />
      <SubmitButton pendingText={t("Saving…")} action={SUBSCRIPTIONS_PATH} intent={intent}>
        {label}
      </SubmitButton>
    </Form>
  );
}

/** A change of a subscription's settings: its control (the caller's), labelled, and Save. `name` tells the form from the others of its kind. */
function ChangeForm({
  id,
  subscriptionId,
  intent,
  name,
  caption,
  hidden = {},
  children,
}: {
  id?: string;
  subscriptionId: string;
  intent: "interval" | "address" | "quantity";
  name: string;
  caption: string;
  hidden?: Record<string, string>;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Form id={id} method="post" action={SUBSCRIPTIONS_PATH} className="subscription-change" aria-label={name}>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="subscriptionId" value={subscriptionId} />
      {Object.entries(hidden).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <label className="field">
        {caption}
        {children}
      </label>
      <SubmitButton pendingText={t("Saving…")} action={SUBSCRIPTIONS_PATH} intent={intent} className="button-secondary">
        {t("Save")}
      </SubmitButton>
    </Form>
  );
}

export { SignInForSubscriptions as ErrorBoundary } from "~/components/SignInRequired";
