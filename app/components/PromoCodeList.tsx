import { Link } from "@remix-run/react";
import type { Coupon } from "@domain/catalogue/catalogue";
import { couponHeadline, couponTerms } from "~/routes/account/offers";

/** The promo codes a customer can use now, each with what it takes off and its terms (/promocode and its account tab). */
export function PromoCodeList({ coupons }: { coupons: Coupon[] }) {
  if (!coupons.length) return <p className="empty-state">No promo codes for you right now. New offers appear here.</p>;
  return (
    <>
      <p className="muted">
        Apply a code in your <Link to="/cart">cart</Link>. The discount is worked out on your order when you apply it.
      </p>
      <ul className="offers promo-codes">
        {coupons.map((c) => (
          <li key={c.code}>
            <code>{c.code}</code>
            <strong>{couponHeadline(c)}</strong>
            <span>{c.description}</span>
            <ul className="terms">
              {couponTerms(c).map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}
