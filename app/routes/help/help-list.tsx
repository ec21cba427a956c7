import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HelpTickets } from "~/components/HelpTickets";
import { createApi } from "~/server/api.server";
import { noStore, requireCustomerOrSignIn } from "~/server/guards.server";
import { helpTickets } from "~/routes/help/help.server";
import { pageMeta } from "~/utils/seo";

/** /help_list (and /Help-List): the customer's help requests with the operators' replies. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCustomerOrSignIn(request);
  return json(await helpTickets(await createApi({ request, context })), { headers: noStore });
}

export const headers: HeadersFunction = () => noStore;
export const meta = () => pageMeta("Help Center");

export default function HelpCenterPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <section className="page account-page" aria-labelledby="help-title">
      <h1 id="help-title">Help Center</h1>
      <h2>Your help requests</h2>
      <HelpTickets data={data} />
    </section>
  );
}

export { SignInRequired as ErrorBoundary } from "~/components/SignInRequired";
