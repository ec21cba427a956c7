import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/utils/seo";
import { redirectWithError } from "~/server/toast.server";

/** The payment result (docs/product.md#payment-links): 'false' is 'Payment Failed !' and home; otherwise the success message. */
export async function loader({ params }: LoaderFunctionArgs) {
  if (params.payment === "false") throw await redirectWithError("/", "Payment Failed !");
  return json({ orderId: params.id ?? "" });
}

export const meta = () => pageMeta("Payment received");

export default function PaymentResultPage() {
  const { orderId } = useLoaderData<typeof loader>();
  return (
    <section className="page payment-result">
      <div className="result-card" role="status">
        <h1>Thank you!</h1>
        <p>Your payment for order {orderId} has been recived successfully!</p>
        <div className="form-actions">
          <Link to="/" className="button button-secondary">
            Close
          </Link>
          <Link to="/product_list/prefill/all" className="button">
            Continue Shopping
          </Link>
        </div>
      </div>
    </section>
  );
}
