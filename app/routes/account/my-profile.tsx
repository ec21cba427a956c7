import type { NotificationPreferences } from "@domain/notifications/schemas";
import { MyRefillsLink } from "~/components/MyRefillsLink";
import { MySubscriptionsLink } from "~/components/MySubscriptionsLink";
import { ProfileForm } from "~/components/ProfileForm";
import { NotificationPreferencesForm } from "~/routes/account/notification-preferences-form";

/**
 * The profile as /profile and the account area's profile tab (/account_dashboard/profile) both show it:
 * the profile form, the ways to /my_refills and /my_subscriptions, and the notification preferences.
 */
export function MyProfile({
  profile,
  notificationPreferences,
}: {
  profile: Parameters<typeof ProfileForm>[0]["profile"];
  notificationPreferences: NotificationPreferences;
}) {
  return (
    <>
      <ProfileForm profile={profile} />
      <MyRefillsLink />
      <MySubscriptionsLink />
      <NotificationPreferencesForm saved={notificationPreferences} phoneNumber={profile.phoneNumber} />
    </>
  );
}
