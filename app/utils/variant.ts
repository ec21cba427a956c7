/**
 * The storefront variant, fixed at build time (STOREFRONT_VARIANT=alternate, see vite.config.ts). The
 * alternate variant signs in on pages (/login, /signup, /otp/{type}) instead of dialogs.
 */
export const ALTERNATE_VARIANT = import.meta.env.STOREFRONT_VARIANT === "alternate";
