import type { ActionFunctionArgs } from "@remix-run/node";
import * as orders from "@domain/orders/endpoints";
import * as payments from "@domain/payments/endpoints";
import { translatorOf } from "~/server/i18n.server";
import { requireOperator, submitConsoleForm } from "./console.server";

/**
 * The posts of the console's order forms (order-forms.tsx), each by its `intent`: a move, a bulk
 * accept, a refund paid by hand, a delivery's outcome. Each sends the operator's call and comes back to `back` (the page it
 * was posted from) with the API's message, or shows the refusal on the form; the API decides the role.
 */
type Args = Pick<ActionFunctionArgs, "request" | "context">;
const INTENTS = {
  move: (args: Args, back: string) =>
    submitConsoleForm(args, {
      schema: orders.updateOrderStatus.body,
      redirectTo: back,
      send: (api, body) => api.call(orders.updateOrderStatus, { body }),
    }),
  "accept-selected": async (args: Args, back: string) => {
    const t = await translatorOf(args.request);
    return submitConsoleForm(args, {
      schema: orders.acceptOrders.body,
      redirectTo: back,
      async send(api, body) {
        const { message, data } = await api.call(orders.acceptOrders, { body });
        const accepted = data.accepted.length ? [t("Accepted: {orders}", { orders: data.accepted.join(", ") })] : [];
        const refused = data.refused.map((r) => t("Not accepted: {order}: {reason}", { order: r.orderId, reason: r.message }));
        return { message, description: [...accepted, ...refused].join(" ") };
      },
    });
  },
  outcome: (args: Args, back: string) =>
    submitConsoleForm(args, {
      schema: orders.recordDeliveryOutcome.body,
      redirectTo: back,
      send: (api, body) => api.call(orders.recordDeliveryOutcome, { body }),
    }),
  "refund-paid": (args: Args, back: string) =>
    submitConsoleForm(args, {
      schema: payments.recordRefundPaid.body,
      redirectTo: back,
      send: (api, body) => api.call(payments.recordRefundPaid, { body }),
    }),
};

/** A console page's action for the order forms it shows (`intents`); back to the same address, its filters kept. */
export async function orderFormsAction(args: Args, intents: readonly (keyof typeof INTENTS)[]) {
  await requireOperator(args.request);
  const url = new URL(args.request.url);
  // The form is read (its CSRF token checked) by the intent's own handler; a copy says which one it is.
  const intent = await args.request
    .clone()
    .formData()
    .then((form) => form.get("intent"))
    .catch(() => null);
  const handler = intents.find((name) => name === intent);
  if (!handler) throw new Response("Nothing to post here", { status: 400 });
  return INTENTS[handler](args, `${url.pathname}${url.search}`);
}
