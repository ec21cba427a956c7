import type { MessageKey } from "../i18n/keys";
import type { PaymentType } from "./orders";
import type { Refund } from "./schemas";

/** Words the order pages use for what the API answers as codes: English messages, shown through the page's translator (docs/i18n.md). */
export const PAYMENT_TYPE_LABELS: Record<PaymentType, MessageKey> = { COD: "Cash on Delivery", online: "Online Payment" };

export const REFUND_METHOD_LABELS: Record<Refund["method"], MessageKey> = { gateway: "To your card", upi: "To your UPI id" };
export const REFUND_STATE_LABELS: Record<Refund["state"], MessageKey> = { pending: "In progress", processed: "Refunded", failed: "Failed" };

export const orderPath = (id: string) => `/order_detail/${id}`;
