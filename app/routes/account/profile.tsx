import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { profileLoader } from "~/routes/account/account.server";
import { MyProfile } from "~/routes/account/my-profile";
import { noStore } from "~/server/guards.server";
import { useT } from "~/i18n/useT";
import { accountMeta } from "~/routes/account/meta";

export { profileLoader as loader, profilePageAction as action } from "~/routes/account/account.server";
export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction = ({ matches }) => accountMeta(matches, (t) => t("My Profile"));

export default function MyProfilePage() {
  const { profile, notificationPreferences } = useLoaderData<typeof profileLoader>();
  const t = useT();
  return (
    <section className="page account-page">
      <h1>{t("My Profile")}</h1>
      <MyProfile profile={profile} notificationPreferences={notificationPreferences} />
    </section>
  );
}
