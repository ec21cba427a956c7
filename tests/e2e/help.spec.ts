import { answerTicketAbout, customerToken, unpaidOrder } from "./api";
import { atLocation, expect, hydrated, phoneFor, signedIn, test } from "./fixtures";
import { enterOtp, TEST_CODE } from "./sign-in";

/**
 * The help centre (issue 17): the FAQ's answers open and its search works as a plain GET form; a
 * shopper raises a ticket about one of their orders from /order_add, an operator answers, and the
 * reply shows on /help_list; a signed-out shopper signs in over the help page and stays there.
 */

test("the FAQ opens an answer, searches questions and answers, and says when nothing matches", async ({ page }) => {
  await atLocation(page);
  await page.goto("/faq");
  await expect(page.getByRole("heading", { name: "FAQs", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Payment links", level: 2 })).toBeVisible();
  const answer = page.getByText("In most areas, on orders up to ₹3,000");
  await expect(answer).toBeHidden();
  await page.getByText("Is cash on delivery available?").click();
  await expect(answer).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd["@type"]).toBe("FAQPage");
  expect(jsonLd.mainEntity.length).toBeGreaterThanOrEqual(30);

  await hydrated(page);
  await page.getByLabel("Search the FAQs").fill("UPI refund");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/faq\?q=UPI\+refund$/);
  await expect(page.getByRole("status")).toContainText("for “UPI refund”");
  await page.getByText("How are cash on delivery orders refunded?").click();
  await expect(page.getByText("To the UPI ID you give us when you ask for the return")).toBeVisible();
  await expect(page.getByText("How do I sign in?")).toHaveCount(0);

  await page.getByLabel("Search the FAQs").fill("zebra crossing");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/faq\?q=zebra\+crossing$/);
  await expect(page.getByText("No answers match “zebra crossing”.")).toBeVisible();
  await page.getByRole("link", { name: "see all questions" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByText("How do I sign in?")).toBeVisible();
});

test("a ticket about an order from /order_add: the shop's messages, the operator's answer on /help_list", async ({ page }) => {
  const phone = phoneFor("help: shopper");
  const orderId = await unpaidOrder(phone, "COD");
  await signedIn(page, phone);

  await page.goto("/help_list");
  await expect(page.getByRole("heading", { name: "Help Center", level: 1 })).toBeVisible();
  await expect(page.getByText("No help requests yet.")).toBeVisible();

  await page.goto("/order_add");
  await expect(page.getByRole("heading", { name: "Raise a Ticket", level: 1 })).toBeVisible();
  await hydrated(page);
  await expect(page.getByLabel("Mobile number")).toHaveValue(phone);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Please select Reason")).toBeVisible();
  await expect(page.getByText("Please write your issue")).toBeVisible();
  await expect(page.getByText("Please choose an order")).toBeVisible();

  await page.getByLabel("Order", { exact: true }).selectOption(orderId);
  await page.getByLabel("Reason").selectOption({ label: "Order or delivery" });
  await page.getByLabel("Your issue").fill(`The "pump" cap is missing <b>again</b>`);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/help_list$/);
  const ticket = page.getByRole("article").filter({ has: page.getByRole("link", { name: orderId }) });
  await expect(ticket.getByText("The pump cap is missing <b>again</b>")).toBeVisible();
  await expect(ticket.getByText("Open", { exact: true })).toBeVisible();
  await expect(ticket.getByRole("link", { name: orderId })).toHaveAttribute("href", `/order_detail/${orderId}`);

  await answerTicketAbout(orderId, "Sorry! A new cap is on its way with our partner tomorrow.");
  await page.goto("/help_list");
  await expect(ticket.getByText("Answered", { exact: true })).toBeVisible();
  await expect(ticket.getByText("Sorry! A new cap is on its way with our partner tomorrow.")).toBeVisible();
  await expect(ticket.getByText(/^Our reply, /)).toBeVisible();

  await page.goto("/account_dashboard/help_center");
  await expect(page.getByRole("heading", { name: "Help Center", level: 2 })).toBeVisible();
  await expect(page.getByText("Sorry! A new cap is on its way with our partner tomorrow.")).toBeVisible();
});

test("a signed-out shopper is asked to sign in over the help page and comes back to it", async ({ page }) => {
  const phone = phoneFor("help: signed out");
  await customerToken(phone);
  await atLocation(page);
  await page.goto("/more_help");
  await expect(page).toHaveURL(/\/more_help\?dialog=login$/);
  await expect(page.getByRole("heading", { name: "Please sign in", level: 1 })).toBeVisible();
  const login = page.getByRole("dialog", { name: "Let's get you logged in" });
  await hydrated(page);
  await login.getByLabel("Phone number").fill(phone);
  await login.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("dialog", { name: "OTP" })).toBeVisible();
  await enterOtp(page, TEST_CODE);
  await expect(page).toHaveURL(/\/more_help$/);
  await expect(page.getByRole("heading", { name: "More Help", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Your issue")).toBeVisible();
});
