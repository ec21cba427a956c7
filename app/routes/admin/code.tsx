import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { getFormProps, getInputProps, useForm } from "~/lib/forms/use-form";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { otpSchema } from "@domain/account/schemas";
import * as operators from "@domain/operators/endpoints";
import { FieldError, FormErrors } from "~/components/form";
import { SubmitButton } from "~/components/SubmitButton";
import { useT } from "~/i18n/useT";
import { consoleMeta } from "./meta";
import { ApiFailure } from "~/server/api/client.server";
import { readForm } from "~/server/csrf.server";
import { refusal } from "~/server/form.server";
import { noStore } from "~/server/guards.server";
import { translatorOf } from "~/server/i18n.server";
import { redirectWithSuccess } from "~/server/toast.server";
import { commitConsole, consoleSession } from "~/server/session.server";
import { operatorApi } from "./console.server";
import { SIGN_IN_PATH } from "~/lib/console/paths";

/** /admin/code: the code sent to the number given on /admin/sign-in; without one under way, back there. */
export async function loader({ request }: LoaderFunctionArgs) {
  const signIn = (await consoleSession(request)).get("signIn");
  if (!signIn) throw redirect(SIGN_IN_PATH);
  return json({ phoneNumber: signIn.phoneNumber }, { headers: noStore });
}

export const meta: MetaFunction = (args) => consoleMeta(args, (t) => t("Console sign-in"));

/** The right code signs the operator in: their token kept in the console's session, under a new id. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const api = await operatorApi({ request, context });
  const signIn = api.session.get("signIn");
  if (!signIn) throw redirect(SIGN_IN_PATH);
  const submission = parseWithZod(form, { schema: otpSchema });
  if (submission.status !== "success") return json(refusal(submission), { status: 400, headers: noStore });
  try {
    const { data } = await api.call(operators.verifyOperatorOtp, { body: { phoneNumber: signIn.phoneNumber, otp: submission.value.otp } });
    api.session.unset("signIn");
    api.session.set("operator", { token: data.token, id: data.operator.id, name: data.operator.name, role: data.operator.role });
    const t = await translatorOf(request);
    return redirectWithSuccess("/admin", t("Welcome, {name}", { name: data.operator.name }), {
      headers: await commitConsole(api.session, undefined, { renew: true }),
    });
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.status >= 500) throw error;
    return json(refusal(submission, error, "otp"), { status: 400, headers: noStore });
  }
}

export default function ConsoleCode() {
  const { phoneNumber } = useLoaderData<typeof loader>();
  const t = useT();
  const [form, fields] = useForm({ id: "console-code", lastResult: useActionData<typeof action>() });
  return (
    <section aria-labelledby="code-title">
      <h1 id="code-title">{t("Console sign-in")}</h1>
      <p>{t("Enter the code sent to {phone}.", { phone: phoneNumber })}</p>
      <Form method="post" {...getFormProps(form)}>
        <AuthenticityTokenInput />
        <FormErrors form={form} />
        <div className="field">
          <label htmlFor={fields.otp.id}>{t("One-time code")}</label>
          <input {...getInputProps(fields.otp, { type: "text" })} key={fields.otp.key} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          <FieldError meta={fields.otp} />
        </div>
        <SubmitButton pendingText={t("Checking…")}>{t("Sign in")}</SubmitButton>
      </Form>
      <p>
        <Link to={SIGN_IN_PATH}>{t("Use another number")}</Link>
      </p>
    </section>
  );
}
