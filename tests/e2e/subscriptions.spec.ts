import { dayNumberOf, dayOfNumber, formatDate } from "@domain/shared/dates";
import { formatRupees } from "@domain/shared/money";
import { weeksAfter } from "@domain/subscriptions/schedule";
import { runSubscriptions, savedAddress, subscriptionsOf } from "./api";
import { expect, finishOnGateway, hydrated, phoneFor, signedIn, test, toGateway } from "./fixtures";

/**
 * Subscribe and save, with JavaScript on and off: from the product page to the subscribe page, UPI
 * AutoPay chosen and its mandate approved by paying the first delivery at the gateway; then the pass
 * announces the next delivery, which /my_subscriptions shows, then charges it on its day and places the
 * paid order; the next notice opens on skipping that delivery, which the shopper does, then cancels.
 */
const PRODUCT_ID = "Rose-Fabric-Conditioner-Refill-2-L"; // no other spec buys it or counts its stock
const PRODUCT_NAME = "Rose Fabric Conditioner Refill 2 L";

test("a shopper subscribes by UPI AutoPay, approves the mandate with the first payment, is charged for the next, skips one and cancels", async ({ page }) => {
  const phone = phoneFor("subscriptions: shopper");
  await savedAddress(phone);
  await signedIn(page, phone);

  await page.goto(`/product_detail/refill/${PRODUCT_ID}`);
  await hydrated(page);
  await page.getByRole("link", { name: /^Subscribe and save 5%: ₹[\d,]+ a delivery$/ }).click();

  await expect(page).toHaveURL(new RegExp(`/subscribe/${PRODUCT_ID}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Subscribe to ${PRODUCT_NAME}` })).toBeVisible();
  await page.getByLabel("How often", { exact: true }).selectOption("2");
  await page.getByLabel("Quantity", { exact: true }).selectOption("2");
  await page.getByRole("button", { name: "Update the price" }).click();
  await expect(page).toHaveURL(new RegExp(`/subscribe/${PRODUCT_ID}\\?quantity=2&interval=2$`));
  const price = page.getByTestId("price-per-delivery");
  await expect(price).toContainText(`2 × ${PRODUCT_NAME}. Delivered every 2 weeks; the first delivery is ordered now.`);
  const perDelivery = (await price.textContent())!.split(" a delivery")[0];
  const terms = page.getByTestId("mandate-terms");
  await expect(terms).toContainText(/^Your UPI app will ask you to approve a mandate of up to ₹[\d,]+ a debit, valid until \d+ \w+ \d{4}\./);
  const mandate = /up to ₹[\d,]+ a debit, valid until \d+ \w+ \d{4}/.exec((await terms.textContent())!)![0];

  // Nothing is chosen for the shopper: subscribing without a choice says what is missing.
  await hydrated(page);
  await page.getByRole("button", { name: `Subscribe · ${perDelivery} a delivery` }).click();
  await expect(page.getByText("Please choose a delivery address")).toBeVisible();
  await expect(page.getByText("Please choose a payment method")).toBeVisible();

  await page.getByRole("radio", { name: /Lake View, Main Road, Bengaluru 560034$/ }).check();
  await page.getByRole("radio", { name: /^UPI AutoPay/ }).check();
  await page.getByRole("button", { name: `Subscribe · ${perDelivery} a delivery` }).click();
  const gateway = await toGateway(page);
  // The gateway asks for the mandate the page named.
  await expect(gateway.getByRole("heading", { level: 2, name: `UPI AutoPay mandate: ${mandate}, debited as presented` })).toBeVisible();
  await finishOnGateway(page, "upi");
  await expect(page).toHaveURL(/\/online-payment-link-success\/true\/NHC\d+$/);

  // The gateway's token webhook approves the mandate after the payment: then the subscription delivers.
  await expect.poll(async () => (await subscriptionsOf(phone))[0].state).toBe("active");
  // The pass a day before the next delivery announces it; the page says so.
  const [subscription] = await subscriptionsOf(phone);
  const next = subscription.nextDueOn;
  const { noticed } = await runSubscriptions(dayOfNumber(dayNumberOf(next)! - 1));
  expect(noticed).toBe(1);
  await page.goto("/profile");
  await page.getByRole("link", { name: "My subscriptions: products delivered every few weeks" }).click();
  await expect(page).toHaveURL(/\/my_subscriptions$/);
  await expect(page.getByRole("heading", { level: 1, name: "My subscriptions" })).toBeVisible();
  const card = page.getByTestId("subscription");
  await expect(card.getByTestId("subscription-state")).toHaveText("Active");
  await expect(card.getByTestId("next-delivery")).toHaveText(`Next delivery on ${formatDate(next)}: ${formatRupees(subscription.nextAmount)}`);
  await expect(card.getByTestId("subscription-payment")).toHaveText(/^UPI AutoPay, mandate approved: up to ₹[\d,]+ a debit$/);
  await expect(card.getByText("Changes apply from the delivery after next")).toBeVisible();

  // On its day the pass debits the mandate and places the order, which the bank's answer marks paid.
  const { ordered } = await runSubscriptions(`${next}T12:00:00+05:30`);
  expect(ordered).toBe(1);
  await page.goto("/order_list");
  await expect(page.getByRole("heading", { level: 1, name: "My Orders" })).toBeVisible();
  await page.locator(".order-card-link").first().click();
  await expect(page).toHaveURL(/\/order_detail\/NHC\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Order NHC\d+$/ })).toBeVisible();
  await expect(page.locator(".order-lines")).toContainText("Rose Fabric Conditioner");
  await expect(async () => {
    await page.reload();
    await expect(page.getByText("Online Payment · Paid")).toBeVisible({ timeout: 1000 });
  }).toPass();

  // The delivery after is announced in its turn; its notice opens on skipping it, in one press.
  const after = weeksAfter(next, 2);
  expect((await runSubscriptions(dayOfNumber(dayNumberOf(after)! - 1))).noticed).toBe(1);
  await page.goto("/notifications");
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  await hydrated(page);
  await page.getByRole("button", { name: "Skip or change this delivery" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/my_subscriptions\\?skip=${subscription.id}$`));
  await expect(card.getByRole("heading", { level: 3, name: `Skip your delivery of ${formatDate(after)}?` })).toBeVisible();
  await expect(card.getByRole("link", { name: "Change it instead" })).toHaveAttribute("href", `#change-${subscription.id}`);
  await card.getByRole("button", { name: "Yes, skip this delivery" }).click();
  await expect(page).toHaveURL(/\/my_subscriptions$/);
  await expect(card.getByTestId("next-delivery")).toContainText(`Next delivery on ${formatDate(weeksAfter(next, 4))}: `);
  await expect(card.getByText("Changes apply from the delivery after next")).toHaveCount(0);

  await card.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/my_subscriptions\?cancel=\d+$/);
  await card.getByRole("button", { name: "Yes, cancel subscription" }).click();
  await expect(page).toHaveURL(/\/my_subscriptions$/);
  await expect(card.getByTestId("subscription-state")).toHaveText("Cancelled");
  await expect(card.getByRole("button", { name: "Skip next delivery" })).toHaveCount(0);
});
