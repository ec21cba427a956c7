import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AccountTab } from "~/components/AccountTabs";
import { tabMeta } from "~/routes/account/meta";
import { PromoCodeList } from "~/components/PromoCodeList";
import { promoCodes } from "~/routes/account/offers.server";
import { noStore } from "~/server/guards.server";
import { tabLoader } from "./tab.server";

export const loader = (args: LoaderFunctionArgs) => tabLoader(args, [], promoCodes);

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction<typeof loader> = ({ matches }) => tabMeta(matches, "promo_codes");

export default function PromoCodesTab() {
  const { data } = useLoaderData<typeof loader>();
  return (
    <AccountTab index="promo_codes">
      <PromoCodeList coupons={data.coupons} />
    </AccountTab>
  );
}
