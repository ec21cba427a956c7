import fs, { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { staticFiles } from "../../server/storefront/static";

/**
 * The storefront's static files over real HTTP, in front of a stand-in for Remix that counts the
 * requests it is handed: what is a file is served with its caching, what is not goes on to the pages
 * without a look at the disk, and a missing file under /assets or /uploads is a 404, not a page.
 */
let server: ReturnType<ReturnType<typeof express>["listen"]>;
let base = "";
let dir = "";
const pages: string[] = [];
const HASHED = `products/lemon-dishwash-gel-500-ml.${"ab".repeat(8)}.svg`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "static-"));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  };
  write("client/assets/entry.client-AbCd1234.js", "console.log(1)");
  write("client/favicon.svg", "<svg>built</svg>");
  write("client/uploads/products/stale-copy.svg", "<svg/>");
  write("public/favicon.svg", "<svg>source</svg>");
  write("public/push/sw.js", "self.x = 1");
  write("public/uploads/products/other.svg", "<svg/>");
  write(`uploads/${HASHED}`, "<svg>lemon</svg>");
  const app = express();
  app.use(staticFiles({ clientDir: path.join(dir, "client"), publicDir: path.join(dir, "public"), uploadsDir: path.join(dir, "uploads") }));
  app.all("*", (req, res) => {
    pages.push(req.path);
    res.type("html").send("<p>a page</p>");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const IMMUTABLE = "public, max-age=31536000, immutable";

describe("storefront static files", () => {
  it("serves the build's hashed assets and the uploads for a year, immutable, with their types", async () => {
    const asset = await fetch(`${base}/assets/entry.client-AbCd1234.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(asset.headers.get("content-type")).toMatch(/^(text|application)\/javascript/);
    const picture = await fetch(`${base}/uploads/${HASHED}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(picture.headers.get("content-type")).toBe("image/svg+xml");
    expect(await picture.text()).toBe("<svg>lemon</svg>");
    // (fetch adds "Cache-Control: no-cache" to a conditional request unless it has one, as a revalidating browser does not.)
    const again = await fetch(`${base}/uploads/${HASHED}`, { headers: { "if-none-match": picture.headers.get("etag")!, "cache-control": "max-age=0" } });
    expect(again.status).toBe(304);
  });

  it("serves the other files of the build and of public/ by their paths, for an hour, the build's first", async () => {
    const icon = await fetch(`${base}/favicon.svg`);
    expect(icon.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await icon.text()).toBe("<svg>built</svg>");
    const worker = await fetch(`${base}/push/sw.js`);
    expect(worker.status).toBe(200);
    expect(await worker.text()).toBe("self.x = 1");
    expect((await fetch(`${base}/favicon.svg`, { method: "HEAD" })).status).toBe(200);
    expect(pages).toEqual([]);
  });

  it("answers a missing asset or upload, or a folder, with a plain 404 and no page", async () => {
    for (const url of ["/assets/entry.client-Gone0000.js", `/uploads/products/gone.${"cd".repeat(8)}.svg`, "/uploads/products/", "/uploads", "/assets/"]) {
      const response = await fetch(`${base}${url}`, { redirect: "manual" });
      expect(response.status, url).toBe(404);
      expect(await response.text()).toBe("Not found");
    }
    // Uploads come from UPLOADS_DIR alone, never from copies in the build or in public/.
    expect((await fetch(`${base}/uploads/products/stale-copy.svg`)).status).toBe(404);
    expect((await fetch(`${base}/uploads/products/other.svg`)).status).toBe(404);
    expect(pages).toEqual([]);
  });

  it("hands every other path to the pages without a look at the disk", async () => {
    const stat = vi.spyOn(fs, "stat");
    try {
      for (const url of ["/", "/product_list/prefill/all", "/favicon.svg/x", "/push", "/index.html", "/uploadsx"]) {
        const response = await fetch(`${base}${url}`);
        expect(await response.text(), url).toBe("<p>a page</p>");
      }
      expect(stat).not.toHaveBeenCalled();
      expect(pages).toEqual(["/", "/product_list/prefill/all", "/favicon.svg/x", "/push", "/index.html", "/uploadsx"]);
    } finally {
      stat.mockRestore();
    }
  });
});
