import type { ActionFunctionArgs } from "@remix-run/node";
import * as help from "@domain/help/endpoints";
import { feedbackSchema, orderTicketSchema } from "@domain/help/schemas";
import * as orderEndpoints from "@domain/orders/endpoints";
import { profileData } from "../account/account.server";
import { ApiFailure, type Api } from "../../server/api/client.server";
import { submitForm } from "../../server/form.server";
import { requireCustomer } from "../../server/guards.server";
import type { HelpTicketsData } from "../../components/HelpTickets";

/**
 * What the help pages ask the API, shared by the routes that show the same screen (/help_list,
 * /Help-List and the account area's help_center tab; /more_help and /order_add; /faq and the
 * /about_{product} pages).
 */

/** The customer's tickets with the operators' replies, newest first. */
export async function helpTickets(api: Api): Promise<HelpTicketsData> {
  const { data } = await api.call(help.allFeedbackOfUser);
  return { tickets: data.list };
}

/** The FAQ by category, or the questions matching a search (`?q=`, a plain GET form). */
export async function faqPage(api: Api, url: URL) {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const [categories, faqs] = await Promise.all([api.call(help.allFaqCategory), api.call(help.allFaq, { query: q ? { q } : {} })]);
  return { q, categories: categories.data.list, faqs: faqs.data.list };
}

/** The FAQ category of the brand's own products, for /about_nirmal and any {product} without a category of its own. */
const STORY_FAQ_CATEGORY = "products-and-refills";

/** The FAQ an /about_{product} page shows: the category named {product}, else the products category. */
export async function storyFaq(api: Api, product: string) {
  const ask = (id: string) => api.call(help.getFaqByCategory, { query: { id } });
  let answer;
  try {
    answer = await ask(/^[a-z0-9-]{1,60}$/.test(product) ? product : STORY_FAQ_CATEGORY);
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.status >= 500) throw error;
    answer = await ask(STORY_FAQ_CATEGORY);
  }
  return { category: answer.data.category, faqs: answer.data.list };
}

/**
 * The ticket form's data: the mobile number from the profile, and for /order_add the customer's
 * newest orders to choose from (the one asked for by `?orderId=` chosen, and listed even if older).
 */
export async function ticketFormData(api: Api, url: URL, withOrders: boolean) {
  const { profile } = await profileData(api);
  if (!withOrders) return { mobileNumber: profile.phoneNumber, orders: [], orderId: "" };
  const { data } = await api.call(orderEndpoints.getOrderList, { query: { sort: "DESC", filter: "all", page: 1 } });
  const orders = data.list.map((o) => ({ id: o.id, placedAt: o.placedAt }));
  const asked = url.searchParams.get("orderId") ?? "";
  let orderId = orders.some((o) => o.id === asked) ? asked : "";
  if (asked && !orderId) {
    try {
      const { data: order } = await api.call(orderEndpoints.getOrderDetails, { query: { id: asked } });
      orders.push({ id: order.id, placedAt: order.placedAt });
      orderId = order.id;
    } catch (error) {
      // Not one of the customer's orders (or not an order number): the form opens with none chosen.
      if (!(error instanceof ApiFailure) || error.status >= 500) throw error;
    }
  }
  return { mobileNumber: profile.phoneNumber, orders, orderId };
}

/** Raises a ticket (an order's, from /order_add) and goes to the customer's tickets with the API's thanks. */
export async function ticketAction(args: Pick<ActionFunctionArgs, "request" | "context">, aboutOrder: boolean) {
  await requireCustomer(args.request);
  return submitForm(args, {
    schema: aboutOrder ? orderTicketSchema : feedbackSchema,
    redirectTo: "/help_list",
    send: (api, value) => api.call(help.addFeedback, { body: value }),
  });
}
