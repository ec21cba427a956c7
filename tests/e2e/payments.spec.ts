import { paymentLinkPath, unpaidOrder } from "./api";
import { expect, finishOnGateway, phoneFor, test, toGateway } from "./fixtures";

test.describe("payment links from an SMS", () => {
  test("an unpaid order is paid through the gateway's checkout, without a location or a session", async ({ page }) => {
    const orderId = await unpaidOrder(phoneFor("payments: paid"));
    await page.goto(await paymentLinkPath(orderId));
    // The gateway's page, not the storefront's before it (which shows the same order number).
    const gateway = await toGateway(page);
    await expect(gateway.getByText(`Order ${orderId}`)).toBeVisible();
    await finishOnGateway(page, "pay");
    await expect(page).toHaveURL(new RegExp(`/online-payment-link-success/true/${orderId}$`));
    await expect(page.getByText(`Your payment for order ${orderId} has been recived successfully!`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Close" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/product_list/prefill/all");
  });

  test("a link for an order already paid says so and goes home", async ({ page }) => {
    const orderId = await unpaidOrder(phoneFor("payments: already paid"));
    const path = await paymentLinkPath(orderId);
    await page.goto(path);
    await toGateway(page);
    await finishOnGateway(page, "pay");
    await expect(page).toHaveURL(new RegExp(`/online-payment-link-success/true/${orderId}$`));
    await page.goto(path);
    await expect(page).toHaveURL(/\/(\?.*)?$/);
    await expect(page.getByText("Payment is already done !")).toBeVisible();
  });

  test("a failed payment shows 'Payment Failed !' and goes home", async ({ page }) => {
    const orderId = await unpaidOrder(phoneFor("payments: failed"));
    await page.goto(await paymentLinkPath(orderId));
    await toGateway(page);
    await finishOnGateway(page, "fail");
    await expect(page).toHaveURL(/\/(\?.*)?$/);
    await expect(page.getByText("Payment Failed !")).toBeVisible();
  });

  test("a forged or mistyped link goes home with its message", async ({ page }) => {
    const orderId = await unpaidOrder(phoneFor("payments: forged"));
    const path = await paymentLinkPath(orderId);
    await page.goto(`${path.slice(0, -3)}abc`);
    await expect(page).toHaveURL(/\/(\?.*)?$/);
    await expect(page.getByText("This payment link is not valid.")).toBeVisible();
    await page.goto("/online-payment-link/NHC0000001/short");
    await expect(page).toHaveURL(/\/(\?.*)?$/);
    await expect(page.getByText("This payment link is not valid.")).toBeVisible();
  });
});
