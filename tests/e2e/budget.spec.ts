import type { Page } from "@playwright/test";
import { firstLoadJs } from "../../scripts/bench/first-load-js";
import { cartDeliveredTo, unpaidOrder } from "./api";
import { accountPages } from "./pages";
import { atLocation, expect, hydrated, phoneFor, signedIn, test } from "./fixtures";

/**
 * Every page's first-load JavaScript stays within its budget (72 KB gzipped; about 65 KB since the
 * browser build runs Preact, docs/decisions/018, and splits its chunks by page, 034), a guest's browse
 * pages and every page of a signed-in shopper: bytes are deterministic for a build, so this holds every
 * change to what a shopper's first visit downloads. Anything heavy (Firebase, image previews, zod, a
 * form library) must load where it is used, not here (037).
 */
const BUDGET_BYTES = 72 * 1024;
const BROWSE_PAGES = [
  "/",
  "/product_list/prefill/all",
  "/product_list/refill/all",
  "/product_detail/prefill/Lemon-Dishwash-Gel-500-ml",
  "/search?q=lemon",
  "/cart",
];

/** The route modules of the pages outside the browse areas (app/routes/browse, app/routes/cart), by file, from the page's route manifest. */
async function otherPagesModules(baseURL: string, scripts: string[]): Promise<Map<string, string>> {
  const manifest = scripts.find((script) => /\/manifest-[\w-]+\.js$/.test(script));
  expect(manifest, "the page loads the route manifest").toBeDefined();
  const text = await fetch(new URL(manifest!, baseURL)).then((r) => r.text());
  const { routes } = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as { routes: Record<string, { module: string }> };
  return new Map(
    Object.entries(routes)
      .filter(([id]) => id !== "root" && !/^routes\/(browse|cart)\//.test(id))
      .map(([id, route]) => [route.module, id]),
  );
}

/**
 * Each page's first-load JavaScript, with the browser's cookies: within the budget; a browse page's
 * holds no module of a signed-in or console page (which shared code merged into such a module brought).
 */
async function withinBudget(page: Page, baseURL: string, paths: string[], { browse = false } = {}) {
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  for (const path of paths) {
    // The page itself, not a page it sends the shopper on to.
    expect((await fetch(new URL(path, baseURL), { headers: { cookie }, redirect: "manual" })).status, path).toBe(200);
    const { bytes, files, scripts } = await firstLoadJs(baseURL, path, cookie);
    expect(files, `${path} loads its scripts`).toBeGreaterThan(0);
    expect(bytes, `${path}: ${(bytes / 1024).toFixed(1)} KB in ${files} files`).toBeLessThanOrEqual(BUDGET_BYTES);
    if (browse) {
      const others = await otherPagesModules(baseURL, scripts);
      expect(others.size, "the manifest names the other pages").toBeGreaterThan(0);
      for (const script of scripts) expect(others.get(script), `${path} loads ${script}`).toBeUndefined();
    }
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

test("browse pages load at most 72 KB of JavaScript, gzipped, on a first visit, and no other page's module", async ({ page, baseURL }) => {
  test.skip(test.info().project.name === "no-js", "the bytes are the same; counted once");
  await atLocation(page);
  await withinBudget(page, baseURL!, BROWSE_PAGES, { browse: true });
});

test("a guest's browse pages fetch no script before they have loaded, and hydrate at the first input", async ({ page }) => {
  test.skip(test.info().project.name === "no-js", "without JavaScript there are no scripts");
  await atLocation(page);
  await scriptsAfterLoad(page, BROWSE_PAGES);
});

test("every page of a signed-in shopper stays within the budget; the cart and orders wait for the first input", async ({ page, baseURL }) => {
  test.skip(test.info().project.name === "no-js", "the bytes are the same, and without JavaScript there are no scripts");
  const phone = phoneFor("speed: shopper");
  const order = await unpaidOrder(phone, "COD");
  // A cart and an address again (placing the order emptied the cart): what the payment step needs.
  const { addressId } = await cartDeliveredTo(phone, "Thick-Toilet-Cleaner-500-ml", 1);
  await signedIn(page, phone);
  await withinBudget(page, baseURL!, [
    ...accountPages(addressId),
    ...["/cart", "/shipping_address", "/payment_method", "/order_list", `/order_detail/${order}`, "/refund"],
    ...["/promocode", "/referralcode", "/my_reviews", "/my_refills", "/help_list", "/more_help", "/order_add", "/faq", "/contactus"],
  ]);
  // The payment step hydrates as it loads: an online payment's checkout opens by itself there.
  await scriptsAfterLoad(page, ["/cart", "/order_list", `/order_detail/${order}`]);
});
