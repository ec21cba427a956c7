import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AccountTab } from "~/components/AccountTabs";
import { tabMeta } from "~/routes/account/meta";
import { profilePageAction, profilePageData } from "~/routes/account/account.server";
import { MyProfile } from "~/routes/account/my-profile";
import { noStore } from "~/server/guards.server";
import { tabLoader } from "./tab.server";

export const loader = (args: LoaderFunctionArgs) => tabLoader(args, ["forms"], profilePageData);

/** The profile tab's forms post here. */
export const action = (args: ActionFunctionArgs) => profilePageAction(args);

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction<typeof loader> = ({ matches }) => tabMeta(matches, "profile");

export default function MyProfileTab() {
  const { data } = useLoaderData<typeof loader>();
  return (
    <AccountTab index="profile">
      <MyProfile profile={data.profile} notificationPreferences={data.notificationPreferences} />
    </AccountTab>
  );
}
