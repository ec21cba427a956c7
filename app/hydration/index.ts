/**
 * How the browser hydrates the server's pages, in one place (docs/decisions/018 and 021): the browser
 * build runs Preact, and a guest's browse page hydrates at the shopper's first input.
 *
 * The app uses what this file exports; app/entry.client.tsx calls ./client, and vite.config.ts takes ./vite.
 */
export { HYDRATE_ON_INPUT, hydratesOnInput, ON_INPUT } from "./on-input";
export { useHydrated } from "./hydrated";
export { HydrateLater } from "./HydrateLater";
export { PageScripts } from "./PageScripts";
