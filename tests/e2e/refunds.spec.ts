import type { Page } from "@playwright/test";
import { paidThenCancelledOrder, returnedCodOrder } from "./api";
import { expect, hydrated, phoneFor, signedIn, test } from "./fixtures";

/**
 * The shopper's /refund page: each refund's state, amount, method, dates, when the money is expected
 * and its reference (the gateway's refund id, or the bank's ARN or UTR), in English and in Hindi. Each
 * test has its own customer (phoneFor).
 */
const refundRow = (page: Page, orderId: string) => page.getByRole("row").filter({ has: page.getByRole("link", { name: orderId }) });
/** A column of a refund's row, by its heading. */
async function cell(page: Page, orderId: string, heading: string) {
  const headings = await page.getByRole("columnheader").allTextContents();
  return refundRow(page, orderId).getByRole("cell").nth(headings.indexOf(heading));
}

test("a card refund the gateway has processed shows as refunded, with its refund id and when the bank credits it", async ({ page }) => {
  const phone = phoneFor("refunds: processed");
  const orderId = await paidThenCancelledOrder(phone);
  await signedIn(page, phone);

  // The gateway refund is asked for after the cancel commits: the page shows it once it is processed.
  await expect(async () => {
    await page.goto("/refund");
    await expect(refundRow(page, orderId)).toContainText("Refunded", { timeout: 1000 });
  }).toPass();
  await expect(page.getByRole("heading", { name: "Refunds" })).toBeVisible();
  const row = refundRow(page, orderId);
  await expect(row).toContainText("To your card");
  await expect(await cell(page, orderId, "Reference")).toHaveText(/^rfnd_[0-9a-f]+$/);
  await expect(await cell(page, orderId, "Refunded")).not.toHaveText("—");
  await expect(await cell(page, orderId, "Expected by")).not.toHaveText("—");
});

test("a UPI refund is refunded with its UTR as soon as its payout's webhook comes, in English and in Hindi", async ({ page }) => {
  const phone = phoneFor("refunds: upi");
  const orderId = await returnedCodOrder(phone, "refunds.upi@okbank");
  await signedIn(page, phone);

  // The payout is sent after the return commits, and RazorpayX's webhook (the local adapter's here)
  // settles it, with no reconciliation pass: the page shows it once it is settled.
  await expect(async () => {
    await page.goto("/refund");
    await expect(refundRow(page, orderId)).toContainText("Refunded", { timeout: 1000 });
  }).toPass();
  await expect(page.getByRole("heading", { name: "Refunds" })).toBeVisible();
  const row = refundRow(page, orderId);
  await expect(row).toContainText("To your UPI id");
  await expect(await cell(page, orderId, "Reference")).toHaveText(/^\d{12}$/);
  await expect(await cell(page, orderId, "Refunded")).not.toHaveText("—");
  await expect(await cell(page, orderId, "Expected by")).toHaveText("—");

  await hydrated(page);
  await page.getByRole("button", { name: "हिन्दी" }).first().click();
  await expect(page.getByRole("heading", { name: "रिफ़ंड" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "कब तक मिलेगा" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "रेफ़रेंस" })).toBeVisible();
  await expect(refundRow(page, orderId)).toContainText("आपकी UPI ID में");
});
