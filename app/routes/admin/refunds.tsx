import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { REFUND_METHOD_LABELS, REFUND_STATE_LABELS } from "@domain/orders/labels";
import { REFUND_STATE_FILTERS } from "@domain/orders/orders";
import * as payments from "@domain/payments/endpoints";
import { formatRupees } from "@domain/shared/money";
import { useT } from "~/i18n/useT";
import { StatusFilter } from "./status-filter";
import { pageMessages } from "~/server/i18n.server";
import { consoleRead, openConsolePage, operatorApi } from "./console.server";
import { orderFormsAction } from "./order-actions.server";
import { PaidByHandForm, payableByHand } from "./order-forms";
import { consoleMeta } from "./meta";

type StateFilter = (typeof REFUND_STATE_FILTERS)[number];

/**
 * /admin/refunds: the newest refunds, all or in one state, each with its method, reference and, for a
 * transfer to a UPI id that failed, the form to record the bank's reference (UTR) of one made by hand.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { forms } = await openConsolePage(request, "refunds");
  const asked = new URL(request.url).searchParams.get("state") ?? "all";
  const state = (REFUND_STATE_FILTERS as readonly string[]).includes(asked) ? (asked as StateFilter) : "all";
  const api = await operatorApi({ request, context });
  const { data } = await consoleRead(api.call(payments.listRefunds, { query: { state } }));
  return json({
    forms,
    state,
    list: data.list.map((refund) => ({ ...refund, methodLabel: REFUND_METHOD_LABELS[refund.method], stateLabel: REFUND_STATE_LABELS[refund.state] })),
    messages: await pageMessages(request, "orders", "admin"),
  });
}

export const meta: MetaFunction = (args) => consoleMeta(args, (t) => t("Refunds"));

export const action = (args: ActionFunctionArgs) => orderFormsAction(args, ["refund-paid"]);

export default function ConsoleRefunds() {
  const { forms, state, list } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section aria-labelledby="refunds-title">
      <h1 id="refunds-title">{t("Refunds")}</h1>
      <StatusFilter name="state" value={state} options={Object.entries(REFUND_STATE_LABELS).map(([value, label]) => ({ value, label }))} />
      {list.length ? (
        <table>
          <thead>
            <tr>
              <th scope="col">{t("Refund")}</th>
              <th scope="col">{t("Order")}</th>
              <th scope="col">{t("Status")}</th>
              <th scope="col">{t("Reference")}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((refund) => (
              <tr key={refund.id}>
                <td>
                  {refund.id}, {formatRupees(refund.amount)}
                  <br />
                  {t(refund.methodLabel)}
                  {refund.upiId ? `: ${refund.upiId}` : null}
                  <br />
                  {t.dateTime(refund.createdAt)}
                </td>
                <td>{refund.orderId}</td>
                <td>
                  {t(refund.stateLabel)}
                  {refund.failureReason ? (
                    <>
                      <br />
                      {refund.failureReason}
                    </>
                  ) : null}
                </td>
                <td>{forms.refundPaid && payableByHand(refund) ? <PaidByHandForm refundId={refund.id} /> : (refund.reference ?? "")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t("No refunds.")}</p>
      )}
    </section>
  );
}
