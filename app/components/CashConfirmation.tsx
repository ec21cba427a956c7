import { Form } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { OrderDetails } from "@domain/orders/schemas";
import { formatRupees } from "@domain/shared/money";
import { SubmitButton } from "./form";
import { useT } from "~/i18n/useT";

/**
 * What a cash order's ladder asks on its page (docs/product.md#cash-on-delivery-risk): "Awaiting your
 * confirmation" with the one-tap Confirm (a plain form post, intent=confirm), the part payment
 * awaited, or that the shopper confirmed it. Nothing for an order that asked nothing, or was cancelled.
 */
export function CashConfirmation({ order }: { order: Pick<OrderDetails, "status" | "cashConfirmation"> }) {
  const t = useT();
  const cash = order.cashConfirmation;
  if (!cash || order.status === "cancelled") return null;
  if (!cash.awaiting) return cash.ask === "confirm" ? <p data-testid="cash-confirmed">{t("You confirmed this order. Thank you!")}</p> : null;
  const deadline = cash.confirmBy ? t.dateTime(cash.confirmBy) : "";
  if (cash.ask === "part") {
    return (
      <p className="cash-ask" data-testid="cash-awaiting">
        {t("Awaiting your part payment of {amount} by {deadline}; the rest is paid on delivery.", { amount: formatRupees(cash.partAmount), deadline })}
      </p>
    );
  }
  return (
    <section className="cash-ask" aria-labelledby="confirm-title" data-testid="cash-awaiting">
      <h2 id="confirm-title">{t("Awaiting your confirmation")}</h2>
      <p>{t("Please confirm this order by {deadline}, or it will be cancelled.", { deadline })}</p>
      <Form method="post">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="confirm" />
        <SubmitButton pendingText={t("Confirming…")}>{t("Confirm order")}</SubmitButton>
      </Form>
    </section>
  );
}
