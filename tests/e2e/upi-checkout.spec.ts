import { paymentLinkPath, unpaidOrder } from "./api";
import { toPaymentStep } from "./checkout";
import { expect, finishOnGateway, gatewayCheckout, js, phoneFor, test, toGateway } from "./fixtures";
import type { Page } from "@playwright/test";

/**
 * Paying by UPI (docs/decisions/025-in-page-checkout.md): with JavaScript the gateway's checkout opens
 * over the shop's page (checkout.js), without it the shopper goes to the gateway's hosted page; both
 * come back through the same verify step to the same result.
 */

/** The order number the payment page is for, from its heading. */
async function orderOnPaymentPage(page: Page) {
  const heading = page.getByRole("heading", { level: 1, name: /^Pay for order NHC\d+$/ });
  await expect(heading).toBeVisible();
  return (await heading.textContent())!.replace("Pay for order ", "");
}

/** The checkout is where each way of paying puts it: over the shop's page, or the gateway's page. */
async function expectCheckoutWhereItBelongs(page: Page, shopPath: RegExp) {
  await expect(page).toHaveURL(js() ? shopPath : /\/v1\/test-gateway\/checkout$/);
  await expect(gatewayCheckout(page).getByRole("heading", { level: 2, name: "UPI" })).toBeVisible();
  await expect(gatewayCheckout(page).getByRole("img", { name: "UPI QR code" })).toBeVisible();
}

test("an online order is paid with a UPI app and lands on the success page", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => void (request.url().includes("/checkout.js") && scripts.push(new URL(request.url()).pathname)));
  await toPaymentStep(page, phoneFor("payments: upi in page"));
  // Browsing and the cart load no checkout script.
  expect(scripts).toEqual([]);
  await expect(page.getByText(/Pay now by UPI, card or netbanking/)).toBeVisible();
  await page.getByLabel(/Online Payment/).check();
  await page.getByRole("button", { name: /^Place Order/ }).click();
  const orderId = await orderOnPaymentPage(page);
  await toGateway(page);
  await expectCheckoutWhereItBelongs(page, /\/payment_method$/);
  expect(scripts).toEqual(js() ? ["/v1/test-gateway/checkout.js"] : []);
  await finishOnGateway(page, "upi");
  await expect(page).toHaveURL(new RegExp(`/online-payment-link-success/true/${orderId}$`));
  await expect(page.getByText(`Your payment for order ${orderId} has been recived successfully!`)).toBeVisible();
  await page.goto(`/success/${orderId}`);
  await expect(page.getByText("Paid online")).toBeVisible();
});

test("a checkout closed unpaid is paid later from the order's page", async ({ page }) => {
  await toPaymentStep(page, phoneFor("payments: dismissed"));
  await page.getByLabel(/Online Payment/).check();
  await page.getByRole("button", { name: /^Place Order/ }).click();
  const orderId = await orderOnPaymentPage(page);
  const gateway = await toGateway(page);
  if (js()) {
    await page.getByRole("button", { name: "Close the checkout" }).click();
    await expect(page.getByRole("dialog", { name: "Checkout" })).toHaveCount(0);
    await expect(page).toHaveURL(/\/payment_method$/);
    await expect(page.getByText("You closed the payment window, so nothing was paid. Your order is saved: pay when you are ready.")).toBeVisible();
  } else {
    // The hosted page's way back: the cart.
    await gateway.getByRole("link", { name: "Cancel and go back" }).click();
    await expect(page).toHaveURL(/\/cart$/);
  }
  await page.goto(`/success/${orderId}`);
  await expect(page.getByText("Online payment not received yet")).toBeVisible();
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Pay for order ${orderId}` })).toBeVisible();
  await toGateway(page);
  await finishOnGateway(page, "upi qr");
  await expect(page).toHaveURL(new RegExp(`/online-payment-link-success/true/${orderId}$`));
  await page.goto(`/success/${orderId}`);
  await expect(page.getByText("Paid online")).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay now" })).toHaveCount(0);
});

test("a payment link opens the checkout on its page and is paid by UPI", async ({ page }) => {
  const orderId = await unpaidOrder(phoneFor("payments: link in page"));
  const path = await paymentLinkPath(orderId);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: `Pay for order ${orderId}` })).toBeVisible();
  const gateway = await toGateway(page);
  await expectCheckoutWhereItBelongs(page, /\/online-payment-link\/NHC\d+\/[^/]+$/);
  await expect(gateway.getByText(`Order ${orderId}`)).toBeVisible();
  await finishOnGateway(page, "upi");
  await expect(page).toHaveURL(new RegExp(`/online-payment-link-success/true/${orderId}$`));
  await expect(page.getByText(`Your payment for order ${orderId} has been recived successfully!`)).toBeVisible();
});
