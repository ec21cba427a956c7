import { getFormProps, useForm } from "~/lib/forms/use-form";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { formatRupees } from "@domain/shared/money";
import * as orders from "@domain/orders/endpoints";
import { RETURN_REASONS, returnMessages } from "@domain/orders/orders";
import { returnFormSchema } from "@domain/orders/schemas";
import { Field, FormErrors, SelectField, TextareaField } from "~/components/form";
import { SubmitButton } from "~/components/SubmitButton";
import { createApi } from "~/server/api/client.server";
import { submitForm } from "~/server/form.server";
import { noStore, requireCustomer } from "~/server/guards.server";
import { orderPath } from "@domain/orders/labels";
import { orderDetails } from "~/routes/orders/orders.server";
import { redirectWithError } from "~/server/toast.server";
import { pageMessages, translatorOf } from "~/server/i18n.server";
import { useT } from "~/i18n/useT";
import { useLazyValidation } from "~/lib/forms/lazy-validation";
import { translatedMeta } from "~/i18n/meta";

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
    schema: returnFormSchema(order.paymentType),
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
  const validate = useLazyValidation(() => import("@domain/orders/schemas").then((s) => s.returnFormSchema(order.paymentType)));
  const t = useT();
  const [form, fields] = useForm<{ reason: string; comment: string; upiId: string }>({
    id: "return-form",
    lastResult,
    onValidate: validate,
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
