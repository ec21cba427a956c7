import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import * as cart from "@domain/cart/endpoints";
import { orderPath } from "@domain/orders/labels";
import { ApiFailure, createApi } from "~/server/api/client.server";
import { readForm } from "~/server/csrf.server";
import { requireCustomer } from "~/server/guards.server";
import { redirectWithError, redirectWithSuccess } from "~/server/toast.server";

/**
 * POST /buy_again (docs/product.md#buy-again): an ended order's items, or each bottle's refill
 * (`items=refills`), into the cart, then the cart, with what was left out in the toast. The order
 * page and the order list post here; a refusal goes back to the order with its message, and an order
 * that is not the customer's to the order list.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireCustomer(request);
  const form = await readForm(request);
  const orderId = String(form.get("orderId") ?? "");
  const items = form.get("items") === "refills" ? "refills" : "same";
  const api = await createApi({ request, context });
  try {
    const { message, data } = await api.call(cart.buyAgain, { body: { orderId, items } });
    return redirectWithSuccess("/cart", { message, description: data.extra.notices.join(" ") || undefined });
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    return redirectWithError(error.status === 404 || error.status === 400 ? "/order_list" : orderPath(orderId), error.message);
  }
}

/** Nothing to show here: a visit goes to the orders. */
export const loader = () => redirect("/order_list");
