import { Form } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { OrderDetails } from "@domain/orders/schemas";
import { SubmitButton } from "~/components/form";
import { useT } from "~/i18n/useT";
import { payNowLines } from "~/utils/pay-now";

/**
 * Paying a cash order online now: a form per way (the whole order, the part payment) posting to
 * /payment_method, which starts the payment (a POST, never a link: it asks the gateway for an order)
 * and shows its checkout. Nothing when the order cannot be paid now.
 */
export function PayNow({ order }: { order: Pick<OrderDetails, "id" | "payNow" | "orderTotal"> }) {
  const t = useT();
  const lines = payNowLines(t, order);
  const ways = [
    { intent: "pay-part", words: lines.part },
    { intent: "pay", words: lines.whole },
  ].filter((way) => way.words);
  if (!ways.length) return null;
  return (
    <div className="pay-now">
      {ways.map(({ intent, words }, i) => (
        <Form key={intent} method="post" action="/payment_method" className="inline-form">
          <AuthenticityTokenInput />
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="orderId" value={order.id} />
          <SubmitButton pendingText={lines.pending} action="/payment_method" intent={intent} className={i === 0 ? "button" : "button button-secondary"}>
            {words!.button}
          </SubmitButton>
          <p className="muted">{words!.note}</p>
        </Form>
      ))}
    </div>
  );
}
