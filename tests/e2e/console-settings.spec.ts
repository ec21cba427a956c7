import type { Page } from "@playwright/test";
import { addOperator, reviewOf } from "./api";
import { atLocation, chooseLocation, expect, phoneFor, test } from "./fixtures";
import { signInToConsole } from "./sign-in";

/**
 * The console's settings (docs/operator-api.md): support hides a review with a reason and the shop's
 * product page drops it and its rating until it is shown again; the catalogue team adds an area the
 * shop then serves and changes its promise, holidays too, and adds a promo code and switches it off.
 * Each test's area and code are its own, made from its operator's number.
 */
const PRODUCT = "Tulsi-and-Neem-Hand-Wash-250-ml"; // no other spec buys or reviews it

/** The product page's count of ratings ("from 3 ratings"). */
async function ratingCount(page: Page): Promise<number> {
  await page.goto(`/product_detail/prefill/${PRODUCT}`);
  await expect(page.getByRole("heading", { name: "Tulsi and Neem Hand Wash 250 ml", level: 1 })).toBeVisible();
  const summary = page.getByRole("region", { name: "Ratings and reviews" });
  await expect(summary).toContainText(/from \d+ ratings?/);
  return Number((await summary.textContent())?.match(/from (\d+) ratings?/)?.[1]);
}

test("support hides a review with a reason; the product's page drops it and its rating until it is shown again", async ({ page }) => {
  const support = phoneFor("console: settings support");
  const shopper = phoneFor("console: settings reviewer");
  const text = `The tulsi scent fades fast (${test.info().project.name} ${test.info().repeatEachIndex})`;
  await addOperator(support, "Asha Support", "support");
  await reviewOf(shopper, PRODUCT, text);

  await atLocation(page);
  const ratings = await ratingCount(page);
  const onProduct = page.getByRole("article", { name: /^Review by / }).filter({ hasText: text });
  await expect(onProduct).toHaveCount(1);

  await signInToConsole(page, support);
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await page.getByRole("link", { name: "Reviews" }).click();
  await expect(page.getByRole("heading", { name: "Reviews", level: 1 })).toBeVisible();
  const review = page.getByRole("article").filter({ hasText: text });
  await review.getByRole("button", { name: "Hide review" }).click();
  await expect(review.getByText("Please give the reason for hiding this review")).toBeVisible();
  await review.getByLabel("Reason for hiding").fill("Talks about another shop's product");
  await review.getByRole("button", { name: "Hide review" }).click();
  await expect(review.getByText("Reason for hiding: Talks about another shop's product")).toBeVisible();
  await expect(review.getByText("Hidden", { exact: true })).toBeVisible();

  expect(await ratingCount(page)).toBe(ratings - 1);
  await expect(onProduct).toHaveCount(0);

  await page.goto("/admin/reviews?status=hidden");
  await review.getByRole("button", { name: "Show again" }).click();
  await expect(page).toHaveURL(/\/admin\/reviews\?status=hidden$/);
  await expect(page.getByRole("article").filter({ hasText: text })).toHaveCount(0);

  expect(await ratingCount(page)).toBe(ratings);
  await expect(onProduct).toHaveCount(1);
});

test("the catalogue team adds an area the shop then serves and changes its promise, and adds a promo code and switches it off", async ({ page, browser }) => {
  const catalogue = phoneFor("console: settings catalogue");
  const pincode = `8${catalogue.slice(-5)}`;
  const code = `SET${catalogue.slice(-5)}`;
  await addOperator(catalogue, "Vikram Catalogue", "catalogue");

  await signInToConsole(page, catalogue);
  // The catalogue role opens on its first page, the products; the areas are one link away.
  await expect(page).toHaveURL(/\/admin\/products$/);
  await page.getByRole("link", { name: "Areas", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/areas$/);
  await expect(page.getByRole("heading", { name: "Areas", level: 1 })).toBeVisible();
  const add = page.locator("form").filter({ has: page.getByRole("button", { name: "Add area" }) });
  await add.getByLabel("Pincode").fill("560034");
  await add.getByLabel("Area").fill("Lake Side");
  await add.getByLabel("City").fill("Testpur");
  await add.getByLabel("State or union territory").fill("Karnataka");
  await add.getByRole("button", { name: "Add area" }).click();
  await expect(add.getByText("An area with this pincode exists already")).toBeVisible();
  await add.getByLabel("Pincode").fill(pincode);
  await add.getByRole("button", { name: "Add area" }).click();
  const area = page.getByRole("article", { name: `${pincode} Lake Side, Testpur` });
  await expect(area.getByLabel("Cash on delivery")).toBeChecked();

  // Bad input is refused under its field, and nothing changes.
  await area.getByLabel("Fewest days").fill("5");
  await area.getByLabel("Most days").fill("2");
  await area.getByRole("button", { name: `Save ${pincode}` }).click();
  await expect(area.getByText("The fewest days must not be more than the most")).toBeVisible();
  await area.getByLabel("Most days").fill("6");
  await area.getByLabel("Order cut-off (HH:MM, India)").fill("25:00");
  await area.getByRole("button", { name: `Save ${pincode}` }).click();
  await expect(area.getByText("The cut-off is a time of day, HH:MM from 00:00 to 23:59")).toBeVisible();
  await area.getByLabel("Order cut-off (HH:MM, India)").fill("16:30");
  const holidays = area.getByLabel("Holidays, no delivery (YYYY-MM-DD, separated by commas)");
  await holidays.fill("2026-12-25, 26-01-2027");
  await area.getByRole("button", { name: `Save ${pincode}` }).click();
  await expect(area.getByText("A date is YYYY-MM-DD, like 2026-12-25")).toBeVisible();
  await expect(holidays).toHaveAttribute("aria-invalid", "true");
  await holidays.fill("2027-01-26 2026-12-25");
  await area.getByLabel("Cash on delivery").uncheck();
  await area.getByRole("button", { name: `Save ${pincode}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `Area ${pincode} updated` })).toBeVisible();
  await expect(area.getByLabel("Cash on delivery")).not.toBeChecked();
  await expect(area.getByLabel("Fewest days")).toHaveValue("5");
  await expect(area.getByLabel("Order cut-off (HH:MM, India)")).toHaveValue("16:30");
  // The API keeps the holidays in order, once each.
  await expect(holidays).toHaveValue("2026-12-25, 2027-01-26");

  // A shopper can now choose the new pincode.
  const shopperContext = await browser.newContext({ javaScriptEnabled: test.info().project.name === "js" });
  await chooseLocation(await shopperContext.newPage(), pincode);
  await shopperContext.close();

  await page.getByRole("link", { name: "Promo codes" }).click();
  await expect(page.getByRole("heading", { name: "Promo codes", level: 1 })).toBeVisible();
  await page.getByLabel("Code", { exact: true }).fill(code);
  await page.getByLabel("Description").fill("10% off for the settings test");
  await page.getByLabel("Kind").selectOption("percent");
  await page.getByLabel("Discount (per cent or rupees)").fill("150");
  await page.getByLabel("First day").fill("2026-01-01");
  await page.getByLabel("Last day").fill("2099-12-31");
  await page.getByRole("button", { name: "Save promo code" }).click();
  await expect(page.getByText("A percent is a whole number from 1 to 100")).toBeVisible();
  await page.getByLabel("Discount (per cent or rupees)").fill("10");
  await page.getByRole("button", { name: "Save promo code" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Promo code ${code} saved` })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: code });
  await expect(row).toContainText("10% off");
  await expect(page.locator(`[data-coupon-active="${code}"]`)).toHaveText("Yes");
  await row.getByRole("button", { name: `Deactivate ${code}` }).click();
  await expect(page.locator(`[data-coupon-active="${code}"]`)).toHaveText("No");
  await expect(row.getByRole("button", { name: `Activate ${code}` })).toBeVisible();
});
