import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata, type FormMetadata } from "~/lib/forms/use-form";
import type { InputHTMLAttributes, ReactNode } from "react";
import { reformat } from "~/utils/input";
import { formatPhoneInput } from "@domain/shared/phone";
import { useT } from "~/i18n/useT";

/**
 * The shared form inputs (docs/product.md#forms-and-validation): a labelled text input and the phone-style input, each with its
 * error under the field once touched (conform reports a field's errors after it was validated).
 */
type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "defaultValue" | "form" | "type">;

/** `format` rewrites the value as it is typed (see app/utils/input.ts), before any `onChange` of the caller. */
export function Field({
  meta,
  label,
  type = "text",
  hint,
  format,
  onChange,
  ...rest
}: { meta: FieldMetadata; label: string; type?: "text" | "email" | "tel"; hint?: ReactNode; format?: (value: string) => string } & InputProps) {
  const { key, ...props } = getInputProps(meta, { type });
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <input
        key={key}
        {...props}
        {...rest}
        onChange={(event) => {
          if (format) reformat(event.currentTarget, format);
          onChange?.(event);
        }}
      />
      {hint}
      <FieldError meta={meta} />
    </div>
  );
}

/** The phone input: shows '91 xxxxx xxxxx' as the shopper types; the server normalises whatever arrives. */
export function PhoneField({ meta, label, ...rest }: { meta: FieldMetadata; label?: string } & InputProps) {
  const t = useT();
  return (
    <Field
      meta={meta}
      label={label ?? t("Phone number")}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={t("91 xxxxx xxxxx")}
      maxLength={16}
      format={formatPhoneInput}
      {...rest}
    />
  );
}

type PersonFields = Record<"firstName" | "lastName" | "phoneNumber", FieldMetadata>;

/** Who a form is about: first and last name side by side, then the mobile number (the profile and an address). */
export function NameAndPhoneFields({ fields }: { fields: PersonFields }) {
  const t = useT();
  return (
    <>
      <div className="field-row">
        <Field meta={fields.firstName} label={t("First name")} autoComplete="given-name" />
        <Field meta={fields.lastName} label={t("Last name")} autoComplete="family-name" />
      </div>
      <PhoneField meta={fields.phoneNumber} />
    </>
  );
}

/** The error under a field once it was validated: a form rule's message or the API's, in the shopper's language. */
export function FieldError({ meta }: { meta: Pick<FieldMetadata, "errors" | "errorId"> }) {
  const t = useT();
  return meta.errors?.length ? (
    <p className="field-error" id={meta.errorId}>
      {t.text(meta.errors[0])}
    </p>
  ) : null;
}

/** The single-select dropdown of docs/product.md#forms-and-validation (not searchable), with a first option that chooses nothing. */
export function SelectField({ meta, label, options, placeholder }: { meta: FieldMetadata; label: string; options: readonly string[]; placeholder: string }) {
  const t = useT();
  const { key, ...props } = getSelectProps(meta);
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <select key={key} {...props}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {t.text(option)}
          </option>
        ))}
      </select>
      <FieldError meta={meta} />
    </div>
  );
}

/** The textarea of docs/product.md#forms-and-validation. */
export function TextareaField({ meta, label, rows = 4 }: { meta: FieldMetadata; label: string; rows?: number }) {
  const { key, ...props } = getTextareaProps(meta);
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <textarea key={key} rows={rows} {...props} />
      <FieldError meta={meta} />
    </div>
  );
}

/** Errors about the whole form (the server's refusals that name no field). */
export function FormErrors({ form }: { form: Pick<FormMetadata, "errors" | "errorId"> }) {
  const t = useT();
  if (!form.errors?.length) return null;
  return (
    <div className="alert alert-error" role="alert" id={form.errorId}>
      {form.errors.map((error) => (
        <p key={error}>{t.text(error)}</p>
      ))}
    </div>
  );
}
