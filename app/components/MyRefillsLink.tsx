import { Link } from "@remix-run/react";
import { useT } from "~/i18n/useT";

/** The way to /my_refills from the profile and the order pages (docs/product.md#my-refills). */
export function MyRefillsLink() {
  const t = useT();
  return (
    <p className="my-refills-link">
      <Link to="/my_refills">{t("My refills: when your products run out")}</Link>
    </p>
  );
}
