import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { TicketForm } from "~/components/TicketForm";
import { createApi } from "~/server/api/client.server";
import { noStore, requireCustomerOrSignIn } from "~/server/guards.server";
import { ticketAction, ticketFormData } from "~/routes/help/help.server";
import { translatedMeta } from "~/i18n/meta";
import { pageMessages } from "~/server/i18n.server";
import { useT } from "~/i18n/useT";
import { withParts } from "~/i18n/parts";

/** /order_add: a help request about one of the customer's orders, chosen from a select or given by `?orderId=`. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCustomerOrSignIn(request);
  const form = await ticketFormData(await createApi({ request, context }), new URL(request.url), true);
  // The page's words, the ticket form's (help) and its fields' refusals (forms).
  return json({ ...form, messages: await pageMessages(request, "checkout", "help", "forms") }, { headers: noStore });
}

export const action = (args: ActionFunctionArgs) => ticketAction(args, true);

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction<typeof loader> = ({ matches }) => translatedMeta({ matches }, (t) => t("Raise a Ticket"));

export default function RaiseTicketPage() {
  const { mobileNumber, orders, orderId } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="page account-page">
      <h1>{t("Raise a Ticket")}</h1>
      {orders.length ? (
        <>
          <p>
            {withParts(t("Choose the order and tell us what went wrong. We reply in your {helpCenter}, usually within one working day."), {
              helpCenter: <Link to="/help_list">{t("Help Center")}</Link>,
            })}
          </p>
          <TicketForm mobileNumber={mobileNumber} orders={orders} orderId={orderId} />
        </>
      ) : (
        <div className="empty-state">
          <p>{t("You have no orders yet.")}</p>
          <p>
            {withParts(t("For anything else, {raiseHelpRequest} or {readFaqs}."), {
              raiseHelpRequest: <Link to="/more_help">{t("raise a help request")}</Link>,
              readFaqs: <Link to="/faq">{t("read the FAQs")}</Link>,
            })}
          </p>
        </div>
      )}
    </section>
  );
}

export { SignInRequired as ErrorBoundary } from "~/components/SignInRequired";
