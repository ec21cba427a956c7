import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AccountTabs } from "~/components/AccountTabs";
import { HelpTickets } from "~/components/HelpTickets";
import { MyReviews } from "~/components/MyReviews";
import { OrderList } from "~/components/OrderList";
import { PromoCodeList } from "~/components/PromoCodeList";
import { ReferralProgramme } from "~/components/ReferralProgramme";
import { ACCOUNT_TABS, accountPath } from "~/lib/account/account";
import { profilePageAction, profilePageData } from "~/routes/account/account.server";
import { MyProfile } from "~/routes/account/my-profile";
import { createApi, type Api } from "~/server/api/client.server";
import { noStore, requireCustomer } from "~/server/guards.server";
import { helpTickets } from "~/routes/help/help.server";
import { promoCodes, referralProgramme } from "~/routes/account/offers.server";
import { orderList } from "~/routes/orders/orders.server";
import { myReviews } from "~/routes/reviews/reviews.server";
import { pageMessages } from "~/server/i18n.server";
import { useT } from "~/i18n/useT";
import { accountMeta } from "~/routes/account/meta";
import type { Namespace } from "@domain/i18n/keys";

/**
 * The account area (/account_dashboard/{index}, docs/product.md#routes): one layout with six tabs, each showing what
 * its own page shows (/profile, /promocode, /referralcode, /my_reviews, /order_list, /help_list), from
 * the same data functions and components. An unknown tab opens the profile.
 */
type AccountTab = (typeof ACCOUNT_TABS)[number]["index"];

/** The translation files each tab's screen reads, beside the account area's own (its heading, tabs and forms). */
const TAB_MESSAGES: Record<AccountTab, Namespace[]> = {
  profile: [],
  promo_codes: [],
  referral_codes: [],
  my_reviews: ["reviews"],
  order_list: ["orders"],
  help_center: ["help"],
};

async function tabData(index: AccountTab, api: Api, request: Request) {
  switch (index) {
    case "profile":
      return { index, ...(await profilePageData(api)) };
    case "promo_codes":
      return { index, ...(await promoCodes(api)) };
    case "referral_codes":
      return { index, referral: await referralProgramme(api, request) };
    case "order_list":
      return { index, orders: await orderList(api, new URL(request.url)) };
    case "my_reviews":
      return { index, reviews: await myReviews(api, new URL(request.url)) };
    case "help_center":
      return { index, help: await helpTickets(api) };
  }
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireCustomer(request);
  const tab = ACCOUNT_TABS.find((t) => t.index === params.index);
  if (!tab) throw redirect(accountPath("profile"));
  const data = await tabData(tab.index, await createApi({ request, context }), request);
  return json({ label: tab.label, data, messages: await pageMessages(request, "account", "forms", ...TAB_MESSAGES[tab.index]) }, { headers: noStore });
}

/** Only the profile tab has forms that post here. */
export async function action(args: ActionFunctionArgs) {
  if (args.params.index !== "profile") throw new Response("Nothing to post here", { status: 405 });
  return profilePageAction(args);
}

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => accountMeta(matches, (t) => (data ? t(data.label) : t("My Account")));

export default function MyAccountPage() {
  const { label, data } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="page account-page">
      <h1>{t("My Account")}</h1>
      <AccountTabs />
      <section aria-labelledby="tab-title">
        <h2 id="tab-title">{t(label)}</h2>
        {data.index === "profile" ? (
          <MyProfile profile={data.profile} notificationPreferences={data.notificationPreferences} />
        ) : data.index === "promo_codes" ? (
          <PromoCodeList coupons={data.coupons} />
        ) : data.index === "referral_codes" ? (
          <ReferralProgramme data={data.referral} />
        ) : data.index === "order_list" ? (
          <OrderList data={data.orders} />
        ) : data.index === "my_reviews" ? (
          <MyReviews data={data.reviews} />
        ) : (
          <HelpTickets data={data.help} />
        )}
      </section>
    </section>
  );
}
