import { E2E_NUMBERS } from "../../playwright.config";
import { toPaymentStep } from "./checkout";
import { expect, js, test } from "./fixtures";

test("a cash-on-delivery order goes from the cart to the success page", async ({ page }) => {
  const total = await toPaymentStep(page, js() ? E2E_NUMBERS[6] : E2E_NUMBERS[7]);
  await expect(page.getByLabel(/Cash on Delivery/)).toBeChecked();
  await page.getByRole("button", { name: /^Place Order/ }).click();
  await expect(page).toHaveURL(/\/success\/NHC\d+$/);
  await expect(page.getByRole("heading", { name: "Thank you! Your order is placed." })).toBeVisible();
  await expect(page.getByText("Order placed successfully")).toBeVisible();
  await expect(page.getByText(`Total ${total}`)).toBeVisible();
  await expect(page.getByText("Cash on Delivery")).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("0");
});

test("an online order is paid through the hosted checkout", async ({ page }) => {
  await toPaymentStep(page, js() ? E2E_NUMBERS[8] : E2E_NUMBERS[9]);
  await page.getByLabel(/Online Payment/).check();
  await page.getByRole("button", { name: /^Place Order/ }).click();
  // With JavaScript the checkout form goes by itself; without it the shopper presses Pay.
  if (!js()) await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page.getByRole("heading", { name: "Nirmal Home Care" })).toBeVisible();
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  if (!js()) await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/online-payment-link-success\/true\/NHC\d+$/);
  const orderId = page.url().split("/").pop()!;
  await expect(page.getByText(`Your payment for order ${orderId} has been recived successfully!`)).toBeVisible();
  await page.goto(`/success/${orderId}`);
  await expect(page.getByText("Paid online")).toBeVisible();
});

test("a failed online payment says 'Payment Failed !' and goes home", async ({ page }) => {
  await toPaymentStep(page, js() ? E2E_NUMBERS[17] : E2E_NUMBERS[18]);
  await page.getByLabel(/Online Payment/).check();
  await page.getByRole("button", { name: /^Place Order/ }).click();
  if (!js()) await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await page.getByRole("button", { name: "Fail payment" }).click();
  if (!js()) await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Payment Failed !")).toBeVisible();
  await expect(page).toHaveURL(/\/(\?.*)?$/);
});
