import { savedCardId } from "./api";
import { expect, phoneFor, signedIn, test } from "./fixtures";

test("saved cards: add with each message, edit, delete", async ({ page }) => {
  await signedIn(page, phoneFor("cards: saved cards"));
  await page.goto("/card_list");
  await expect(page.getByText("You have no saved cards.")).toBeVisible();
  await page.getByRole("link", { name: "Add New Card" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add Card" })).toBeVisible();

  const form = page.locator("#card-form");
  const save = form.getByRole("button", { name: "Save Card" });
  const error = (label: string) =>
    form
      .locator(".field")
      .filter({ has: page.getByLabel(label, { exact: true }) })
      .locator(".field-error");
  await save.click();
  await expect(error("Name on card")).toHaveText("Please enter holder name");
  await expect(error("Card number")).toHaveText("Please enter card number");
  await expect(error("Expiry (MM/YY)")).toHaveText("Please enter exp date");
  await expect(error("CVV")).toHaveText("Please enter cvv");

  await form.getByLabel("Name on card").fill("Asha Verma");
  await form.getByLabel("Card number").fill("4111 1111 1111 1112");
  await form.getByLabel("Expiry (MM/YY)").fill("01/21");
  await form.getByLabel("CVV").fill("12");
  await save.click();
  await expect(error("Card number")).toHaveText("Please enter a valid card number");
  await expect(error("Expiry (MM/YY)")).toHaveText("This card has expired");
  await expect(error("CVV")).toHaveText("Please enter cvv");

  await form.getByLabel("Card number").fill("4111111111111111");
  await form.getByLabel("Expiry (MM/YY)").fill("08/31");
  await form.getByLabel("CVV").fill("123");
  await save.click();
  await expect(page).toHaveURL(/\/card_list$/);
  await expect(page.getByText("Card saved successfully")).toBeVisible();
  const card = page.getByRole("listitem", { name: "Visa ending 1111" });
  await expect(card).toContainText("•••• •••• •••• 1111");
  await expect(card).toContainText("Expires 08/31");
  await expect(page.getByText("4111 1111 1111 1111")).toHaveCount(0);

  await card.getByRole("link", { name: "Edit" }).click();
  // The list shows the same masked number: wait for the edit page itself.
  await expect(page).toHaveURL(/\/edit_card\?id=/);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Card" })).toBeVisible();
  await expect(page.getByText("•••• •••• •••• 1111")).toBeVisible();
  await page.getByLabel("Name on card").fill("");
  await page.getByRole("button", { name: "Update Card" }).click();
  await expect(page.locator(".field-error")).toHaveText("Please enter holder name");
  await page.getByLabel("Name on card").fill("A Verma");
  await page.getByLabel("Expiry (MM/YY)").fill("09/32");
  await page.getByRole("button", { name: "Update Card" }).click();
  await expect(page).toHaveURL(/\/card_list$/);
  await expect(page.getByText("Card updated successfully")).toBeVisible();
  await expect(card).toContainText("A Verma");
  await expect(card).toContainText("Expires 09/32");

  await card.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Card deleted successfully")).toBeVisible();
  await expect(page.getByText("You have no saved cards.")).toBeVisible();
});

test("another customer's card cannot be opened", async ({ page }) => {
  const theirs = await savedCardId(phoneFor("cards: other customer"));
  await signedIn(page, phoneFor("cards: shopper"));
  await page.goto(`/edit_card?id=${theirs}`);
  await expect(page).toHaveURL(/\/card_list$/);
  await expect(page.getByText("Card not found.")).toBeVisible();
});
