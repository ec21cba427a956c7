import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { HoneypotInputs, HoneypotProvider } from "~/components/Honeypot";
import { submitForm } from "~/server/form.server";
import { requireLocation } from "~/server/guards.server";
import { honeypot } from "~/server/honeypot.server";
import { contactSchema } from "@domain/help/contact";
import * as help from "@domain/help/endpoints";
import { canonicalUrl, pageMeta } from "~/utils/seo";

/** /contactus and /contactUs (docs/product.md#content-pages): ask to be called back. Stored by the API's visitorCall. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireLocation(request);
  return json({ honeypot: honeypot.getInputProps(), canonical: canonicalUrl(request, "/contactus") });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireLocation(request);
  return submitForm(
    { request, context },
    {
      schema: contactSchema,
      honeypot: true,
      redirectTo: "/contactus",
      send: async (api, contact) => {
        await api.call(help.visitorCall, { body: contact });
        return { message: "Thank you! We will call you back within one working day." };
      },
    },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta("Contact Us", "Call, write or ask Nirmal Home Care to call you back about orders, deliveries, refunds or our products.", data?.canonical);

export default function ContactUsPage() {
  const { honeypot: honeypotProps } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const sending = useNavigation().state === "submitting";
  // A new key after every navigation, so the form starts empty after the redirect that confirms it.
  const { key } = useLocation();
  const [form, fields] = useForm({
    // A fixed id: a generated one (useId) is React's in the server's HTML and Preact's in the browser.
    id: "contact-form",
    lastResult,
    constraint: getZodConstraint(contactSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
  });
  const error = (id: string, errors?: string[]) =>
    errors?.length ? (
      <p id={id} className="field-error">
        {errors[0]}
      </p>
    ) : null;

  return (
    <section className="page contact">
      <h1>Contact Us</h1>
      <div className="contact-layout">
        <div>
          <p>Questions about an order, a delivery, a refund or a product? Leave your number and we will call you back within one working day.</p>
          <HoneypotProvider {...honeypotProps}>
            <Form key={key} method="post" {...getFormProps(form)} className="stack">
              <AuthenticityTokenInput />
              <HoneypotInputs />
              {form.errors?.length ? (
                <p className="alert alert-error" role="alert">
                  {form.errors[0]}
                </p>
              ) : null}
              <div>
                <label htmlFor={fields.name.id}>Name</label>
                <input {...getInputProps(fields.name, { type: "text" })} autoComplete="name" />
                {error(fields.name.errorId, fields.name.errors)}
              </div>
              <div>
                <label htmlFor={fields.phoneNumber.id}>Phone number</label>
                <input {...getInputProps(fields.phoneNumber, { type: "tel" })} autoComplete="tel-national" inputMode="tel" placeholder="98765 43210" />
                {error(fields.phoneNumber.errorId, fields.phoneNumber.errors)}
              </div>
              <div>
                <label htmlFor={fields.message.id}>Message</label>
                <textarea {...getTextareaProps(fields.message)} rows={5} />
                {error(fields.message.errorId, fields.message.errors)}
              </div>
              <button type="submit" disabled={sending}>
                {sending ? "Sending…" : "Request a call back"}
              </button>
            </Form>
          </HoneypotProvider>
        </div>
        <aside className="contact-details" aria-label="Other ways to reach us">
          <h2>Customer care</h2>
          <p>
            <a href="tel:+912040001234">+91 20 4000 1234</a>
            <br />
            <a href="mailto:support@nirmalhomecare.in">support@nirmalhomecare.in</a>
            <br />
            Monday to Saturday, 10 am to 6 pm
          </p>
          <h2>Office</h2>
          <address>
            Nirmal Home Care Private Limited
            <br />
            Plot 14, Phase 2, Hinjewadi Rajiv Gandhi Infotech Park
            <br />
            Pune, Maharashtra 411057
          </address>
        </aside>
      </div>
    </section>
  );
}
