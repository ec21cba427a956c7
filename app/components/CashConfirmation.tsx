import { Form } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { OrderDetails } from "@domain/orders/schemas";
import { formatRupees } from "@domain/shared/money";
import type { Translate } from "@domain/i18n/translate";
import { SubmitButton } from "./SubmitButton";

/** What a cash order's ladder says on its page, worded by the server (so the page's script carries no more than its markup); null when it asks nothing. */
type CashConfirmationWords = { heading: string | null; text: string; button: string | null; pending: string } | null;

/**
 * The words of a cash order's ladder on its page (docs/product.md#cash-on-delivery-risk): "Awaiting your
 * confirmation" with the one-tap Confirm, the part payment awaited, or that the shopper confirmed it.
 * Nothing for an order that asked nothing, or was cancelled.
 */
export function cashConfirmationWords(t: Translate, order: Pick<OrderDetails, "status" | "cashConfirmation">): CashConfirmationWords {
  const cash = order.cashConfirmation;
  if (!cash || order.status === "cancelled") return null;
  const pending = t("Confirming…");
  if (!cash.awaiting) return cash.ask === "confirm" ? { heading: null, text: t("You confirmed this order. Thank you!"), button: null, pending } : null;
  const deadline = cash.confirmBy ? t.dateTime(cash.confirmBy) : "";
  if (cash.ask === "part") {
    const text = t("Awaiting your part payment of {amount} by {deadline}; the rest is paid on delivery.", { amount: formatRupees(cash.partAmount), deadline });
    return { heading: null, text, button: null, pending };
  }
  return {
    heading: t("Awaiting your confirmation"),
    text: t("Please confirm this order by {deadline}, or it will be cancelled.", { deadline }),
    button: t("Confirm order"),
    pending,
  };
}

/** The ladder's words on the order's page, with the one-tap Confirm as a plain form post (intent=confirm). */
export function CashConfirmation({ words }: { words: CashConfirmationWords }) {
  if (!words) return null;
  return (
    <section className="cash-ask" aria-labelledby={words.heading ? "confirm-title" : undefined} data-testid={words.button ? "cash-awaiting" : "cash-confirmed"}>
      {words.heading ? <h2 id="confirm-title">{words.heading}</h2> : null}
      <p>{words.text}</p>
      {words.button ? (
        <Form method="post">
          <AuthenticityTokenInput />
          <input type="hidden" name="intent" value="confirm" />
          <SubmitButton pendingText={words.pending}>{words.button}</SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}
