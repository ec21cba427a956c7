import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction, SerializeFrom } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import * as account from "@domain/account/endpoints";
import { productPath } from "@domain/catalogue/catalogue";
import { formatRupees } from "@domain/shared/money";
import * as subscriptions from "@domain/subscriptions/endpoints";
import { INTERVAL_WEEKS, MAX_SUBSCRIPTION_QUANTITY, SUBSCRIPTIONS_PATH } from "@domain/subscriptions/schedule";
import { subscribeSchema } from "@domain/subscriptions/schemas";
import { FieldError, FormErrors } from "~/components/form";
import { SubmitButton } from "~/components/SubmitButton";
import { translatedMeta } from "~/i18n/meta";
import { useT } from "~/i18n/useT";
import { getFormProps, useForm, type FieldMetadata } from "~/lib/forms/use-form";
import { deliveredEvery, subscribePath } from "~/lib/subscriptions/subscriptions";
import { getProduct } from "~/routes/browse/catalogue.server";
import { planOf, subscriptionTerms } from "~/routes/subscriptions/subscriptions.server";
import { ApiFailure, createApi } from "~/server/api/client.server";
import { readForm } from "~/server/csrf.server";
import { refusal } from "~/server/form.server";
import { noStore, requireCustomerOrSignIn } from "~/server/guards.server";
import { pageMessages } from "~/server/i18n.server";
import { commit } from "~/server/session.server";
import { redirectWithSuccess } from "~/server/toast.server";

/**
 * /subscribe/{productId}: subscribe to a product, every few weeks at its discount. The quantity and the
 * interval are chosen first (a GET form, so the price a delivery and the mandate's terms shown are
 * those of what is subscribed to), then the address and the payment, nothing chosen for the shopper.
 * A subscription of the same interval is offered to add the product to instead. The server alone
 * checks the form: its schema in the browser would bring the cart's and the catalogue's rules it shares
 * into every browse page's script. Signed out, the sign-in dialog opens over it and comes back.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireCustomerOrSignIn(request);
  const api = await createApi({ request, context });
  const messages = await pageMessages(request, "account", "forms");
  const product = await getProduct(api, params.productId ?? "");
  if (!product) throw json({ messages }, { status: 404 });
  const offer = product.subscribe;
  if (!offer) return json({ product, offer, messages } as const, { headers: noStore });
  const plan = planOf(new URL(request.url), offer.intervalWeeks);
  const [addresses, subscribed] = await Promise.all([api.call(account.listAddress), api.call(subscriptions.getSubscriptions)]);
  return json(
    {
      product,
      offer,
      plan,
      terms: subscriptionTerms(offer.unitPrice, plan.quantity, new Date()),
      addresses: addresses.data.list,
      sameInterval: subscribed.data.list.filter((s) => s.state === "active" && s.intervalWeeks === plan.intervalWeeks).map((s) => s.id),
      messages,
    } as const,
    { headers: noStore },
  );
}

/**
 * Subscribes. UPI AutoPay's first delivery is paid as an online order is, on /payment_method (its
 * checkout is flashed to the session as that page's own Pay does), and the payment approves the
 * mandate; cash goes to the order placed. Adding to a subscription goes to /my_subscriptions. A refusal
 * comes back under its field, or over the form.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireCustomerOrSignIn(request);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: subscribeSchema });
  if (submission.status !== "success") return json(refusal(submission), { status: 400, headers: noStore });
  const api = await createApi({ request, context });
  try {
    const { data, message } = await api.call(subscriptions.subscribe, { body: submission.value });
    if (data.checkout) {
      api.session.flash("checkout", data.checkout);
      return redirect("/payment_method", { headers: await commit(api.session) });
    }
    return redirectWithSuccess(data.orderId ? `/success/${data.orderId}` : SUBSCRIPTIONS_PATH, message);
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.status >= 500) throw error;
    return json(refusal(submission, error), { status: 400, headers: noStore });
  }
}

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction<typeof loader> = (args) => translatedMeta(args, (t) => t("Subscribe and save"));

export default function SubscribePage() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  const { product } = data;
  return (
    <section className="page account-page subscribe">
      <h1>{t("Subscribe to {product}", { product: product.productName })}</h1>
      {data.offer ? (
        <SubscribeForms {...data} />
      ) : (
        <p>
          {t("This product is not offered on subscription.")} <Link to={productPath(product)}>{t("About this product")}</Link>
        </p>
      )}
    </section>
  );
}

/** The page's data when the product is offered on subscription. */
type Offered = Extract<SerializeFrom<typeof loader>, { plan: unknown }>;

function SubscribeForms({ product, offer, plan, terms, addresses, sameInterval }: Offered) {
  const t = useT();
  const lastResult = useActionData<never>();
  const [form, fields] = useForm<{ addressId: string; paymentType: string }>({ id: "subscribe-form", lastResult });
  const every = deliveredEvery(t, plan.intervalWeeks);
  const here = subscribePath(product.id);
  // The posts keep the plan in their address: a refusal comes back to the page with the same plan shown.
  const chosen = `${here}?quantity=${plan.quantity}&interval=${plan.intervalWeeks}`;
  return (
    <>
      <p>
        {t("{percent}% off every delivery: {price} a unit instead of {salePrice}.", {
          percent: offer.discountPercent,
          price: formatRupees(offer.unitPrice),
          salePrice: formatRupees(product.salePrice),
        })}
      </p>
      <Form method="get" action={here} className="account-form subscribe-plan" aria-label={t("Quantity and how often")}>
        <div className="field-row">
          <div className="field">
            <label htmlFor="plan-quantity">{t("Quantity")}</label>
            <select id="plan-quantity" name="quantity" defaultValue={plan.quantity}>
              {Array.from({ length: MAX_SUBSCRIPTION_QUANTITY }, (_, i) => (
                <option key={i + 1} value={i + 1}>
                  {i + 1}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="plan-interval">{t("How often")}</label>
            <select id="plan-interval" name="interval" defaultValue={plan.intervalWeeks}>
              {INTERVAL_WEEKS.map((weeks) => (
                <option key={weeks} value={weeks}>
                  {deliveredEvery(t, weeks)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button type="submit" className="button-secondary">
          {t("Update the price")}
        </button>
      </Form>
      <p className="subscribe-price" data-testid="price-per-delivery">
        {t("{price} a delivery, {quantity} × {product}. {every}; the first delivery is ordered now.", {
          price: formatRupees(terms.perDelivery),
          quantity: plan.quantity,
          product: product.productName,
          every,
        })}
      </p>
      {sameInterval.map((subscriptionId) => (
        <Form key={subscriptionId} method="post" action={chosen} className="form-actions">
          <AuthenticityTokenInput />
          <input type="hidden" name="productId" value={product.id} />
          <input type="hidden" name="quantity" value={plan.quantity} />
          <input type="hidden" name="subscriptionId" value={subscriptionId} />
          <SubmitButton pendingText={t("Adding…")}>
            {plan.intervalWeeks === 1
              ? t("Add to my subscription delivered every week")
              : t("Add to my subscription delivered every {n} weeks", { n: plan.intervalWeeks })}
          </SubmitButton>
        </Form>
      ))}
      <Form method="post" action={chosen} {...getFormProps(form)} className="account-form">
        <AuthenticityTokenInput />
        <FormErrors form={form} />
        <input type="hidden" name="productId" value={product.id} />
        <input type="hidden" name="quantity" value={plan.quantity} />
        <input type="hidden" name="intervalWeeks" value={plan.intervalWeeks} />
        <fieldset className="payment-options" aria-describedby={fields.addressId.errors?.length ? fields.addressId.errorId : undefined}>
          <legend>{t("Deliver to")}</legend>
          {addresses.length ? (
            addresses.map((address) => (
              <Choice key={address.id} meta={fields.addressId} value={address.id}>
                {address.firstName} {address.lastName}, {address.streetAddress2}, {address.apartment}, {address.street}, {address.city} {address.pincode}
              </Choice>
            ))
          ) : (
            <p>
              {t("You have no saved address yet.")} <Link to={`/add_address?redirectTo=${encodeURIComponent(chosen)}`}>{t("Add an address")}</Link>
            </p>
          )}
          <FieldError meta={fields.addressId} />
        </fieldset>
        <fieldset className="payment-options" aria-describedby={fields.paymentType.errors?.length ? fields.paymentType.errorId : undefined}>
          <legend>{t("How would you like to pay?")}</legend>
          <Choice meta={fields.paymentType} value="online">
            <strong>{t("UPI AutoPay")}</strong>
            <br />
            <span className="muted" data-testid="mandate-terms">
              {t(
                "Your UPI app will ask you to approve a mandate of up to {amount} a debit, valid until {date}. You pay {price} for the first delivery now; each later delivery is debited on its day, after we tell you a day before.",
                {
                  amount: formatRupees(terms.mandateMax),
                  date: t.date(terms.mandateUntil),
                  price: formatRupees(terms.perDelivery),
                },
              )}
            </span>
          </Choice>
          <Choice meta={fields.paymentType} value="COD">
            <strong>{t("Cash on delivery")}</strong>
            <br />
            <span className="muted">{t("Pay in cash or by UPI when each delivery arrives.")}</span>
          </Choice>
          <FieldError meta={fields.paymentType} />
        </fieldset>
        <div className="form-actions">
          <SubmitButton pendingText={t("Subscribing…")} action={here}>
            {t("Subscribe · {price} a delivery", { price: formatRupees(terms.perDelivery) })}
          </SubmitButton>
          <Link to={productPath(product)}>{t("Back to the product")}</Link>
        </div>
      </Form>
    </>
  );
}

/** One choice of a radio field, none chosen until the shopper chooses (or the refused post chose it). */
function Choice({ meta, value, children }: { meta: FieldMetadata; value: string; children: ReactNode }) {
  return (
    <label className="payment-option">
      <input type="radio" name={meta.name} value={value} defaultChecked={meta.initialValue === value} />
      <span>{children}</span>
    </label>
  );
}

export { SignInForSubscriptions as ErrorBoundary } from "~/components/SignInRequired";
