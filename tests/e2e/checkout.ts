import type { Page } from "@playwright/test";
import { chooseLocation, expect } from "./fixtures";
import { signIn } from "./sign-in";

const GEL = "/product_detail/prefill/Lemon-Dishwash-Gel-500-ml";

/** A signed-in shopper with one product in the cart, on the payment step with an address chosen. */
export async function toPaymentStep(page: Page, phone: string) {
  await chooseLocation(page);
  await signIn(page, phone);
  await page.goto(GEL);
  await page.getByRole("button", { name: "Add to cart" }).first().click();
  await expect(page.getByTestId("cart-count")).not.toHaveText("0");
  await page.goto("/cart");
  await page.getByRole("link", { name: "Proceed to checkout" }).click();
  await expect(page).toHaveURL(/\/shipping_address$/);
  if (!(await page.getByRole("link", { name: "Deliver here" }).count())) {
    await page.getByRole("link", { name: "Add New Address" }).click();
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
  }
  await page.getByRole("link", { name: "Deliver here" }).first().click();
  await expect(page.getByRole("heading", { name: "Payment Method" })).toBeVisible();
  return (await page.getByTestId("order-total").textContent())!;
}
