import { getFormProps, getInputProps, getTextareaProps, useForm } from "~/lib/forms/use-form";
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
import { canonicalUrl } from "~/utils/seo";
import { pageMessages, translatorOf } from "~/server/i18n.server";
import { useT } from "~/i18n/useT";
import { useLazyValidation } from "~/lib/forms/lazy-validation";
import { translatedMeta } from "~/i18n/meta";

/** /contactus and /contactUs (docs/product.md#content-pages): ask to be called back. Stored by the API's visitorCall. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireLocation(request);
  return json({ honeypot: honeypot.getInputProps(), canonical: canonicalUrl(request, "/contactus"), messages: await pageMessages(request, "help", "forms") });
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
        const t = await translatorOf(request);
        return { message: t("Thank you! We will call you back within one working day.") };
      },
    },
  );
}

export const meta: MetaFunction<typeof loader> = (args) =>
  translatedMeta(
    args,
    (t) => t("Contact Us"),
    (t) => t("Call, write or ask Nirmal Home Care to call you back about orders, deliveries, refunds or our products."),
    args.data?.canonical,
  );

export default function ContactUsPage() {
  const { honeypot: honeypotProps } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const sending = useNavigation().state === "submitting";
  const t = useT();
  // A new key after every navigation, so the form starts empty after the redirect that confirms it.
  const { key } = useLocation();
  const validate = useLazyValidation(() => import("@domain/help/contact").then((s) => s.contactSchema));
  const [form, fields] = useForm({
    // A fixed id: a generated one (useId) is React's in the server's HTML and Preact's in the browser.
    id: "contact-form",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validate,
  });
  const error = (id: string, errors?: string[]) =>
    errors?.length ? (
      <p id={id} className="field-error">
        {t.text(errors[0])}
      </p>
    ) : null;

  return (
    <section className="page contact">
      <h1>{t("Contact Us")}</h1>
      <div className="contact-layout">
        <div>
          <p>{t("Questions about an order, a delivery, a refund or a product? Leave your number and we will call you back within one working day.")}</p>
          <HoneypotProvider {...honeypotProps}>
            <Form key={key} method="post" {...getFormProps(form)} className="stack">
              <AuthenticityTokenInput />
              <HoneypotInputs />
              {form.errors?.length ? (
                <p className="alert alert-error" role="alert">
                  {t.text(form.errors[0])}
                </p>
              ) : null}
              <div>
                <label htmlFor={fields.name.id}>{t("Name")}</label>
                <input {...getInputProps(fields.name, { type: "text" })} autoComplete="name" />
                {error(fields.name.errorId, fields.name.errors)}
              </div>
              <div>
                <label htmlFor={fields.phoneNumber.id}>{t("Phone number")}</label>
                <input {...getInputProps(fields.phoneNumber, { type: "tel" })} autoComplete="tel" inputMode="tel" placeholder="98765 43210" />
                {error(fields.phoneNumber.errorId, fields.phoneNumber.errors)}
              </div>
              <div>
                <label htmlFor={fields.message.id}>{t("Message")}</label>
                <textarea {...getTextareaProps(fields.message)} rows={5} />
                {error(fields.message.errorId, fields.message.errors)}
              </div>
              <button type="submit" disabled={sending}>
                {sending ? t("Sending…") : t("Request a call back")}
              </button>
            </Form>
          </HoneypotProvider>
        </div>
        <aside className="contact-details" aria-label={t("Other ways to reach us")}>
          <h2>{t("Customer care")}</h2>
          <p>
            <a href="tel:+912040001234">+91&nbsp;20&nbsp;4000&nbsp;1234</a>
            <br />
            <a href="mailto:support@nirmalhomecare.in">support@nirmalhomecare.in</a>
            <br />
            {t("Monday to Saturday, 10 am to 6 pm")}
          </p>
          <h2>{t("Office")}</h2>
          <address>
            {/* The company's registered name, as it is written in every language. */}
            <span lang="en-IN">Nirmal Home Care Private Limited</span>
            <br />
            {t("Plot 14, Phase 2, Hinjewadi Rajiv Gandhi Infotech Park")}
            <br />
            {t("Pune, Maharashtra 411057")}
          </address>
        </aside>
      </div>
    </section>
  );
}
