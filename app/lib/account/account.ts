/**
 * The account area (docs/product.md#routes): /account_dashboard/{index} with six tabs, which are also the header's
 * dropdown for a signed-in customer (My Profile ... Help Center; Log out follows them).
 */
export const ACCOUNT_TABS = [
  { index: "profile", label: "My Profile" },
  { index: "promo_codes", label: "My Promo Code" },
  { index: "referral_codes", label: "Refer & Save!" },
  { index: "my_reviews", label: "My Review" },
  { index: "order_list", label: "My Orders" },
  { index: "help_center", label: "Help Center" },
] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number]["index"];
export const accountTabLabel = (index: AccountTab) => ACCOUNT_TABS.find((tab) => tab.index === index)!.label;

export const accountPath = (index: AccountTab) => `/account_dashboard/${index}`;

export const ACCOUNT_MENU = ACCOUNT_TABS.map((tab) => ({ label: tab.label, to: accountPath(tab.index) }));
