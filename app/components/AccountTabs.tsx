import { NavLink } from "@remix-run/react";
import { ACCOUNT_TABS, accountPath } from "~/routes/account/account";

/** The six tabs of /account_dashboard/{index} (docs/product.md#routes). */
export function AccountTabs() {
  return (
    <nav className="account-tabs" aria-label="My account">
      <ul>
        {ACCOUNT_TABS.map((tab) => (
          <li key={tab.index}>
            <NavLink to={accountPath(tab.index)}>{tab.label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
