import { Link, useFetchers } from "@remix-run/react";
import type { CartView } from "@domain/cart/schemas";
import { formatRupees } from "@domain/shared/money";
import { useT } from "~/i18n/useT";

/**
 * The cart's totals, all from the server's arithmetic (a guest's from the same shared module over
 * catalogue prices). While any cart change is on its way they are marked busy: they are the old ones.
 */
export function CartSummary({ extra, checkout }: { extra: CartView["extra"]; checkout: Checkout }) {
  const busy = useFetchers().some((f) => f.state !== "idle" && f.formAction === "/cart");
  const t = useT();
  return (
    <section className="cart-summary" aria-labelledby="summary-title" aria-busy={busy}>
      <h2 id="summary-title">{t("Order summary")}</h2>
      <dl data-testid="cart-totals">
        <dt>{t("Subtotal")}</dt>
        <dd data-testid="subtotal">{formatRupees(extra.subTotal)}</dd>
        {extra.discount > 0 ? (
          <>
            <dt>{extra.coupon ? t("Promo code discount ({code})", { code: extra.coupon.code }) : t("Promo code discount")}</dt>
            <dd data-testid="discount">−{formatRupees(extra.discount)}</dd>
          </>
        ) : null}
        {extra.referralDiscount > 0 ? (
          <>
            <dt>{t("Referral discount")}</dt>
            <dd data-testid="referral-discount">−{formatRupees(extra.referralDiscount)}</dd>
          </>
        ) : null}
        <dt className="total">{t("Total")}</dt>
        <dd className="total" data-testid="order-total">
          {formatRupees(extra.orderTotal)}
        </dd>
      </dl>
      {extra.savings > 0 ? <p className="saving">{t("You save {amount} on MRP", { amount: formatRupees(extra.savings) })}</p> : null}
      {checkout.blocked ? <p className="notice">{checkout.blocked}</p> : null}
      <CheckoutLink checkout={checkout} />
    </section>
  );
}

type Checkout = { to: string; label: string; blocked: string | null };

/** The way on to checkout, or its label greyed while a line blocks it. */
function CheckoutLink({ checkout }: { checkout: Checkout }) {
  return checkout.blocked ? (
    <span className="button" aria-disabled="true">
      {checkout.label}
    </span>
  ) : (
    <Link to={checkout.to} className="button checkout-button">
      {checkout.label}
    </Link>
  );
}

/** On a phone, the total and the way to checkout kept at the screen's foot (position sticky, no JavaScript); hidden from 760 px. */
export function CheckoutBar({ total, checkout }: { total: number; checkout: Checkout }) {
  const t = useT();
  return (
    <div className="sticky-checkout" data-testid="sticky-checkout">
      <p>
        <span>{t("Total")}</span> <strong>{formatRupees(total)}</strong>
      </p>
      <CheckoutLink checkout={checkout} />
    </div>
  );
}
