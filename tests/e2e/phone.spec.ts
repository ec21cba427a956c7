import type { Locator, Page } from "@playwright/test";
import { orderOfProducts } from "./api";
import { atLocation, expect, hydrated, phoneFor, signedIn, test } from "./fixtures";

/**
 * The shop on a 360×640 phone (docs/product.md#phones), with JavaScript and without: a one-row header,
 * a product page whose price and Add to cart show without scrolling, the sticky bars to buy and to
 * check out, and order cards that name what was ordered.
 */
test.use({ viewport: { width: 360, height: 640 } });

const PHONE = { width: 360, height: 640 };
/** A product with several pictures and a delivery promise, whose stock no test looks at. */
const PRODUCT = "/product_detail/prefill/Neem-Floor-Cleaner-1-L";

/** The element lies wholly inside the first screen, as loaded, without scrolling. */
async function inFirstScreen(locator: Locator) {
  const box = (await locator.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
}

/** The element sits within the header's one row. */
async function inHeaderRow(page: Page, locator: Locator) {
  const header = (await page.locator(".site-header").boundingBox())!;
  const box = (await locator.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y);
  expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
}

test("the header is one row of at most 64 px, signed in too; on home the categories are one line above the search box", async ({ page }) => {
  await signedIn(page, phoneFor("phone: header"));
  await page.goto("/");
  await hydrated(page);
  const header = page.locator(".site-header");
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
  await inHeaderRow(page, page.getByRole("link", { name: "Nirmal Home Care, home" }));
  await inHeaderRow(page, page.getByTestId("current-location"));
  await inHeaderRow(page, header.getByRole("link", { name: "Change" }));
  await inHeaderRow(page, header.getByRole("link", { name: /^Notifications/ }));
  await inHeaderRow(page, header.getByRole("link", { name: /^Cart, / }));
  await inHeaderRow(page, page.locator(".user-menu > summary"));
  await expect(page.getByTestId("current-location")).toHaveText("560034 Bengaluru");
  // The greeting names the account menu and shows once it is open, with the languages.
  await expect(page.locator(".user-menu > summary")).toHaveText(/^Hello, /);
  await page.locator(".user-menu > summary").click();
  await expect(
    page
      .locator(".user-menu")
      .getByRole("listitem")
      .filter({ hasText: /^Hello, / }),
  ).toBeVisible();
  await expect(page.locator(".user-menu").getByRole("button", { name: "हिन्दी" })).toBeVisible();

  // The categories: one line that scrolls sideways, the search box under it.
  const categories = page.getByRole("navigation", { name: "Shop by category" }).getByRole("list").first();
  const row = (await categories.boundingBox())!;
  const first = (await categories.getByRole("listitem").first().boundingBox())!;
  expect(row.height).toBeLessThan(2 * first.height);
  expect(await categories.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
  expect((await page.getByRole("search").boundingBox())!.y).toBeGreaterThanOrEqual(row.y + row.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test("a product page shows its name, price, saving, delivery and Add to cart in the first screen, then a sticky bar to buy", async ({ page }) => {
  await atLocation(page);
  await page.goto(PRODUCT);
  const info = page.locator(".product-info");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Neem Floor Cleaner 1 L");
  await inFirstScreen(page.getByRole("heading", { level: 1 }));
  await inFirstScreen(info.getByTestId("sale-price"));
  await inFirstScreen(info.getByTestId("saving"));
  await inFirstScreen(info.getByTestId("delivery-promise"));
  await inFirstScreen(info.getByRole("button", { name: "Add to cart" }));

  // The pictures one at a time, each saying which it is; a swipe (a sideways scroll) shows the next.
  const pictures = page.getByRole("region", { name: "Pictures of Neem Floor Cleaner 1 L" }).getByRole("listitem");
  const count = await pictures.count();
  expect(count).toBeGreaterThan(1);
  await expect(pictures.first()).toContainText(`1 / ${count}`);
  await pictures.nth(1).scrollIntoViewIfNeeded();
  await expect(pictures.nth(1)).toBeInViewport({ ratio: 0.9 });
  await expect(pictures.nth(1)).toContainText(`2 / ${count}`);

  // The sticky bar is not beside the page's own button; once that has scrolled away it stays at the foot.
  const bar = page.getByTestId("sticky-add-to-cart");
  await expect(bar).not.toBeInViewport();
  await page.getByRole("heading", { name: "Ratings and reviews" }).scrollIntoViewIfNeeded();
  await expect(info.getByRole("button", { name: "Add to cart" })).not.toBeInViewport();
  await expect(bar).toBeInViewport();
  expect((await bar.boundingBox())!.y + (await bar.boundingBox())!.height).toBeLessThanOrEqual(PHONE.height + 1);
  await expect(bar).toContainText("₹189");
  await bar.getByRole("button", { name: "Add to cart: Neem Floor Cleaner 1 L" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  // The cart keeps its total and the way to checkout at the screen's foot.
  await page.goto("/cart");
  const checkout = page.getByTestId("sticky-checkout");
  await expect(checkout).toBeInViewport();
  await expect(checkout).toContainText("Total");
  await expect(checkout).toContainText("₹189");
  // Once: the summary above the bar does not offer it again.
  await expect(page.getByRole("link", { name: "Sign in to checkout" })).toHaveCount(1);
  await checkout.getByRole("link", { name: "Sign in to checkout" }).click();
  await expect(page.getByRole("dialog", { name: "Let's get you logged in" })).toBeVisible();

  // A computer keeps its layout: no sticky bars, the pictures beside what to buy.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PRODUCT);
  await expect(bar).toBeHidden();
  const picture = (await page.locator(".product-images").boundingBox())!;
  expect(picture.x + picture.width).toBeLessThanOrEqual((await info.boundingBox())!.x);
});

test("an order card names its first two products with their pictures, and counts the rest", async ({ page }) => {
  const phone = phoneFor("phone: order list");
  const id = await orderOfProducts(phone, [
    "Tile-and-Grout-Cleaner-500-ml",
    "Pine-Toilet-Cleaner-750-ml",
    "Lavender-Glass-and-Mirror-Cleaner-500-ml",
    "Hard-Water-Stain-Remover-500-ml",
  ]);
  await signedIn(page, phone);
  await page.goto("/order_list");
  await expect(page.getByRole("heading", { name: "My Orders" })).toBeVisible();
  const card = page.locator(".order-card").filter({ has: page.getByRole("link", { name: `Order ${id}` }) });
  const items = card.getByRole("list", { name: "Items" }).getByRole("listitem");
  await expect(items).toHaveText(["Hard Water Stain Remover 500 ml", "Lavender Glass and Mirror Cleaner 500 ml", "+2 more"]);
  await expect(items.first().locator("img")).toHaveAttribute("src", /hard-water-stain-remover/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});
