import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { profileAction, profileLoader } from "~/utils/account.server";
import { createApi } from "~/utils/api.server";
import { AccountTabs } from "~/components/AccountTabs";
import { Placeholder } from "~/components/Placeholder";
import { PromoCodeList } from "~/components/PromoCodeList";
import { ProfileForm } from "~/components/ProfileForm";
import { ReferralProgramme } from "~/components/ReferralProgramme";
import { noStore, requireCustomer } from "~/utils/guards.server";
import { ACCOUNT_TABS, accountPath } from "~/utils/account";
import { promoCodes, referralProgramme } from "~/utils/offers.server";
import { pageMeta } from "~/utils/seo";

/**
 * The account area (spec §2 /account_dashboard/{index}): six tabs. The profile tab is the profile
 * form; the others show their screens as the issues that build them land. An unknown tab opens the profile.
 */
const tabOf = (index: string | undefined) => ACCOUNT_TABS.find((tab) => tab.index === index);

export async function loader(args: LoaderFunctionArgs) {
  await requireCustomer(args.request);
  const tab = tabOf(args.params.index);
  if (!tab) throw redirect(accountPath("profile"));
  if (tab.index === "profile") {
    const { profile } = await (await profileLoader(args)).json();
    return json({ tab, profile, promo: null, referral: null }, { headers: noStore });
  }
  const api = await createApi(args);
  const promo = tab.index === "promo_codes" ? await promoCodes(api) : null;
  const referral = tab.index === "referral_codes" ? await referralProgramme(api, args.request) : null;
  return json({ tab, profile: null, promo, referral }, { headers: noStore });
}

export async function action(args: ActionFunctionArgs) {
  if (args.params.index !== "profile") throw new Response("Nothing to post here", { status: 405 });
  return profileAction(args);
}

export const headers: HeadersFunction = () => noStore;
export const meta = ({ data }: { data?: { tab: { label: string } } }) => pageMeta(data?.tab.label ?? "My Account");

export default function MyAccountPage() {
  const { tab, profile, promo, referral } = useLoaderData<typeof loader>();
  return (
    <section className="page account-page">
      <h1>My Account</h1>
      <AccountTabs />
      {profile ? (
        <section aria-labelledby="tab-title">
          <h2 id="tab-title">{tab.label}</h2>
          <ProfileForm profile={profile} />
        </section>
      ) : promo || referral ? (
        <section aria-labelledby="tab-title">
          <h2 id="tab-title">{tab.label}</h2>
          {promo ? <PromoCodeList coupons={promo.coupons} /> : null}
          {referral ? <ReferralProgramme data={referral} /> : null}
        </section>
      ) : (
        <Placeholder title={tab.label} />
      )}
    </section>
  );
}
