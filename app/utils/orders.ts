import type { PaymentType } from "@domain/orders";

/** Words the order pages use for what the API answers as codes. */
export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = { COD: "Cash on Delivery", online: "Online Payment" };

export const orderPath = (id: string) => `/order_detail/${id}`;
