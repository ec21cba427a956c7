import path from "node:path";
import type { ServerBuild } from "@remix-run/node";
import express from "express";
import { describe, expect, it } from "vitest";
import { precacheList, serviceWorker } from "../../server/storefront/service-worker";

/**
 * /sw.js as the storefront's host serves it (docs/decisions/032): the worker of public/sw.js given the
 * build's files to precache and a version, which changes whenever the build does, so a new build is a
 * new worker that replaces the old one.
 */
const route = (id: string, module: string, imports: string[] = []) => ({
  id,
  module,
  imports,
  hasAction: false,
  hasLoader: true,
  hasClientAction: false,
  hasClientLoader: false,
  hasErrorBoundary: false,
});
const assets = (version: string, orderModule: string): ServerBuild["assets"] => ({
  version,
  url: `/assets/manifest-${version}.js`,
  entry: { module: "/assets/entry.client-A1.js", imports: ["/assets/preact-B2.js"] },
  routes: {
    root: route("root", "/assets/root-C3.js", ["/assets/preact-B2.js"]),
    "routes/orders/order": route("routes/orders/order", orderModule, ["/assets/OfflineNote-D4.js"]),
    "routes/admin/orders": route("routes/admin/orders", "/assets/admin-orders-E5.js"),
  },
});

async function workerScript(build: ServerBuild["assets"] | undefined) {
  const app = express().use(serviceWorker({ publicDir: path.resolve(import.meta.dirname, "../../public"), assets: build }));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as { port: number }).port}/sw.js`);
    const text = await response.text();
    const BUILD = JSON.parse(/^const BUILD = (.*);\n/.exec(text)![1]) as { version: string; precache: string[]; offline: Record<string, string> };
    return { response, text, BUILD };
  } finally {
    server.close();
  }
}

describe("the service worker's script", () => {
  it("precaches the shop's scripts once each, the icons and the offline pages, never the console's", () => {
    expect(precacheList(assets("v1", "/assets/order-F6.js"))).toEqual([
      "/assets/manifest-v1.js",
      "/assets/entry.client-A1.js",
      "/assets/preact-B2.js",
      "/assets/root-C3.js",
      "/assets/order-F6.js",
      "/assets/OfflineNote-D4.js",
      "/favicon.svg",
      "/manifest.webmanifest",
      "/icons/icon-192.png",
      "/icons/icon-512.png",
      "/icons/icon-maskable-512.png",
      "/offline/en",
      "/offline/hi",
    ]);
  });

  it("is public/sw.js after its build, never kept by a cache, with a version that changes with the build", async () => {
    const one = await workerScript(assets("v1", "/assets/order-F6.js"));
    expect(one.response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(one.response.headers.get("cache-control")).toBe("no-cache");
    expect(one.text).toContain('self.addEventListener("push"');
    expect(one.BUILD.offline).toEqual({ en: "/offline/en", hi: "/offline/hi" });
    const same = await workerScript(assets("v1", "/assets/order-F6.js"));
    const next = await workerScript(assets("v2", "/assets/order-G7.js"));
    expect(same.BUILD.version).toBe(one.BUILD.version);
    expect(next.BUILD.version).not.toBe(one.BUILD.version);
    expect(next.BUILD.precache).toContain("/assets/order-G7.js");
    // Without a build (the Vite dev server) it still works offline, with no scripts to precache.
    expect((await workerScript(undefined)).BUILD.precache.filter((url) => url.startsWith("/assets/"))).toEqual([]);
  });
});
