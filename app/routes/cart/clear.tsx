import type { ActionFunctionArgs, HeadersFunction } from "@remix-run/node";
import { Form, Link, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { createApi } from "~/server/api.server";
import { emptyCart } from "~/routes/cart/cart.server";
import { readForm } from "~/server/csrf.server";
import { noStore, requireLocation } from "~/server/guards.server";
import { pageMeta } from "~/utils/seo";
import { commit } from "~/server/session.server";
import { redirectWithSuccess } from "~/server/toast.server";

export { locationGuardLoader as loader } from "~/server/guards.server";

/** /cart_clear (docs/product.md#cart): asks before emptying the cart; the answer is a POST, so a link or a prefetch never empties it. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireLocation(request);
  await readForm(request);
  const api = await createApi({ request, context });
  await emptyCart(api);
  return redirectWithSuccess("/cart", "Your cart is empty", { headers: await commit(api.session) });
}

export const headers: HeadersFunction = () => noStore;
export const meta = () => pageMeta("Empty Cart");

export default function EmptyCartPage() {
  const busy = useNavigation().state === "submitting";
  return (
    <section className="page cart-clear">
      <h1>Empty your cart?</h1>
      <p>Every product will be taken out of your cart, and any promo code with them.</p>
      <Form method="post" className="input-row">
        <AuthenticityTokenInput />
        <button type="submit" disabled={busy}>
          {busy ? "Emptying…" : "Empty cart"}
        </button>
        <Link to="/cart" className="button button-secondary">
          Keep my cart
        </Link>
      </Form>
    </section>
  );
}
