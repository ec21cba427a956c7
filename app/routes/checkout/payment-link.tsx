import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ApiFailure, createApi } from "~/server/api/client.server";
import { OnlineCheckout } from "~/components/OnlineCheckout";
import * as payments from "@domain/payments/endpoints";
import { noStore } from "~/server/guards.server";
import { translatedMeta } from "~/i18n/meta";
import { checkoutReturnUrls } from "~/routes/checkout/payments.server";
import { redirectWithError } from "~/server/toast.server";
import { pageMessages, translatorOf } from "~/server/i18n.server";
import { useT } from "~/i18n/useT";

/**
 * A payment link from an SMS (docs/product.md#payment-links), open without a location or a
 * session: fetch the order by id and token; paid → 'Payment is already done !' and home; a provider
 * order to pay → the gateway's checkout (components/OnlineCheckout.tsx); nothing to pay → 'Oops , something went
 * wrong !'; errors → their message and home.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = await createApi({ request, context });
  const { data: checkout } = await api
    .call(payments.validPaymentToken, { query: { orderId: params.orderId ?? "", token: params.token ?? "" } })
    .catch(async (error: unknown) => {
      if (error instanceof ApiFailure) throw await redirectWithError("/", error.message);
      throw error;
    });
  if (checkout.paid) throw await redirectWithError("/", (await translatorOf(request))("Payment is already done !"));
  if (!checkout.razorOrder?.id || !checkout.razorOrder.amount)
    throw await redirectWithError("/", (await translatorOf(request))("Oops , something went wrong !"));
  return json({ checkout, ...checkoutReturnUrls(request), messages: await pageMessages(request, "checkout") }, { headers: noStore });
}

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction<typeof loader> = ({ matches }) => translatedMeta({ matches }, (t) => t("Pay for your order"));

export default function PaymentLinkPage() {
  const { checkout, callbackUrl, cancelUrl, logoUrl } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="page payment-page">
      <h1>{t("Pay for order {orderNumber}", { orderNumber: checkout.orderNumber })}</h1>
      <OnlineCheckout checkout={checkout} callbackUrl={callbackUrl} cancelUrl={cancelUrl} logoUrl={logoUrl} />
    </section>
  );
}
