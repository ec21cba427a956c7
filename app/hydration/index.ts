/**
 * How the browser hydrates the server's pages, in one place (docs/decisions/018 and 021). By default the
 * browser build runs Preact, and a guest's browse page fetches its scripts after load and hydrates at the
 * shopper's first input. Built with `STOREFRONT_HYDRATION=stock` (./vite.ts) it is Remix as it comes:
 * React in the browser, Remix's `<Scripts>`, and every page hydrated as it loads. Either way the client
 * marks `<html data-hydrated>` (the mode's name) once the page and its lazily loaded parts have hydrated.
 *
 * The app uses what this file exports; app/entry.client.tsx calls ./client, and vite.config.ts takes ./vite.
 * Every module exported here runs nothing at its top level (no call, not even JSON.stringify or
 * createContext): the bundler would then keep it in every route that imports this file, which split the
 * browse pages' scripts into two more files and 3.5 KB more.
 */
export { HYDRATE_ON_INPUT, ON_INPUT, takeEarlyNews } from "./on-input";
export { useHydratesOnInput } from "./document";
export { useHydrated } from "./hydrated";
export { HydrateLater } from "./HydrateLater";
export { lazyPart } from "./marker";
export { PageScripts } from "./PageScripts";
