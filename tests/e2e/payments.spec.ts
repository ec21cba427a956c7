import { E2E_NUMBERS } from "../../playwright.config";
import { paymentLinkPath, unpaidOrder } from "./api";
import { expect, js, test } from "./fixtures";

/** A number per project, so the two runs do not share orders. */
const phone = () => (js() ? E2E_NUMBERS[10] : E2E_NUMBERS[11]);

test.describe("payment links from an SMS", () => {
  test("an unpaid order is paid through the hosted checkout, without a location or a session", async ({ page }) => {
    const orderId = await unpaidOrder(phone());
    await page.goto(await paymentLinkPath(orderId));
    // With JavaScript the checkout form goes by itself; without it the shopper presses Pay.
    if (!js()) await page.getByRole("button", { name: /^Pay ₹/ }).click();
    await expect(page.getByRole("heading", { name: "Nirmal Home Care" })).toBeVisible();
    await expect(page.getByText(`Order ${orderId}`)).toBeVisible();
    await page.getByRole("button", { name: /^Pay ₹/ }).click();
    if (!js()) await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(new RegExp(`/online-payment-link-success/true/${orderId}$`));
    await expect(page.getByText(`Your payment for order ${orderId} has been recived successfully!`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Close" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/product_list/prefill/all");
  });

  test("a link for an order already paid says so and goes home", async ({ page }) => {
    const orderId = await unpaidOrder(phone());
    const path = await paymentLinkPath(orderId);
    await page.goto(path);
    if (!js()) await page.getByRole("button", { name: /^Pay ₹/ }).click();
    await page.getByRole("button", { name: /^Pay ₹/ }).click();
    if (!js()) await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/online-payment-link-success\/true/);
    await page.goto(path);
    await expect(page).toHaveURL(/\/(\?.*)?$/);
    await expect(page.getByText("Payment is already done !")).toBeVisible();
  });

  test("a failed payment shows 'Payment Failed !' and goes home", async ({ page }) => {
    const orderId = await unpaidOrder(phone());
    await page.goto(await paymentLinkPath(orderId));
    if (!js()) await page.getByRole("button", { name: /^Pay ₹/ }).click();
    await page.getByRole("button", { name: "Fail payment" }).click();
    if (!js()) await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/(\?.*)?$/);
    await expect(page.getByText("Payment Failed !")).toBeVisible();
  });

  test("a forged or mistyped link goes home with its message", async ({ page }) => {
    const orderId = await unpaidOrder(phone());
    const path = await paymentLinkPath(orderId);
    await page.goto(`${path.slice(0, -3)}abc`);
    await expect(page.getByText("This payment link is not valid.")).toBeVisible();
    await page.goto("/online-payment-link/NHC0000001/short");
    await expect(page.getByText("This payment link is not valid.")).toBeVisible();
  });
});
