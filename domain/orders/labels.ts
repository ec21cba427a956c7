import type { PaymentType, Refund } from "./orders";

/** Words the order pages use for what the API answers as codes. */
export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = { COD: "Cash on Delivery", online: "Online Payment" };

export const REFUND_METHOD_LABELS: Record<Refund["method"], string> = { gateway: "To your card", upi: "To your UPI id" };
export const REFUND_STATE_LABELS: Record<Refund["state"], string> = { pending: "In progress", processed: "Refunded", failed: "Failed" };

export const orderPath = (id: string) => `/order_detail/${id}`;
