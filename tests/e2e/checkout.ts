import type { Page } from "@playwright/test";
import { expect, signedIn } from "./fixtures";

/**
 * An order takes stock: the product is one no other test looks at the stock or quantity limit of
 * (the catalogue and cart specs look at Lemon Dishwash Gel 500 ml), so repeated runs change nothing they see.
 */
const PRODUCT = "/product_detail/prefill/Citrus-Bathroom-Cleaner-500-ml";

/** A new shopper (this test's own number) with one product in the cart, on the payment step with a new address chosen. */
export async function toPaymentStep(page: Page, phone: string) {
  await signedIn(page, phone);
  await page.goto(PRODUCT);
  await page.locator(".product-info").getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.goto("/cart");
  await page.getByRole("link", { name: "Proceed to checkout" }).click();
  await expect(page).toHaveURL(/\/shipping_address$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Addresses" })).toBeVisible();
  // A new customer has no address yet.
  await expect(page.getByRole("link", { name: "Deliver here" })).toHaveCount(0);
  await page.getByRole("link", { name: "Add New Address" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add Address" })).toBeVisible();
  await page.getByLabel("First name").fill("Asha");
  await page.getByLabel("Last name").fill("Verma");
  await page.getByLabel("Phone number").fill(phone);
  await page.getByLabel("Pincode").fill("560034");
  await page.getByLabel("City").fill("Bengaluru");
  await page.getByLabel("Apartment name").fill("Lake View Residency");
  await page.getByLabel("Wing / floor / flat / house no").fill("B-304");
  await page.getByLabel("Locality").fill("Koramangala 5th Block");
  await page.getByRole("button", { name: "Save Address" }).click();
  await expect(page).toHaveURL(/\/shipping_address$/);
  await page.getByRole("link", { name: "Deliver here" }).click();
  await expect(page).toHaveURL(/\/payment_method\?address=[^&]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Payment Method" })).toBeVisible();
  return (await page.getByTestId("order-total").textContent())!;
}
