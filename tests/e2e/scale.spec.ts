import { productStock, unpaidOrder } from "./api";
import { atLocation, expect, phoneFor, test } from "./fixtures";

/**
 * The catalogue at scale (issue 18): the API pages and searches, and the storefront keeps catalogue
 * answers but checks them with the API before every reuse, so a change shows on the next page.
 */

/**
 * Products no other spec looks at, one per project and repeat (--repeat-each=2), since the test
 * sells all of its product's stock.
 */
const SOLD_OUT = [
  "Wooden-Floor-Cleaner-500-ml",
  "Tile-and-Grout-Cleaner-Refill-1-L",
  "Lavender-Glass-and-Mirror-Cleaner-Refill-1-L",
  "Pine-Toilet-Cleaner-Refill-2-L",
];

test("a product whose last unit sells shows as out of stock on the next page, though its page was kept", async ({ page }) => {
  const { project, repeatEachIndex } = test.info();
  const product = SOLD_OUT[repeatEachIndex * 2 + (project.name === "js" ? 0 : 1)];
  test.skip(product === undefined, "one product per project and repeat, for two repeats");
  await atLocation(page);
  await page.goto(`/product_detail/refill/${product}`);
  await expect(page).toHaveURL(/\/product_detail\/(prefill|refill)\//);
  const detailUrl = page.url();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.replaceAll("-", " "));
  await expect(page.locator(".product-info").getByRole("button", { name: "Add to cart" })).toBeVisible();
  // The same page again: the storefront now holds the answer and revalidates it.
  await page.reload();
  await expect(page.locator(".product-info").getByRole("button", { name: "Add to cart" })).toBeVisible();

  const phone = phoneFor("scale: stock buyer");
  for (let stock = await productStock(product); stock > 0; stock = await productStock(product)) await unpaidOrder(phone, "COD", product, Math.min(stock, 10));

  await page.goto(detailUrl);
  await expect(page.locator(".product-info").getByText("Out of stock", { exact: true })).toBeVisible();
  await expect(page.locator(".product-info").getByRole("button", { name: "Add to cart" })).toHaveCount(0);
});

test("search results come a page at a time, and the pages keep the query", async ({ page }) => {
  await atLocation(page);
  await page.goto("/search?q=cleaner");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “cleaner”");
  await expect(page.getByTestId("result-count")).toHaveText("22 products found, page 1 of 3");
  await expect(page.getByRole("list", { name: "Search results" }).getByRole("listitem")).toHaveCount(9);
  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 3" }).click();
  await expect(page).toHaveURL(/\/search\?q=cleaner&page=3$/);
  await expect(page.getByTestId("result-count")).toHaveText("22 products found, page 3 of 3");
  await expect(page.getByRole("list", { name: "Search results" }).getByRole("listitem")).toHaveCount(4);
  await page.goto("/search?q=cleaner&page=999999");
  await expect(page.getByTestId("result-count")).toHaveText("22 products found, page 3 of 3");
});
