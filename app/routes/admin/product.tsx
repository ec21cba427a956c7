import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getFormProps, getInputProps, getTextareaProps, useForm, type FormResult } from "~/lib/forms/use-form";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import * as catalogue from "@domain/catalogue/endpoints";
import { productFormSchema } from "@domain/catalogue/schemas";
import { FieldError, FormErrors } from "~/components/form";
import { useT } from "~/i18n/useT";
import { pageMessages } from "~/server/i18n.server";
import { consoleRead, openConsolePage, operatorApi, requireOperator, submitConsoleForm } from "./console.server";
import { consoleMeta } from "./meta";

/**
 * /admin/products/:id (catalogue): the product's price, sale price, stock, description and whether the
 * shop shows it, in one form; for a ready-to-use bottle, the refills of its type it is paired with
 * (docs/product.md#refills). Each form posts here and comes back with the API's message.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { forms } = await openConsolePage(request, "product");
  const api = await operatorApi({ request, context });
  const { data } = await consoleRead(api.call(catalogue.getProductForOperator, { query: { id: params.id ?? "" } }));
  return json({ forms, product: data, messages: await pageMessages(request, "browse", "admin") });
}

export const meta: MetaFunction<typeof loader> = (args) => consoleMeta(args, (t) => args.data?.product.name ?? t("Products"));

/** The product form's post, or the refills' (`?intent=refills`). */
export async function action(args: ActionFunctionArgs) {
  await requireOperator(args.request);
  const url = new URL(args.request.url);
  const back = url.pathname;
  if (url.searchParams.get("intent") === "refills") {
    return submitConsoleForm(args, {
      schema: catalogue.setProductRefills.body,
      redirectTo: back,
      send: (api, body) => api.call(catalogue.setProductRefills, { body }),
    });
  }
  return submitConsoleForm(args, {
    schema: productFormSchema,
    redirectTo: back,
    send: (api, body) => api.call(catalogue.updateProduct, { body }),
  });
}

type Product = ReturnType<typeof useLoaderData<typeof loader>>["product"];
type Result = FormResult | undefined;

function ProductForm({ product, lastResult }: { product: Product; lastResult: Result }) {
  const t = useT();
  const [form, fields] = useForm({
    id: "product",
    lastResult,
    defaultValue: { price: product.price, salePrice: product.salePrice, stock: product.stock, description: product.description, active: product.active },
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <AuthenticityTokenInput />
      <input type="hidden" name="id" value={product.id} />
      <FormErrors form={form} />
      <div className="field">
        <label htmlFor={fields.price.id}>{t("Price (₹)")}</label>
        <input {...getInputProps(fields.price, { type: "text" })} key={fields.price.key} inputMode="decimal" />
        <FieldError meta={fields.price} />
      </div>
      <div className="field">
        <label htmlFor={fields.salePrice.id}>{t("Sale price (₹)")}</label>
        <input {...getInputProps(fields.salePrice, { type: "text" })} key={fields.salePrice.key} inputMode="decimal" />
        <FieldError meta={fields.salePrice} />
      </div>
      <div className="field">
        <label htmlFor={fields.stock.id}>{t("Stock")}</label>
        <input {...getInputProps(fields.stock, { type: "text" })} key={fields.stock.key} inputMode="numeric" />
        <FieldError meta={fields.stock} />
      </div>
      <div className="field">
        <label htmlFor={fields.description.id}>{t("Description")}</label>
        <textarea {...getTextareaProps(fields.description)} key={fields.description.key} rows={5} maxLength={2000} />
        <FieldError meta={fields.description} />
      </div>
      <div className="field">
        <label>
          <input {...getInputProps(fields.active, { type: "checkbox" })} key={fields.active.key} /> {t("Shown in the shop")}
        </label>
        <FieldError meta={fields.active} />
      </div>
      <button type="submit">{t("Save product")}</button>
    </Form>
  );
}

function RefillsForm({ product, lastResult }: { product: Product; lastResult: Result }) {
  const t = useT();
  const [form, fields] = useForm({ id: "refills", lastResult });
  return (
    <Form method="post" action="?intent=refills" {...getFormProps(form)}>
      <AuthenticityTokenInput />
      <input type="hidden" name="productId" value={product.id} />
      <FormErrors form={form} />
      <fieldset>
        <legend>{t("Refills of this bottle")}</legend>
        {product.refills.map((refill) => (
          <div className="field" key={refill.id}>
            <label>
              <input type="checkbox" name="refillIds" value={refill.id} defaultChecked={refill.paired} /> {refill.name}
            </label>
          </div>
        ))}
        <FieldError meta={fields.refillIds} />
      </fieldset>
      <button type="submit">{t("Save refills")}</button>
    </Form>
  );
}

export default function ConsoleProduct() {
  const { forms, product } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>() as Result;
  const t = useT();
  // Each form shows only its own refusal: the refills' carries the ids it posted.
  const refills = lastResult?.initialValue && "productId" in lastResult.initialValue;
  return (
    <section aria-labelledby="product-title">
      <p>
        <Link to="/admin/products">{t("All products")}</Link>
      </p>
      <h1 id="product-title">{product.name}</h1>
      {product.image ? <img src={product.image} alt="" width={120} height={120} /> : null}
      <p>{product.active ? t("Shown in the shop") : t("Hidden from the shop")}</p>
      {forms.save ? <ProductForm product={product} lastResult={refills ? undefined : lastResult} /> : null}
      {forms.refills && product.category === "prefill" && product.refills.length ? (
        <>
          <h2>{t("Refills")}</h2>
          <RefillsForm product={product} lastResult={refills ? lastResult : undefined} />
        </>
      ) : null}
    </section>
  );
}
