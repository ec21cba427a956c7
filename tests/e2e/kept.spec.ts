import type { Page } from "@playwright/test";
import { atLocation, expect, hydrated, js, phoneFor, signedIn, test } from "./fixtures";
import { openUserMenu } from "./sign-in";

/**
 * The storefront keeps sessions and catalogue answers in each of its processes (docs/decisions/020).
 * Two shoppers browsing the same pages, each page served by whichever process takes it, see only
 * their own name, location and cart, and a change either makes shows on their very next page.
 */
const GEL = "Lemon Dishwash Gel 500 ml";
const GEL_LITRE = "Lemon Dishwash Gel 1 L";
const LIST = "/product_list/prefill/all";

async function seesOwn(page: Page, own: { greeting: RegExp; location: string; cart: string }) {
  await page.goto(LIST);
  await expect(page.getByRole("heading", { level: 1, name: "All products" })).toBeVisible();
  await expect(page.locator(".user-menu > summary")).toHaveText(own.greeting);
  await expect(page.getByTestId("current-location")).toHaveText(own.location);
  await expect(page.getByTestId("cart-count")).toHaveText(own.cart);
}

async function addFromList(page: Page, product: string, count: string) {
  await page.goto(LIST);
  await hydrated(page);
  await page.getByRole("button", { name: `Add to cart: ${product}` }).click();
  await expect(page.getByTestId("cart-count")).toHaveText(count);
}

test("two shoppers on the same pages each see their own name, location and cart, page after page", async ({ page, browser }) => {
  const other = await (await browser.newContext({ javaScriptEnabled: js() })).newPage();
  await signedIn(page, phoneFor("kept: signed in"), { names: { firstName: "Asha", lastName: "Verma" } });
  await addFromList(page, GEL, "1");
  await atLocation(other, { pincode: "400050" });
  await addFromList(other, GEL_LITRE, "1");
  await addFromList(other, GEL, "2");

  const asha = { greeting: /^Hello, Asha/, location: "560034 Bengaluru", cart: "1" };
  const guest = { greeting: /^Sign in \/ Register$/, location: "400050 Mumbai", cart: "2" };
  for (let round = 0; round < 3; round++) {
    await seesOwn(page, asha);
    await seesOwn(other, guest);
  }

  // The guest moves: the new place shows at once, and stays, whichever process answers.
  await other.getByRole("link", { name: "Change" }).click();
  const dialog = other.getByRole("dialog", { name: "Where should we deliver the products?" });
  await dialog.getByLabel("Pincode").fill("560034");
  if (!js()) await dialog.getByRole("button", { name: "Check" }).click();
  await expect(other.getByTestId("current-location")).toHaveText("560034 Bengaluru");
  // Asha signs out: no page of hers shows her name or her cart again.
  await openUserMenu(page, "Log out");
  await expect(page.locator(".user-menu > summary")).toHaveText("Sign in / Register");
  for (let round = 0; round < 3; round++) {
    await seesOwn(page, { greeting: /^Sign in \/ Register$/, location: "560034 Bengaluru", cart: "0" });
    await seesOwn(other, { ...guest, location: "560034 Bengaluru" });
  }
  await other.context().close();
});
