import type { Page } from "@playwright/test";
import { shopperSession, unpaidOrder } from "./api";
import { expect, hydrated, js, phoneFor, test } from "./fixtures";
import { openUserMenu } from "./sign-in";

/**
 * The installable shop and its service worker (docs/decisions/032). The other specs run with service
 * workers blocked (playwright.config.ts): a worker answers requests that their routes hold or fail.
 */
test.use({ serviceWorkers: "allow" });

/** Waits until the shop's service worker is active and answers this page's requests (registered once the page has loaded). */
async function controlledByWorker(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

const offlineHeading = (page: Page, name = "You are offline") => page.getByRole("heading", { level: 1, name });
const offlineNote = (page: Page) => page.getByRole("status").filter({ hasText: /^You are offline; this is what we showed at \d\d:\d\d$/ });

test("every shop page links the web app manifest, which is served as one with its icons", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  expect(response.headers()["cache-control"]).toBe("public, max-age=3600");
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: "Nirmal Home Care",
    short_name: "Nirmal",
    start_url: "/",
    scope: "/",
    display: "standalone",
    lang: "en-IN",
    theme_color: "#0f7a5c",
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
  });
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  for (const icon of icons) {
    const file = await request.get(icon.src);
    expect(file.headers()["content-type"], icon.src).toBe("image/png");
    // A PNG's width and height are the big-endian numbers at bytes 16 and 20 of its header.
    const png = await file.body();
    const [width, height] = icon.sizes.split("x").map(Number);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], icon.src).toEqual([width, height]);
  }
  // The operator console is not the shop's app.
  await page.goto("/admin/sign-in");
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
});

test("an order page seen online shows offline with its note, any other page shows the offline page, and logging out forgets it", async ({
  page,
  context,
  baseURL,
}) => {
  test.skip(!js(), "a service worker needs JavaScript");
  const phone = phoneFor("offline: shopper");
  const orderId = await unpaidOrder(phone, "COD");
  await context.addCookies([{ name: "session", value: await shopperSession({ phoneNumber: phone }), url: baseURL! }]);
  await page.goto("/");
  await controlledByWorker(page);

  await page.goto(`/order_detail/${orderId}`);
  const orderHeading = page.getByRole("heading", { level: 1, name: `Order ${orderId}` });
  await expect(orderHeading).toBeVisible();
  await expect(offlineNote(page)).toBeHidden();
  await hydrated(page);

  await context.setOffline(true);
  // A move inside the page (its data cannot be fetched) becomes a page load, which the worker answers.
  await page.getByRole("link", { name: "All orders" }).click();
  await expect(page).toHaveURL(/\/order_list$/);
  await expect(offlineHeading(page)).toBeVisible();
  await expect(page.getByRole("link", { name: "My Orders" })).toHaveAttribute("href", "/order_list");

  await page.goto(`/order_detail/${orderId}`);
  await expect(orderHeading).toBeVisible();
  await expect(offlineNote(page)).toBeVisible();

  await context.setOffline(false);
  await page.goto("/");
  await hydrated(page);
  await openUserMenu(page, "Log out");
  await expect(page.getByText("You have been logged out.")).toBeVisible();

  await context.setOffline(true);
  await page.goto(`/order_detail/${orderId}`);
  await expect(offlineHeading(page)).toBeVisible();
  await expect(orderHeading).toHaveCount(0);
  await context.setOffline(false);
});

test("a second customer on the same browser never sees the first one's kept order", async ({ page, context, baseURL }) => {
  test.skip(!js(), "a service worker needs JavaScript");
  const first = phoneFor("offline: second shopper");
  const second = phoneFor("offline: spare");
  const [firstOrder, secondOrder] = await Promise.all([unpaidOrder(first, "COD"), unpaidOrder(second, "COD")]);
  await context.addCookies([{ name: "session", value: await shopperSession({ phoneNumber: first }), url: baseURL! }]);
  await page.goto("/");
  await controlledByWorker(page);
  await page.goto(`/order_detail/${firstOrder}`);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${firstOrder}` })).toBeVisible();

  // The browser's session becomes the second customer's (in Hindi), without a logout in between.
  await context.addCookies([{ name: "session", value: await shopperSession({ phoneNumber: second, language: "hi" }), url: baseURL! }]);
  await page.goto(`/order_detail/${secondOrder}`);
  await expect(page.getByRole("heading", { level: 1, name: `ऑर्डर ${secondOrder}` })).toBeVisible();

  await context.setOffline(true);
  await page.goto(`/order_detail/${firstOrder}`);
  await expect(offlineHeading(page, "आप ऑफ़लाइन हैं")).toBeVisible();
  await expect(page.getByText(firstOrder)).toHaveCount(0);
  // The second customer's own order is kept, with its note in their language.
  await page.goto(`/order_detail/${secondOrder}`);
  await expect(page.getByRole("heading", { level: 1, name: `ऑर्डर ${secondOrder}` })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^आप ऑफ़लाइन हैं; यह वही है जो हमने \d\d:\d\d बजे दिखाया था$/ })).toBeVisible();
  await context.setOffline(false);
});
