/// <reference types="vitest/config" />
import { vitePlugin as remix } from "@remix-run/dev";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { storefrontRoutes } from "./app/routes";
import { hydrationBuild, hydrationMode } from "./app/hydration/vite";
import { BUILD_DIR } from "./server/storefront/build-dir";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "@domain": fileURLToPath(new URL("./domain", import.meta.url)),
};

// Build flag: STOREFRONT_VARIANT=alternate adds the sign-in pages of the spec's alternate variant.
const variant = process.env.STOREFRONT_VARIANT === "alternate" ? "alternate" : "main";
// Build flag: STOREFRONT_HYDRATION=stock hydrates the stock way (React, every page as it loads); see app/hydration/.
const hydration = hydrationBuild(hydrationMode());

export default defineConfig({
  resolve: { alias },
  // Chunks under 4 KB are merged into others: a browse page loads about 11 files instead of 22, each a
  // round trip that waits for one of a browser's six connections on a slow link, for 3-5 KB more in all.
  build: { rollupOptions: { output: { experimentalMinChunkSize: 4096 } } },
  define: { "import.meta.env.STOREFRONT_VARIANT": JSON.stringify(variant), ...hydration.define },
  server: { port: Number(process.env.PORT ?? 3000) },
  plugins: process.env.VITEST
    ? []
    : [
        ...hydration.plugins,
        remix({
          buildDirectory: BUILD_DIR,
          // The route table (app/routes.ts) names every route; no file becomes a route by its name.
          ignoredRouteFiles: ["**/*"],
          routes: storefrontRoutes(variant),
          future: {
            v3_fetcherPersist: true,
            v3_relativeSplatPath: true,
            v3_throwAbortReason: true,
            unstable_optimizeDeps: true,
          },
        }),
      ],
  test: {
    projects: [
      {
        extends: true,
        // The storefront's modules read its settings as they load; the one without a default is given here.
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          env: { STOREFRONT_API_SECRET: "unit-tests-storefront-api-secret-0123456789" },
          // No unit test waits for time to pass; a few render pictures, which a loaded machine can take
          // seconds over. A longer limit only lets a slow run finish.
          testTimeout: 30000,
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          globalSetup: ["tests/api/global-setup.ts"],
          // Generous: a loaded 2-core machine can take seconds over a first query on a fresh PGlite copy.
          testTimeout: 60000,
          hookTimeout: 120000,
        },
      },
    ],
  },
});
