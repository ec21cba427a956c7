import { unpaidOrder } from "./api";
import { toPaymentStep } from "./checkout";
import { expect, finishOnGateway, phoneFor, signedIn, test, toGateway } from "./fixtures";

test("a cash-on-delivery order goes from the cart to the success page", async ({ page }) => {
  const total = await toPaymentStep(page, phoneFor("checkout: cash on delivery"));
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
  await toPaymentStep(page, phoneFor("checkout: online"));
  await page.getByLabel(/Online Payment/).check();
  await page.getByRole("button", { name: /^Place Order/ }).click();
  await toGateway(page);
  await finishOnGateway(page, "pay");
  await expect(page).toHaveURL(/\/online-payment-link-success\/true\/NHC\d+$/);
  const orderId = page.url().split("/").pop()!;
  await expect(page.getByText(`Your payment for order ${orderId} has been recived successfully!`)).toBeVisible();
  await page.goto(`/success/${orderId}`);
  await expect(page.getByText("Paid online")).toBeVisible();
});

test("a failed online payment says 'Payment Failed !' and goes home", async ({ page }) => {
  await toPaymentStep(page, phoneFor("checkout: failed online"));
  await page.getByLabel(/Online Payment/).check();
  await page.getByRole("button", { name: /^Place Order/ }).click();
  await toGateway(page);
  await finishOnGateway(page, "fail");
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  await expect(page.getByText("Payment Failed !")).toBeVisible();
});

test("an unpaid online order is paid from its page by a POST; opening the old ?pay= address starts no payment", async ({ page }) => {
  const phone = phoneFor("checkout: pay later");
  const orderId = await unpaidOrder(phone, "online");
  await signedIn(page, phone);
  // A GET changes nothing: the old address shows the order's page, not a checkout bound for the gateway.
  await page.goto(`/payment_method?pay=${orderId}`);
  await expect(page).toHaveURL(new RegExp(`/success/${orderId}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Order placed: payment pending" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Pay for order/ })).toHaveCount(0);
  // Pay now is a form's button, with or without JavaScript.
  await page.getByRole("button", { name: "Pay now" }).click();
  await toGateway(page);
  await finishOnGateway(page, "pay");
  await expect(page).toHaveURL(new RegExp(`/online-payment-link-success/true/${orderId}$`));
  await page.goto(`/success/${orderId}`);
  await expect(page.getByText("Paid online")).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay now" })).toHaveCount(0);
});
