/** The account area's pages of a signed-in customer whose address is `address`: walked in Hindi and validated as HTML. */
export const accountPages = (address: string) => [
  "/profile",
  "/account_dashboard/profile",
  "/account_dashboard/promo_codes",
  "/account_dashboard/referral_codes",
  "/account_dashboard/my_reviews",
  "/account_dashboard/order_list",
  "/account_dashboard/help_center",
  "/my_address",
  "/add_address",
  `/edit_address/${address}`,
  "/card_list",
  "/add_card",
  "/notifications",
];
