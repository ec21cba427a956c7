import type { MessageKey } from "../i18n/keys";
import type { OrderStatus } from "../orders/statuses";
import type { DeliveryOutcome } from "./risk";

/*
 * What happened to a delivery (docs/product.md#delivery-outcomes): the words for each outcome, what the
 * shopper is told they can do, and how an outcome moves the order along the state machine. Without zod,
 * so the order pages may import it.
 */

/** How an outcome reads in an order's history, to the shopper and to operators. */
export const OUTCOME_LABELS: Record<DeliveryOutcome, MessageKey> = {
  delivered: "Delivered to the door",
  refused: "Refused at the door",
  unreachable: "Could not reach you",
  "address-not-found": "Address not found",
  rescheduled: "Delivery rescheduled",
  "returned-to-origin": "Returned to us",
};

/** What the shopper's order page says happened and what they can do, for the outcomes that need a word. */
const OUTCOME_ADVICE: Partial<Record<DeliveryOutcome, MessageKey>> = {
  refused: "The parcel was refused at the door. If that was a mistake, call us and we will send it again.",
  unreachable: "The courier could not reach you. Keep your phone on, and call us if you will be away.",
  "address-not-found": "The courier could not find your address. Add a landmark to your address, or call us.",
  rescheduled: "The courier will come again on another day. Keep your phone on and the amount ready.",
  "returned-to-origin": "The parcel came back to us, so the order is cancelled. You can order again whenever you like.",
};

/**
 * What the shopper's order page tells them (docs/product.md#delivery-outcomes): what happened at the
 * last attempt and what they can do, while the order is not delivered; nothing once it is, or before
 * any attempt.
 */
export function outcomeAdvice(outcomes: readonly { outcome: DeliveryOutcome }[], status: OrderStatus): MessageKey | null {
  const last = outcomes.at(-1);
  return (last && status !== "delivered" && OUTCOME_ADVICE[last.outcome]) || null;
}

/** The outcomes that end a delivery without the parcel: the order is not delivered (yet). */
const NOT_DELIVERED: readonly DeliveryOutcome[] = ["refused", "unreachable", "address-not-found"];

/**
 * The operator moves an outcome makes from the order's status, in order, each one the state machine
 * allows (decision 010); [] when the outcome is recorded and the status stays; null when the outcome
 * cannot happen to an order in that status (not out for delivery yet, or its delivery long over):
 * - delivered: to delivered (a not-delivered order goes out again first); nothing new for one delivered;
 * - refused, unreachable, address not found: to not-delivered;
 * - rescheduled: the order stays where it is on its way;
 * - returned to origin: the parcel is back, so the order is cancelled (stock back), through
 *   not-delivered if it was still on its way; recorded on an order already cancelled, for its cost.
 */
export function outcomeMoves(outcome: DeliveryOutcome, status: OrderStatus): OrderStatus[] | null {
  const onItsWay = status === "on-the-way" || status === "reached";
  if (outcome === "delivered") return onItsWay ? ["delivered"] : status === "not-delivered" ? ["on-the-way", "delivered"] : null;
  if (outcome === "returned-to-origin")
    return onItsWay ? ["not-delivered", "cancelled"] : status === "not-delivered" ? ["cancelled"] : status === "cancelled" ? [] : null;
  if (!onItsWay && status !== "not-delivered") return null;
  return NOT_DELIVERED.includes(outcome) && onItsWay ? ["not-delivered"] : [];
}
