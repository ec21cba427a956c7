import { dayAfter, reminderDay } from "@domain/refills/reminders";
import { formatDate } from "@domain/shared/dates";
import { moveOrder, runRefillReminders, unpaidOrder } from "./api";
import { atLocation, expect, hydrated, phoneFor, signedIn, test } from "./fixtures";
import { enterOtp, TEST_CODE } from "./sign-in";

/**
 * Refill reminders and /my_refills (docs/product.md#refill-reminders, #my-refills), with JavaScript on
 * and off: a delivered order's reminder comes on its due day and its link fills the cart; the shopper
 * snoozes and stops reminders; a shopper with nothing delivered reads what the page is for.
 */
const today = () => reminderDay(new Date());
const cartLine = (page: import("@playwright/test").Page, productId: string) =>
  page
    .getByRole("list", { name: "Products in your cart" })
    .getByRole("listitem")
    .filter({ has: page.locator(`a[href$="/${productId}"]`) });

test("a delivered bottle's reminder comes on its due day, and its link puts the refill in the cart", async ({ page }) => {
  const phone = phoneFor("refill loop: reminder");
  const orderId = await unpaidOrder(phone, "COD", "Lime-and-Mint-Dishwash-Gel-750-ml", 1);
  await moveOrder(orderId, "accepted", "on-the-way", "delivered");
  // 750 ml of dishwash gel lasts 45 days.
  const { sent } = await runRefillReminders(dayAfter(today(), 45));
  expect(sent).toContainEqual({
    phoneNumber: `${phone.slice(0, 2)}******${phone.slice(-2)}`,
    product: "Lime and Mint Dishwash Gel 750 ml",
    dueOn: dayAfter(today(), 45),
  });

  await signedIn(page, phone);
  await page.goto("/notifications");
  const reminder = page.getByTestId("notification").filter({ hasText: "Time to refill your Lime and Mint Dishwash Gel 750 ml" });
  await expect(reminder).toHaveCount(1);
  await expect(reminder.getByRole("link", { name: "My refills" })).toHaveAttribute("href", "/my_refills");
  await reminder.getByRole("button", { name: "Refill now" }).click();

  await expect(page).toHaveURL(/\/refill\/Lime-and-Mint-Dishwash-Gel-750-ml$/);
  await expect(page.getByRole("heading", { level: 1, name: "Refill your Lime and Mint Dishwash Gel 750 ml" })).toBeVisible();
  await expect(page.getByText("This puts one Lime and Mint Dishwash Gel Refill 1 L in your cart.")).toBeVisible();
  await hydrated(page);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartLine(page, "Lime-and-Mint-Dishwash-Gel-Refill-1-L").getByTestId("line-quantity")).toHaveText("1");
  await expect(cartLine(page, "Lime-and-Mint-Dishwash-Gel-750-ml")).toHaveCount(0);
});

test("/my_refills shows when a product is next due, snoozes it a week and stops its reminders", async ({ page }) => {
  const phone = phoneFor("refill loop: my refills");
  const orderId = await unpaidOrder(phone, "COD", "Thick-Toilet-Cleaner-500-ml", 1);
  await moveOrder(orderId, "accepted", "on-the-way", "delivered");
  await signedIn(page, phone);

  await page.goto(`/order_detail/${orderId}`);
  await page.getByRole("link", { name: "My refills: when your products run out" }).click();
  await expect(page).toHaveURL(/\/my_refills$/);
  await expect(page.getByRole("heading", { level: 1, name: "My refills" })).toBeVisible();
  const item = page.getByTestId("refill").filter({ has: page.getByRole("link", { name: "Thick Toilet Cleaner 500 ml", exact: true }) });
  const due = dayAfter(today(), 30);
  await expect(item.getByTestId("refill-state")).toHaveText(`Next refill due on ${formatDate(due)}`);
  await expect(item.getByRole("link", { name: orderId })).toBeVisible();

  await hydrated(page);
  await item.getByRole("button", { name: "Remind me a week later" }).click();
  await expect(item.getByTestId("refill-state")).toHaveText(`Next refill due on ${formatDate(dayAfter(due, 7))}`);
  await expect(page.getByText("We will remind you a week later")).toBeVisible();

  await item.getByRole("button", { name: "Stop reminders for this product" }).click();
  await expect(item.getByTestId("refill-state")).toHaveText("Reminders stopped. They start again when you buy it again.");
  await expect(item.getByRole("button", { name: "Remind me a week later" })).toHaveCount(0);
  await expect(item.getByRole("link", { name: "Buy the refill" })).toHaveAttribute("href", "/refill/Thick-Toilet-Cleaner-500-ml");
});

test("a signed-out shopper signs in over a reminder's link and comes back to it; /my_refills explains itself when empty", async ({ page }) => {
  const phone = phoneFor("refill loop: spare");
  await atLocation(page);
  await page.goto("/refill/Thick-Toilet-Cleaner-Refill-1-L");
  await expect(page).toHaveURL(/\/refill\/Thick-Toilet-Cleaner-Refill-1-L\?dialog=login$/);
  await expect(page.getByRole("heading", { name: "Please sign in", level: 1 })).toBeVisible();
  const login = page.getByRole("dialog", { name: "Let's get you logged in" });
  await hydrated(page);
  await login.getByLabel("Phone number").fill(phone);
  await login.getByRole("button", { name: "Continue" }).click();
  const register = page.getByRole("dialog", { name: "Getting Started" });
  await expect(register).toBeVisible();
  await register.getByLabel("First name").fill("Asha");
  await register.getByLabel("Last name").fill("Verma");
  await register.getByRole("button", { name: "Sign up" }).click();
  await enterOtp(page, TEST_CODE);
  await expect(page).toHaveURL(/\/refill\/Thick-Toilet-Cleaner-Refill-1-L$/);
  await expect(page.getByRole("heading", { level: 1, name: "Refill your Thick Toilet Cleaner Refill 1 L" })).toBeVisible();

  await page.goto("/profile");
  await page.getByRole("link", { name: "My refills: when your products run out" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My refills" })).toBeVisible();
  await expect(page.getByText("No refills to keep track of yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Shop now" })).toHaveAttribute("href", "/product_list/prefill/all");
});
