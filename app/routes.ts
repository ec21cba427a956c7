import type { DefineRoutesFunction } from "@remix-run/dev/dist/config/routes";

/**
 * Every page and resource of the storefront, by area: the URL on the left, its module under
 * app/routes/<area>/ on the right. The URLs are the shop's public addresses (docs/product.md#routes)
 * and never change with the files. The alternate variant's sign-in pages are added only when the
 * storefront is built with STOREFRONT_VARIANT=alternate (vite.config.ts); the main build has no such
 * routes, so /login falls to the unknown-path route and goes home.
 */
export const storefrontRoutes = (variant: "main" | "alternate") => (defineRoutes: DefineRoutesFunction) =>
  defineRoutes((route) => {
    // Browse
    route("/", "routes/browse/home.tsx", { index: true });
    route("/product_list/:catId/:typeId", "routes/browse/product-list.tsx");
    route("/product_detail/:catId/:id", "routes/browse/product.tsx");
    route("/search", "routes/browse/search.tsx");
    route("/search.json", "routes/browse/search-suggestions.tsx");
    route("/cms/:key", "routes/browse/content-page.tsx");
    route("/location", "routes/browse/location.tsx");
    route("/language", "routes/browse/language.tsx");
    route("/sitemap.xml", "routes/browse/sitemap.tsx");
    route("/robots.txt", "routes/browse/robots.tsx");
    // What the service worker shows when a page cannot be reached, one per language (docs/decisions/032).
    route("/offline/:language", "routes/browse/offline.tsx");
    // Our Story at /about_{product} (a segment cannot mix text and a parameter) and every unknown path.
    route("*", "routes/browse/our-story.tsx");

    // Account
    route("/auth", "routes/account/sign-in.tsx");
    route("/logout", "routes/account/logout.tsx");
    route("/profile", "routes/account/profile.tsx");
    route("/account_dashboard", "routes/account/dashboard.tsx", () => {
      route("profile", "routes/account/dashboard/profile.tsx");
      route("promo_codes", "routes/account/dashboard/promo-codes.tsx");
      route("referral_codes", "routes/account/dashboard/referral-codes.tsx");
      route("my_reviews", "routes/account/dashboard/my-reviews.tsx");
      route("order_list", "routes/account/dashboard/order-list.tsx");
      route("help_center", "routes/account/dashboard/help-center.tsx");
      // An unknown tab, or none, opens the profile.
      route(":index", "routes/account/dashboard/unknown.tsx");
      route("", "routes/account/dashboard/unknown.tsx", { index: true, id: "routes/account/dashboard/none" });
    });
    route("/my_address", "routes/account/addresses.tsx");
    route("/add_address", "routes/account/add-address.tsx");
    route("/edit_address/:id", "routes/account/edit-address.tsx");
    route("/card_list", "routes/account/cards.tsx");
    route("/add_card", "routes/account/add-card.tsx");
    route("/edit_card", "routes/account/edit-card.tsx");
    route("/notifications", "routes/account/notifications.tsx");
    route("/promocode", "routes/account/promo-codes.tsx");
    route("/referralcode", "routes/account/referral.tsx");
    if (variant === "alternate") {
      route("/login", "routes/account/alternate/login.tsx", { id: "alternate/login" });
      route("/login/:type", "routes/account/alternate/login.tsx", { id: "alternate/login-type" });
      route("/signup", "routes/account/alternate/signup.tsx", { id: "alternate/signup" });
      route("/signup/:type", "routes/account/alternate/signup.tsx", { id: "alternate/signup-type" });
      route("/otp/:path", "routes/account/alternate/otp.tsx", { id: "alternate/otp" });
    }

    // Cart
    route("/cart", "routes/cart/cart.tsx");
    route("/cart_clear", "routes/cart/clear.tsx");

    // Checkout and payment
    route("/shipping_address", "routes/checkout/shipping-address.tsx");
    route("/payment_method", "routes/checkout/payment-method.tsx");
    route("/payment_verify", "routes/checkout/payment-verify.tsx");
    route("/order_add", "routes/checkout/order-add.tsx");
    route("/success/:id", "routes/checkout/success.tsx");
    route("/online-payment-link/:orderId/:token", "routes/checkout/payment-link.tsx");
    route("/online-payment-link-success/:payment/:id", "routes/checkout/payment-link-success.tsx");

    // Orders
    route("/order_list", "routes/orders/order-list.tsx");
    route("/order_detail/:id", "routes/orders/order.tsx");
    route("/return/:id", "routes/orders/return.tsx");
    route("/buy_again", "routes/orders/buy-again.tsx");
    route("/refund", "routes/orders/refunds.tsx");
    route("/invoice/:id", "routes/orders/invoice.tsx");
    route("/live_tracking/:id", "routes/orders/live-tracking.tsx");
    route("/confirm_order/:orderId/:token", "routes/orders/confirm-link.tsx");
    route("/events", "routes/orders/events.tsx");

    // Help and reviews
    route("/help_list", "routes/help/help-list.tsx");
    // The same page under its second name.
    route("/Help-List", "routes/help/help-list.tsx", { id: "routes/help/help-list-capitalised" });
    route("/more_help", "routes/help/more-help.tsx");
    route("/faq", "routes/help/faq.tsx");
    route("/contactus", "routes/help/contact.tsx");
    route("/my_reviews", "routes/reviews/my-reviews.tsx");

    // Refills
    route("/my_refills", "routes/refills/my-refills.tsx");
    route("/refill/:productId", "routes/refills/refill.tsx");

    // Subscriptions
    route("/subscribe/:productId", "routes/subscriptions/subscribe.tsx");
    route("/my_subscriptions", "routes/subscriptions/my-subscriptions.tsx");

    // The operator console (docs/decisions/031): its own layout and session, no shop header or footer.
    route("/admin", "routes/admin/layout.tsx", () => {
      route("", "routes/admin/home.tsx", { index: true });
      route("sign-in", "routes/admin/sign-in.tsx");
      route("code", "routes/admin/code.tsx");
      route("sign-out", "routes/admin/sign-out.tsx");
      route("orders", "routes/admin/orders.tsx");
      route("orders/:id", "routes/admin/order.tsx");
      route("refunds", "routes/admin/refunds.tsx");
      route("subscriptions", "routes/admin/subscriptions.tsx");
      route("tickets", "routes/admin/tickets.tsx");
      route("operators", "routes/admin/operators.tsx");
      route("audit", "routes/admin/audit.tsx");
      route("products", "routes/admin/products.tsx");
      route("products/new", "routes/admin/product-new.tsx");
      route("products/:id", "routes/admin/product.tsx");
      route("reviews", "routes/admin/reviews.tsx");
      route("areas", "routes/admin/areas.tsx");
      route("coupons", "routes/admin/coupons.tsx");
      route("cod", "routes/admin/cod.tsx");
      route("cod/settings", "routes/admin/cod-settings.tsx");
    });
  });
