import { deliveryWindow, type DeliveryRules } from "@domain/delivery/promise";
import { translator } from "@domain/i18n/translate";
import { cashText, deliveryText } from "~/utils/delivery";
import { indiaDayNumber, momentInIndia } from "@domain/shared/dates";
import { cartDeliveredTo, setAreaDelivery } from "./api";
import { toPaymentStep } from "./checkout";
import { atLocation, expect, hydrated, js, phoneFor, signedIn, test } from "./fixtures";
import { signIn } from "./sign-in";

/**
 * The delivery promise (docs/decisions/024) where the shopper decides: the product page and the
 * payment step for a next-day area, an area without cash on delivery and a cart above the cash limit,
 * and the promised days on the success and order pages. The expected days are worked out from the demo
 * areas' rules at the moment of the test, as the API works them out.
 */
const en = translator("en", {});
const HOLIDAYS = ["2026-01-26", "2026-08-15", "2026-10-02", "2027-01-26", "2027-08-15", "2027-10-02"];
const METRO: DeliveryRules = { minDays: 1, maxDays: 1, cutoffMinute: 14 * 60, closedWeekdays: [0], closedDates: HOLIDAYS };
const PUNE: DeliveryRules = { ...METRO, minDays: 2, maxDays: 4 };
const PRODUCT = "/product_detail/prefill/Lemon-Dishwash-Gel-500-ml";
const promised = (rules: DeliveryRules) => deliveryText(en, deliveryWindow(rules, new Date())!);

async function productPage(page: import("@playwright/test").Page) {
  await page.goto(PRODUCT);
  await expect(page.getByRole("heading", { level: 1, name: "Lemon Dishwash Gel 500 ml" })).toBeVisible();
  return page.getByTestId("delivery-promise");
}

test("a next-day area: the date, the time left to order, and cash on delivery on the product page and at payment", async ({ page }) => {
  const phone = phoneFor("delivery: next day");
  await atLocation(page);
  const promise = await productPage(page);
  await expect(promise).toContainText(promised(METRO));
  if (deliveryWindow(METRO, new Date())?.cutoffAt) await expect(promise).toContainText(/Order within (\d+ h )?\d+ min/);
  await expect(promise).toContainText("Cash on delivery available");

  await signIn(page, phone);
  const { addressId } = await cartDeliveredTo(phone, "Lemon-Dishwash-Gel-500-ml", 2);
  await page.goto(`/payment_method?address=${addressId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Payment Method" })).toBeVisible();
  // The days just above the button that orders them; whether cash can pay is the options' to say.
  const order = page.locator("form", { has: page.getByRole("button", { name: /^Place Order/ }) });
  await expect(order.getByTestId("delivery-promise")).toContainText(promised(METRO));
  await expect(order.getByTestId("delivery-promise")).not.toContainText("Cash on delivery");
  await expect(page.getByRole("radio", { name: /Cash on Delivery/ })).toBeEnabled();
  await expect(page.getByRole("radio", { name: /Cash on Delivery/ })).toBeChecked();
});

test("with JavaScript the countdown follows the clock, and once the cut-off passes the page asks for its promise again", async ({ page }) => {
  test.skip(!js(), "without JavaScript the page says what the server drew, and nothing moves");
  // An area of this test's own, taking orders until 23:59 India time: the page has a cut-off ahead all day
  // but for its last minute. The browser's clock then starts ten minutes before that cut-off.
  const cutoffAt = momentInIndia(indiaDayNumber(new Date()), 23 * 60 + 59).getTime();
  test.skip(Date.now() > cutoffAt - 60_000, "India's day is in its last minute: no cut-off is ahead");
  await setAreaDelivery({ pincode: "600041", cutoff: "23:59" });
  await page.clock.install({ time: cutoffAt - 10 * 60_000 });
  await atLocation(page, { pincode: "600041" });
  const promise = await productPage(page);
  await hydrated(page);
  await expect(promise).toContainText(/Order within (9|10) min/);
  const askedAgain = page.waitForRequest((request) => new URL(request.url()).searchParams.has("_data"));
  await page.clock.fastForward(11 * 60_000);
  await askedAgain;
  await expect(promise).not.toContainText("Order within");
  await expect(promise).toContainText("Cash on delivery available");
});

test("an area without cash on delivery: the product page says why, and payment offers only online", async ({ page }) => {
  const phone = phoneFor("delivery: no cash");
  await atLocation(page, { pincode: "411014" });
  const promise = await productPage(page);
  await expect(promise).toContainText(promised(PUNE));
  await expect(promise).toContainText("Cash on delivery is not available for 411014");

  await signIn(page, phone);
  const { addressId } = await cartDeliveredTo(phone, "Lemon-Dishwash-Gel-500-ml", 1, { pincode: "411014", city: "Pune" });
  await page.goto(`/payment_method?address=${addressId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Payment Method" })).toBeVisible();
  const cash = page.getByRole("radio", { name: /Cash on Delivery/ });
  await expect(cash).toBeDisabled();
  await expect(page.locator(".payment-options")).toContainText("Cash on delivery is not available for 411014");
  await expect(page.getByRole("radio", { name: /Online Payment/ })).toBeChecked();
  await expect(page.getByTestId("delivery-promise")).toContainText(promised(PUNE));
});

test("a cart above the cash limit: the cart and payment say cash on delivery is not available above ₹3,000", async ({ page }) => {
  const phone = phoneFor("delivery: above cash limit");
  await signedIn(page, phone);
  // 8 × ₹399: ₹3,192.
  const { addressId } = await cartDeliveredTo(phone, "Top-Load-Liquid-Detergent-Refill-2-L", 8);
  const refusal = cashText(en, "560034", { available: false, refusal: "amount", limit: 3000 });
  await page.goto("/cart");
  await expect(page.getByRole("heading", { level: 1, name: "Cart" })).toBeVisible();
  await expect(page.getByTestId("delivery-promise")).toContainText(refusal);
  await page.goto(`/payment_method?address=${addressId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Payment Method" })).toBeVisible();
  await expect(page.getByRole("radio", { name: /Cash on Delivery/ })).toBeDisabled();
  await expect(page.locator(".payment-options")).toContainText("Cash on delivery is not available for orders above ₹3,000");
});

test("the promised days are saved with the order and shown on the success and order pages", async ({ page }) => {
  const days = promised(METRO);
  await toPaymentStep(page, phoneFor("delivery: order page"));
  await page.getByRole("button", { name: /^Place Order/ }).click();
  await expect(page).toHaveURL(/\/success\/NHC\d+$/);
  await expect(page.getByTestId("promised-delivery")).toHaveText(days);
  const orderNumber = (await page.getByTestId("order-number").textContent())!;
  await page.goto(`/order_detail/${orderNumber}`);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByTestId("promised-delivery")).toHaveText(days);
});
