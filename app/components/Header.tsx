import { Form, Link, useLocation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { forgetPushToken } from "~/lib/account/push-token";
import { PushTokenField } from "./Push";
import { ACCOUNT_MENU } from "~/lib/account/account";
import { dialogHref } from "~/utils/dialog";
import { MAIN_MENU } from "~/utils/menu";
import { locationLabel, type Location } from "@domain/location/pincode";
import { signInPage } from "~/lib/account/sign-in-steps";
import { ALTERNATE_VARIANT } from "~/utils/variant";
import { useT } from "~/i18n/useT";
import { LanguageSwitch } from "./LanguageSwitch";

/**
 * The header of every page (docs/product.md#header-menus-and-footer). Without a valid location, the links that need one
 * (cart, menu, sign in) open the location dialog instead. A signed-in customer is greeted by name,
 * gets the account menu and the notification bell; the dropdowns are <details>, so they work without JavaScript.
 * On a phone it is one row: the logo's name, the greeting and the languages leave the row (the
 * greeting stays the account menu's name, the languages move into that menu).
 */
export function Header({
  location,
  cartCount,
  customer,
  notificationCount,
}: {
  location: Location | null;
  cartCount: number;
  customer: { firstName: string; lastName: string } | null;
  notificationCount: number;
}) {
  // Every navigation, a redirect back to this very page included (logging out on /), closes the dropdowns.
  const { pathname, search, key } = useLocation();
  const t = useT();
  const locationDialog = dialogHref(pathname, search, "location");
  const needsLocation = (to: string) => (location ? to : locationDialog);
  // Sign-in opens a dialog over this page; the alternate variant has pages for it instead.
  const signInHref = (step: "login" | "register") => (ALTERNATE_VARIANT ? signInPage(step) : dialogHref(pathname, search, step));

  return (
    <header className="site-header">
      <div className="header-row">
        {location ? (
          <details className="hamburger" key={`menu-${key}`}>
            <summary aria-label={t("Menu")}>
              <MenuIcon />
            </summary>
            <nav aria-label={t("Menu")}>
              <ul>
                {MAIN_MENU.map((item) => (
                  <li key={item.label}>
                    <Link to={item.to}>{t(item.label)}</Link>
                  </li>
                ))}
                <li>
                  <Link to="/contactus">{t("Contact Us")}</Link>
                </li>
                {customer ? (
                  <li>
                    <Link to="/help_list">{t("Help")}</Link>
                  </li>
                ) : null}
              </ul>
            </nav>
          </details>
        ) : (
          <Link className="hamburger" to={locationDialog} aria-label={t("Menu")}>
            <MenuIcon />
          </Link>
        )}
        {/* Named by its own text ("Nirmal", then the rest for screen readers), so the name always holds what is seen. */}
        <Link to="/" className="logo">
          <span className="logo-mark" aria-hidden="true">
            N
          </span>
          <span className="logo-text">Nirmal</span>
          <span className="visually-hidden"> {t("Home Care, home")}</span>
        </Link>
        <div className="header-location">
          <PinIcon />
          {/* The city is the API's, in English: the shop's cities have their names in shell.json. */}
          <span data-testid="current-location">{location ? locationLabel({ ...location, city: t.text(location.city) }) : t("No Location")}</span>
          <Link to={locationDialog} className="change-link">
            {t("Change")}
          </Link>
        </div>
        <div className="header-actions">
          <LanguageSwitch />
          <Link to={needsLocation("/cart")} className="cart-link" aria-label={t("Cart, {count} items", { count: cartCount })}>
            <CartIcon />
            <span className="badge" data-testid="cart-count">
              {cartCount}
            </span>
          </Link>
          {customer ? (
            <Link
              to="/notifications"
              className="bell-link"
              aria-label={notificationCount > 0 ? t("Notifications, {count} unread", { count: notificationCount }) : t("Notifications")}
            >
              <BellIcon />
              {notificationCount > 0 ? <span className="dot" data-testid="unread-dot" /> : null}
            </Link>
          ) : null}
          {/* Keyed by the navigation, so the dropdown closes once one of its entries is followed, even back to the same URL (Log out on home). */}
          <details className="user-menu" key={`account-${key}`}>
            <summary className="user-greeting">
              <UserIcon />
              <span>{customer ? t("Hello, {firstName} {lastName}", customer) : t("Sign in / Register")}</span>
            </summary>
            <ul>
              {/* On a phone the languages move here from the header's row (app/styles.css). */}
              <li className="menu-languages">
                <LanguageSwitch />
              </li>
              {customer ? (
                <>
                  <li className="menu-greeting">{t("Hello, {firstName} {lastName}", customer)}</li>
                  {ACCOUNT_MENU.map((item) => (
                    <li key={item.to}>
                      <Link to={item.to}>{t(item.label)}</Link>
                    </li>
                  ))}
                  <li>
                    <Form method="post" action="/logout" onSubmit={forgetPushToken}>
                      <AuthenticityTokenInput />
                      <PushTokenField />
                      <button type="submit" className="link-button">
                        {t("Log out")}
                      </button>
                    </Form>
                  </li>
                </>
              ) : (
                <>
                  <li>
                    <Link to={needsLocation(signInHref("login"))}>{t("Sign in")}</Link>
                  </li>
                  <li>
                    <Link to={needsLocation(signInHref("register"))}>{t("Register")}</Link>
                  </li>
                </>
              )}
            </ul>
          </details>
        </div>
      </div>
    </header>
  );
}

const MenuIcon = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
    <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);
const PinIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
    <path d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" fill="currentColor" />
  </svg>
);
const CartIcon = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
    <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 1.9-1.5L21 8H6.2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    <circle cx="10" cy="20" r="1.5" fill="currentColor" />
    <circle cx="17" cy="20" r="1.5" fill="currentColor" />
  </svg>
);
const UserIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
    <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M4 21a8 8 0 0 1 16 0" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);
const BellIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
    <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2Zm4 4h4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
  </svg>
);
