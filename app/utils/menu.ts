import { isLanguage, type Language } from "@domain/i18n/languages";

/** Catalogue routes the menus link to (docs/product.md#header-menus-and-footer). */
export const OUR_STORY_PATH = "/about_nirmal";

const HOME_CARE_ITEMS = [
  { label: "Dishwash gel", to: "/product_list/prefill/dish-wash-gel" },
  { label: "Glass cleaner", to: "/product_list/prefill/glass-cleaner-" },
  { label: "Toilet cleaner", to: "/product_list/prefill/toilet-cleaner" },
  { label: "Bathroom cleaner", to: "/product_list/prefill/bathroom-cleaner" },
  { label: "Floor cleaner", to: "/product_list/prefill/floor-cleaner" },
] as const;

export const MAIN_MENU = [
  { label: "Home Care", to: "/product_list/prefill/all", items: HOME_CARE_ITEMS },
  { label: "Laundry Care", to: "/product_list/prefill/laundry-care" },
  { label: "Hand Care", to: "/product_list/prefill/hand-wash" },
  { label: "Refills", to: "/product_list/refill/all" },
  { label: "Our Story", to: OUR_STORY_PATH },
] as const;

export const FOOTER_QUICK_LINKS = [
  { label: "Terms & Conditions", to: "/cms/tc" },
  { label: "Pricing, Delivery, Return and Refund Policy", to: "/cms/rrd" },
  { label: "Privacy Policy", to: "/cms/pp" },
  { label: "Contact Us", to: "/contactus" },
] as const;

export const FOOTER_SHOP_LINKS = [
  { label: "Home Care", to: "/product_list/prefill/all" },
  { label: "Laundry Care", to: "/product_list/prefill/laundry-care" },
  { label: "Hand Care", to: "/product_list/prefill/hand-wash" },
  { label: "Refill", to: "/product_list/refill/all" },
  { label: "Our Story", to: OUR_STORY_PATH },
] as const;

/** Pages that show the second header row: home and Our Story. */
export const showsMainMenu = (pathname: string) => pathname === "/" || pathname.startsWith("/about_");

/** The operator console's pages (app/routes/admin/): no shop header, footer, menus or dialogs around them. */
export const isConsolePath = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");

/** The offline page of a language, `/offline/hi`, precached by the service worker (docs/decisions/032); else null. */
export const offlinePageLanguage = (pathname: string): Language | null => {
  const language = /^\/offline\/([a-z]{2})$/.exec(pathname)?.[1];
  return isLanguage(language) ? language : null;
};

/**
 * Pages without the shop's frame (header, menus, footer, dialogs) and without scripts: the console's,
 * and the offline page, which has nothing of a shopper in it because one copy serves every shopper of
 * the browser.
 */
export const isFramelessPath = (pathname: string) => isConsolePath(pathname) || offlinePageLanguage(pathname) !== null;
