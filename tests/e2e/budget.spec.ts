import { firstLoadJs } from "../../scripts/bench/first-load-js";
import { chooseLocation, expect, hydrated, test } from "./fixtures";

/**
 * Browse pages' first-load JavaScript stays within its budget (85 KB gzipped; about 60 KB since the
 * browser build runs Preact, docs/decisions/018): bytes are deterministic for a build, so this holds
 * every change to what a shopper's first visit downloads. Anything heavy (Firebase, image previews)
 * must load where it is used, not here.
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

test("browse pages load at most 85 KB of JavaScript, gzipped, on a first visit", async ({ page, baseURL }) => {
  test.skip(test.info().project.name === "no-js", "the bytes are the same; counted once");
  await chooseLocation(page);
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  for (const path of BROWSE_PAGES) {
    const { bytes, files } = await firstLoadJs(baseURL!, path, cookie);
    expect(files, `${path} loads its scripts`).toBeGreaterThan(0);
    expect(bytes, `${path}: ${(bytes / 1024).toFixed(1)} KB in ${files} files`).toBeLessThanOrEqual(BUDGET_BYTES);
  }
});

test("a guest's browse pages fetch no script before they have loaded, and hydrate at the first input", async ({ page }) => {
  test.skip(test.info().project.name === "no-js", "without JavaScript there are no scripts");
  await chooseLocation(page);
  for (const path of BROWSE_PAGES) {
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
});
