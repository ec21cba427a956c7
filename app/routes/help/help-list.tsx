import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HelpTickets } from "~/components/HelpTickets";
import { createApi } from "~/server/api/client.server";
import { noStore, requireCustomerOrSignIn } from "~/server/guards.server";
import { helpTickets } from "~/routes/help/help.server";
import { pageMessages } from "~/server/i18n.server";
import { useT } from "~/i18n/useT";
import { translatedMeta } from "~/i18n/meta";

/** /help_list (and /Help-List): the customer's help requests with the operators' replies. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCustomerOrSignIn(request);
  const tickets = await helpTickets(await createApi({ request, context }));
  return json({ ...tickets, messages: await pageMessages(request, "help") }, { headers: noStore });
}

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction<typeof loader> = (args) => translatedMeta(args, (t) => t("Help Center"));

export default function HelpCenterPage() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="page account-page" aria-labelledby="help-title">
      <h1 id="help-title">{t("Help Center")}</h1>
      <h2>{t("Your help requests")}</h2>
      <HelpTickets data={data} />
    </section>
  );
}

export { SignInRequired as ErrorBoundary } from "~/components/SignInRequired";
