import { getFormProps, getInputProps, getSelectProps, useForm, type FormResult } from "~/lib/forms/use-form";
import { Form, useActionData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { MessageKey } from "@domain/i18n/keys";
import type { DeliveryOutcome } from "@domain/cod/risk";
import type { OrderStatus } from "@domain/orders/orders";
import { FieldError, FormErrors } from "~/components/form";
import { useT } from "~/i18n/useT";

/**
 * The console's forms for an order's daily work (and its status, as both order views show it), shared by the queue (/admin/orders), an order's page
 * (/admin/orders/:id) and the refunds (/admin/refunds): one move with an optional note, and a refund
 * paid by hand, and what happened to a delivery. Each posts its `intent` to its page's action (order-actions.server.ts).
 */

/**
 * An order's status as the console shows it, flagged "Delayed" when it is past its promised day, and
 * "Awaiting confirmation" while a cash order waits for its shopper's tap or part payment (it cannot
 * be accepted until then; docs/product.md#cash-on-delivery-risk).
 */
export function OrderStatusFlag({ order }: { order: { id: string; statusLabel: MessageKey; delayed: boolean; awaitingConfirmation: boolean } }) {
  const t = useT();
  return (
    <>
      <span data-order-status={order.id}>{t(order.statusLabel)}</span>
      {order.delayed ? (
        <>
          {" "}
          <span className="flag">{t("Delayed")}</span>
        </>
      ) : null}
      {order.awaitingConfirmation ? (
        <>
          {" "}
          <span className="flag">{t("Awaiting confirmation")}</span>
        </>
      ) : null}
    </>
  );
}

/**
 * The last refusal of this form, if the page's last post was this form's (a page shows many): its
 * `field` has this `value`, and it carries the field only this kind of form sends (`marker`), if named.
 */
function useOwnResult(field: string, value: string, marker?: string) {
  const lastResult = useActionData() as FormResult | undefined;
  const sent = lastResult?.initialValue;
  return sent?.[field] === value && (!marker || marker in sent) ? lastResult : undefined;
}

/** One button per move the state machine allows (its label), with a note the shopper reads; a rejected return's note is its reason. */
export function MoveForm({ orderId, moves }: { orderId: string; moves: { to: OrderStatus; label: MessageKey }[] }) {
  const t = useT();
  const [form, fields] = useForm({ id: `move-${orderId}`, lastResult: useOwnResult("orderId", orderId, "status") });
  if (!moves.length) return <span>{t("No moves")}</span>;
  return (
    <Form method="post" {...getFormProps(form)}>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="orderId" value={orderId} />
      <FormErrors form={form} />
      <div className="field">
        <label htmlFor={fields.note.id}>{t("Note for {order} (optional)", { order: orderId })}</label>
        <input {...getInputProps(fields.note, { type: "text" })} key={fields.note.key} maxLength={200} />
        <FieldError meta={fields.note} />
      </div>
      <div className="moves">
        {moves.map((move) => (
          <button
            key={move.to}
            type="submit"
            name="status"
            value={move.to}
            aria-label={t("Move {order} to {status}", { order: orderId, status: t(move.label) })}
          >
            {t(move.label)}
          </button>
        ))}
      </div>
    </Form>
  );
}

/**
 * What happened to the order's delivery (docs/product.md#delivery-outcomes): the outcomes its status can
 * have, a return to origin's cost in rupees, and a note for the order's history.
 */
export function OutcomeForm({ orderId, outcomes }: { orderId: string; outcomes: { outcome: DeliveryOutcome; label: MessageKey }[] }) {
  const t = useT();
  const [form, fields] = useForm({ id: `outcome-${orderId}`, lastResult: useOwnResult("orderId", orderId, "outcome") });
  return (
    <Form method="post" {...getFormProps(form)}>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="outcome" />
      <input type="hidden" name="orderId" value={orderId} />
      <FormErrors form={form} />
      <div className="field">
        <label htmlFor={fields.outcome.id}>{t("What happened")}</label>
        <select {...getSelectProps(fields.outcome)} key={fields.outcome.key} required>
          {outcomes.map((o) => (
            <option key={o.outcome} value={o.outcome}>
              {t(o.label)}
            </option>
          ))}
        </select>
        <FieldError meta={fields.outcome} />
      </div>
      <div className="field">
        <label htmlFor={fields.cost.id}>{t("Cost of the return to origin in rupees (optional)")}</label>
        <input {...getInputProps(fields.cost, { type: "number" })} key={fields.cost.key} min={0} step="any" />
        <FieldError meta={fields.cost} />
      </div>
      <div className="field">
        <label htmlFor={fields.note.id}>{t("Note (optional)")}</label>
        <input {...getInputProps(fields.note, { type: "text" })} key={fields.note.key} maxLength={200} />
        <FieldError meta={fields.note} />
      </div>
      <button type="submit">{t("Record outcome")}</button>
    </Form>
  );
}

/** A transfer to a refund's UPI id made by hand, recorded with the bank's reference (UTR). */
export function PaidByHandForm({ refundId }: { refundId: string }) {
  const t = useT();
  const [form, fields] = useForm({ id: `utr-${refundId}`, lastResult: useOwnResult("refundId", refundId) });
  return (
    <Form method="post" {...getFormProps(form)}>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="refund-paid" />
      <input type="hidden" name="refundId" value={refundId} />
      <FormErrors form={form} />
      <div className="field">
        <label htmlFor={fields.utr.id}>{t("UTR of the transfer for refund {refund}", { refund: refundId })}</label>
        <input {...getInputProps(fields.utr, { type: "text" })} key={fields.utr.key} maxLength={22} autoComplete="off" />
        <FieldError meta={fields.utr} />
      </div>
      <button type="submit">{t("Record as paid")}</button>
    </Form>
  );
}

/** Whether operators pay a refund by hand: a transfer to a UPI id that failed. */
export const payableByHand = (refund: { state: string; method: string }) => refund.state === "failed" && refund.method === "upi";
