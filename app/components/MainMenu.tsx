import { Link, useLocation } from "@remix-run/react";
import { dialogHref } from "~/utils/dialog";
import { MAIN_MENU } from "~/utils/menu";
import { useT } from "~/i18n/useT";
import { SearchBox } from "./SearchBox";

/** The second header row on home and Our Story (docs/product.md#header-menus-and-footer): the menu and the search box. Without a location every entry opens the location dialog. */
export function MainMenu({ hasLocation }: { hasLocation: boolean }) {
  const { pathname, search } = useLocation();
  const t = useT();
  const to = (path: string) => (hasLocation ? path : dialogHref(pathname, search, "location"));
  return (
    <nav className="main-menu" aria-label={t("Shop by category")}>
      <ul>
        {MAIN_MENU.map((entry) =>
          "items" in entry ? (
            <li key={entry.label} className="has-submenu">
              <details>
                <summary>{t(entry.label)}</summary>
                <ul>
                  {entry.items.map((item) => (
                    <li key={item.label}>
                      <Link to={to(item.to)}>{t(item.label)}</Link>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ) : (
            <li key={entry.label}>
              <Link to={to(entry.to)}>{t(entry.label)}</Link>
            </li>
          ),
        )}
      </ul>
      <SearchBox hasLocation={hasLocation} />
    </nav>
  );
}
