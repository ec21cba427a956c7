import { Link } from "@remix-run/react";
import type { Coupon } from "@domain/catalogue/catalogue";
import { couponHeadline, couponTerms } from "~/lib/account/offers";
import { withParts } from "~/i18n/parts";
import { useT } from "~/i18n/useT";

/** The promo codes a customer can use now, each with what it takes off and its terms (/promocode and its account tab). */
export function PromoCodeList({ coupons }: { coupons: Coupon[] }) {
  const t = useT();
  if (!coupons.length) return <p className="empty-state">{t("No promo codes for you right now. New offers appear here.")}</p>;
  return (
    <>
      <p className="muted">
        {withParts(t("Apply a code in your {cart}. The discount is worked out on your order when you apply it."), {
          cart: <Link to="/cart">{t("cart")}</Link>,
        })}
      </p>
      <ul className="offers promo-codes">
        {coupons.map((c) => (
          <li key={c.code}>
            <code data-user-content>{c.code}</code>
            <strong>{couponHeadline(c, t)}</strong>
            <span>{c.description}</span>
            <ul className="terms">
              {couponTerms(c, t).map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}
