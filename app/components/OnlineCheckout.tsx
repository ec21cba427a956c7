import { useEffect, useRef, useState, type FormEvent } from "react";
import type { Checkout } from "@domain/payments/checkout";
import { formatRupees } from "@domain/shared/money";
import { useT } from "~/i18n/useT";
import { inPageCheckoutOptions, openInPageCheckout, postFields } from "~/components/in-page-checkout";

/**
 * Paying an order online (docs/product.md#checkout-and-payments, docs/decisions/025-in-page-checkout.md).
 * The page sends the hosted checkout's form: without JavaScript the shopper presses its button and pays
 * on the provider's page. With JavaScript the form's submit is taken over: the provider's checkout.js,
 * loaded now and only here, opens the checkout over this page (UPI first), at once and again at each
 * press. Its signed fields, or its error, are posted to the callback, as the hosted checkout posts them.
 * Should the script not load, the form goes to the hosted checkout after all.
 */
export function OnlineCheckout({ checkout, callbackUrl, cancelUrl, logoUrl }: { checkout: Checkout; callbackUrl: string; cancelUrl: string; logoUrl: string }) {
  const form = useRef<HTMLFormElement>(null);
  const [dismissed, setDismissed] = useState(false);
  const t = useT();
  const fields: Record<string, string> = {
    key_id: checkout.keyId,
    amount: String(checkout.razorOrder.amount),
    currency: "INR",
    order_id: checkout.razorOrder.id,
    name: SHOP_NAME,
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

  const open = () => {
    setDismissed(false);
    const options = inPageCheckoutOptions(checkout, {
      name: SHOP_NAME,
      image: logoUrl,
      blockNames: { upi: t("Pay by UPI"), other: t("Cards, netbanking and wallets") },
      handler: (response) => postFields(callbackUrl, response),
      ondismiss: () => setDismissed(true),
    });
    openInPageCheckout(checkout.scriptUrl, options, (error) => postFields(callbackUrl, error)).catch(() => form.current?.submit());
  };
  useEffect(open, []); // eslint-disable-line react-hooks/exhaustive-deps -- opens once, as the page is shown
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    open();
  };

  return (
    <form ref={form} method="post" action={checkout.checkoutUrl} className="hosted-checkout" onSubmit={onSubmit}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p>
        {t("You are paying {amount} for order {orderNumber} on our payment partner's secure page.", {
          amount: formatRupees(checkout.amount),
          orderNumber: checkout.orderNumber,
        })}
      </p>
      <p role="status">{dismissed ? t("You closed the payment window, so nothing was paid. Your order is saved: pay when you are ready.") : null}</p>
      <button type="submit">{t("Pay {amount}", { amount: formatRupees(checkout.amount) })}</button>
    </form>
  );
}

const SHOP_NAME = "Nirmal Home Care";
