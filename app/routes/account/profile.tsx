import type { HeadersFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { profileLoader } from "~/routes/account/account.server";
import { ProfileForm } from "~/components/ProfileForm";
import { noStore } from "~/server/guards.server";
import { pageMeta } from "~/utils/seo";

export { profileLoader as loader, profileAction as action } from "~/routes/account/account.server";
export const headers: HeadersFunction = () => noStore;
export const meta = () => pageMeta("My Profile");

export default function MyProfilePage() {
  const { profile } = useLoaderData<typeof profileLoader>();
  return (
    <section className="page account-page">
      <h1>My Profile</h1>
      <ProfileForm profile={profile} />
    </section>
  );
}
