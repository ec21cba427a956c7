import type { Page } from "@playwright/test";
import { formatDate } from "@domain/shared/dates";
import { formatRupees } from "@domain/shared/money";
import { addOperator, codSubscription } from "./api";
import { expect, phoneFor, test } from "./fixtures";
import { signInToConsole } from "./sign-in";

/**
 * The console's subscriptions (docs/product.md#the-operator-console): support finds a shopper's
 * cash-on-delivery subscription, pauses it (a second tab still showing it active is refused, and says
 * why), and cancels it from the paused ones after confirming: it moves to the cancelled ones, with no
 * buttons left.
 */
test("support pauses a shopper's subscription, then cancels it after confirming", async ({ page }) => {
  const support = phoneFor("console: subscriptions support");
  const shopper = phoneFor("console: subscriptions shopper");
  await addOperator(support, "Meera Support", "support");
  const subscription = await codSubscription(shopper);
  const { id } = subscription;

  await signInToConsole(page, support);
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await page.getByRole("link", { name: "Subscriptions" }).click();
  await expect(page.getByRole("heading", { name: "Subscriptions", level: 1 })).toBeVisible();
  const rowOf = (on: Page) => on.getByRole("row").filter({ has: on.getByRole("rowheader", { name: id, exact: true }) });
  const row = rowOf(page);
  for (const text of [
    "Test Shopper",
    `${shopper.slice(0, 2)}******${shopper.slice(-2)}`,
    "Thick Toilet Cleaner 500 ml × 1",
    "Every 4 weeks",
    "Cash on delivery",
    "Active",
    formatDate(subscription.nextDueOn),
    formatRupees(subscription.nextAmount),
  ]) {
    await expect(row).toContainText(text);
  }
  const stale = await page.context().newPage();
  await stale.goto(page.url());
  await expect(rowOf(stale).getByRole("button", { name: `Pause subscription ${id}` })).toBeVisible();

  await row.getByRole("button", { name: `Pause subscription ${id}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Subscription updated" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/subscriptions\?state=all$/);
  await expect(row).toContainText("Paused by an operator");
  await expect(row.getByRole("button", { name: `Resume subscription ${id}` })).toBeVisible();

  await rowOf(stale)
    .getByRole("button", { name: `Pause subscription ${id}` })
    .click();
  await expect(rowOf(stale).getByRole("alert")).toHaveText("Only a subscription that is delivering can be skipped or paused.");
  await stale.close();

  await page.getByLabel("Status").selectOption("paused");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\?state=paused$/);
  await row.getByRole("button", { name: `Cancel subscription ${id}` }).click();
  await expect(page).toHaveURL(new RegExp(`\\?state=paused&cancel=${id}$`));
  const confirm = page.getByRole("region", { name: `Cancel subscription ${id} of Test Shopper?` });
  await expect(confirm).toContainText("Nothing more is delivered.");
  await confirm.getByRole("link", { name: "Keep subscription" }).click();
  await expect(page).toHaveURL(/\?state=paused$/);
  await expect(confirm).toHaveCount(0);
  await expect(row).toContainText("Paused by an operator");

  await row.getByRole("button", { name: `Cancel subscription ${id}` }).click();
  await confirm.getByRole("button", { name: "Yes, cancel subscription" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Subscription updated" })).toBeVisible();
  await expect(page).toHaveURL(/\?state=paused$/);
  await expect(row).toHaveCount(0);

  await page.getByLabel("Status").selectOption("cancelled");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\?state=cancelled$/);
  await expect(row).toContainText("Cancelled");
  await expect(row.getByRole("button")).toHaveCount(0);
});
