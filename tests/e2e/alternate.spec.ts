import { atLocation, expect, js, phoneFor, test } from "./fixtures";
import { TEST_CODE } from "./sign-in";

test("in the main build /login is not a page and goes home", async ({ page }) => {
  await page.goto("/login");
  await expect(page).toHaveURL(/\/$/);
});

test.describe("the alternate variant (sign-in on pages)", () => {
  // The third storefront of playwright.config.ts.
  test.use({ baseURL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 2}` });

  test("a new number goes from /login to /signup to /otp, then to the products; signed in, /login goes home", async ({ page }) => {
    await atLocation(page);

    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Let's get you logged in" })).toBeVisible();
    const phone = phoneFor("alternate: new number");
    await page.getByLabel("Phone number").fill(phone);
    await page.getByRole("button", { name: "Continue" }).click();
    // An unregistered number moves to registration with the number filled in.
    await expect(page).toHaveURL(/\/signup/);
    // The login page has a phone field too: wait for the sign-up page's own form.
    await expect(page.getByLabel("First name")).toBeVisible();
    await expect(page.getByLabel("Phone number")).toHaveValue(new RegExp(`${phone.slice(0, 5)} ?${phone.slice(5)}$`));
    await page.getByLabel("First name").fill("Meera");
    await page.getByLabel("Last name").fill("Nair");
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/otp\//);
    if (js()) {
      await page.getByLabel("OTP digit 1 of 6").click();
      await page.keyboard.type(TEST_CODE);
    } else {
      await page.getByLabel("6-digit OTP").fill(TEST_CODE);
      await page.getByRole("button", { name: "Submit" }).click();
    }
    // With a valid location the variant's last step opens the product list.
    await expect(page).toHaveURL(/\/product_list/);
    await expect(page.locator(".user-menu > summary")).toHaveText("Hello, Meera Nair");
    await page.goto("/login");
    await expect(page).toHaveURL(/\/$/);
  });
});
