import { Link, useFetchers } from "@remix-run/react";
import type { CartView } from "@domain/cart/schemas";
import { formatRupees } from "@domain/shared/money";

/**
 * The cart's totals, all from the server's arithmetic (a guest's from the same shared module over
 * catalogue prices). While any cart change is on its way they are marked busy: they are the old ones.
 */
export function CartSummary({ extra, checkout }: { extra: CartView["extra"]; checkout: { to: string; label: string; blocked: string | null } }) {
  const busy = useFetchers().some((f) => f.state !== "idle" && f.formAction === "/cart");
  return (
    <section className="cart-summary" aria-labelledby="summary-title" aria-busy={busy}>
      <h2 id="summary-title">Order summary</h2>
      <dl data-testid="cart-totals">
        <dt>Subtotal</dt>
        <dd data-testid="subtotal">{formatRupees(extra.subTotal)}</dd>
        {extra.discount > 0 ? (
          <>
            <dt>Promo code discount{extra.coupon ? ` (${extra.coupon.code})` : ""}</dt>
            <dd data-testid="discount">−{formatRupees(extra.discount)}</dd>
          </>
        ) : null}
        {extra.referralDiscount > 0 ? (
          <>
            <dt>Referral discount</dt>
            <dd data-testid="referral-discount">−{formatRupees(extra.referralDiscount)}</dd>
          </>
        ) : null}
        <dt className="total">Total</dt>
        <dd className="total" data-testid="order-total">
          {formatRupees(extra.orderTotal)}
        </dd>
      </dl>
      {extra.savings > 0 ? <p className="saving">You save {formatRupees(extra.savings)} on MRP</p> : null}
      {checkout.blocked ? <p className="notice">{checkout.blocked}</p> : null}
      {checkout.blocked ? (
        <span className="button" aria-disabled="true">
          {checkout.label}
        </span>
      ) : (
        <Link to={checkout.to} className="button checkout-button">
          {checkout.label}
        </Link>
      )}
    </section>
  );
}
