import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { TicketForm } from "~/components/TicketForm";
import { createApi } from "~/server/api.server";
import { noStore, requireCustomerOrSignIn } from "~/server/guards.server";
import { ticketAction, ticketFormData } from "~/routes/help/help.server";
import { pageMeta } from "~/utils/seo";

/** /order_add: a help request about one of the customer's orders, chosen from a select or given by `?orderId=`. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCustomerOrSignIn(request);
  return json(await ticketFormData(await createApi({ request, context }), new URL(request.url), true), { headers: noStore });
}

export const action = (args: ActionFunctionArgs) => ticketAction(args, true);

export const headers: HeadersFunction = () => noStore;
export const meta = () => pageMeta("Raise a Ticket");

export default function RaiseTicketPage() {
  const { mobileNumber, orders, orderId } = useLoaderData<typeof loader>();
  return (
    <section className="page account-page">
      <h1>Raise a Ticket</h1>
      {orders.length ? (
        <>
          <p>
            Choose the order and tell us what went wrong. We reply in your <Link to="/help_list">Help Center</Link>, usually within one working day.
          </p>
          <TicketForm mobileNumber={mobileNumber} orders={orders} orderId={orderId} />
        </>
      ) : (
        <div className="empty-state">
          <p>You have no orders yet.</p>
          <p>
            For anything else, <Link to="/more_help">raise a help request</Link> or <Link to="/faq">read the FAQs</Link>.
          </p>
        </div>
      )}
    </section>
  );
}

export { SignInRequired as ErrorBoundary } from "~/components/SignInRequired";
