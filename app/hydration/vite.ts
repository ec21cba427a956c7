import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/**
 * How the browser build hydrates a page, fixed at build time by `STOREFRONT_HYDRATION`:
 * - `preact-on-input` (the default): the browser runs Preact instead of React (docs/decisions/018), and a
 *   guest's browse page fetches its scripts after load and hydrates at the first input (decision 021);
 * - `stock`: React in the browser, Remix's own `<Scripts>`, and every page hydrated as it loads.
 */
type HydrationMode = "preact-on-input" | "stock";

export function hydrationMode(value = process.env.STOREFRONT_HYDRATION): HydrationMode {
  if (!value || value === "preact-on-input") return "preact-on-input";
  if (value === "stock") return "stock";
  throw new Error(`STOREFRONT_HYDRATION is "preact-on-input" (the default) or "stock", not ${JSON.stringify(value)}`);
}

/** React's modules, and what the browser build runs instead (docs/decisions/018). */
const PREACT: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": fileURLToPath(new URL("./preact-client.ts", import.meta.url)),
  "react/jsx-runtime": "preact/jsx-runtime",
};

/** The production build's browser code runs on Preact; the server (and the dev server) render with React. */
const preactInTheBrowser: Plugin = {
  name: "preact-in-the-browser",
  apply: "build",
  enforce: "pre",
  resolveId(id, importer, options) {
    if (options?.ssr || !(id in PREACT)) return null;
    return this.resolve(PREACT[id], importer, { ...options, skipSelf: true });
  },
};

/** What the Vite config takes for a mode: the constant the app reads (app/hydration/mode.ts), and the plugins. */
export function hydrationBuild(mode: HydrationMode): { define: Record<string, string>; plugins: Plugin[] } {
  return {
    define: { "import.meta.env.STOREFRONT_HYDRATION": JSON.stringify(mode) },
    plugins: mode === "stock" ? [] : [preactInTheBrowser],
  };
}
