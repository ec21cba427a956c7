import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { formatRupees } from "@domain/shared/money";
import { createApi } from "~/server/api/client.server";
import { noStore, requireCustomer } from "~/server/guards.server";
import { orderPath, REFUND_METHOD_LABELS, REFUND_STATE_LABELS } from "@domain/orders/labels";
import { refundList } from "~/routes/orders/orders.server";
import { pageMessages } from "~/server/i18n.server";
import { useT } from "~/i18n/useT";
import { translatedMeta } from "~/i18n/meta";

/** /refund: the signed-in customer's refunds, newest first as the API answers them. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCustomer(request);
  const { refunds } = await refundList(await createApi({ request, context }));
  return json({ refunds, messages: await pageMessages(request, "orders") }, { headers: noStore });
}

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction<typeof loader> = (args) => translatedMeta(args, (t) => t("Refunds"));

export default function RefundsPage() {
  const { refunds } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="page account-page">
      <h1>{t("Refunds")}</h1>
      {refunds.length ? (
        // Eight columns are wider than a phone: the table scrolls sideways within the page (keyboard too).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region takes focus so a keyboard can scroll it (axe's scrollable-region-focusable)
        <section className="table-scroll" aria-label={t("Refunds")} tabIndex={0}>
          <table className="refunds">
            <thead>
              <tr>
                <th scope="col">{t("Order")}</th>
                <th scope="col">{t("Amount")}</th>
                <th scope="col">{t("Method")}</th>
                <th scope="col">{t("State")}</th>
                <th scope="col">{t("Requested")}</th>
                <th scope="col">{t("Refunded")}</th>
                <th scope="col">{t("Expected by")}</th>
                <th scope="col">{t("Reference")}</th>
              </tr>
            </thead>
            <tbody>
              {refunds.map((refund) => (
                <tr key={refund.id}>
                  <td>
                    <Link to={orderPath(refund.orderId)}>{refund.orderId}</Link>
                  </td>
                  <td>{formatRupees(refund.amount)}</td>
                  <td>{t(REFUND_METHOD_LABELS[refund.method])}</td>
                  <td>{t(REFUND_STATE_LABELS[refund.state])}</td>
                  <td>{t.date(refund.createdAt)}</td>
                  <td>{refund.processedAt ? t.date(refund.processedAt) : "—"}</td>
                  <td>{refund.expectedBy ? t.date(refund.expectedBy) : "—"}</td>
                  <td className="refund-reference">{refund.reference ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : (
        <div className="empty-state">
          <p>{t("No refunds yet")}</p>
          <p className="muted">{t("When an order is cancelled after payment or returned, its refund shows here.")}</p>
        </div>
      )}
    </section>
  );
}
