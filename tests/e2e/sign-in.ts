import type { Page } from "@playwright/test";
import { english, expect, js } from "./fixtures";

/** The code of the numbers in OTP_TEST_NUMBERS (playwright.config.ts; each test's own from phoneFor): no SMS. */
export const TEST_CODE = "123456";

/** Opens the header's account dropdown and follows one of its entries. */
export async function openUserMenu(page: Page, item: string) {
  await page.locator(".user-menu > summary").click();
  await page
    .locator(".user-menu")
    .getByRole(item === "Log out" ? "button" : "link", { name: item, exact: true })
    .click();
}

/** Types a code into the OTP step: six boxes with JavaScript (sent by itself), one field and Submit without. */
export async function enterOtp(page: Page, code: string, words = english) {
  const dialog = page.getByRole("dialog", { name: words("OTP") });
  if (js()) {
    await dialog.getByLabel(words("OTP digit {digit} of {length}", { digit: 1, length: 6 })).click();
    await page.keyboard.type(code);
  } else {
    await dialog.getByLabel(words("6-digit OTP")).fill(code);
    await dialog.getByRole("button", { name: words("Submit") }).click();
  }
}

/**
 * Signs in from the header as a shopper would, registering the number first when the login step
 * moves to registration. Needs a location already chosen.
 */
export async function signIn(page: Page, phoneNumber: string, names = { firstName: "Asha", lastName: "Verma" }, words = english) {
  await openUserMenu(page, words("Sign in"));
  const login = page.getByRole("dialog", { name: words("Let's get you logged in") });
  await login.getByLabel(words("Phone number")).fill(phoneNumber);
  await login.getByRole("button", { name: words("Continue") }).click();
  const register = page.getByRole("dialog", { name: words("Getting Started") });
  const otp = page.getByRole("dialog", { name: words("OTP") });
  await expect(register.or(otp)).toBeVisible();
  if (await register.isVisible()) {
    await register.getByLabel(words("First name")).fill(names.firstName);
    await register.getByLabel(words("Last name")).fill(names.lastName);
    await register.getByRole("button", { name: words("Sign up") }).click();
  }
  await enterOtp(page, TEST_CODE, words);
  // The greeting up to the name: a number registered before keeps the names it was registered with.
  const greeting = words("Hello, {firstName} {lastName}").split("{firstName}")[0];
  await expect(page.locator(".user-menu > summary")).toHaveText(new RegExp(`^${greeting}`));
}

/** Signs an operator in to the console at /admin with their fixed-code number. */
export async function signInToConsole(page: Page, phoneNumber: string) {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await expect(page.getByRole("heading", { name: "Console sign-in", level: 1 })).toBeVisible();
  await page.getByLabel("Mobile number").fill(phoneNumber);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page).toHaveURL(/\/admin\/code$/);
  await page.getByLabel("One-time code").fill(TEST_CODE);
  await page.getByRole("button", { name: "Sign in" }).click();
}
