import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { createApi } from "~/server/api/client.server";
import { emptyCart } from "~/routes/cart/cart.server";
import { readForm } from "~/server/csrf.server";
import { noStore, requireLocation } from "~/server/guards.server";
import { translatedMeta } from "~/i18n/meta";
import { commit } from "~/server/session.server";
import { redirectWithSuccess } from "~/server/toast.server";
import { pageMessages, translatorOf } from "~/server/i18n.server";
import { useT } from "~/i18n/useT";

/** The location guard, and the page's words. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireLocation(request);
  return json({ messages: await pageMessages(request, "cart") }, { headers: noStore });
}

/** /cart_clear (docs/product.md#cart): asks before emptying the cart; the answer is a POST, so a link or a prefetch never empties it. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireLocation(request);
  await readForm(request);
  const api = await createApi({ request, context });
  await emptyCart(api);
  const t = await translatorOf(request);
  return redirectWithSuccess("/cart", t("Your cart is empty"), { headers: await commit(api.session) });
}

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction<typeof loader> = ({ matches }) => translatedMeta({ matches }, (t) => t("Empty Cart"));

export default function EmptyCartPage() {
  const busy = useNavigation().state === "submitting";
  const t = useT();
  return (
    <section className="page cart-clear">
      <h1>{t("Empty your cart?")}</h1>
      <p>{t("Every product will be taken out of your cart, and any promo code with them.")}</p>
      <Form method="post" className="input-row">
        <AuthenticityTokenInput />
        <button type="submit" disabled={busy}>
          {busy ? t("Emptying…") : t("Empty cart")}
        </button>
        <Link to="/cart" className="button button-secondary">
          {t("Keep my cart")}
        </Link>
      </Form>
    </section>
  );
}
