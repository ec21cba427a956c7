import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { translatedMeta } from "~/i18n/meta";
import { redirectWithError } from "~/server/toast.server";
import { pageMessages, translatorOf } from "~/server/i18n.server";
import { useT } from "~/i18n/useT";

/** The payment result (docs/product.md#payment-links): 'false' is 'Payment Failed !' and home; otherwise the success message. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  if (params.payment === "false") throw await redirectWithError("/", (await translatorOf(request))("Payment Failed !"));
  return json({ orderId: params.id ?? "", messages: await pageMessages(request, "checkout") });
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => translatedMeta({ matches }, (t) => t("Payment received"));

export default function PaymentResultPage() {
  const { orderId } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="page payment-result">
      <div className="result-card" role="status">
        <h1>{t("Thank you!")}</h1>
        <p>{t("Your payment for order {id} has been recived successfully!", { id: orderId })}</p>
        <div className="form-actions">
          <Link to="/" className="button button-secondary">
            {t("Close")}
          </Link>
          <Link to="/product_list/prefill/all" className="button">
            {t("Continue Shopping")}
          </Link>
        </div>
      </div>
    </section>
  );
}
