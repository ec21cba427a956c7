import { endpoint } from "../contract";
import { passMomentSchema } from "../shared/fields";
import {
  cashAskQuery,
  cashAskSchema,
  codSettingsSchema,
  codSettingsView,
  confirmByLinkSchema,
  confirmationLinkView,
  confirmationResult,
  confirmOrderSchema,
} from "./schemas";
import { z } from "zod";

/**
 * Cash on delivery's ladder (docs/product.md#cash-on-delivery-risk): what paying in cash would ask at
 * the payment step, the shopper's one-tap confirmation (the order page, the SMS link), and the owner's
 * settings. The WhatsApp quick reply arrives by the WhatsApp webhook.
 */

const confirmFailures = {
  404: "No such order among the customer's, or a link that is not this order's",
  409: "The order was cancelled, or asks no confirmation",
  410: "The link has expired",
} as const;

export const getCashAsk = endpoint({
  access: "customer",
  method: "GET",
  path: "api/customer/getCashAsk",
  summary:
    "What paying this checkout in cash would ask (nothing, a one-tap confirmation, a part payment now, or paying online) and the largest reasons why; the order is scored again when placed",
  query: cashAskQuery,
  response: cashAskSchema,
  failures: { 404: "Not one of the customer's addresses" },
});

export const confirmCashOrder = endpoint({
  access: "customer",
  method: "POST",
  path: "api/customer/confirmCashOrder",
  summary: "Confirms a cash order waiting for the shopper's confirmation; confirming again answers already-confirmed",
  body: confirmOrderSchema,
  response: confirmationResult,
  failures: confirmFailures,
});

export const getCashConfirmationLink = endpoint({
  access: "public",
  method: "GET",
  path: "auth/customer/getCashConfirmationLink",
  summary: "Opens an SMS confirmation link: whether its order awaits confirmation, is confirmed or was cancelled (changes nothing)",
  query: confirmByLinkSchema,
  response: confirmationLinkView,
  failures: confirmFailures,
});

export const confirmCashOrderByLink = endpoint({
  access: "public",
  method: "POST",
  path: "auth/customer/confirmCashOrder",
  summary: "Confirms a cash order by its SMS link (signed, expiring at the order's confirmation deadline)",
  body: confirmByLinkSchema,
  response: confirmationResult,
  failures: confirmFailures,
});

export const getCodSettings = endpoint({
  access: "operator",
  method: "GET",
  path: "api/admin/getCodSettings",
  summary: "The owner's settings for cash orders: the score's weights, the bands, the hours to confirm, the part payment and the prepaid offer",
  response: codSettingsView,
});

export const setCodSettings = endpoint({
  access: "operator",
  method: "PUT",
  path: "api/admin/setCodSettings",
  summary: "Changes the settings for cash orders, all at once; out of range or out of order is refused under its field and nothing changes; audited",
  body: codSettingsSchema,
  response: codSettingsView,
});

export const expireCashConfirmations = endpoint({
  access: "operator",
  method: "POST",
  path: "api/admin/expireCashConfirmations",
  summary:
    "Runs the expiry pass now, or as of a moment (a day: its start in India): cancels the cash orders still waiting for their shopper past their deadline (stock back, shopper told)",
  body: passMomentSchema,
  response: z.object({ asOf: z.string(), cancelled: z.number().int() }),
});
