import { formatRupees } from "@domain/shared/money";
import { unpaidOrder } from "./api";
import { expect, finishOnGateway, phoneFor, signedIn, test, toGateway } from "./fixtures";

/**
 * Paying a cash order now (docs/product.md#cash-on-delivery-risk): from its page, the shopper takes the
 * prepaid offer and pays the rest by UPI, with JavaScript in the page's checkout, without it on the
 * gateway's page; the order becomes a paid online order with the offer as its own line.
 */
test("a placed cash order is paid by UPI from its page with the prepaid offer and becomes a paid order", async ({ page }) => {
  const phone = phoneFor("cod-prepaid: shopper");
  const orderId = await unpaidOrder(phone, "COD");
  await signedIn(page, phone);

  await page.goto(`/order_detail/${orderId}`);
  await expect(page.getByTestId("payment-state")).toHaveText("Cash on Delivery · Pay on delivery");
  const cashTotal = Number((await page.getByTestId("order-total").textContent())!.replace(/[₹,]/g, ""));
  const online = formatRupees(cashTotal - 20);
  await expect(page.getByText(`Pay ${online} online now instead of ${formatRupees(cashTotal)} in cash at the door.`)).toBeVisible();
  await page.getByRole("button", { name: "Pay now by UPI and save ₹20" }).click();

  await expect(page.getByRole("heading", { level: 1, name: `Pay for order ${orderId}` })).toBeVisible();
  await toGateway(page);
  await finishOnGateway(page, "upi");
  await expect(page).toHaveURL(new RegExp(`/online-payment-link-success/true/${orderId}$`));
  await expect(page.getByText(`Your payment for order ${orderId} has been recived successfully!`)).toBeVisible();

  await page.goto(`/order_detail/${orderId}`);
  await expect(page.getByTestId("payment-state")).toHaveText("Online Payment · Paid");
  await expect(page.getByTestId("order-total")).toHaveText(online);
  await expect(page.getByText("Prepaid offer", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay now/ })).toHaveCount(0);
});
