import { Form } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { SubmitButton } from "./SubmitButton";
import { useT } from "~/i18n/useT";

/**
 * "Buy again" (the order's items) or "Buy refills" (each bottle's refill) for an ended order: one post
 * to /buy_again, which lands on the cart (docs/product.md#buy-again). `named` puts the order's number in
 * the button's name, where a list shows several.
 */
export function BuyAgainForm({ orderId, items, named = false }: { orderId: string; items: "same" | "refills"; named?: boolean }) {
  const t = useT();
  const intent = `${items}:${orderId}`;
  const label = items === "same" ? t("Buy again") : t("Buy refills");
  return (
    <Form method="post" action="/buy_again" className="inline-form" aria-label={named ? t("{action}: order {id}", { action: label, id: orderId }) : undefined}>
      <AuthenticityTokenInput />
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="items" value={items} />
      <input type="hidden" name="intent" value={intent} />
      <SubmitButton pendingText={t("Adding…")} action="/buy_again" intent={intent} className={items === "same" ? undefined : "button-secondary"}>
        {label}
      </SubmitButton>
    </Form>
  );
}
