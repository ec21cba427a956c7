import { useEffect, useRef } from "react";
import type { Checkout } from "@domain/payments/checkout";
import { formatRupees } from "@domain/shared/money";
import { useT } from "~/i18n/useT";

/**
 * The hosted checkout form (docs/product.md#checkout-and-payments): posts the provider's fields, with our
 * callback and cancel URLs, to the provider's checkout page. With JavaScript it goes by itself;
 * without it the shopper presses the button.
 */
export function HostedCheckout({ checkout, callbackUrl, cancelUrl, logoUrl }: { checkout: Checkout; callbackUrl: string; cancelUrl: string; logoUrl: string }) {
  const form = useRef<HTMLFormElement>(null);
  const t = useT();
  useEffect(() => form.current?.submit(), []);
  const fields: Record<string, string> = {
    key_id: checkout.keyId,
    amount: String(checkout.razorOrder.amount),
    currency: "INR",
    order_id: checkout.razorOrder.id,
    name: "Nirmal Home Care",
    description: checkout.description,
    image: logoUrl,
    "notes[order_number]": checkout.orderNumber,
    "prefill[name]": checkout.prefill.name,
    "prefill[contact]": checkout.prefill.contact,
    ...(checkout.prefill.email ? { "prefill[email]": checkout.prefill.email } : {}),
    callback_url: callbackUrl,
    cancel_url: cancelUrl,
    ...checkout.fields,
  };
  return (
    <form ref={form} method="post" action={checkout.checkoutUrl} className="hosted-checkout">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p>
        {t("You are paying {amount} for order {orderNumber} on our payment partner's secure page.", {
          amount: formatRupees(checkout.amount),
          orderNumber: checkout.orderNumber,
        })}
      </p>
      <button type="submit">{t("Pay {amount}", { amount: formatRupees(checkout.amount) })}</button>
    </form>
  );
}
