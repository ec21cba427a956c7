import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { withParts } from "~/i18n/parts";
import { TicketForm } from "~/components/TicketForm";
import { createApi } from "~/server/api/client.server";
import { noStore, requireCustomerOrSignIn } from "~/server/guards.server";
import { ticketAction, ticketFormData } from "~/routes/help/help.server";
import { pageMessages } from "~/server/i18n.server";
import { useT } from "~/i18n/useT";
import { translatedMeta } from "~/i18n/meta";

/** /more_help: a new help request (docs/product.md#forms-and-validation), its mobile number prefilled from the profile. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCustomerOrSignIn(request);
  const form = await ticketFormData(await createApi({ request, context }), new URL(request.url), false);
  return json({ ...form, messages: await pageMessages(request, "help", "forms") }, { headers: noStore });
}

export const action = (args: ActionFunctionArgs) => ticketAction(args, false);

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction<typeof loader> = (args) => translatedMeta(args, (t) => t("More Help"));

export default function MoreHelpPage() {
  const { mobileNumber } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="page account-page">
      <h1>{t("More Help")}</h1>
      <p>
        {withParts(
          t(
            "Tell us what you need and we will reply in your {helpCenter}, usually within one working day. Many answers are already in our {faqs}. About an order? {askAboutOrder}.",
          ),
          {
            helpCenter: <Link to="/help_list">{t("Help Center")}</Link>,
            faqs: <Link to="/faq">{t("FAQs")}</Link>,
            askAboutOrder: <Link to="/order_add">{t("Ask about an order")}</Link>,
          },
        )}
      </p>
      <TicketForm mobileNumber={mobileNumber} />
    </section>
  );
}

export { SignInRequired as ErrorBoundary } from "~/components/SignInRequired";
