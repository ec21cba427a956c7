import type { DefineRoutesFunction } from "@remix-run/dev/dist/config/routes";

/**
 * The alternate variant's sign-in pages (spec §2 Alternate variant), added to the route table only
 * when the storefront is built with STOREFRONT_VARIANT=alternate (vite.config.ts). The main build has
 * no such routes, so /login falls to the unknown-path route and goes home.
 */
export const alternateRoutes = (defineRoutes: DefineRoutesFunction) =>
  defineRoutes((route) => {
    route("/login", "alternate/login.tsx", { id: "alternate/login" });
    route("/login/:type", "alternate/login.tsx", { id: "alternate/login-type" });
    route("/signup", "alternate/signup.tsx", { id: "alternate/signup" });
    route("/signup/:type", "alternate/signup.tsx", { id: "alternate/signup-type" });
    route("/otp/:path", "alternate/otp.tsx", { id: "alternate/otp" });
  });
