import { getFormProps, getSelectProps, getTextareaProps, useForm } from "~/lib/forms/use-form";
import { Form, Link, useActionData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FEEDBACK_REASONS, QUESTION_MAX } from "@domain/help/help";
import { useLazyValidation } from "~/lib/forms/lazy-validation";
import { FieldError, FormErrors, PhoneField } from "./form";
import { SubmitButton } from "./SubmitButton";
import { useT } from "~/i18n/useT";

type Order = { id: string; placedAt: string };

/**
 * The support form (docs/product.md#forms-and-validation): reason, the issue in the shopper's words, and the mobile number to call
 * back, prefilled from the profile. With `orders` (/order_add) it is about one of them, chosen from
 * a select. The same schema checks it here and in the action, with the shop's messages.
 */
export function TicketForm({ mobileNumber, orders, orderId }: { mobileNumber: string; orders?: Order[]; orderId?: string }) {
  const validate = useLazyValidation(() => import("@domain/help/schemas").then((s) => (orders ? s.orderTicketSchema : s.feedbackSchema)));
  const lastResult = useActionData<never>();
  const t = useT();
  const [form, fields] = useForm<{ orderId: string; categoryId: string; question: string; mobileNumber: string }>({
    id: orders ? "order-ticket-form" : "ticket-form",
    lastResult,
    defaultValue: { mobileNumber, orderId: orderId ?? "" },
    onValidate: validate,
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
          <label htmlFor={fields.orderId.id}>{t("Order")}</label>
          <select key={orderKey} {...orderProps}>
            <option value="">{t("Select an order")}</option>
            {orders.map((order) => (
              <option key={order.id} value={order.id}>
                {t("{id}, placed {date}", { id: order.id, date: t.date(order.placedAt) })}
              </option>
            ))}
          </select>
          <FieldError meta={fields.orderId} />
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={fields.categoryId.id}>{t("Reason")}</label>
        <select key={reasonKey} {...reasonProps}>
          <option value="">{t("Select Reason")}</option>
          {FEEDBACK_REASONS.map((reason) => (
            <option key={reason.id} value={reason.id}>
              {t(reason.label)}
            </option>
          ))}
        </select>
        <FieldError meta={fields.categoryId} />
      </div>
      <div className="field">
        <label htmlFor={fields.question.id}>{t("Your issue")}</label>
        <textarea key={questionKey} rows={6} {...questionProps} />
        <p className="muted">{t("Up to {count} characters.", { count: QUESTION_MAX.toLocaleString("en-IN") })}</p>
        <FieldError meta={fields.question} />
      </div>
      <PhoneField meta={fields.mobileNumber} label={t("Mobile number")} />
      <div className="form-actions">
        <SubmitButton pendingText={t("Sending…")}>{t("Submit")}</SubmitButton>
        <Link to="/help_list">{t("Your help requests")}</Link>
      </div>
    </Form>
  );
}
