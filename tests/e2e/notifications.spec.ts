import type { Page } from "@playwright/test";
import { moveOrder, unpaidOrder } from "./api";
import { expect, hydrated, js, phoneFor, signedIn, test } from "./fixtures";

/**
 * Notifications (issue 16): the bell's dot rendered by the server, the list with unread ones marked,
 * "Mark all as read" as a plain form, opening one to its order; and with JavaScript an operator's
 * move arriving on an open page as a 6 s info toast at bottom-right, lighting the dot with no reload.
 */

/** A product no other spec buys or counts the stock of; one unit per order. */
const POCKET_GLASS_CLEANER = "Pocket-Glass-Cleaner-250-ml";

const dot = (page: Page) => page.getByTestId("unread-dot");
const notification = (page: Page, title: string) => page.getByTestId("notification").filter({ hasText: title });

test("an operator's move becomes a notification: live with JavaScript, on the next page without; all marked read", async ({ page }) => {
  const phone = phoneFor("notifications: shopper");
  const id = await unpaidOrder(phone, "COD", POCKET_GLASS_CLEANER, 1);
  await signedIn(page, phone);
  await page.goto("/");
  await hydrated(page);

  // Placing the order told the shopper: the dot is there from the server, and the list has it unread.
  await expect(dot(page)).toBeVisible();
  await page.getByRole("link", { name: /^Notifications, \d+ unread$/ }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
  await expect(notification(page, "Order placed")).toContainText("New");

  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(page.getByText("All notifications marked as read")).toBeVisible();
  await expect(dot(page)).toHaveCount(0);
  await expect(notification(page, "Order placed")).not.toContainText("New");
  await expect(page.getByRole("button", { name: "Mark all as read" })).toHaveCount(0);

  if (js()) {
    // A page open and listening (its /events stream answered), then the operator moves the order. The
    // page waits for a first input to hydrate; until then its loader listens, and the news hydrates it
    // (docs/decisions/033).
    const listening = page.waitForResponse((response) => new URL(response.url()).pathname === "/events");
    await page.goto("/order_list");
    await listening;
    expect(await page.evaluate(() => document.documentElement.dataset.hydrate)).toBe("on-input");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await moveOrder(id, "accepted");
    const toast = page.getByRole("status").filter({ hasText: `Order ${id}: Accepted` });
    await expect(toast).toBeVisible({ timeout: 5000 });
    await expect(toast).toContainText(`Your order ${id} has been accepted and is being packed.`);
    await expect(page.locator(".toasts")).toHaveCSS("right", "16px");
    await expect(dot(page)).toBeVisible();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    // The push toast stays 6 s, then goes by itself.
    await expect(toast).toHaveCount(0, { timeout: 10_000 });
    await page.getByRole("link", { name: "Notifications, 1 unread" }).click();
  } else {
    await moveOrder(id, "accepted");
    // Without JavaScript the next page brings the news: the dot, then the list.
    await page.goto("/order_list");
    await expect(page.getByRole("heading", { name: "My Orders" })).toBeVisible();
    await expect(dot(page)).toBeVisible();
    await page.getByRole("link", { name: "Notifications, 1 unread" }).click();
  }

  await expect(page).toHaveURL(/\/notifications$/);
  const accepted = notification(page, `Order ${id}: Accepted`);
  await expect(accepted).toContainText("New");
  await expect(page.getByTestId("notification").first()).toContainText(`Order ${id}: Accepted`);
  // Opening it reads it and shows its order.
  await accepted.getByRole("button", { name: `View order ${id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/order_detail/${id}$`));
  await expect(page.getByRole("heading", { name: `Order ${id}` })).toBeVisible();
  await expect(dot(page)).toHaveCount(0);
  await page.goto("/notifications");
  await expect(notification(page, `Order ${id}: Accepted`)).not.toContainText("New");
});

test("a shopper with no notifications sees the empty state", async ({ page }) => {
  await signedIn(page, phoneFor("notifications: new shopper"));
  await page.goto("/notifications");
  await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
  await expect(page.getByText("No notifications yet.")).toBeVisible();
  await expect(dot(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Mark all as read" })).toHaveCount(0);
});
