import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { formatDate } from "@domain/shared/dates";
import { formatRupees } from "@domain/shared/money";
import { createApi } from "~/server/api.server";
import { noStore, requireCustomer } from "~/server/guards.server";
import { orderPath, REFUND_METHOD_LABELS, REFUND_STATE_LABELS } from "@domain/orders/labels";
import { refundList } from "~/routes/orders/orders.server";
import { pageMeta } from "~/utils/seo";

/** /refund: the signed-in customer's refunds, newest first as the API answers them. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCustomer(request);
  return json(await refundList(await createApi({ request, context })), { headers: noStore });
}

export const headers: HeadersFunction = () => noStore;
export const meta = () => pageMeta("Refunds");

export default function RefundsPage() {
  const { refunds } = useLoaderData<typeof loader>();
  return (
    <section className="page account-page">
      <h1>Refunds</h1>
      {refunds.length ? (
        <table className="refunds">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Amount</th>
              <th scope="col">Method</th>
              <th scope="col">State</th>
              <th scope="col">Requested</th>
              <th scope="col">Refunded</th>
            </tr>
          </thead>
          <tbody>
            {refunds.map((refund) => (
              <tr key={`${refund.orderId}-${refund.createdAt}`}>
                <td>
                  <Link to={orderPath(refund.orderId)}>{refund.orderId}</Link>
                </td>
                <td>{formatRupees(refund.amount)}</td>
                <td>{REFUND_METHOD_LABELS[refund.method]}</td>
                <td>{REFUND_STATE_LABELS[refund.state]}</td>
                <td>{formatDate(refund.createdAt)}</td>
                <td>{refund.processedAt ? formatDate(refund.processedAt) : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <div className="empty-state">
          <p>No refunds yet</p>
          <p className="muted">When an order is cancelled after payment or returned, its refund shows here.</p>
        </div>
      )}
    </section>
  );
}
