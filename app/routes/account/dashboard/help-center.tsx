import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AccountTab } from "~/components/AccountTabs";
import { tabMeta } from "~/routes/account/meta";
import { HelpTickets } from "~/components/HelpTickets";
import { helpTickets } from "~/routes/help/help.server";
import { noStore } from "~/server/guards.server";
import { tabLoader } from "./tab.server";

export const loader = (args: LoaderFunctionArgs) => tabLoader(args, ["help"], helpTickets);

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction<typeof loader> = ({ matches }) => tabMeta(matches, "help_center");

export default function HelpCenterTab() {
  const { data } = useLoaderData<typeof loader>();
  return (
    <AccountTab index="help_center">
      <HelpTickets data={data} />
    </AccountTab>
  );
}
