import { addOperator, returnRequestedCodOrder, unpaidOrder } from "./api";
import { expect, phoneFor, signedIn, test } from "./fixtures";
import { signInToConsole } from "./sign-in";

/**
 * The console's daily order work (docs/operator-api.md): a fulfilment operator finds a shopper's orders
 * by their phone, accepts the pending ones together (an unpaid online one is refused and named), opens
 * one, dispatches it, records that the courier will come again (docs/product.md#delivery-outcomes) and
 * delivers it, with notes the shopper reads on their order's page, and cannot reject a return without a
 * reason. The orders are Thick Toilet Cleaner 500 ml, whose stock no spec looks at.
 */
test("fulfilment finds a shopper's orders by phone, accepts them together, and delivers one from its page", async ({ page, browser }) => {
  const fulfilment = phoneFor("console: orders fulfilment");
  const shopper = phoneFor("console: orders shopper");
  const returner = phoneFor("console: orders spare");
  await addOperator(fulfilment, "Ravi Orders", "fulfilment");
  const first = await unpaidOrder(shopper, "COD");
  const second = await unpaidOrder(shopper, "COD");
  const unpaid = await unpaidOrder(shopper, "online");
  const returned = await returnRequestedCodOrder(returner, "returner@okbank");

  await signInToConsole(page, fulfilment);
  await expect(page).toHaveURL(/\/admin\/orders$/);
  const status = (orderId: string) => page.locator(`[data-order-status="${orderId}"]`);

  // A search that is neither an order number nor a phone is told under its box.
  await page.getByLabel("Order number or mobile number").fill("toilet cleaner");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByText("Please enter an order number (NHC0000012) or a 10-digit mobile number")).toBeVisible();

  await page.getByLabel("Order number or mobile number").fill(shopper);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`search=${shopper}`));
  await expect(page.getByRole("row").filter({ hasText: shopper })).toHaveCount(3);
  for (const orderId of [first, second, unpaid]) await page.getByLabel(`Select ${orderId}`).check();
  await page.getByRole("button", { name: "Accept selected" }).click();
  const answer = page.getByRole("status").filter({ hasText: "Orders accepted: 2" });
  await expect(answer).toContainText(first);
  await expect(answer).toContainText(second);
  await expect(answer).toContainText(`Not accepted: ${unpaid}: Order ${unpaid} is not paid yet; it can be accepted once paid.`);
  await expect(page).toHaveURL(new RegExp(`search=${shopper}`));
  await expect(status(first)).toHaveText("Accepted");
  await expect(status(second)).toHaveText("Accepted");
  await expect(status(unpaid)).toHaveText("Pending");

  await page.getByRole("link", { name: first }).click();
  await expect(page.getByRole("heading", { name: `Order ${first}`, level: 1 })).toBeVisible();
  await expect(page.getByRole("table", { name: "Products" })).toContainText("Thick Toilet Cleaner");
  await page.getByLabel(`Note for ${first} (optional)`).fill("Handed to the rider at ten");
  await page.getByRole("button", { name: `Move ${first} to Out For Delivery` }).click();
  await expect(status(first)).toHaveText("Out For Delivery");
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${first}$`));
  await page.getByLabel("What happened").selectOption({ label: "Delivery rescheduled" });
  await page.getByRole("button", { name: "Record outcome" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Order ${first}: Delivery rescheduled recorded` })).toBeVisible();
  await expect(status(first)).toHaveText("Out For Delivery");
  await page.getByLabel(`Note for ${first} (optional)`).fill("Left with the neighbour, as asked");
  await page.getByRole("button", { name: `Move ${first} to Delivered` }).click();
  await expect(status(first)).toHaveText("Delivered");
  await expect(page.getByText("No moves")).toBeVisible();
  const history = page.getByRole("list", { name: "Status history" });
  await expect(history.getByRole("listitem").filter({ hasText: "Left with the neighbour, as asked" })).toContainText("Ravi Orders");
  await expect(history.getByRole("listitem").filter({ hasText: "Delivery rescheduled" })).toContainText("Ravi Orders");

  // A return is rejected only with a reason, given in the note.
  await page.goto(`/admin/orders/${returned}`);
  await expect(page.getByRole("heading", { name: `Order ${returned}`, level: 1 })).toBeVisible();
  await expect(page.getByText("returner@okbank")).toBeVisible();
  await page.getByRole("button", { name: `Move ${returned} to Return Request Rejected` }).click();
  await expect(page.getByText("Please give the reason for rejecting the return")).toBeVisible();
  await expect(status(returned)).toHaveText("Return Requested");
  await page.getByLabel(`Note for ${returned} (optional)`).fill("The seal was opened after delivery");
  await page.getByRole("button", { name: `Move ${returned} to Return Request Rejected` }).click();
  await expect(status(returned)).toHaveText("Return Request Rejected");

  await page.goto("/admin/orders/NHC9999999");
  await expect(page.getByRole("heading", { name: "Not found", level: 1 })).toBeVisible();

  // The shopper, in a browser of their own, sees the delivery and the operator's note.
  const shopperContext = await browser.newContext({ javaScriptEnabled: test.info().project.name === "js" });
  const shopperPage = await shopperContext.newPage();
  await signedIn(shopperPage, shopper);
  await shopperPage.goto(`/order_detail/${first}`);
  await expect(shopperPage.getByTestId("order-status")).toHaveText("Delivered");
  const shopperHistory = shopperPage.getByRole("list", { name: "Status history" });
  await expect(shopperHistory.getByRole("listitem").filter({ hasText: "Delivered" })).toContainText("Left with the neighbour, as asked");
  await expect(shopperHistory.getByRole("listitem").filter({ hasText: "Delivery rescheduled" })).toBeVisible();
  await shopperContext.close();
});
