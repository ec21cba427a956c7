import { NavLink } from "@remix-run/react";
import { ACCOUNT_TABS, accountPath } from "~/lib/account/account";
import { useT } from "~/i18n/useT";

/** The six tabs of /account_dashboard/{index} (docs/product.md#routes). */
export function AccountTabs() {
  const t = useT();
  return (
    <nav className="account-tabs" aria-label={t("My account")}>
      <ul>
        {ACCOUNT_TABS.map((tab) => (
          <li key={tab.index}>
            <NavLink to={accountPath(tab.index)}>{t(tab.label)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
