import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { profileLoader } from "~/routes/account/account.server";
import { MyRefillsLink } from "~/components/MyRefillsLink";
import { ProfileForm } from "~/components/ProfileForm";
import { noStore } from "~/server/guards.server";
import { useT } from "~/i18n/useT";
import { accountMeta } from "~/routes/account/meta";

export { profileLoader as loader, profileAction as action } from "~/routes/account/account.server";
export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction = ({ matches }) => accountMeta(matches, (t) => t("My Profile"));

export default function MyProfilePage() {
  const { profile } = useLoaderData<typeof profileLoader>();
  const t = useT();
  return (
    <section className="page account-page">
      <h1>{t("My Profile")}</h1>
      <ProfileForm profile={profile} />
      <MyRefillsLink />
    </section>
  );
}
