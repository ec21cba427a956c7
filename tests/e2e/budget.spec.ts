import type { Page } from "@playwright/test";
import { firstLoadJs } from "../../scripts/bench/first-load-js";
import { cartDeliveredTo, unpaidOrder } from "./api";
import { atLocation, expect, hydrated, phoneFor, signedIn, test } from "./fixtures";

/**
 * Every page's first-load JavaScript stays within its budget (85 KB gzipped; about 60 KB since the
 * browser build runs Preact, docs/decisions/018), a guest's browse pages and the pages a signed-in
 * shopper sees most: bytes are deterministic for a build, so this holds every change to what a
 * shopper's first visit downloads. Anything heavy (Firebase, image previews, zod) must load where it
 * is used, not here.
 */
const BUDGET_BYTES = 85 * 1024;
const BROWSE_PAGES = [
  "/",
  "/product_list/prefill/all",
  "/product_list/refill/all",
  "/product_detail/prefill/Lemon-Dishwash-Gel-500-ml",
  "/search?q=lemon",
  "/cart",
];

/** Each page's first-load JavaScript, with the browser's cookies: within the budget. */
async function withinBudget(page: Page, baseURL: string, paths: string[]) {
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  for (const path of paths) {
    // The page itself, not a page it sends the shopper on to.
    expect((await fetch(new URL(path, baseURL), { headers: { cookie }, redirect: "manual" })).status, path).toBe(200);
    const { bytes, files } = await firstLoadJs(baseURL, path, cookie);
    expect(files, `${path} loads its scripts`).toBeGreaterThan(0);
    expect(bytes, `${path}: ${(bytes / 1024).toFixed(1)} KB in ${files} files`).toBeLessThanOrEqual(BUDGET_BYTES);
  }
}

/** Each page, opened: it waits for its first input, fetches no script before it has loaded, and hydrates at that input. */
async function scriptsAfterLoad(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    // The page waits for its first input (docs/decisions/021), so its scripts wait for the page.
    expect(await page.evaluate(() => document.documentElement.dataset.hydrate), path).toBe("on-input");
    await hydrated(page);
    const { load, scripts } = await page.evaluate(() => ({
      load: performance.getEntriesByType("navigation")[0].toJSON().loadEventStart as number,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"))
        .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(scripts.length, `${path} loads its scripts`).toBeGreaterThan(0);
    for (const { name, start } of scripts) expect(start, `${path}: ${name} asked for before the page had loaded`).toBeGreaterThanOrEqual(load);
  }
}

test("browse pages load at most 85 KB of JavaScript, gzipped, on a first visit", async ({ page, baseURL }) => {
  test.skip(test.info().project.name === "no-js", "the bytes are the same; counted once");
  await atLocation(page);
  await withinBudget(page, baseURL!, BROWSE_PAGES);
});

test("a guest's browse pages fetch no script before they have loaded, and hydrate at the first input", async ({ page }) => {
  test.skip(test.info().project.name === "no-js", "without JavaScript there are no scripts");
  await atLocation(page);
  await scriptsAfterLoad(page, BROWSE_PAGES);
});

test("a signed-in shopper's cart, payment step and orders stay within the budget, and wait for the first input", async ({ page, baseURL }) => {
  test.skip(test.info().project.name === "no-js", "the bytes are the same, and without JavaScript there are no scripts");
  const phone = phoneFor("speed: shopper");
  const order = await unpaidOrder(phone, "COD");
  // A cart and an address again (placing the order emptied the cart): what the payment step needs.
  await cartDeliveredTo(phone, "Thick-Toilet-Cleaner-500-ml", 1);
  await signedIn(page, phone);
  await withinBudget(page, baseURL!, ["/cart", "/payment_method", "/order_list", `/order_detail/${order}`]);
  // The payment step hydrates as it loads: an online payment's checkout opens by itself there.
  await scriptsAfterLoad(page, ["/cart", "/order_list", `/order_detail/${order}`]);
});
