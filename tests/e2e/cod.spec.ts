import { cartDeliveredTo } from "./api";
import { expect, phoneFor, signedIn, test } from "./fixtures";

/**
 * Cash on delivery's medium rung (docs/product.md#cash-on-delivery-risk): a first cash order to a short
 * address without a landmark scores medium with the shop's settings as they ship, so the payment step
 * says the shopper will confirm it with one tap and why, and the order's page confirms it with one tap.
 */
test("a medium-risk cash order says why at the payment step and is confirmed from its page", async ({ page }) => {
  const phone = phoneFor("cod: shopper");
  const { addressId } = await cartDeliveredTo(phone, "Thick-Toilet-Cleaner-500-ml", 1, { pincode: "560034", city: "Bengaluru" }, "");
  await signedIn(page, phone);
  await page.goto(`/payment_method?address=${addressId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Payment Method" })).toBeVisible();
  await expect(page.getByTestId("cash-ask")).toHaveText(
    "We will ask you to confirm this order with one tap, because the address is short and this is your first order.",
  );
  await page.getByLabel(/Cash on Delivery/).check();
  await page.getByRole("button", { name: /^Place Order/ }).click();
  await expect(page).toHaveURL(/\/success\/NHC\d+$/);
  const orderId = page.url().split("/").pop()!;

  await page.goto(`/order_detail/${orderId}`);
  await expect(page.getByRole("heading", { name: "Awaiting your confirmation" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm order" }).click();
  await expect(page.getByTestId("cash-confirmed")).toHaveText("You confirmed this order. Thank you!");
  await expect(page.getByText(`Thank you, order ${orderId} is confirmed.`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Awaiting your confirmation" })).toHaveCount(0);
});
