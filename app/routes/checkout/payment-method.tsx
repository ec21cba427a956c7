import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { ApiFailure, createApi, type Api } from "~/server/api/client.server";
import { cashAsk, chosenAddress, newCheckoutKey } from "~/routes/checkout/checkout.server";
import { loadCart } from "~/routes/cart/cart.server";
import { deliveryPromise, orderWeight, promiseMessages } from "~/server/delivery.server";
import { DeliveryPromise } from "~/components/DeliveryPromise";
import { cashText } from "~/utils/delivery";
import { SubmitButton } from "~/components/SubmitButton";
import { OnlineCheckout } from "~/components/OnlineCheckout";
import { readForm } from "~/server/csrf.server";
import { safeRedirectPath } from "~/utils/redirect";
import { noStore, requireCustomer } from "~/server/guards.server";
import * as orders from "@domain/orders/endpoints";
import * as payments from "@domain/payments/endpoints";
import { formatRupees } from "@domain/shared/money";
import { orderPath } from "@domain/orders/labels";
import { displayPhone } from "@domain/shared/phone";
import { translatedMeta } from "~/i18n/meta";
import { commit } from "~/server/session.server";
import { checkoutReturnUrls } from "~/routes/checkout/payments.server";
import { redirectWithError, redirectWithInfo, redirectWithSuccess } from "~/server/toast.server";
import { pageMessages, translatorOf } from "~/server/i18n.server";
import { useT } from "~/i18n/useT";

const PAYMENT_OPTIONS = [
  { value: "COD", label: "Cash on Delivery", hint: "Pay in cash or by UPI when your order arrives." },
  { value: "online", label: "Online Payment", hint: "Pay now by UPI, card or netbanking on our payment partner's secure page." },
] as const;

/**
 * Choose payment (/payment_method, docs/product.md#checkout-and-payments), then place the order. Starting an online payment (after
 * placing an online order, or the order page's Pay now) is a POST here: it asks the gateway for a new
 * order, which a GET must never do. The checkout it answers is flashed to the session and shown once
 * by the GET that follows, which opens the gateway's checkout (components/OnlineCheckout.tsx).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCustomer(request);
  const api = await createApi({ request, context });
  const url = new URL(request.url);
  const checkout = api.session.get("checkout");
  const messages = await pageMessages(request, "checkout");
  if (checkout) return json({ checkout, ...checkoutReturnUrls(request), messages } as const, { headers: await commit(api.session, noStore) });
  // An address from before payments were started by a POST: the order's page has the Pay now button.
  const pay = url.searchParams.get("pay");
  if (pay) throw redirect(safeRedirectPath(`/success/${encodeURIComponent(pay)}`, "/order_list"));
  // A guest cart left in the session by a sign-in whose merge failed joins the customer's here too.
  const [address, cart] = await Promise.all([chosenAddress(api, url.searchParams.get("address")), loadCart(api)]);
  if (!cart.count || !address) {
    const t = await translatorOf(request);
    if (!cart.count) throw await redirectWithInfo("/cart", t("Your cart is empty."));
    throw await redirectWithInfo("/add_address", t("Please add a delivery address."));
  }
  const delivery = await deliveryPromise(api, { pincode: address.pincode, weight: orderWeight(cart.list), amount: cart.extra.orderTotal });
  const [offer, cash] = await Promise.all([
    prepaidOffer(api, cart.extra.orderTotal),
    cashAsk(request, api, { addressId: address.id, amount: cart.extra.orderTotal, promise: delivery?.promise }),
  ]);
  return json(
    {
      checkout: null,
      address,
      cart,
      delivery,
      offer,
      cash,
      idempotencyKey: newCheckoutKey(),
      messages: [...messages, ...(await promiseMessages(request, delivery))],
    } as const,
    { headers: await commit(api.session, noStore) },
  );
}

/** What paying online takes off the order (the prepaid offer); none when the API cannot say, as the API prices the order anyway. */
async function prepaidOffer(api: Api, amount: number) {
  try {
    const { data } = await api.call(payments.getPrepaidOffer, { query: { amount } });
    return data.offer > 0 ? data : null;
  } catch (error) {
    if (error instanceof ApiFailure) return null;
    throw error;
  }
}

/**
 * A new online payment attempt for an unpaid order (a cash order's whole with the prepaid offer off, or
 * with `part` its part payment): its checkout is shown by the next GET of this page. A refusal (paid,
 * cancelled, out for delivery) goes back to the order's page with its message.
 */
async function startPayment(api: Api, orderId: string, part = false) {
  try {
    const { data } = await api.call(payments.payOnline, { body: { orderId, part } });
    api.session.flash("checkout", data);
    return redirect("/payment_method", { headers: await commit(api.session) });
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    if (error.code === "already_paid") return redirectWithInfo(safeRedirectPath(`/success/${encodeURIComponent(orderId)}`), error.message);
    return redirectWithError(error.status === 409 ? safeRedirectPath(orderPath(encodeURIComponent(orderId))) : "/", error.message);
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireCustomer(request);
  const form = await readForm(request);
  const api = await createApi({ request, context });
  const intent = form.get("intent");
  if (intent === "pay" || intent === "pay-part") return startPayment(api, String(form.get("orderId") ?? ""), intent === "pay-part");
  const paymentType = form.get("paymentType");
  const addressId = String(form.get("addressId") ?? "");
  const back = safeRedirectPath(`/payment_method?address=${encodeURIComponent(addressId)}`, "/payment_method");
  if (paymentType !== "COD" && paymentType !== "online") return redirectWithError(back, (await translatorOf(request))("Please choose a payment method."));
  try {
    const { data, message } = await api.call(orders.placeOrder, {
      body: { addressId, paymentType, idempotencyKey: String(form.get("idempotencyKey") ?? "") },
    });
    if (paymentType === "online") return startPayment(api, data.orderId);
    return redirectWithSuccess(`/success/${data.orderId}`, message);
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    return redirectWithError(error.code === "cart_empty" || error.code === "cart_changed" ? "/cart" : back, error.message);
  }
}

/**
 * A checkout is shown once (flashed to the session): reloading the page's data while the shopper pays
 * in the page (a live notification asks for it, as placing the order writes one) would find none and
 * leave for the cart from under the open checkout. Only navigations and form posts load it again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  !formMethod && currentUrl.href === nextUrl.href ? false : defaultShouldRevalidate;

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction<typeof loader> = ({ matches }) => translatedMeta({ matches }, (t) => t("Payment Method"));

export default function PaymentMethodPage() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  if (data.checkout) {
    return (
      <section className="page payment-page">
        <h1>{t("Pay for order {orderNumber}", { orderNumber: data.checkout.orderNumber })}</h1>
        <OnlineCheckout checkout={data.checkout} callbackUrl={data.callbackUrl} cancelUrl={data.cancelUrl} logoUrl={data.logoUrl} />
      </section>
    );
  }
  const { address, cart, delivery, idempotencyKey, offer } = data;
  const totals = cart.extra;
  // Cash on delivery is offered where the area takes cash for this amount and the order's risk allows it; the API refuses it otherwise.
  const cash = delivery?.promise.cash;
  const offered = PAYMENT_OPTIONS.filter((option) => option.value !== "COD" || ((!cash || cash.available) && !data.cash?.refused));
  return (
    <section className="page account-page checkout">
      <h1>{t("Payment Method")}</h1>
      <div className="checkout-grid">
        <Form method="post" className="account-form">
          <AuthenticityTokenInput />
          <input type="hidden" name="addressId" value={address.id} />
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <fieldset className="payment-options">
            <legend>{t("How would you like to pay?")}</legend>
            {PAYMENT_OPTIONS.map((option) => {
              const refused = offered.includes(option) ? null : cash && !cash.available ? cashText(t, address.pincode, cash) : (data.cash?.text ?? null);
              const asked = option.value === "COD" && !refused ? data.cash?.text : null;
              return (
                <label key={option.value} className="payment-option">
                  <input type="radio" name="paymentType" value={option.value} defaultChecked={option === offered[0]} disabled={!!refused} />
                  <span>
                    <strong>{t(option.label)}</strong>
                    {option.value === "online" && offer ? (
                      <strong className="offer"> · {t("Pay online and save {saving}", { saving: formatRupees(offer.offer) })}</strong>
                    ) : null}
                    <br />
                    <span className={refused ? "cash-no" : "muted"}>{refused ?? t(option.hint)}</span>
                    {asked ? (
                      <>
                        <br />
                        <strong className="cash-ask" data-testid="cash-ask">
                          {asked}
                        </strong>
                      </>
                    ) : null}
                  </span>
                </label>
              );
            })}
          </fieldset>
          {/* When it comes, just above the button that orders it (on a phone the summary is further down); the options say whether cash can pay. */}
          {delivery ? <DeliveryPromise promise={delivery.promise} now={delivery.now} cash={false} /> : null}
          <SubmitButton pendingText={t("Placing your order…")}>{t("Place Order · {total}", { total: formatRupees(totals.orderTotal) })}</SubmitButton>
        </Form>
        <aside className="order-summary" aria-label={t("Order summary")}>
          <h2>{t("Deliver to")}</h2>
          <p>
            <strong>
              {address.firstName} {address.lastName}
            </strong>
            <br />
            {address.streetAddress2}, {address.apartment}, {address.street}, {address.city} {address.pincode}
            <br />
            {address.landmark ? (
              <>
                {t("Landmark: {landmark}", { landmark: address.landmark })}
                <br />
              </>
            ) : null}
            <span className="muted">+91 {displayPhone(address.phoneNumber)}</span>
          </p>
          <Link to="/shipping_address">{t("Change address")}</Link>
          <h2>{t("Order summary")}</h2>
          <ul className="summary-lines">
            {cart.list
              .filter((line) => line.available)
              .map((line) => (
                <li key={line.productId}>
                  <span>
                    {line.product.productName} × {line.quantity}
                  </span>
                  <span>{formatRupees(line.lineTotal)}</span>
                </li>
              ))}
          </ul>
          <dl className="totals">
            <dt>{t("Subtotal")}</dt>
            <dd>{formatRupees(totals.subTotal)}</dd>
            {totals.discount ? (
              <>
                <dt>{t("Promo code {code}", { code: totals.coupon?.code ?? "" })}</dt>
                <dd>−{formatRupees(totals.discount)}</dd>
              </>
            ) : null}
            {totals.referralDiscount ? (
              <>
                <dt>{t("Referral discount")}</dt>
                <dd>−{formatRupees(totals.referralDiscount)}</dd>
              </>
            ) : null}
            <dt>{t("Delivery")}</dt>
            <dd>{t("Free")}</dd>
            <dt className="grand">{t("Total")}</dt>
            <dd className="grand" data-testid="order-total">
              {formatRupees(totals.orderTotal)}
            </dd>
            {offer ? (
              <>
                <dt>{t("Prepaid offer, paying online")}</dt>
                <dd>−{formatRupees(offer.offer)}</dd>
                <dt className="grand">{t("Total paid online")}</dt>
                <dd className="grand" data-testid="online-total">
                  {formatRupees(offer.payOnline)}
                </dd>
              </>
            ) : null}
          </dl>
        </aside>
      </div>
    </section>
  );
}
