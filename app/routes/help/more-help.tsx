import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { TicketForm } from "~/components/TicketForm";
import { createApi } from "~/server/api.server";
import { noStore, requireCustomerOrSignIn } from "~/server/guards.server";
import { ticketAction, ticketFormData } from "~/routes/help/help.server";
import { pageMeta } from "~/utils/seo";

/** /more_help: a new help request (docs/product.md#forms-and-validation), its mobile number prefilled from the profile. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCustomerOrSignIn(request);
  return json(await ticketFormData(await createApi({ request, context }), new URL(request.url), false), { headers: noStore });
}

export const action = (args: ActionFunctionArgs) => ticketAction(args, false);

export const headers: HeadersFunction = () => noStore;
export const meta = () => pageMeta("More Help");

export default function MoreHelpPage() {
  const { mobileNumber } = useLoaderData<typeof loader>();
  return (
    <section className="page account-page">
      <h1>More Help</h1>
      <p>
        Tell us what you need and we will reply in your <Link to="/help_list">Help Center</Link>, usually within one working day. Many answers are already in
        our <Link to="/faq">FAQs</Link>. About an order? <Link to="/order_add">Ask about an order</Link>.
      </p>
      <TicketForm mobileNumber={mobileNumber} />
    </section>
  );
}

export { SignInRequired as ErrorBoundary } from "~/components/SignInRequired";
