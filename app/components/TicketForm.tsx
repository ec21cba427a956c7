import { getFormProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { formatDate } from "@domain/shared/dates";
import { FEEDBACK_REASONS, QUESTION_MAX, feedbackSchema, orderTicketSchema } from "@domain/help/help";
import { FieldError, FormErrors, PhoneField, SubmitButton } from "./form";

type Order = { id: string; placedAt: string };

/**
 * The support form (docs/product.md#forms-and-validation): reason, the issue in the shopper's words, and the mobile number to call
 * back, prefilled from the profile. With `orders` (/order_add) it is about one of them, chosen from
 * a select. The same schema checks it here and in the action, with the shop's messages.
 */
export function TicketForm({ mobileNumber, orders, orderId }: { mobileNumber: string; orders?: Order[]; orderId?: string }) {
  const schema = orders ? orderTicketSchema : feedbackSchema;
  const lastResult = useActionData<never>();
  const [form, fields] = useForm<{ orderId: string; categoryId: string; question: string; mobileNumber: string }, Record<string, unknown>>({
    id: orders ? "order-ticket-form" : "ticket-form",
    lastResult,
    defaultValue: { mobileNumber, orderId: orderId ?? "" },
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const { key: orderKey, ...orderProps } = getSelectProps(fields.orderId);
  const { key: reasonKey, ...reasonProps } = getSelectProps(fields.categoryId);
  const { key: questionKey, ...questionProps } = getTextareaProps(fields.question);
  return (
    <Form method="post" {...getFormProps(form)} className="account-form">
      <AuthenticityTokenInput />
      <FormErrors form={form} />
      {orders ? (
        <div className="field">
          <label htmlFor={fields.orderId.id}>Order</label>
          <select key={orderKey} {...orderProps}>
            <option value="">Select an order</option>
            {orders.map((order) => (
              <option key={order.id} value={order.id}>
                {order.id}, placed {formatDate(order.placedAt)}
              </option>
            ))}
          </select>
          <FieldError meta={fields.orderId} />
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={fields.categoryId.id}>Reason</label>
        <select key={reasonKey} {...reasonProps}>
          <option value="">Select Reason</option>
          {FEEDBACK_REASONS.map((reason) => (
            <option key={reason.id} value={reason.id}>
              {reason.label}
            </option>
          ))}
        </select>
        <FieldError meta={fields.categoryId} />
      </div>
      <div className="field">
        <label htmlFor={fields.question.id}>Your issue</label>
        <textarea key={questionKey} rows={6} {...questionProps} />
        <p className="muted">Up to {QUESTION_MAX.toLocaleString("en-IN")} characters.</p>
        <FieldError meta={fields.question} />
      </div>
      <PhoneField meta={fields.mobileNumber} label="Mobile number" />
      <div className="form-actions">
        <SubmitButton pendingText="Sending…">Submit</SubmitButton>
        <Link to="/help_list">Your help requests</Link>
      </div>
    </Form>
  );
}
