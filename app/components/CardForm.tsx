import { getFormProps, useForm } from "~/lib/forms/use-form";
import { Form, Link, useActionData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { formatCardNumber } from "@domain/account/card";
import { useLazyValidation } from "~/lib/forms/lazy-validation";
import { Field, FormErrors } from "./form";
import { SubmitButton } from "./SubmitButton";
import { useT } from "~/i18n/useT";

/** Types MM/YY as the shopper keys in digits: '0829' shows as '08/29'. */
function formatExpiryInput(value: string) {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * The card form (docs/product.md#forms-and-validation) for /add_card, and for /edit_card with only the name and expiry:
 * the number and CVV of a saved card are never kept, so they cannot be shown or changed.
 */
export function CardForm({ card }: { card?: { name: string; expiry: string; maskedNumber: string } }) {
  const t = useT();
  const lastResult = useActionData<never>();
  const validate = useLazyValidation(() => import("@domain/account/schemas").then((s) => (card ? s.cardEditSchema : s.cardSchema)));
  // The fields are the add form's; the edit form validates only the name and expiry among them.
  const [form, fields] = useForm<{ name: string; cardNumber: string; date: string; cvv: string }>({
    id: "card-form",
    lastResult,
    defaultValue: card ? { name: card.name, date: card.expiry } : undefined,
    onValidate: validate,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="account-form" autoComplete="on">
      <AuthenticityTokenInput />
      <FormErrors form={form} />
      <Field meta={fields.name} label={t("Name on card")} autoComplete="cc-name" />
      {card ? (
        <p>
          <strong>{t("Card number")}</strong>
          <br />
          <span className="card-number">{card.maskedNumber}</span>
        </p>
      ) : (
        <Field
          meta={fields.cardNumber}
          label={t("Card number")}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 5678 9012 3456"
          maxLength={23}
          format={formatCardNumber}
        />
      )}
      <div className="field-row">
        <Field
          meta={fields.date}
          label={t("Expiry (MM/YY)")}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t("MM/YY")}
          maxLength={5}
          format={formatExpiryInput}
        />
        {card ? null : <Field meta={fields.cvv} label={t("CVV")} type="text" inputMode="numeric" autoComplete="cc-csc" maxLength={4} className="masked" />}
      </div>
      <p className="muted">{t("We keep only the name, the last four digits and the expiry. The card number and CVV are never stored.")}</p>
      <div className="form-actions">
        <SubmitButton pendingText={t("Saving…")}>{card ? t("Update Card") : t("Save Card")}</SubmitButton>
        <Link to="/card_list">{t("Cancel")}</Link>
      </div>
    </Form>
  );
}
