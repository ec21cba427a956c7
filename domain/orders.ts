/** Order vocabulary of the specification (§4 Order statuses, §5 filters). */
export const ORDER_STATUSES = [
  "pending",
  "accepted",
  "on-the-way",
  "reached",
  "delivered",
  "not-delivered",
  "cancelled",
  "return-requested",
  "return-request-accepted",
  "return-request-rejected",
  "return-request-approved",
  "return-on-the-way",
  "returned",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_TYPES = ["COD", "online"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
