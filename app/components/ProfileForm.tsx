import { getFormProps, useForm } from "~/lib/forms/use-form";
import { Form, useActionData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { formatPhoneInput } from "@domain/shared/phone";
import { useLazyValidation } from "~/lib/forms/lazy-validation";
import { Field, FormErrors, NameAndPhoneFields } from "./form";
import { SubmitButton } from "./SubmitButton";
import { useT } from "~/i18n/useT";

/** The customer profile form (docs/product.md#forms-and-validation), on /profile and the dashboard's profile tab; it posts to its own page. */
export function ProfileForm({ profile }: { profile: { firstName: string; lastName: string; phoneNumber: string; email: string } }) {
  const t = useT();
  // The page's other form (/profile's notification preferences) answers refusals of its own.
  const answer = useActionData<object | undefined>();
  const lastResult = answer && !("preferencesRefusal" in answer) ? (answer as never) : undefined;
  const validate = useLazyValidation(() => import("@domain/account/schemas").then((s) => s.profileSchema));
  const [form, fields] = useForm({
    id: "profile-form",
    lastResult,
    defaultValue: { ...profile, phoneNumber: formatPhoneInput(profile.phoneNumber) },
    onValidate: validate,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="account-form">
      <AuthenticityTokenInput />
      <FormErrors form={form} />
      <NameAndPhoneFields fields={fields} />
      <Field meta={fields.email} label={t("Email (optional)")} type="email" autoComplete="email" />
      <SubmitButton pendingText={t("Saving…")}>{t("Update Profile")}</SubmitButton>
    </Form>
  );
}
