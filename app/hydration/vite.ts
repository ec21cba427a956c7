import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** React's modules, and what the browser build runs instead (docs/decisions/018). */
const PREACT: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": fileURLToPath(new URL("./preact-client.ts", import.meta.url)),
  "react/jsx-runtime": "preact/jsx-runtime",
};

/** The production build's browser code runs on Preact; the server (and the dev server) render with React. */
export const preactInTheBrowser: Plugin = {
  name: "preact-in-the-browser",
  apply: "build",
  enforce: "pre",
  resolveId(id, importer, options) {
    if (options?.ssr || !(id in PREACT)) return null;
    return this.resolve(PREACT[id], importer, { ...options, skipSelf: true });
  },
};
