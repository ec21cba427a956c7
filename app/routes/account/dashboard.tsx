import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { AccountTabs } from "~/components/AccountTabs";
import { noStore, requireCustomer } from "~/server/guards.server";
import { pageMessages } from "~/server/i18n.server";
import { useT } from "~/i18n/useT";

/**
 * The account area (/account_dashboard/{index}, docs/product.md#routes): one layout with six tabs, each
 * a route of its own under it (app/routes/account/dashboard/) showing what its own page shows
 * (/profile, /promocode, /referralcode, /my_reviews, /order_list, /help_list), from the same data
 * functions and components. A tab is a route so that a page loads only its own tab's code. An unknown
 * tab opens the profile.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireCustomer(request);
  return json({ messages: await pageMessages(request, "account") }, { headers: noStore });
}

export const headers: HeadersFunction = () => noStore;

export default function MyAccountPage() {
  const t = useT();
  return (
    <section className="page account-page">
      <h1>{t("My Account")}</h1>
      <AccountTabs />
      <Outlet />
    </section>
  );
}
