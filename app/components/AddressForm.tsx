import { getFormProps, useForm } from "~/lib/forms/use-form";
import { Form, Link, useActionData } from "@remix-run/react";
import { useMemo } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { digitsOnly } from "~/utils/input";
import { formatPhoneInput } from "@domain/shared/phone";
import { PINCODE_LENGTH, pincodeMessages } from "@domain/location/pincode";
import { useLazyValidation } from "~/lib/forms/lazy-validation";
import { Field, FormErrors, NameAndPhoneFields } from "./form";
import { SubmitButton } from "./SubmitButton";
import { useT } from "~/i18n/useT";

type AddressValues = {
  firstName: string;
  lastName: string;
  pincode: string;
  apartment: string;
  city: string;
  street: string;
  streetAddress2: string;
  landmark?: string;
  phoneNumber: string;
};

/**
 * The address form (docs/product.md#forms-and-validation) for /add_address and /edit_address/{id}. The pincode input
 * looks the code up among the active areas as it is typed (docs/product.md#account): a match fills
 * the city, anything else clears it and says 'We are not delivering at this pincode'. The server
 * checks the same again, so without JavaScript the refusal comes with the page.
 */
export function AddressForm({
  address,
  areas,
  submitLabel,
  redirectTo,
}: {
  address?: AddressValues;
  areas: { code: string; city: string }[];
  submitLabel: string;
  /** Where the saved address goes back to, when not the address list. */
  redirectTo?: string;
}) {
  const t = useT();
  const lastResult = useActionData<never>();
  const cities = useMemo(() => new Map(areas.map((area) => [area.code, area.city])), [areas]);
  // The server's schema, and a pincode among the served areas.
  const validate = useLazyValidation(() =>
    Promise.all([import("@domain/account/schemas"), import("@domain/location/schemas")]).then(([{ addressSchema }, { pincodeField }]) =>
      addressSchema.extend({ pincode: pincodeField.refine((code) => cities.has(code), pincodeMessages.notDelivered) }),
    ),
  );
  const [form, fields] = useForm<AddressValues>({
    id: "address-form",
    lastResult,
    defaultValue: address ? { ...address, phoneNumber: formatPhoneInput(address.phoneNumber) } : undefined,
    onValidate: validate,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  /** The address-lookup callback (docs/product.md#account): a served code sets the city, any other clears it and shows why. */
  function lookUp(pincode: string) {
    form.update({ name: fields.city.name, value: cities.get(pincode) ?? "" });
    form.validate({ name: fields.pincode.name });
  }

  return (
    <Form method="post" {...getFormProps(form)} className="account-form">
      <AuthenticityTokenInput />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <FormErrors form={form} />
      <NameAndPhoneFields fields={fields} />
      <div className="field-row">
        <Field
          meta={fields.pincode}
          label={t("Pincode")}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={PINCODE_LENGTH}
          format={digitsOnly}
          onChange={(event) => {
            if (event.currentTarget.value.length === PINCODE_LENGTH) lookUp(event.currentTarget.value);
          }}
        />
        <Field meta={fields.city} label={t("City")} autoComplete="address-level2" />
      </div>
      <Field meta={fields.apartment} label={t("Apartment name")} />
      <Field meta={fields.streetAddress2} label={t("Wing / floor / flat / house no")} autoComplete="address-line1" />
      <Field meta={fields.street} label={t("Locality")} autoComplete="address-line2" />
      <Field meta={fields.landmark} label={t("Landmark (optional)")} maxLength={100} />
      <div className="form-actions">
        <SubmitButton pendingText={t("Saving…")}>{submitLabel}</SubmitButton>
        <Link to="/shipping_address">{t("Cancel")}</Link>
      </div>
    </Form>
  );
}
