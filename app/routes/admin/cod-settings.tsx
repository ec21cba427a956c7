import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getFormProps, getSelectProps, useForm, type FormResult } from "~/lib/forms/use-form";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import * as ladder from "@domain/cod/endpoints";
import { RISK_REASONS } from "@domain/cod/risk";
import { codSettingsSchema } from "@domain/cod/schemas";
import { FieldError, FormErrors } from "~/components/form";
import { useT } from "~/i18n/useT";
import { pageMessages } from "~/server/i18n.server";
import { NumberField } from "./number-field";
import { consoleRead, openConsolePage, operatorApi, requireOperator, submitConsoleForm } from "./console.server";
import { consoleMeta } from "./meta";
import { REASON_LABELS } from "./cod-labels";

/**
 * /admin/cod/settings (owner): the settings of cash orders' ladder (docs/product.md#cash-on-delivery-risk)
 * in one form: each reason's weight, where medium and high start, the hours to confirm, what a high
 * score asks, the part payment (an amount or a share) and the prepaid offer. A value out of range is
 * refused under its field and nothing is saved; every change is in the audit log.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { forms } = await openConsolePage(request, "cashSettings");
  const api = await operatorApi({ request, context });
  const { data } = await consoleRead(api.call(ladder.getCodSettings));
  return json({ forms, settings: data, messages: await pageMessages(request, "forms", "admin") });
}

export const meta: MetaFunction = (args) => consoleMeta(args, (t) => t("Cash on delivery settings"));

export async function action(args: ActionFunctionArgs) {
  await requireOperator(args.request);
  return submitConsoleForm(args, {
    schema: codSettingsSchema,
    redirectTo: "/admin/cod/settings",
    send: (api, body) => api.call(ladder.setCodSettings, { body }),
  });
}

/** The form's fields by their posted names: the weights as `weights.<reason>`. */
const flat = (values: Record<string, unknown> | null | undefined): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(values ?? {}).flatMap(([name, value]) =>
      value && typeof value === "object" && !Array.isArray(value) ? Object.entries(value).map(([key, inner]) => [`${name}.${key}`, inner]) : [[name, value]],
    ),
  );

export default function ConsoleCashSettings() {
  const { forms, settings } = useLoaderData<typeof loader>();
  const t = useT();
  const lastResult = useActionData<typeof action>() as FormResult | undefined;
  const [form, fields] = useForm<Record<string, string>>({
    id: "cod-settings",
    lastResult: lastResult && { ...lastResult, initialValue: flat(lastResult.initialValue) },
    defaultValue: flat(settings),
  });
  return (
    <section aria-labelledby="cod-settings-title">
      <h1 id="cod-settings-title">{t("Cash on delivery settings")}</h1>
      <p>
        <Link to="/admin/cod">{t("Cash on delivery")}</Link>
      </p>
      <p>
        {t(
          "A cash order's score is the sum of its reasons' points; from medium the shopper confirms it with one tap, from high they pay a part now or online.",
        )}
      </p>
      <Form method="post" {...getFormProps(form)}>
        <AuthenticityTokenInput />
        <FormErrors form={form} />
        <fieldset disabled={!forms.save}>
          <legend>{t("Weights (0 to 200)")}</legend>
          <div className="toolbar">
            {RISK_REASONS.map((code) => (
              <NumberField key={code} meta={fields[`weights.${code}`]} label={t(REASON_LABELS[code])} />
            ))}
          </div>
        </fieldset>
        <fieldset disabled={!forms.save}>
          <legend>{t("Bands and asks")}</legend>
          <div className="toolbar">
            <NumberField meta={fields.mediumFrom} label={t("Medium from (score)")} />
            <NumberField meta={fields.highFrom} label={t("High from (score)")} />
            <NumberField meta={fields.confirmHours} label={t("Hours to confirm")} />
            <div className="field">
              <label htmlFor={fields.highAsk.id}>{t("A high score asks")}</label>
              <select {...getSelectProps(fields.highAsk)} key={fields.highAsk.key}>
                <option value="part">{t("A part payment now, the rest in cash")}</option>
                <option value="prepaid">{t("Paying online only")}</option>
              </select>
              <FieldError meta={fields.highAsk} />
            </div>
          </div>
          <div className="toolbar">
            <NumberField meta={fields.partAmount} label={t("Part payment in rupees")} step="any" />
            <NumberField meta={fields.partPercent} label={t("Or a share of the order in %")} />
            <NumberField meta={fields.prepaidOffer} label={t("Prepaid offer in rupees")} step="any" />
          </div>
        </fieldset>
        {forms.save ? <button type="submit">{t("Save settings")}</button> : null}
      </Form>
    </section>
  );
}
