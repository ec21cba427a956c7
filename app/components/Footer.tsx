import { Link } from "@remix-run/react";
import type { MouseEvent } from "react";
import { FOOTER_QUICK_LINKS, FOOTER_SHOP_LINKS } from "~/utils/menu";
import { useToast } from "./Toaster";
import { useT } from "~/i18n/useT";
import type { MessageKey } from "@domain/i18n/keys";
import { LanguageSwitch } from "./LanguageSwitch";
import { SITE_NAME } from "~/utils/seo";

const SOCIAL = [
  { label: "Instagram", href: "https://www.instagram.com/" },
  { label: "Facebook", href: "https://www.facebook.com/" },
  { label: "YouTube", href: "https://www.youtube.com/" },
];

/**
 * The footer (docs/product.md#header-menus-and-footer), hidden on /cart. Without a location its links do not navigate and show
 * 'Location unavailable !'. Without JavaScript the link is followed and the guard says the same.
 */
export function Footer({ hasLocation }: { hasLocation: boolean }) {
  const toast = useToast();
  const t = useT();
  const guard = (event: MouseEvent) => {
    if (hasLocation) return;
    event.preventDefault();
    toast({ type: "error", message: t("Location unavailable !"), description: t("Please select location !") });
  };
  const column = (title: MessageKey, links: readonly { label: MessageKey; to: string }[]) => (
    <section>
      <h2>{t(title)}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.label}>
            <Link to={l.to} onClick={guard}>
              {t(l.label)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
  return (
    <footer className="site-footer">
      <div className="footer-columns">
        <section>
          <h2>{t(SITE_NAME)}</h2>
          <p>{t("Honest cleaners for home, laundry and hands. Buy once, refill for life.")}</p>
          <ul className="social">
            {SOCIAL.map((s) => (
              <li key={s.label}>
                <a href={s.href} rel="noopener noreferrer" target="_blank">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
        {column("Quick Link", FOOTER_QUICK_LINKS)}
        {column("Shop", FOOTER_SHOP_LINKS)}
      </div>
      <LanguageSwitch all />
      <p className="copyright">{t("© 2023 Nirmal Home Care. All rights reserved.")}</p>
    </footer>
  );
}
