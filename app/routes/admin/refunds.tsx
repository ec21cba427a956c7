import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { REFUND_METHOD_LABELS, REFUND_STATE_LABELS } from "@domain/orders/labels";
import { REFUND_STATE_FILTERS } from "@domain/orders/orders";
import * as payments from "@domain/payments/endpoints";
import { formatRupees } from "@domain/shared/money";
import { FieldError, FormErrors } from "~/components/form";
import { useT } from "~/i18n/useT";
import { StatusFilter } from "./status-filter";
import { pageMessages } from "~/server/i18n.server";
import { consoleRead, operatorApi, requireOperator, submitConsoleForm } from "./console.server";
import { consoleMeta } from "./meta";

type StateFilter = (typeof REFUND_STATE_FILTERS)[number];

/**
 * /admin/refunds: the newest refunds, all or in one state, each with its method, reference and, for a
 * transfer to a UPI id that failed, the form to record the bank's reference (UTR) of one made by hand.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireOperator(request);
  const asked = new URL(request.url).searchParams.get("state") ?? "all";
  const state = (REFUND_STATE_FILTERS as readonly string[]).includes(asked) ? (asked as StateFilter) : "all";
  const api = await operatorApi({ request, context });
  const { data } = await consoleRead(api.call(payments.listRefunds, { query: { state } }));
  return json({
    state,
    list: data.list.map((refund) => ({ ...refund, methodLabel: REFUND_METHOD_LABELS[refund.method], stateLabel: REFUND_STATE_LABELS[refund.state] })),
    messages: await pageMessages(request, "orders", "admin"),
  });
}

export const meta: MetaFunction = (args) => consoleMeta(args, (t) => t("Refunds"));

export async function action(args: ActionFunctionArgs) {
  await requireOperator(args.request);
  const url = new URL(args.request.url);
  return submitConsoleForm(args, {
    schema: payments.recordRefundPaid.body,
    redirectTo: `${url.pathname}${url.search}`,
    send: (api, body) => api.call(payments.recordRefundPaid, { body }),
  });
}

type Refund = ReturnType<typeof useLoaderData<typeof loader>>["list"][number];

function PaidByHand({ refund }: { refund: Refund }) {
  const t = useT();
  const lastResult = useActionData<typeof action>() as SubmissionResult<string[]> | undefined;
  const [form, fields] = useForm({ id: `utr-${refund.id}`, lastResult: lastResult?.initialValue?.refundId === refund.id ? lastResult : undefined });
  return (
    <Form method="post" {...getFormProps(form)}>
      <AuthenticityTokenInput />
      <input type="hidden" name="refundId" value={refund.id} />
      <FormErrors form={form} />
      <div className="field">
        <label htmlFor={fields.utr.id}>{t("UTR of the transfer for refund {refund}", { refund: refund.id })}</label>
        <input {...getInputProps(fields.utr, { type: "text" })} key={fields.utr.key} maxLength={22} autoComplete="off" />
        <FieldError meta={fields.utr} />
      </div>
      <button type="submit">{t("Record as paid")}</button>
    </Form>
  );
}

export default function ConsoleRefunds() {
  const { state, list } = useLoaderData<typeof loader>();
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
                <td>{refund.state === "failed" && refund.method === "upi" ? <PaidByHand refund={refund} /> : (refund.reference ?? "")}</td>
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
