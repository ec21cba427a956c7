import type { Translate } from "@domain/i18n/translate";
import type { OrderDetails } from "@domain/orders/schemas";
import { formatRupees } from "@domain/shared/money";

/**
 * What a cash order's page offers to pay online now (docs/product.md#cash-on-delivery-risk), in the
 * shopper's words: the whole order with the prepaid offer off, and the part payment its score asked.
 */
export function payNowLines(t: Translate, order: Pick<OrderDetails, "payNow" | "orderTotal">) {
  const { whole, part } = order.payNow;
  return {
    whole: whole && {
      button: whole.saving > 0 ? t("Pay now by UPI and save {saving}", { saving: formatRupees(whole.saving) }) : t("Pay now by UPI"),
      note: t("Pay {amount} online now instead of {total} in cash at the door.", { amount: formatRupees(whole.amount), total: formatRupees(order.orderTotal) }),
    },
    part: part && {
      button: t("Pay {amount} now by UPI, the rest on delivery", { amount: formatRupees(part.amount) }),
      note: t("Then keep {due} ready to pay on delivery.", { due: formatRupees(part.due) }),
    },
    pending: t("Starting payment…"),
  };
}
