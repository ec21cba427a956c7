import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { createApi } from "~/server/api/client.server";
import { deliveryPromise, orderWeight, promiseMessages } from "~/server/delivery.server";
import { DeliveryPromise } from "~/components/DeliveryPromise";
import { CartRefusal, changeCart, loadCart, SignInRequired } from "~/routes/cart/cart.server";
import { PromoCodeForm, ReferralCodeForm } from "~/components/CartCodes";
import type { CartActionData } from "~/components/CartForm";
import { CartLineItem } from "~/components/CartLineItem";
import { CartSummary, CheckoutBar } from "~/components/CartSummary";
import { readForm } from "~/server/csrf.server";
import { noStore, requireLocation } from "~/server/guards.server";
import { isCartIntent } from "@domain/cart/cart";
import * as cart from "@domain/cart/endpoints";
import { productListPath } from "@domain/catalogue/catalogue";
import { dialogHref } from "~/utils/dialog";
import { safeRedirectPath } from "~/utils/redirect";
import { translatedMeta } from "~/i18n/meta";
import { commit } from "~/server/session.server";
import { jsonWithSuccess, redirectWithError, redirectWithInfo, redirectWithSuccess } from "~/server/toast.server";
import { HYDRATE_ON_INPUT } from "~/hydration";
import { pageMessages, translatorOf } from "~/server/i18n.server";
import { useT } from "~/i18n/useT";
import { withParts } from "~/i18n/parts";

const QUIET_INTENTS = new Set(["update", "remove"]);

/** Where a guest signs in from the cart: the login dialog over it, which comes back to it (docs/product.md#sign-in). */
const SIGN_IN_FROM_CART = dialogHref("/cart", "", "login");

/**
 * /cart (docs/product.md#cart): the customer's cart from the API, or a guest's from the session, with
 * totals, promo and referral codes, and the way to checkout. It needs a valid location, like every page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireLocation(request);
  const api = await createApi({ request, context });
  const signedIn = !!api.session.get("customer");
  const [view, referral] = await Promise.all([loadCart(api), signedIn ? api.call(cart.getReferralData).then((r) => r.data) : null]);
  const delivery = view.list.length ? await deliveryPromise(api, { weight: orderWeight(view.list), amount: view.extra.orderTotal }) : null;
  // A referral link (/cart?ref=CODE) fills in the code; it is checked when applied.
  const ref = new URL(request.url).searchParams.get("ref") ?? "";
  return json(
    {
      cart: view,
      delivery,
      signedIn,
      canApplyReferral: referral?.canApply ?? false,
      referralCode: /^[A-Za-z0-9]{1,20}$/.test(ref) ? ref.toUpperCase() : "",
      messages: [...(await pageMessages(request, "cart")), ...(await promiseMessages(request, delivery))],
    },
    // The session changes when a guest cart left from a failed merge is merged now.
    { headers: await commit(api.session, noStore) },
  );
}

/**
 * Every change to the cart, by `intent` (Hydrogen's one cart action). A form sent without JavaScript
 * carries `redirectTo` and gets a redirect with a toast; a fetcher gets JSON it shows beside the form.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireLocation(request);
  const form = await readForm(request);
  const api = await createApi({ request, context });
  const t = await translatorOf(request);
  const intent = form.get("intent");
  const redirectTo = form.get("redirectTo");
  const back = redirectTo === null ? null : safeRedirectPath(redirectTo, "/cart");
  const refuse = async (message: string, field?: string) =>
    back
      ? redirectWithError(back, message, { headers: await commit(api.session) })
      : json<CartActionData>({ ok: false, message, field }, { status: 400, headers: await commit(api.session) });
  if (!isCartIntent(intent)) return refuse(t("Please try that again from the cart."));
  try {
    const { message, notices } = await changeCart(api, t, intent, form);
    const toast = { message, description: notices.join(" ") || undefined };
    const init = { headers: await commit(api.session) };
    if (back) return redirectWithSuccess(back, toast, init);
    const data: CartActionData = { ok: true, message, notices };
    // With JavaScript a changed quantity or a removed line shows itself; a toast for each would only pile up.
    return QUIET_INTENTS.has(intent) && !notices.length ? json(data, init) : jsonWithSuccess(data, toast, init);
  } catch (error) {
    if (error instanceof SignInRequired) return redirectWithInfo(SIGN_IN_FROM_CART, error.message);
    if (error instanceof CartRefusal) return refuse(error.message, error.field);
    throw error;
  }
}

export const headers: HeadersFunction = () => noStore;
export const handle = HYDRATE_ON_INPUT;
export const meta: MetaFunction<typeof loader> = ({ matches }) => translatedMeta({ matches }, (t) => t("Cart"));

export default function CartPage() {
  const { cart, delivery, signedIn, canApplyReferral, referralCode } = useLoaderData<typeof loader>();
  const t = useT();
  const { list, extra } = cart;

  if (!list.length) {
    return (
      <section className="page cart-page">
        <h1>{t("Cart")}</h1>
        <Notices notices={extra.notices} />
        <div className="empty-state">
          <p>{t("Your cart is empty.")}</p>
          <Link to={productListPath("prefill")} className="button">
            {t("Start shopping")}
          </Link>
        </div>
      </section>
    );
  }

  const blocked = list.some((line) => !line.available) ? t("Remove or change the lines marked above before checking out.") : null;
  const checkout = signedIn
    ? { to: "/shipping_address", label: t("Proceed to checkout"), blocked }
    : { to: SIGN_IN_FROM_CART, label: t("Sign in to checkout"), blocked };
  return (
    <section className="page cart-page">
      <h1>{t("Cart")}</h1>
      <Notices notices={extra.notices} />
      <div className="cart-layout">
        <div>
          <ul className="cart-lines" aria-label={t("Products in your cart")}>
            {list.map((line) => (
              <CartLineItem key={line.productId} line={line} />
            ))}
          </ul>
          <p>
            <Link to="/cart_clear">{t("Empty cart")}</Link>
          </p>
        </div>
        <div className="cart-side">
          {signedIn ? (
            <section className="cart-codes" aria-label={t("Promo and referral codes")}>
              <PromoCodeForm coupon={extra.coupon} />
              {extra.referral || canApplyReferral ? <ReferralCodeForm referral={extra.referral} defaultCode={referralCode} /> : null}
              <p className="muted">
                <Link to="/promocode">{t("See my promo codes")}</Link>
              </p>
            </section>
          ) : (
            <p className="notice">
              {withParts(t("{signIn} to use a promo code or a friend's referral code."), {
                signIn: <Link to={SIGN_IN_FROM_CART}>{t("Sign in")}</Link>,
              })}
            </p>
          )}
          {delivery ? <DeliveryPromise promise={delivery.promise} now={delivery.now} /> : null}
          <CartSummary extra={extra} checkout={checkout} />
        </div>
      </div>
      <CheckoutBar total={extra.orderTotal} checkout={checkout} />
    </section>
  );
}

/** What changed by itself since the last visit, such as a promo code the cart no longer qualifies for. */
function Notices({ notices }: { notices: string[] }) {
  if (!notices.length) return null;
  return (
    <ul className="alert cart-notices" role="status">
      {notices.map((notice) => (
        <li key={notice}>{notice}</li>
      ))}
    </ul>
  );
}
