import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getFormProps, getInputProps, useForm, type FormResult } from "~/lib/forms/use-form";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { z } from "zod";
import * as delivery from "@domain/delivery/endpoints";
import { MAX_DELIVERY_DAYS, WEEKDAY_NAMES } from "@domain/delivery/promise";
import { areaSettingsSchema, newAreaSchema, type AreaSettings } from "@domain/delivery/schemas";
import { Field, FieldError, FormErrors } from "~/components/form";
import { useT } from "~/i18n/useT";
import { pageMessages } from "~/server/i18n.server";
import { consoleRead, openConsolePage, operatorApi, requireOperator, submitConsoleForm } from "./console.server";
import { consoleMeta } from "./meta";

const WEEKDAY_LABELS = { sun: "Sun", mon: "Mon", tue: "Tue", wed: "Wed", thu: "Thu", fri: "Fri", sat: "Sat" } as const;
const ADD = "add";

/**
 * /admin/areas (catalogue): every area with what it promises (docs/decisions/024), each in a form of
 * its own: delivery days, the order cut-off, closed weekdays and holidays, cash on delivery and its
 * limit, and whether the pincode is served at all; and a form that adds an area. An area is never
 * deleted.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { forms } = await openConsolePage(request, "areas");
  const api = await operatorApi({ request, context });
  const { data } = await consoleRead(api.call(delivery.listAreaDelivery));
  return json({ forms, list: data.list, messages: await pageMessages(request, "delivery", "admin") });
}

export const meta: MetaFunction = (args) => consoleMeta(args, (t) => t("Areas"));

/**
 * An area's form shows every setting, so an empty cut-off or days field keeps its value, while an
 * unticked box and an empty cash limit say what they show: off, none closed, no limit.
 */
const asShown = (settings: AreaSettings): AreaSettings => ({
  ...settings,
  closedWeekdays: settings.closedWeekdays ?? [],
  cod: settings.cod ?? false,
  codMax: settings.codMax ?? null,
  active: settings.active ?? false,
});

/**
 * The holidays arrive as one field of dates separated by commas or spaces, and go to the API as its
 * list: an empty field is no holidays, a form without the field changes none.
 */
const HOLIDAYS = "holidays";
const areaFormSchema = z.preprocess(
  (form) =>
    form && typeof form === "object" && HOLIDAYS in form
      ? {
          ...form,
          closedDates: String((form as Record<string, unknown>)[HOLIDAYS] ?? "")
            .split(/[\s,]+/)
            .filter(Boolean),
        }
      : form,
  areaSettingsSchema,
);

/** Changes an area, or (posted to `?add`) adds one. */
export async function action(args: ActionFunctionArgs) {
  await requireOperator(args.request);
  if (new URL(args.request.url).searchParams.has(ADD)) {
    return submitConsoleForm(args, {
      schema: newAreaSchema,
      redirectTo: "/admin/areas",
      send: (api, body) => api.call(delivery.addArea, { body }),
    });
  }
  return submitConsoleForm(args, {
    schema: areaFormSchema,
    redirectTo: "/admin/areas",
    send: (api, body) => api.call(delivery.updateAreaDelivery, { body: asShown(body) }),
  });
}

type Area = ReturnType<typeof useLoaderData<typeof loader>>["list"][number];
type Result = FormResult | undefined;

function AreaForm({ area }: { area: Area }) {
  const t = useT();
  const lastResult = useActionData<typeof action>() as Result;
  const [form, fields] = useForm({
    id: `area-${area.code}`,
    lastResult: lastResult?.initialValue?.pincode === area.code ? lastResult : undefined,
    defaultValue: { ...area, codMax: area.codMax ?? "", [HOLIDAYS]: area.closedDates.join(", ") },
  });
  const weekdays = fields.closedWeekdays;
  const holidays = fields[HOLIDAYS];
  // A wrong date is refused at its place in the list (closedDates[1]); each is said under the field.
  const holidayErrors = Object.entries(form.allErrors)
    .filter(([name]) => name.startsWith("closedDates"))
    .flatMap(([, errors]) => errors);
  return (
    <Form method="post" {...getFormProps(form)}>
      <AuthenticityTokenInput />
      <input type="hidden" name="pincode" value={area.code} />
      <FormErrors form={form} />
      <div className="toolbar">
        <div className="field">
          <label htmlFor={fields.minDays.id}>{t("Fewest days")}</label>
          <input {...getInputProps(fields.minDays, { type: "number" })} key={fields.minDays.key} min={0} max={MAX_DELIVERY_DAYS} />
          <FieldError meta={fields.minDays} />
        </div>
        <div className="field">
          <label htmlFor={fields.maxDays.id}>{t("Most days")}</label>
          <input {...getInputProps(fields.maxDays, { type: "number" })} key={fields.maxDays.key} min={0} max={MAX_DELIVERY_DAYS} />
          <FieldError meta={fields.maxDays} />
        </div>
        <div className="field">
          <label htmlFor={fields.cutoff.id}>{t("Order cut-off (HH:MM, India)")}</label>
          <input {...getInputProps(fields.cutoff, { type: "text" })} key={fields.cutoff.key} size={5} maxLength={5} />
          <FieldError meta={fields.cutoff} />
        </div>
        <div className="field">
          <label htmlFor={fields.codMax.id}>{t("Cash limit in rupees (empty: no limit)")}</label>
          <input {...getInputProps(fields.codMax, { type: "number" })} key={fields.codMax.key} min={0} step="any" />
          <FieldError meta={fields.codMax} />
        </div>
      </div>
      <fieldset>
        <legend>{t("Closed weekdays")}</legend>
        {WEEKDAY_NAMES.map((day) => (
          <label key={day}>
            <input type="checkbox" name={weekdays.name} value={day} defaultChecked={area.closedWeekdays.includes(day)} /> {t(WEEKDAY_LABELS[day])}
          </label>
        ))}
        <FieldError meta={weekdays} />
      </fieldset>
      <div className="field">
        <label htmlFor={holidays.id}>{t("Holidays, no delivery (YYYY-MM-DD, separated by commas)")}</label>
        <input
          {...getInputProps(holidays, { type: "text" })}
          key={holidays.key}
          aria-invalid={holidayErrors.length ? true : undefined}
          aria-describedby={holidayErrors.length ? holidays.errorId : undefined}
        />
        <FieldError meta={{ errors: holidayErrors, errorId: holidays.errorId }} />
      </div>
      <div className="toolbar">
        <label>
          <input {...getInputProps(fields.cod, { type: "checkbox" })} key={fields.cod.key} /> {t("Cash on delivery")}
        </label>
        <label>
          <input {...getInputProps(fields.active, { type: "checkbox" })} key={fields.active.key} /> {t("Served")}
        </label>
        <button type="submit">{t("Save {pincode}", { pincode: area.code })}</button>
      </div>
    </Form>
  );
}

function AddArea() {
  const t = useT();
  const lastResult = useActionData<typeof action>() as Result;
  const mine = lastResult?.initialValue && "code" in lastResult.initialValue;
  const [form, fields] = useForm<{ code: string; areaName: string; city: string; state: string }>({
    id: "add-area",
    lastResult: mine ? lastResult : undefined,
  });
  return (
    <Form method="post" action={`?${ADD}`} {...getFormProps(form)}>
      <AuthenticityTokenInput />
      <FormErrors form={form} />
      <Field meta={fields.code} label={t("Pincode")} inputMode="numeric" maxLength={6} />
      <Field meta={fields.areaName} label={t("Area")} maxLength={80} />
      <Field meta={fields.city} label={t("City")} maxLength={60} />
      <Field meta={fields.state} label={t("State or union territory")} maxLength={60} />
      <button type="submit">{t("Add area")}</button>
    </Form>
  );
}

export default function ConsoleAreas() {
  const { forms, list } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section aria-labelledby="areas-title">
      <h1 id="areas-title">{t("Areas")}</h1>
      {forms.add ? (
        <>
          <h2>{t("Add an area")}</h2>
          <AddArea />
        </>
      ) : null}
      {list.map((area) => (
        <article key={area.code} className="card" aria-labelledby={`area-${area.code}-title`}>
          <h2 id={`area-${area.code}-title`}>
            {area.code} {area.areaName}, {area.city}
            {area.active ? null : <span className="flag"> {t("Not served")}</span>}
          </h2>
          {forms.change ? <AreaForm area={area} /> : null}
        </article>
      ))}
    </section>
  );
}
