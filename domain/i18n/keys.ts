/**
 * Every message the code may ask for by its English text: the keys of the translation files
 * (./hi/*.json), so a message without a translation does not compile. Types only: nothing here reaches a
 * browser's JavaScript; a page gets the translations it needs from its loaders (app/i18n).
 */
type Files = {
  shell: typeof import("./hi/shell.json");
  browse: typeof import("./hi/browse.json");
  account: typeof import("./hi/account.json");
  cart: typeof import("./hi/cart.json");
  checkout: typeof import("./hi/checkout.json");
  orders: typeof import("./hi/orders.json");
  delivery: typeof import("./hi/delivery.json");
  help: typeof import("./hi/help.json");
  reviews: typeof import("./hi/reviews.json");
  forms: typeof import("./hi/forms.json");
  api: typeof import("./hi/api.json");
  notifications: typeof import("./hi/notifications.json");
  admin: typeof import("./hi/admin.json");
};

/** A translation file: the shop's words grouped by where they are read, so a page ships only its own. */
export type Namespace = keyof Files;
export type MessageKey = { [N in Namespace]: keyof Files[N] & string }[Namespace];
