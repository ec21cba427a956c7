import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AccountTab } from "~/components/AccountTabs";
import { tabMeta } from "~/routes/account/meta";
import { ReferralProgramme } from "~/components/ReferralProgramme";
import { referralProgramme } from "~/routes/account/offers.server";
import { noStore } from "~/server/guards.server";
import { tabLoader } from "./tab.server";

export const loader = (args: LoaderFunctionArgs) => tabLoader(args, [], referralProgramme);

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction<typeof loader> = ({ matches }) => tabMeta(matches, "referral_codes");

export default function ReferralTab() {
  const { data } = useLoaderData<typeof loader>();
  return (
    <AccountTab index="referral_codes">
      <ReferralProgramme data={data} />
    </AccountTab>
  );
}
