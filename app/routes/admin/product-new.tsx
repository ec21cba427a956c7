import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type FieldMetadata } from "~/lib/forms/use-form";
import { Form, Link, useActionData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { CATEGORIES, PRODUCT_TYPES } from "@domain/catalogue/catalogue";
import * as catalogue from "@domain/catalogue/endpoints";
import { newProductSchema } from "@domain/catalogue/schemas";
import { FieldError, FormErrors } from "~/components/form";
import { useT } from "~/i18n/useT";
import { pageMessages } from "~/server/i18n.server";
import { openConsolePage, requireOperator, submitConsoleForm } from "./console.server";
import { consoleMeta } from "./meta";

/**
 * /admin/products/new (catalogue): a new product and its picture, one multipart form that works without
 * JavaScript. The API renders the picture as the demo's are and the shop shows the product at once.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await openConsolePage(request, "newProduct");
  return json({ messages: await pageMessages(request, "browse", "admin") });
}

export const meta: MetaFunction = (args) => consoleMeta(args, (t) => t("Add a product"));

/** Sends the checked fields and the chosen picture on to the API as multipart (an empty file input is no picture). */
export async function action(args: ActionFunctionArgs) {
  await requireOperator(args.request);
  return submitConsoleForm(args, {
    schema: newProductSchema,
    redirectTo: "/admin/products",
    send: (api, value, form) => {
      const body = new FormData();
      for (const [name, field] of Object.entries(value)) body.set(name, String(field));
      const picture = form.get("picture");
      if (picture instanceof File && picture.size > 0) body.set("picture", picture, picture.name || "picture");
      return api.call(catalogue.createProduct, { body });
    },
  });
}

function Choice({ meta, label, options }: { meta: FieldMetadata; label: string; options: readonly { value: string; name: string }[] }) {
  const t = useT();
  const { key, ...props } = getSelectProps(meta);
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <select key={key} {...props}>
        <option value="">{t("Choose")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {t.text(option.name)}
          </option>
        ))}
      </select>
      <FieldError meta={meta} />
    </div>
  );
}

function TextInput({ meta, label, inputMode }: { meta: FieldMetadata; label: string; inputMode?: "decimal" | "numeric" }) {
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <input {...getInputProps(meta, { type: "text" })} key={meta.key} inputMode={inputMode} />
      <FieldError meta={meta} />
    </div>
  );
}

export default function ConsoleNewProduct() {
  const t = useT();
  const [form, fields] = useForm<
    Record<"name" | "category" | "productType" | "netQuantity" | "unit" | "price" | "salePrice" | "stock" | "description" | "picture", string>
  >({
    id: "new-product",
    lastResult: useActionData<typeof action>(),
  });
  return (
    <section aria-labelledby="new-product-title">
      <p>
        <Link to="/admin/products">{t("All products")}</Link>
      </p>
      <h1 id="new-product-title">{t("Add a product")}</h1>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
        <AuthenticityTokenInput />
        <FormErrors form={form} />
        <TextInput meta={fields.name} label={t("Name")} />
        <Choice meta={fields.category} label={t("Category")} options={CATEGORIES.map((c) => ({ value: c.category, name: c.name }))} />
        <Choice meta={fields.productType} label={t("Type")} options={PRODUCT_TYPES.map((p) => ({ value: p.slug, name: p.name }))} />
        <TextInput meta={fields.netQuantity} label={t("Quantity")} inputMode="numeric" />
        <Choice
          meta={fields.unit}
          label={t("Unit")}
          options={[
            { value: "ml", name: "ml" },
            { value: "g", name: "g" },
          ]}
        />
        <TextInput meta={fields.price} label={t("Price (₹)")} inputMode="decimal" />
        <TextInput meta={fields.salePrice} label={t("Sale price (₹)")} inputMode="decimal" />
        <TextInput meta={fields.stock} label={t("Stock")} inputMode="numeric" />
        <div className="field">
          <label htmlFor={fields.description.id}>{t("Description")}</label>
          <textarea {...getTextareaProps(fields.description)} key={fields.description.key} rows={5} maxLength={2000} />
          <FieldError meta={fields.description} />
        </div>
        <div className="field">
          <label htmlFor={fields.picture.id}>{t("Picture (JPEG, PNG or WebP, at most 5 MB)")}</label>
          <input
            id={fields.picture.id}
            name="picture"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-invalid={fields.picture.errors ? true : undefined}
            aria-describedby={fields.picture.errors ? fields.picture.errorId : undefined}
          />
          <FieldError meta={fields.picture} />
        </div>
        <button type="submit">{t("Add product")}</button>
      </Form>
    </section>
  );
}
