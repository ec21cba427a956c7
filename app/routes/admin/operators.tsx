import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import * as operators from "@domain/operators/endpoints";
import { newOperatorSchema, OPERATOR_ROLES } from "@domain/operators/roles";
import { FieldError, FormErrors, PhoneField } from "~/components/form";
import { useT } from "~/i18n/useT";
import { consoleMeta } from "./meta";
import { pageMessages } from "~/server/i18n.server";
import { consoleRead, operatorApi, requireOperator, submitConsoleForm } from "./console.server";

/** /admin/operators (owner): who may sign in to the console and with which role, and a new operator. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireOperator(request);
  const api = await operatorApi({ request, context });
  const { data } = await consoleRead(api.call(operators.listOperators));
  return json({ list: data.list, roles: OPERATOR_ROLES, messages: await pageMessages(request, "admin") });
}

export const meta: MetaFunction = (args) => consoleMeta(args, (t) => t("Operators"));

export async function action(args: ActionFunctionArgs) {
  await requireOperator(args.request);
  return submitConsoleForm(args, {
    schema: newOperatorSchema,
    redirectTo: "/admin/operators",
    send: (api, body) => api.call(operators.addOperator, { body }),
  });
}

export default function ConsoleOperators() {
  const { list, roles } = useLoaderData<typeof loader>();
  const t = useT();
  const [form, fields] = useForm<{ name: string; phoneNumber: string; role: string }>({ id: "add-operator", lastResult: useActionData<typeof action>() });
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
          </tr>
        </thead>
        <tbody>
          {list.map((operator) => (
            <tr key={operator.id}>
              <td>{operator.name}</td>
              <td>{operator.phoneNumber}</td>
              <td>{t(operator.role)}</td>
              <td>{operator.active ? t("Yes") : t("No")}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
        <div className="field">
          <label htmlFor={fields.role.id}>{t("Role")}</label>
          <select {...getSelectProps(fields.role)} key={fields.role.key}>
            <option value="">{t("Choose a role")}</option>
            {roles.map((role) => (
              <option key={role} value={role}>
                {t(role)}
              </option>
            ))}
          </select>
          <FieldError meta={fields.role} />
        </div>
        <button type="submit">{t("Add operator")}</button>
      </Form>
    </section>
  );
}
