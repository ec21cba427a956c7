import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getFormProps, useForm } from "~/lib/forms/use-form";
import { Form, useActionData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { loginSchema } from "@domain/account/schemas";
import * as operators from "@domain/operators/endpoints";
import { FormErrors, PhoneField } from "~/components/form";
import { SubmitButton } from "~/components/SubmitButton";
import { useT } from "~/i18n/useT";
import { consoleMeta } from "./meta";
import { consoleSession } from "~/server/session.server";
import { submitConsoleForm } from "./console.server";

/** /admin/sign-in: an operator's number, to which the API sends a one-time code (an operator already signed in goes to the console). */
export async function loader({ request }: LoaderFunctionArgs) {
  if ((await consoleSession(request)).get("operator")) throw redirect("/admin");
  return null;
}

export const meta: MetaFunction = (args) => consoleMeta(args, (t) => t("Console sign-in"));

export const action = (args: ActionFunctionArgs) =>
  submitConsoleForm(args, {
    schema: loginSchema,
    redirectTo: "/admin/code",
    async send(api, { phoneNumber }) {
      const sent = await api.call(operators.sendOperatorOtp, { body: { phoneNumber } });
      api.session.set("signIn", { phoneNumber: sent.data.phoneNumber });
      return sent;
    },
  });

export default function ConsoleSignIn() {
  const t = useT();
  const [form, fields] = useForm<{ phoneNumber: string }>({ id: "console-sign-in", lastResult: useActionData<typeof action>() });
  return (
    <section aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{t("Console sign-in")}</h1>
      <p>{t("Enter the mobile number the shop's owner registered for you. We will send it a one-time code.")}</p>
      <Form method="post" {...getFormProps(form)}>
        <AuthenticityTokenInput />
        <FormErrors form={form} />
        <PhoneField meta={fields.phoneNumber} label={t("Mobile number")} />
        <SubmitButton pendingText={t("Sending…")}>{t("Send code")}</SubmitButton>
      </Form>
    </section>
  );
}
