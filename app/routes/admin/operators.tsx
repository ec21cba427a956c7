import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getFormProps, getInputProps, getSelectProps, useForm, type FieldMetadata, type FormResult } from "~/lib/forms/use-form";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import * as operators from "@domain/operators/endpoints";
import { newOperatorSchema, OPERATOR_ROLES, type OperatorRole } from "@domain/operators/roles";
import { FieldError, FormErrors, PhoneField } from "~/components/form";
import { useT } from "~/i18n/useT";
import { consoleMeta } from "./meta";
import { pageMessages } from "~/server/i18n.server";
import { consoleRead, openConsolePage, operatorApi, requireOperator, submitConsoleForm } from "./console.server";

/**
 * /admin/operators (owner): who may sign in to the console and with which role, each other operator's
 * role and whether they may sign in at all, and a new operator. The owner's own row says why it has no
 * form: nobody demotes or deactivates themself (the API refuses it too).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { operator, forms } = await openConsolePage(request, "operators");
  const api = await operatorApi({ request, context });
  const { data } = await consoleRead(api.call(operators.listOperators));
  return json({ forms, list: data.list, me: operator.id, roles: OPERATOR_ROLES, messages: await pageMessages(request, "admin") });
}

export const meta: MetaFunction = (args) => consoleMeta(args, (t) => t("Operators"));

const CHANGE = "change";

/** Adds an operator, or (posted to `?change`) changes one: an unticked "Active" box deactivates them. */
export async function action(args: ActionFunctionArgs) {
  await requireOperator(args.request);
  if (new URL(args.request.url).searchParams.has(CHANGE)) {
    return submitConsoleForm(args, {
      schema: operators.updateOperator.body,
      redirectTo: "/admin/operators",
      send: (api, body) => api.call(operators.updateOperator, { body: { ...body, active: body.active ?? false } }),
    });
  }
  return submitConsoleForm(args, {
    schema: newOperatorSchema,
    redirectTo: "/admin/operators",
    send: (api, body) => api.call(operators.addOperator, { body }),
  });
}

type Operator = ReturnType<typeof useLoaderData<typeof loader>>["list"][number];

/** A role to choose, with its label; `choose` is the empty first choice of a new operator's form. */
function RoleField({ meta, roles, label, choose }: { meta: FieldMetadata; roles: readonly OperatorRole[]; label: string; choose?: string }) {
  const t = useT();
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <select {...getSelectProps(meta)} key={meta.key}>
        {choose ? <option value="">{choose}</option> : null}
        {roles.map((role) => (
          <option key={role} value={role}>
            {t(role)}
          </option>
        ))}
      </select>
      <FieldError meta={meta} />
    </div>
  );
}

function ChangeOperator({ operator, roles }: { operator: Operator; roles: readonly OperatorRole[] }) {
  const t = useT();
  const lastResult = useActionData<typeof action>() as FormResult | undefined;
  const [form, fields] = useForm<{ role: string; active: boolean }>({
    id: `operator-${operator.id}`,
    lastResult: lastResult?.initialValue?.id === operator.id ? lastResult : undefined,
    defaultValue: { role: operator.role, active: operator.active },
  });
  return (
    <Form method="post" action={`?${CHANGE}`} {...getFormProps(form)}>
      <AuthenticityTokenInput />
      <input type="hidden" name="id" value={operator.id} />
      <FormErrors form={form} />
      <div className="toolbar">
        <RoleField meta={fields.role} roles={roles} label={t("Role of {name}", { name: operator.name })} />
        <label>
          <input {...getInputProps(fields.active, { type: "checkbox" })} key={fields.active.key} /> {t("Active")}
        </label>
        <button type="submit" aria-label={t("Save {name}", { name: operator.name })}>
          {t("Save")}
        </button>
      </div>
    </Form>
  );
}

export default function ConsoleOperators() {
  const { forms, list, me, roles } = useLoaderData<typeof loader>();
  const t = useT();
  const lastResult = useActionData<typeof action>() as FormResult | undefined;
  const [form, fields] = useForm<{ name: string; phoneNumber: string; role: string }>({
    id: "add-operator",
    lastResult: lastResult?.initialValue?.id === undefined ? lastResult : undefined,
  });
  return (
    <section aria-labelledby="operators-title">
      <h1 id="operators-title">{t("Operators")}</h1>
      <table>
        <thead>
          <tr>
            <th scope="col">{t("Name")}</th>
            <th scope="col">{t("Mobile number")}</th>
            <th scope="col">{t("Role")}</th>
            <th scope="col">{t("Active")}</th>
            {forms.change ? <th scope="col">{t("Change")}</th> : null}
          </tr>
        </thead>
        <tbody>
          {list.map((operator) => (
            <tr key={operator.id}>
              <td>{operator.name}</td>
              <td>{operator.phoneNumber}</td>
              <td>{t(operator.role)}</td>
              <td>{operator.active ? t("Yes") : t("No")}</td>
              {forms.change ? (
                <td>
                  {operator.id === me ? (
                    <p>{t("You cannot change your own role or deactivate yourself.")}</p>
                  ) : (
                    <ChangeOperator operator={operator} roles={roles} />
                  )}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {forms.add ? (
        <>
          <h2>{t("Add an operator")}</h2>
          <Form method="post" {...getFormProps(form)}>
            <AuthenticityTokenInput />
            <FormErrors form={form} />
            <div className="field">
              <label htmlFor={fields.name.id}>{t("Name")}</label>
              <input {...getInputProps(fields.name, { type: "text" })} key={fields.name.key} maxLength={80} />
              <FieldError meta={fields.name} />
            </div>
            <PhoneField meta={fields.phoneNumber} label={t("Mobile number")} />
            <RoleField meta={fields.role} roles={roles} label={t("Role")} choose={t("Choose a role")} />
            <button type="submit">{t("Add operator")}</button>
          </Form>
        </>
      ) : null}
    </section>
  );
}
