import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { ApiFailure, createApi } from "~/server/api/client.server";
import { redirectWithError } from "~/server/toast.server";
import { readFormBody } from "~/server/csrf.server";
import * as payments from "@domain/payments/endpoints";
import { translatorOf } from "~/server/i18n.server";

/** Nothing to show: the provider posts here. */
export const loader = () => redirect("/");

/**
 * The payment provider's callback (the checkout's callback URL). The provider's page posts here
 * cross-site, so the shopper's SameSite=Lax session is not sent and there is no CSRF token: the
 * API checks the provider's signature instead. Success or failure, the shopper lands on the
 * payment result (docs/product.md#checkout-and-payments, #payment-links).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormBody(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  let metadata: unknown;
  try {
    metadata = JSON.parse(text("error[metadata]") ?? "null");
  } catch {
    metadata = null;
  }
  const posted = form.has("razorpay_payment_id")
    ? { razorpay_order_id: text("razorpay_order_id"), razorpay_payment_id: text("razorpay_payment_id"), razorpay_signature: text("razorpay_signature") }
    : {
        error: {
          code: text("error[code]"),
          description: text("error[description]"),
          reason: text("error[reason]"),
          metadata: metadata && typeof metadata === "object" ? metadata : undefined,
        },
      };
  // Fields that are not the provider's are a failed payment to the shopper, as the API's refusal of them would be.
  const body = payments.verifyPayment.body.safeParse(posted);
  // The provider's post carries no session cookie (see above): the language is the browser's.
  const t = await translatorOf(request);
  if (!body.success) return redirectWithError("/", t("Payment Failed !"));
  const api = await createApi({ request, context });
  try {
    const { data } = await api.call(payments.verifyPayment, { body: body.data });
    return redirect(`/online-payment-link-success/${data.paid ? "true" : "false"}/${data.orderNumber ?? "unknown"}`);
  } catch (error) {
    // A callback whose fields are not the provider's is a failed payment to the shopper.
    if (error instanceof ApiFailure) return redirectWithError("/", error.code === "validation" ? t("Payment Failed !") : error.message);
    throw error;
  }
}
