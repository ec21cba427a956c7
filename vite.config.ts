/// <reference types="vitest/config" />
import { vitePlugin as remix } from "@remix-run/dev";
import { fileURLToPath } from "node:url";
import { defineConfig, type Rollup } from "vite";
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

/** The route modules of a guest's browse pages, of every route, and the shell every page runs. */
const BROWSE_AREAS = /\/app\/routes\/(browse|cart)\//;
const ROUTE_MODULE = /\/app\/routes\/.+\.tsx$/;
const SHELL = /\/app\/(root|entry\.client)\.tsx$/;

/**
 * How the browser's code is split into chunks (docs/decisions/034). Every page runs the shell (the
 * entry, root.tsx and what they import): its libraries are the chunk "vendor", the rest of its
 * code "shell"; the entry and root.tsx keep their own chunks (put in "shell", the page's hydration
 * failed). Code that several pages or lazy parts import, a guest's browse page among them, is
 * the chunk "browse". The rest Rollup splits by what imports it, and a route module's code stays in
 * its own chunk. So a browse page loads those three, its own module and the route manifest, and
 * nothing of a signed-in or console page. Rollup's merging of small chunks (experimentalMinChunkSize)
 * is off: it put route modules and shared code together, and a list page loaded the refunds page.
 */
function chunkOf(id: string, { getModuleInfo }: Rollup.ManualChunkMeta): string | undefined {
  if (ROUTE_MODULE.test(id) || SHELL.test(id) || id.includes("?")) return undefined;
  const pages = new Set<string>();
  const seen = new Set<string>();
  const climb = (module: string) => {
    if (seen.has(module)) return;
    seen.add(module);
    const info = getModuleInfo(module);
    // A page, or a part a page loads when it needs it (a lazy component, the push client).
    if (SHELL.test(module) || ROUTE_MODULE.test(module) || info?.dynamicImporters.length) pages.add(module);
    for (const importer of info?.importers ?? []) climb(importer);
  };
  climb(id);
  if ([...pages].some((page) => SHELL.test(page))) return id.includes("/node_modules/") ? "vendor" : "shell";
  if (pages.size > 1 && [...pages].some((page) => BROWSE_AREAS.test(page))) return "browse";
  return undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias },
  // A browse page loads 6 script files, each a round trip that waits for one of a browser's six
  // connections on a slow link; a signed-in page loads its shared parts in more, smaller files.
  build: { rollupOptions: { output: { manualChunks: isSsrBuild ? undefined : chunkOf } } },
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
}));
