import type { CartView } from "@domain/cart/schemas";
import { CartForm, refusalOf } from "./CartForm";

/**
 * The promo code and referral code forms of the cart. Each applies or removes through the /cart
 * action; a refusal shows under its field (and, without JavaScript, as a toast after the redirect).
 */
export function PromoCodeForm({ coupon }: { coupon: CartView["extra"]["coupon"] }) {
  if (coupon) {
    return (
      <CartForm intent="removeCoupon" className="code-form">
        {(fetcher) => (
          <p className="applied-code">
            <span>
              Promo code <strong data-testid="applied-coupon">{coupon.code}</strong> applied: {coupon.description}
            </span>
            <button type="submit" className="link-button" disabled={fetcher.state !== "idle"}>
              Remove promo code
            </button>
          </p>
        )}
      </CartForm>
    );
  }
  return (
    <CartForm intent="applyCoupon" fetcherKey="coupon" className="code-form">
      {(fetcher) => (
        <CodeField name="couponCode" label="Promo code" button="Apply promo code" busy={fetcher.state !== "idle"} error={refusalOf(fetcher.data)} />
      )}
    </CartForm>
  );
}

export function ReferralCodeForm({ referral, defaultCode }: { referral: CartView["extra"]["referral"]; defaultCode: string }) {
  if (referral) {
    return (
      <CartForm intent="removeReferral" className="code-form">
        {(fetcher) => (
          <>
            <p className="applied-code">
              <span>
                Referral code <strong data-testid="applied-referral">{referral.code}</strong> applied: your discount is on one {referral.product.productName}.
              </span>
              <button type="submit" className="link-button" disabled={fetcher.state !== "idle"}>
                Remove referral code
              </button>
            </p>
            {referral.inCart ? null : <p className="notice">Add {referral.product.productName} to your cart to get your referral discount.</p>}
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
          label="Referral code"
          button="Apply referral code"
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
  const errorId = `${name}-error`;
  return (
    <>
      <label htmlFor={name}>{label}</label>
      <div className="input-row">
        <input
          id={name}
          name={name}
          defaultValue={defaultValue}
          maxLength={20}
          autoCapitalize="characters"
          autoComplete="off"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" disabled={busy} aria-label={button}>
          {busy ? "Applying…" : "Apply"}
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
