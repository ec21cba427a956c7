import type { OrderStatus, PaymentType } from "../orders/statuses";
import { withPrepaidOffer, type CashAsk, type CodSettings } from "./risk";

/**
 * Paying a cash order now (docs/product.md#cash-on-delivery-risk): the whole of it online, with the
 * prepaid offer off (the order becomes a paid online order), or, when its score asked for one, the part
 * payment (the order stays cash, the rest paid on delivery). Both go through the same online payment
 * as any order; these rules say what may be paid and what a captured payment was for.
 */

/** What the prepaid offer takes off an order of `totalPaise` paid online (withPrepaidOffer, never more than the order). */
export const prepaidOfferOn = (totalPaise: number, settings: Pick<CodSettings, "prepaidOfferPaise">) =>
  totalPaise - Math.min(totalPaise, withPrepaidOffer(totalPaise, settings));

/** A cash order may be paid online until it leaves for delivery. */
const PAYABLE_STATUSES: readonly OrderStatus[] = ["pending", "accepted"];

/** What the rules read of an order. */
export type PayNowOrder = {
  paymentType: PaymentType;
  paid: boolean;
  status: OrderStatus;
  totalPaise: number;
  /** Paid online towards a cash order so far: its part payment. */
  partPaidPaise: number;
  /** What the order's score asked, if it was scored. */
  risk: { ask: CashAsk; partPaise: number | null; confirmed: boolean } | null;
};

/** Why a cash order cannot be paid online now; null when it can. */
export type PayNowRefusal = "paid" | "cancelled" | "moved-on" | "part-paid";

export function payNowRefusal(order: PayNowOrder): PayNowRefusal | null {
  if (order.paid) return "paid";
  if (order.status === "cancelled") return "cancelled";
  if (!PAYABLE_STATUSES.includes(order.status)) return "moved-on";
  if (order.partPaidPaise > 0) return "part-paid";
  return null;
}

type PayNowOptions = {
  /** The whole order online, the offer off: what is paid and what is saved. */
  whole: { amountPaise: number; savingPaise: number } | null;
  /** The part payment its score asked, and what is left to pay on delivery. */
  part: { amountPaise: number; duePaise: number } | null;
};

/**
 * What a cash order may pay online now. The part payment is offered while it is asked and not yet
 * made, and only while it is less than the whole order paid online (else paying all of it costs no more).
 */
export function payNowOptions(order: PayNowOrder, settings: Pick<CodSettings, "prepaidOfferPaise">): PayNowOptions {
  if (order.paymentType !== "COD" || payNowRefusal(order)) return { whole: null, part: null };
  const amountPaise = order.totalPaise - prepaidOfferOn(order.totalPaise, settings);
  const { risk } = order;
  const part =
    risk?.ask === "part" && risk.partPaise && !risk.confirmed && risk.partPaise < amountPaise
      ? { amountPaise: risk.partPaise, duePaise: order.totalPaise - risk.partPaise }
      : null;
  return { whole: { amountPaise, savingPaise: order.totalPaise - amountPaise }, part };
}

/** The cash to collect on delivery: a cash order's total less what was paid online towards it; nothing for a paid one. */
export const dueOnDelivery = (order: Pick<PayNowOrder, "paymentType" | "paid" | "totalPaise" | "partPaidPaise">) =>
  order.paymentType === "COD" && !order.paid ? order.totalPaise - order.partPaidPaise : 0;
