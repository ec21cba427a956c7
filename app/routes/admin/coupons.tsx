import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getFormProps, getInputProps, getSelectProps, useForm, type FormResult } from "~/lib/forms/use-form";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import * as cart from "@domain/cart/endpoints";
import { couponSaveSchema } from "@domain/cart/schemas";
import { formatRupees } from "@domain/shared/money";
import { Field, FieldError, FormErrors } from "~/components/form";
import { useT } from "~/i18n/useT";
import { pageMessages } from "~/server/i18n.server";
import { NumberField } from "./number-field";
import { consoleRead, openConsolePage, operatorApi, requireOperator, submitConsoleForm } from "./console.server";
import { consoleMeta } from "./meta";

/**
 * /admin/coupons (catalogue): the shop's promo codes with their terms, each switched off or on with
 * one button, and a form that adds a code or changes one by its code (a field left empty keeps its
 * value). A cart holding a code that was switched off drops it with the cart's own message.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { forms } = await openConsolePage(request, "coupons");
  const api = await operatorApi({ request, context });
  const { data } = await consoleRead(api.call(cart.listCouponsForOperator));
  return json({ forms, list: data.list, messages: await pageMessages(request, "admin") });
}

export const meta: MetaFunction = (args) => consoleMeta(args, (t) => t("Promo codes"));

/** The switch's buttons say which way it goes; the form's own box is read otherwise. */
const SWITCH = { off: false, on: true } as const;

export async function action(args: ActionFunctionArgs) {
  await requireOperator(args.request);
  return submitConsoleForm(args, {
    schema: couponSaveSchema,
    redirectTo: "/admin/coupons",
    send: (api, body, form) => {
      const turn = form.get("turn");
      return api.call(cart.saveCoupon, { body: turn === "off" || turn === "on" ? { code: body.code, active: SWITCH[turn] } : body });
    },
  });
}

type Coupon = ReturnType<typeof useLoaderData<typeof loader>>["list"][number];
type Result = FormResult | undefined;

function Switch({ coupon }: { coupon: Coupon }) {
  const t = useT();
  const lastResult = useActionData<typeof action>() as Result;
  const mine = lastResult?.initialValue?.code === coupon.code && lastResult.initialValue.turn !== undefined;
  const [form] = useForm({ id: `coupon-${coupon.code}`, lastResult: mine ? lastResult : undefined });
  return (
    <Form method="post" {...getFormProps(form)}>
      <AuthenticityTokenInput />
      <input type="hidden" name="code" value={coupon.code} />
      <FormErrors form={form} />
      {coupon.active ? (
        <button type="submit" name="turn" value="off" aria-label={t("Deactivate {code}", { code: coupon.code })}>
          {t("Deactivate")}
        </button>
      ) : (
        <button type="submit" name="turn" value="on" aria-label={t("Activate {code}", { code: coupon.code })}>
          {t("Activate")}
        </button>
      )}
    </Form>
  );
}

type CouponFields = {
  [K in "code" | "description" | "type" | "value" | "maxDiscount" | "minOrder" | "validFrom" | "validTo" | "perCustomerLimit" | "usageLimit"]: string;
} & {
  firstOrderOnly: boolean;
};

function SaveCoupon() {
  const t = useT();
  const lastResult = useActionData<typeof action>() as Result;
  const mine = lastResult?.initialValue !== undefined && lastResult.initialValue?.turn === undefined;
  const [form, fields] = useForm<CouponFields>({ id: "save-coupon", lastResult: mine ? lastResult : undefined });
  return (
    <Form method="post" {...getFormProps(form)}>
      <AuthenticityTokenInput />
      <FormErrors form={form} />
      <Field meta={fields.code} label={t("Code")} maxLength={20} autoCapitalize="characters" />
      <Field meta={fields.description} label={t("Description")} maxLength={200} />
      <div className="toolbar">
        <div className="field">
          <label htmlFor={fields.type.id}>{t("Kind")}</label>
          <select {...getSelectProps(fields.type)} key={fields.type.key}>
            <option value="">{t("Keep as it is")}</option>
            <option value="percent">{t("Percent off")}</option>
            <option value="flat">{t("Rupees off")}</option>
          </select>
          <FieldError meta={fields.type} />
        </div>
        <NumberField meta={fields.value} label={t("Discount (per cent or rupees)")} step="any" />
        <NumberField meta={fields.maxDiscount} label={t("Most off in rupees (optional)")} step="any" />
        <NumberField meta={fields.minOrder} label={t("Minimum order in rupees")} step="any" />
      </div>
      <div className="toolbar">
        <div className="field">
          <label htmlFor={fields.validFrom.id}>{t("First day")}</label>
          <input {...getInputProps(fields.validFrom, { type: "date" })} key={fields.validFrom.key} />
          <FieldError meta={fields.validFrom} />
        </div>
        <div className="field">
          <label htmlFor={fields.validTo.id}>{t("Last day")}</label>
          <input {...getInputProps(fields.validTo, { type: "date" })} key={fields.validTo.key} />
          <FieldError meta={fields.validTo} />
        </div>
        <NumberField meta={fields.perCustomerLimit} label={t("Uses per customer (optional)")} />
        <NumberField meta={fields.usageLimit} label={t("Uses in all (optional)")} />
      </div>
      <label>
        <input {...getInputProps(fields.firstOrderOnly, { type: "checkbox" })} key={fields.firstOrderOnly.key} /> {t("First order only")}
      </label>
      <button type="submit">{t("Save promo code")}</button>
    </Form>
  );
}

export default function ConsoleCoupons() {
  const { forms, list } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section aria-labelledby="coupons-title">
      <h1 id="coupons-title">{t("Promo codes")}</h1>
      <table>
        <thead>
          <tr>
            <th scope="col">{t("Code")}</th>
            <th scope="col">{t("Terms")}</th>
            <th scope="col">{t("Days")}</th>
            <th scope="col">{t("Uses")}</th>
            <th scope="col">{t("Active")}</th>
            {forms.save ? <th scope="col">{t("Change")}</th> : null}
          </tr>
        </thead>
        <tbody>
          {list.map((coupon) => (
            <tr key={coupon.code}>
              <td>
                <strong>{coupon.code}</strong>
                <br />
                {coupon.description}
              </td>
              <td>
                {coupon.type === "percent" ? t("{value}% off", { value: coupon.value }) : t("{amount} off", { amount: formatRupees(coupon.value) })}
                {coupon.maxDiscount === null ? null : <>, {t("at most {amount}", { amount: formatRupees(coupon.maxDiscount) })}</>}
                {coupon.minOrder ? <>, {t("on orders of {amount} or more", { amount: formatRupees(coupon.minOrder) })}</> : null}
                {coupon.firstOrderOnly ? <>, {t("first order only")}</> : null}
              </td>
              <td>{t("{from} to {to}", { from: t.date(`${coupon.validFrom}T00:00:00+05:30`), to: t.date(`${coupon.validTo}T00:00:00+05:30`) })}</td>
              <td>
                {coupon.uses}
                {coupon.usageLimit === null ? null : ` / ${coupon.usageLimit}`}
              </td>
              <td data-coupon-active={coupon.code}>{coupon.active ? t("Yes") : t("No")}</td>
              {forms.save ? (
                <td>
                  <Switch coupon={coupon} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {forms.save ? (
        <>
          <h2>{t("Add or change a promo code")}</h2>
          <p>{t("A code that exists is changed: a field left empty keeps its value.")}</p>
          <SaveCoupon />
        </>
      ) : null}
    </section>
  );
}
