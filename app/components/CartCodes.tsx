import type { CartView } from "@domain/cart/schemas";
import { CartForm, refusalOf } from "./CartForm";
import { useT } from "~/i18n/useT";
import { withParts } from "~/i18n/parts";

/**
 * The promo code and referral code forms of the cart. Each applies or removes through the /cart
 * action; a refusal shows under its field (and, without JavaScript, as a toast after the redirect).
 */
export function PromoCodeForm({ coupon }: { coupon: CartView["extra"]["coupon"] }) {
  const t = useT();
  if (coupon) {
    return (
      <CartForm intent="removeCoupon" className="code-form">
        {(fetcher) => (
          <p className="applied-code">
            <span>
              {withParts(t("Promo code {code} applied: {description}", { description: coupon.description }), {
                code: <strong data-testid="applied-coupon">{coupon.code}</strong>,
              })}
            </span>
            <button type="submit" className="link-button" disabled={fetcher.state !== "idle"}>
              {t("Remove promo code")}
            </button>
          </p>
        )}
      </CartForm>
    );
  }
  return (
    <CartForm intent="applyCoupon" fetcherKey="coupon" className="code-form">
      {(fetcher) => (
        <CodeField name="couponCode" label={t("Promo code")} button={t("Apply promo code")} busy={fetcher.state !== "idle"} error={refusalOf(fetcher.data)} />
      )}
    </CartForm>
  );
}

export function ReferralCodeForm({ referral, defaultCode }: { referral: CartView["extra"]["referral"]; defaultCode: string }) {
  const t = useT();
  if (referral) {
    return (
      <CartForm intent="removeReferral" className="code-form">
        {(fetcher) => (
          <>
            <p className="applied-code">
              <span>
                {withParts(t("Referral code {code} applied: your discount is on one {productName}.", { productName: referral.product.productName }), {
                  code: <strong data-testid="applied-referral">{referral.code}</strong>,
                })}
              </span>
              <button type="submit" className="link-button" disabled={fetcher.state !== "idle"}>
                {t("Remove referral code")}
              </button>
            </p>
            {referral.inCart ? null : (
              <p className="notice">{t("Add {productName} to your cart to get your referral discount.", { productName: referral.product.productName })}</p>
            )}
          </>
        )}
      </CartForm>
    );
  }
  return (
    <CartForm intent="applyReferral" fetcherKey="referral" className="code-form">
      {(fetcher) => (
        <CodeField
          name="referralCode"
          label={t("Referral code")}
          button={t("Apply referral code")}
          busy={fetcher.state !== "idle"}
          error={refusalOf(fetcher.data)}
          defaultValue={defaultCode}
        />
      )}
    </CartForm>
  );
}

function CodeField({
  name,
  label,
  button,
  busy,
  error,
  defaultValue,
}: {
  name: string;
  label: string;
  button: string;
  busy: boolean;
  error: string | null;
  defaultValue?: string;
}) {
  const t = useT();
  const errorId = `${name}-error`;
  return (
    <>
      <label htmlFor={name}>{label}</label>
      <div className="input-row">
        <input
          id={name}
          name={name}
          type="text"
          defaultValue={defaultValue}
          maxLength={20}
          autoCapitalize="characters"
          autoComplete="off"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" disabled={busy} aria-label={button}>
          {busy ? t("Applying…") : t("Apply")}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
