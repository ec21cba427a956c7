import type { Page } from "@playwright/test";
import { atLocation, expect, hydrated, js, test } from "./fixtures";

/**
 * The shop built with hydration switched off (STOREFRONT_HYDRATION=stock, app/hydration/): React in the
 * browser, Remix's own scripts, every page hydrated as it loads. The fourth storefront of
 * playwright.config.ts, on the same API; the build that ships is tested by every other spec.
 */
test.use({ baseURL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 3}` });

const GEL = "Lemon Dishwash Gel 500 ml";
const badge = (page: Page) => page.getByTestId("cart-count");

test("with stock hydration a guest opens a product, adds it and steps its quantity up, all in the page", async ({ page }) => {
  test.skip(!js(), "the switch changes only the browser's scripts; without JavaScript the pages are the same as the main build's");
  await atLocation(page);
  await page.goto("/");
  await hydrated(page);
  // Hydrated by stock React as it loaded: no waiting for input, no scripts held in a template.
  expect(await page.evaluate(() => ({ ...document.documentElement.dataset }))).toEqual({ hydrated: "stock" });
  await expect(page.locator("template#page-scripts")).toHaveCount(0);

  // From here on every step is the hydrated page's own: no document is loaded again.
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await page.getByRole("link", { name: GEL }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: GEL })).toBeVisible();
  await page.getByLabel("Quantity").fill("2");
  await page.locator(".product-info").getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("Product added to cart")).toBeVisible();
  await expect(badge(page)).toHaveText("2");

  await page.getByRole("link", { name: /^Cart, / }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page
    .getByRole("list", { name: "Products in your cart" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: GEL }) });
  await line.getByRole("button", { name: `Increase quantity of ${GEL}` }).click();
  await expect(line.getByTestId("line-quantity")).toHaveText("3");
  await expect(badge(page)).toHaveText("3");
  expect(documents).toEqual([]);
});
