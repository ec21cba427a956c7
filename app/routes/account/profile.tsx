import type { ActionFunctionArgs, HeadersFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { profileAction, type profileLoader } from "~/routes/account/account.server";
import { preferencesAction } from "~/routes/account/notification-preferences.server";
import { NotificationPreferencesForm } from "~/routes/account/notification-preferences-form";
import { MyRefillsLink } from "~/components/MyRefillsLink";
import { ProfileForm } from "~/components/ProfileForm";
import { noStore } from "~/server/guards.server";
import { useT } from "~/i18n/useT";
import { accountMeta } from "~/routes/account/meta";

export { profileLoader as loader } from "~/routes/account/account.server";
export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction = ({ matches }) => accountMeta(matches, (t) => t("My Profile"));

/** The page's two forms: the profile, and the notification preferences (posted to /profile?preferences). */
export const action = (args: ActionFunctionArgs) => (new URL(args.request.url).searchParams.has("preferences") ? preferencesAction(args) : profileAction(args));

export default function MyProfilePage() {
  const { profile, notificationPreferences } = useLoaderData<typeof profileLoader>();
  const t = useT();
  return (
    <section className="page account-page">
      <h1>{t("My Profile")}</h1>
      <ProfileForm profile={profile} />
      <MyRefillsLink />
      <NotificationPreferencesForm saved={notificationPreferences} phoneNumber={profile.phoneNumber} />
    </section>
  );
}
