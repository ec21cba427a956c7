/**
 * Whether this build hydrates the stock way (STOREFRONT_HYDRATION=stock, app/hydration/vite.ts): React in
 * the browser, Remix's own scripts, every page hydrated as it loads. A constant in both builds, so the
 * other path's code is left out of the bundle.
 */
export const STOCK = import.meta.env.STOREFRONT_HYDRATION === "stock";
