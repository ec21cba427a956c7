import { NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { ACCOUNT_TABS, accountPath, accountTabLabel, type AccountTab as Tab } from "~/lib/account/account";
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

/** One tab's screen under the tabs, headed by the tab's name. */
export function AccountTab({ index, children }: { index: Tab; children: ReactNode }) {
  const t = useT();
  return (
    <section aria-labelledby="tab-title">
      <h2 id="tab-title">{t(accountTabLabel(index))}</h2>
      {children}
    </section>
  );
}
