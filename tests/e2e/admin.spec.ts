import type { Page } from "@playwright/test";
import { addOperator, paidThenCancelledOrder, ticketAbout, unpaidOrder } from "./api";
import { expect, phoneFor, signedIn, test } from "./fixtures";
import { signInToConsole, TEST_CODE } from "./sign-in";

/**
 * The operator console at /admin (docs/decisions/031): operators sign in with a code to their own phone,
 * each with a role; an owner adds an operator; fulfilment moves an order and the shopper sees each
 * move; support answers a ticket (the shopper reads it on /help_list) and is offered no move; a
 * refund's page lists it. The
 * orders are Thick Toilet Cleaner 500 ml, whose stock no spec looks at.
 */

const orderRow = (page: Page, orderId: string) => page.getByRole("row").filter({ hasText: orderId });

async function move(page: Page, orderId: string, status: string, shown = status) {
  await orderRow(page, orderId)
    .getByRole("button", { name: `Move ${orderId} to ${status}` })
    .click();
  await expect(page.locator(`[data-order-status="${orderId}"]`)).toHaveText(shown);
}

test("an owner adds a fulfilment operator, who accepts, dispatches and delivers an order the shopper sees move", async ({ page, browser }) => {
  const owner = phoneFor("console: owner");
  const fulfilment = phoneFor("console: fulfilment");
  const shopper = phoneFor("console: shopper");
  await addOperator(owner, "Meera Owner", "owner");
  const orderId = await unpaidOrder(shopper, "COD");

  // A wrong code is refused under the field, and nothing signs in.
  await page.goto("/admin/sign-in");
  await page.getByLabel("Mobile number").fill(owner);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page).toHaveURL(/\/admin\/code$/);
  await page.getByLabel("One-time code").fill("000000");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByLabel("One-time code")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("One-time code").fill(TEST_CODE);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByText("Meera Owner, owner")).toBeVisible();
  // The console has none of the shop around it, and search engines are told to leave it alone.
  await expect(page.getByTestId("current-location")).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  // Tables and forms that post: the console loads no JavaScript at all.
  await expect(page.locator("script")).toHaveCount(0);

  await page.getByRole("link", { name: "Operators" }).click();
  await expect(page.getByRole("heading", { name: "Operators", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Add operator" }).click();
  await expect(page.getByText("Please enter the operator's name")).toBeVisible();
  await page.getByLabel("Name").fill("Ravi Dispatch");
  await page.getByLabel("Mobile number").fill(fulfilment);
  await page.getByLabel("Role", { exact: true }).selectOption("fulfilment");
  await page.getByRole("button", { name: "Add operator" }).click();
  await expect(page.getByRole("row").filter({ hasText: fulfilment })).toContainText("Ravi Dispatch");
  // The owner's own row has no form and says why; another operator is deactivated and let back in.
  await expect(page.getByRole("row").filter({ hasText: owner })).toContainText("You cannot change your own role or deactivate yourself.");
  const ravi = page.getByRole("row").filter({ hasText: fulfilment });
  await ravi.getByLabel("Active").uncheck();
  await ravi.getByRole("button", { name: "Save Ravi Dispatch" }).click();
  await expect(ravi.getByRole("cell", { name: "No", exact: true })).toBeVisible();
  await ravi.getByLabel("Active").check();
  await ravi.getByRole("button", { name: "Save Ravi Dispatch" }).click();
  await expect(ravi.getByRole("cell", { name: "Yes", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);

  await signInToConsole(page, fulfilment);
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByText("Ravi Dispatch, fulfilment")).toBeVisible();
  // Operators and the audit are the owner's.
  await expect(page.getByRole("link", { name: "Operators" })).toHaveCount(0);
  // The order found by its number: the queue shows pending orders first, a page of 50, so once accepted
  // it would leave the first page whenever more than 50 others wait (as they do in a repeated run).
  await page.getByLabel("Order number or mobile number").fill(orderId);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders\\?.*search=${orderId}`));
  await orderRow(page, orderId).getByLabel(`Note for ${orderId} (optional)`).fill("Packed in the morning batch");
  await move(page, orderId, "Accepted");
  await move(page, orderId, "Out For Delivery");
  await move(page, orderId, "Delivered");
  await expect(orderRow(page, orderId).getByText("No moves")).toBeVisible();

  // A paid order the shopper cancelled is refunded to their card; fulfilment finds it among the refunds.
  const refunded = await paidThenCancelledOrder(shopper);
  await page.getByRole("link", { name: "Refunds" }).click();
  await expect(page.getByRole("heading", { name: "Refunds", level: 1 })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: refunded })).toContainText("To your card");

  // The shopper, in a browser of their own, sees each move on the order's page.
  const shopperContext = await browser.newContext({ javaScriptEnabled: test.info().project.name === "js" });
  const shopperPage = await shopperContext.newPage();
  await signedIn(shopperPage, shopper);
  await shopperPage.goto(`/order_detail/${orderId}`);
  await expect(shopperPage.getByTestId("order-status")).toHaveText("Delivered");
  const history = shopperPage.getByRole("list", { name: "Status history" });
  for (const status of ["Accepted", "Out For Delivery", "Delivered"]) await expect(history.getByRole("listitem").filter({ hasText: status })).toHaveCount(1);
  await expect(history.getByRole("listitem").filter({ hasText: "Accepted" })).toContainText("Packed in the morning batch");
  await shopperContext.close();
});

test("support answers a ticket the shopper reads on /help_list, and is offered no move or refund page", async ({ page, browser }) => {
  const support = phoneFor("console: support");
  const shopper = phoneFor("console: spare");
  await addOperator(support, "Sunita Support", "support");
  const orderId = await unpaidOrder(shopper, "COD");
  await ticketAbout(shopper, orderId, "When will my cleaner arrive?");

  await signInToConsole(page, support);
  await expect(page).toHaveURL(/\/admin\/orders$/);
  // Support reads the queue and an order, with none of fulfilment's moves, ticks or forms.
  await expect(page.locator(`[data-order-status="${orderId}"]`)).toHaveText("Pending");
  await expect(orderRow(page, orderId).getByRole("button")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Accept selected" })).toHaveCount(0);
  await orderRow(page, orderId).getByRole("link", { name: orderId }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderId}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Moves" })).toHaveCount(0);
  await expect(page.getByRole("button")).toHaveText(["Sign out"]);
  // Nor a page of fulfilment's, asked for by its address.
  await page.goto("/admin/refunds");
  await expect(page.getByRole("heading", { level: 1, name: "Not allowed" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("Your role does not allow this.");

  await page.getByRole("link", { name: "Help tickets" }).click();
  await expect(page.getByRole("heading", { name: "Help tickets", level: 1 })).toBeVisible();
  const ticket = page.getByRole("article").filter({ hasText: orderId });
  await expect(ticket.getByText("When will my cleaner arrive?")).toBeVisible();
  await ticket.getByRole("button", { name: "Send reply" }).click();
  await expect(ticket.getByText("reply is required")).toBeVisible();
  await ticket.getByLabel(/^Reply to ticket/).fill("It leaves our warehouse today.");
  await ticket.getByRole("button", { name: "Send reply" }).click();
  // Answered tickets leave the open queue.
  await expect(page.getByRole("article").filter({ hasText: orderId })).toHaveCount(0);

  const shopperContext = await browser.newContext({ javaScriptEnabled: test.info().project.name === "js" });
  const shopperPage = await shopperContext.newPage();
  await signedIn(shopperPage, shopper);
  await shopperPage.goto("/help_list");
  await expect(shopperPage.getByRole("heading", { name: "Help Center", level: 1 })).toBeVisible();
  await expect(shopperPage.getByRole("article").filter({ hasText: orderId })).toContainText("It leaves our warehouse today.");
  await shopperContext.close();
});
