import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { ApiFailure, createApi } from "~/server/api/client.server";
import { readForm } from "~/server/csrf.server";
import { requireCustomer } from "~/server/guards.server";
import * as orders from "@domain/orders/endpoints";
import { orderPath } from "@domain/orders/labels";
import { redirectWithError } from "~/server/toast.server";
import { translatorOf } from "~/server/i18n.server";

/** A plain visit has nothing to download: the order's page has the form. */
export const loader = ({ params }: LoaderFunctionArgs) => redirect(orderPath(params.id ?? ""));

/**
 * The order's GST invoice as a download (a resource route: the order page's Download Invoice form
 * posts here). The API draws the PDF; this streams it on with a file name. An order that may not
 * have one goes back to its page with the API's message; another customer's is a 404.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireCustomer(request);
  await readForm(request);
  const api = await createApi({ request, context });
  const id = params.id ?? "";
  try {
    const pdf = await api.fetch(orders.genrateInvoice, { body: { orderId: id } });
    return new Response(pdf.body, {
      headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="Invoice-${id}.pdf"`, "Cache-Control": "no-store" },
    });
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    if (error.status === 404 || error.status === 400) {
      const t = await translatorOf(request);
      throw new Response(t("Order not found"), { status: 404 });
    }
    return redirectWithError(orderPath(id), error.message);
  }
}
