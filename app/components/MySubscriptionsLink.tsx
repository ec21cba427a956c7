import { Link } from "@remix-run/react";
import { SUBSCRIPTIONS_PATH } from "@domain/subscriptions/schedule";
import { useT } from "~/i18n/useT";

/** The way to /my_subscriptions from the profile and /my_refills. */
export function MySubscriptionsLink() {
  const t = useT();
  return (
    <p>
      <Link to={SUBSCRIPTIONS_PATH}>{t("My subscriptions: products delivered every few weeks")}</Link>
    </p>
  );
}
