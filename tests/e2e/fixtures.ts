import { expect, test as base, type Page } from "@playwright/test";

/** Journeys shared by the e2e specs. Both projects (JavaScript on and off) run every spec. */
export const test = base;
export { expect };

/** Is this the project with JavaScript on? */
export const js = () => test.info().project.name === "js";

/** Chooses a delivery location through the dialog on the home page, as a first-time shopper does. */
export async function chooseLocation(page: Page, pincode = "560034") {
  await page.goto("/");
  const dialog = page.getByRole("dialog", { name: "Where should we deliver the products?" });
  await dialog.getByLabel("Pincode").fill(pincode);
  // With JavaScript the check runs by itself at six digits; without it the shopper presses Check.
  if (!js()) await dialog.getByRole("button", { name: "Check" }).click();
  // The page does not change (a typed pincode goes home): the header naming the pincode is the sign.
  await expect(page.getByTestId("current-location")).toHaveText(new RegExp(`^${pincode} `));
  await expect(page).toHaveURL(/\/$/);
}
