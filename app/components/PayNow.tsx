import { Form } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { Translate } from "@domain/i18n/translate";
import type { OrderDetails } from "@domain/orders/schemas";
import { formatRupees } from "@domain/shared/money";
import { SubmitButton } from "~/components/SubmitButton";

type Way = { intent: "pay" | "pay-part"; button: string; note: string };
/** A cash order's ways to pay online now, worded by the server (so the page's script carries no more than its markup). */
type PayNowWords = { ways: Way[]; pending: string };

/**
 * What a cash order's page offers to pay online now (docs/product.md#cash-on-delivery-risk), in the
 * shopper's words: the part payment its score asked first, then the whole order with the prepaid offer off.
 */
export function payNowWords(t: Translate, order: Pick<OrderDetails, "payNow" | "orderTotal">): PayNowWords {
  const { whole, part } = order.payNow;
  const ways: Way[] = [];
  if (part) {
    ways.push({
      intent: "pay-part",
      button: t("Pay {amount} now by UPI, the rest on delivery", { amount: formatRupees(part.amount) }),
      note: t("Then keep {due} ready to pay on delivery.", { due: formatRupees(part.due) }),
    });
  }
  if (whole) {
    ways.push({
      intent: "pay",
      button: whole.saving > 0 ? t("Pay now by UPI and save {saving}", { saving: formatRupees(whole.saving) }) : t("Pay now by UPI"),
      note: t("Pay {amount} online now instead of {total} in cash at the door.", { amount: formatRupees(whole.amount), total: formatRupees(order.orderTotal) }),
    });
  }
  return { ways, pending: t("Starting payment…") };
}

/**
 * Paying a cash order online now: a form per way posting to /payment_method, which starts the payment
 * (a POST, never a link: it asks the gateway for an order) and shows its checkout. Nothing when the
 * order cannot be paid now.
 */
export function PayNow({ orderId, words }: { orderId: string; words: PayNowWords }) {
  if (!words.ways.length) return null;
  return (
    <div className="pay-now">
      {words.ways.map(({ intent, button, note }, i) => (
        <Form key={intent} method="post" action="/payment_method" className="inline-form">
          <AuthenticityTokenInput />
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="orderId" value={orderId} />
          <SubmitButton pendingText={words.pending} action="/payment_method" intent={intent} className={i === 0 ? "button" : "button button-secondary"}>
            {button}
          </SubmitButton>
          <p className="muted">{note}</p>
        </Form>
      ))}
    </div>
  );
}
