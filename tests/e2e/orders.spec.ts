import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { moveOrder, unpaidOrder } from "./api";
import { toPaymentStep } from "./checkout";
import { expect, hydrated, js, phoneFor, signedIn, test } from "./fixtures";

/**
 * Orders after purchase (issue 14): the list with its filters, cancelling with a confirm step, the
 * operator's moves on the tracking page, the invoice, a return and its refund, and what another
 * customer's order and a new customer's screens show. Each test has its own customers (phoneFor).
 */
const FILTER_LABELS = [
  "Out For Delivery",
  "Pending",
  "Accepted",
  "Cancelled",
  "Delivered",
  "Not Delivered",
  "Cash on Delivery",
  "Online Payment",
  "Return Requested",
  "Return Request Accepted",
  "Return Request Rejected",
  "Returned",
  "Out For Pickup",
  "All",
];
/** A product no other spec buys, one unit per order, so these tests never run another's stock out. */
const GLASS_CLEANER = "Streak-Free-Glass-Cleaner-500-ml";

/** A cash-on-delivery order of the customer's that the operator has delivered. */
async function deliveredOrder(phone: string) {
  const id = await unpaidOrder(phone, "COD", GLASS_CLEANER, 1);
  await moveOrder(id, "accepted", "on-the-way", "delivered");
  return id;
}

/**
 * Chooses the order list's filter: with JavaScript it applies itself once the page has hydrated (a
 * shopper's tap on the select hydrates it, docs/decisions/033), without it the shopper presses Apply.
 */
async function filterOrders(page: Page, label: string) {
  await hydrated(page);
  await page.getByLabel("Filter").selectOption({ label });
  if (!js()) await page.getByRole("button", { name: "Apply" }).click();
}

const historyEntry = (page: Page, status: string) => page.getByRole("list", { name: "Status history" }).getByRole("listitem").filter({ hasText: status });

const orderCard = (page: Page, id: string) => page.locator(".order-card").filter({ has: page.getByRole("link", { name: `Order ${id}` }) });

test("a cash-on-delivery order shows in the list by its filters and is cancelled after a confirm step", async ({ page }) => {
  await toPaymentStep(page, phoneFor("orders: cancelled"));
  await page.getByRole("button", { name: /^Place Order/ }).click();
  await expect(page).toHaveURL(/\/success\/NHC\d+$/);
  const id = page.url().split("/").pop()!;

  await page.goto("/order_list");
  await expect(page.getByRole("heading", { name: "My Orders" })).toBeVisible();
  await expect(page.getByLabel("Filter").locator("option")).toHaveText(FILTER_LABELS);
  await expect(page.getByLabel("Sort").locator("option")).toHaveText(["Newest First", "Oldest First"]);
  const card = orderCard(page, id);
  await expect(card.getByTestId("order-status")).toHaveText("Pending");
  await expect(card).toContainText("Cash on Delivery");
  await expect(card.getByRole("progressbar")).toHaveAttribute("value", "1");

  await filterOrders(page, "Delivered");
  await expect(page).toHaveURL(/filter=status%3Adelivered/);
  await expect(page.getByText("No orders match this filter")).toBeVisible();
  await filterOrders(page, "Cash on Delivery");
  await expect(page).toHaveURL(/filter=paymentType%3ACOD/);
  await expect(orderCard(page, id)).toBeVisible();

  await orderCard(page, id)
    .getByRole("link", { name: `Order ${id}` })
    .click();
  await expect(page.getByRole("heading", { name: `Order ${id}` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Download Invoice" })).toHaveCount(0);
  await page.getByRole("link", { name: "Cancel Order" }).click();
  // With JavaScript the confirm step is a dialog over the page; without it, the page's confirm form.
  if (!js()) await expect(page).toHaveURL(new RegExp(`/order_detail/${id}\\?confirm=cancel$`));
  const confirm = page.getByRole("dialog", { name: "Cancel this order?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Yes, cancel order" }).click();
  await expect(page).toHaveURL(new RegExp(`/order_detail/${id}$`));
  await expect(page.getByTestId("order-status")).toHaveText("Cancelled");
  await expect(page.getByText(`Order ${id} has been cancelled`, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Cancel Order" })).toHaveCount(0);

  await page.goto("/order_list?filter=status%3Acancelled");
  await expect(orderCard(page, id).getByTestId("order-status")).toHaveText("Cancelled");
});

test("the tracking page says when its live updates stop, and catches up on what moved once they are back", async ({ page }) => {
  test.skip(!js(), "live updates are JavaScript's; without it the page refreshes every minute");
  const phone = phoneFor("orders: tracking reconnects");
  const id = await unpaidOrder(phone, "COD", GLASS_CLEANER, 1);
  await moveOrder(id, "accepted", "on-the-way");
  await signedIn(page, phone);

  // The page's stream drops after saying it is ready, as a flaky mobile connection would; the
  // browser's next try is held until the order has moved, so the page cannot have heard the move.
  let releaseRetry!: () => void;
  const retryHeld = new Promise<void>((resolve) => (releaseRetry = resolve));
  let streams = 0;
  await page.route(`**/events?id=${id}`, async (route) => {
    if (++streams === 1) return route.fulfill({ status: 200, contentType: "text/event-stream", body: "event: ready\ndata: {}\n\n" });
    await retryHeld;
    await route.continue();
  });
  await page.goto(`/live_tracking/${id}`);
  await expect(page.getByRole("heading", { name: `Track order ${id}` })).toBeVisible();
  const state = page.getByTestId("live-state");
  await expect(state).toHaveText("Live updates stopped; reconnecting… Refresh");
  await expect(state.getByRole("link", { name: "Refresh" })).toHaveAttribute("href", `/live_tracking/${id}`);

  await moveOrder(id, { status: "reached", note: "Left with the guard" });
  await expect(page.getByTestId("order-status")).toHaveText("Out For Delivery");
  releaseRetry();
  // Back: the page reloads its data, and an order that has reached the shopper is no longer tracked.
  await expect(page).toHaveURL(new RegExp(`/order_detail/${id}$`));
  await expect(historyEntry(page, "Reached")).toContainText("Left with the guard");
  await expect(page.getByText("Tracking is available while your order is out for delivery or out for pickup.")).toBeVisible();
});

test("the operator's moves reach the tracking page, and the delivered order's invoice downloads", async ({ page }) => {
  const phone = phoneFor("orders: tracked and invoiced");
  const id = await unpaidOrder(phone, "COD", GLASS_CLEANER, 1);
  await moveOrder(id, "accepted", "on-the-way");
  await signedIn(page, phone);

  await page.goto(`/order_detail/${id}`);
  await expect(page.getByTestId("order-status")).toHaveText("Out For Delivery");
  const total = await page.getByTestId("order-total").textContent();
  const address = await page.locator("address").textContent();
  await page.getByRole("link", { name: "Track Order" }).click();
  await expect(page.getByRole("heading", { name: `Track order ${id}` })).toBeVisible();
  // Where it is going, and the cash to keep ready for it.
  await expect(page.getByRole("region", { name: "Delivering to" }).locator("address")).toHaveText(address!);
  await expect(page.getByTestId("cash-due")).toHaveText(`Keep ${total} ready to pay on delivery.`);
  await expect(historyEntry(page, "Out For Delivery")).toContainText(" IST");
  await expect(page.getByRole("progressbar", { name: "Order progress" })).toHaveAttribute("value", "68");

  if (js()) {
    // The page listens for the customer's events; the operator's move brings the new status with no reload.
    await expect(page.getByTestId("live-state")).toHaveText("This page updates by itself.");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await moveOrder(id, { status: "reached", note: "At your gate" });
    // Tracking ends once the order has reached the shopper: the page moves on to the order by itself.
    await expect(page).toHaveURL(new RegExp(`/order_detail/${id}$`));
    await expect(historyEntry(page, "Reached")).toContainText("At your gate");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  } else {
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute("content", "60");
    await moveOrder(id, { status: "reached", note: "At your gate" });
    await page.getByRole("link", { name: "Refresh" }).click();
    await expect(page).toHaveURL(new RegExp(`/order_detail/${id}$`));
    await expect(historyEntry(page, "Reached")).toContainText("At your gate");
  }
  await expect(page.getByText("Tracking is available while your order is out for delivery or out for pickup.")).toBeVisible();

  await moveOrder(id, "delivered");
  await page.reload();
  await expect(page.getByTestId("order-status")).toHaveText("Delivered");
  await expect(page.getByRole("progressbar", { name: "Order progress" })).toHaveAttribute("value", "100");
  await expect(page.getByRole("link", { name: "Track Order" })).toHaveCount(0);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Invoice" }).click();
  const invoice = await download;
  expect(invoice.suggestedFilename()).toBe(`Invoice-${id}.pdf`);
  expect((await readFile(await invoice.path())).subarray(0, 5).toString("latin1")).toBe("%PDF-");
});

test("a delivered order is returned with a reason and a UPI id, and its refund shows on /refund", async ({ page }) => {
  const phone = phoneFor("orders: returned");
  const id = await deliveredOrder(phone);
  await signedIn(page, phone);

  await page.goto(`/order_detail/${id}`);
  const total = (await page.getByTestId("order-total").textContent())!;
  await page.getByRole("link", { name: "Return", exact: true }).click();
  await expect(page.getByRole("heading", { name: `Return order ${id}` })).toBeVisible();
  await page.getByRole("button", { name: "Request Return" }).click();
  await expect(page.getByText("Please select a reason")).toBeVisible();
  await expect(page.getByText("Please enter your UPI ID")).toBeVisible();
  await page.getByLabel("Reason").selectOption("Damaged or leaking");
  await page.getByLabel("Comment (optional)").fill("The cap was broken and it leaked in the box.");
  await page.getByLabel("UPI ID for the refund").fill("asha");
  await page.getByRole("button", { name: "Request Return" }).click();
  await expect(page.getByText("Please enter a valid UPI ID, like name@bank")).toBeVisible();
  await page.getByLabel("UPI ID for the refund").fill("asha.verma@okbank");
  await page.getByRole("button", { name: "Request Return" }).click();

  await expect(page).toHaveURL(new RegExp(`/order_detail/${id}$`));
  await expect(page.getByTestId("order-status")).toHaveText("Return Requested");
  await expect(page.getByText(`Your return request for order ${id} has been received`)).toBeVisible();
  // The return flow has its own progress table: a new request is at 1%.
  await expect(page.getByRole("progressbar", { name: "Order progress" })).toHaveAttribute("value", "1");
  await expect(page.getByText("Damaged or leaking: The cap was broken and it leaked in the box.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return", exact: true })).toHaveCount(0);

  await moveOrder(id, "return-request-accepted", "return-request-approved", "return-on-the-way", "returned");
  await page.goto("/refund");
  await expect(page.getByRole("heading", { name: "Refunds" })).toBeVisible();
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: id }) });
  await expect(row).toContainText("To your UPI id");
  await expect(row).toContainText(total);
  await row.getByRole("link", { name: id }).click();
  await expect(page.getByTestId("order-status")).toHaveText("Returned");
});

test("another customer's order is not found, and a new customer's order screens say they are empty", async ({ page }) => {
  const someoneElses = await unpaidOrder(phoneFor("orders: someone else"), "COD", GLASS_CLEANER, 1);
  await signedIn(page, phoneFor("orders: new customer"));

  await page.goto("/order_list");
  await expect(page.getByText("No orders yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Start shopping" })).toHaveAttribute("href", "/product_list/prefill/all");
  await page.goto("/refund");
  await expect(page.getByText("No refunds yet")).toBeVisible();

  await page.goto("/account_dashboard/order_list");
  await expect(page.getByRole("heading", { name: "My Orders", level: 2 })).toBeVisible();
  await expect(page.getByText("No orders yet")).toBeVisible();
  await page.getByRole("navigation", { name: "My account" }).getByRole("link", { name: "My Review" }).click();
  await expect(page.getByRole("heading", { name: "My Review", level: 2 })).toBeVisible();
  await expect(page.getByText("You have not reviewed any products yet.")).toBeVisible();
  await page.getByRole("navigation", { name: "My account" }).getByRole("link", { name: "Help Center" }).click();
  await expect(page.getByRole("heading", { name: "Help Center", level: 2 })).toBeVisible();
  await expect(page.getByText("No help requests yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Read the FAQs" })).toHaveAttribute("href", "/faq");

  for (const path of [`/order_detail/${someoneElses}`, `/live_tracking/${someoneElses}`, `/return/${someoneElses}`, "/order_detail/NHC9999999"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Order not found" })).toBeVisible();
  }
});
