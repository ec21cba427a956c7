import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { formatRupees } from "@domain/shared/money";
import * as orders from "@domain/orders/endpoints";
import { RETURN_REASONS, returnMessages, returnOrderSchema, upiIdField, type PaymentType } from "@domain/orders/orders";
import { Field, FormErrors, SelectField, SubmitButton, TextareaField } from "~/components/form";
import { createApi } from "~/server/api/client.server";
import { submitForm } from "~/server/form.server";
import { noStore, requireCustomer } from "~/server/guards.server";
import { orderPath } from "@domain/orders/labels";
import { orderDetails } from "~/routes/orders/orders.server";
import { redirectWithError } from "~/server/toast.server";
import { pageMessages, translatorOf } from "~/server/i18n.server";
import { useT } from "~/i18n/useT";
import { translatedMeta } from "~/i18n/meta";

/**
 * The return form: the order comes from the address. A cash-on-delivery order is refunded to a UPI
 * id, so its form asks for one; the API checks that too, since it knows how the order was paid.
 */
const returnFormSchema = returnOrderSchema.omit({ orderId: true });
const codReturnFormSchema = returnFormSchema.extend({ upiId: upiIdField });
const schemaFor = (paymentType: PaymentType) => (paymentType === "COD" ? codReturnFormSchema : returnFormSchema);

/** /return/{id}: only for an order the API would take a return of now; otherwise back to the order with why. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireCustomer(request);
  const order = await orderDetails(await createApi({ request, context }), params.id, request);
  if (!order.actions.includes("return")) throw await redirectWithError(orderPath(order.id), (await translatorOf(request)).text(returnMessages.returnRefused));
  return json(
    { order: { id: order.id, paymentType: order.paymentType, orderTotal: order.orderTotal }, messages: await pageMessages(request, "orders", "forms") },
    { headers: noStore },
  );
}

/** Asks for the return; the form's schema is the one its page showed, so its messages are the same with JavaScript off. */
export async function action(args: ActionFunctionArgs) {
  await requireCustomer(args.request);
  const order = await orderDetails(await createApi(args), args.params.id, args.request);
  return submitForm(args, {
    schema: schemaFor(order.paymentType),
    redirectTo: orderPath(order.id),
    send: (api, value) => api.call(orders.returnOrder, { body: { ...value, orderId: order.id } }),
  });
}

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction<typeof loader> = (args) =>
  translatedMeta(args, (t) => (args.data ? t("Return order {id}", { id: args.data.order.id }) : t("Order not found")));

export default function ReturnOrderPage() {
  const { order } = useLoaderData<typeof loader>();
  const lastResult = useActionData<never>();
  const schema = schemaFor(order.paymentType);
  const t = useT();
  const [form, fields] = useForm<{ reason: string; comment: string; upiId: string }, Record<string, unknown>>({
    id: "return-form",
    lastResult,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <section className="page account-page">
      <h1>{t("Return order {id}", { id: order.id })}</h1>
      <p className="muted">
        {order.paymentType === "COD"
          ? t("Tell us what went wrong. Once we approve the return and collect the products, {amount} is refunded to your UPI id.", {
              amount: formatRupees(order.orderTotal),
            })
          : t("Tell us what went wrong. Once we approve the return and collect the products, {amount} is refunded to the card you paid with.", {
              amount: formatRupees(order.orderTotal),
            })}
      </p>
      <Form method="post" {...getFormProps(form)} className="account-form">
        <AuthenticityTokenInput />
        <FormErrors form={form} />
        <SelectField meta={fields.reason} label={t("Reason")} options={RETURN_REASONS} placeholder={t("Select a reason")} />
        <TextareaField meta={fields.comment} label={t("Comment (optional)")} />
        {order.paymentType === "COD" ? <Field meta={fields.upiId} label={t("UPI ID for the refund")} placeholder="name@bank" autoComplete="off" /> : null}
        <div className="form-actions">
          <SubmitButton pendingText={t("Sending…")}>{t("Request Return")}</SubmitButton>
          <Link to={orderPath(order.id)}>{t("Back to the order")}</Link>
        </div>
      </Form>
    </section>
  );
}

export { OrderErrorBoundary as ErrorBoundary } from "~/components/OrderNotFound";
