import type { Locator, Page } from "@playwright/test";
import { callOperation } from "../../app/server/api/operation.server";
import * as account from "@domain/account/endpoints";
import { E2E_API_URL } from "../../playwright.config";
import { customerToken } from "./api";
import { chooseLocation, expect, hydrated, js, phoneFor, signedIn, test } from "./fixtures";
import { hi, switchTo } from "./hindi";
import { enterOtp, openUserMenu, TEST_CODE } from "./sign-in";

/**
 * Signing in and the account in Hindi (docs/i18n.md), with JavaScript and without: the sign-in steps and
 * their refusals, the account pages and their forms, and the language a customer chose kept across
 * sign-ins. The expected words are the Hindi translation files' own (read as files: a test imports no
 * JSON modules); a refusal written by a form rule or the API is checked to be in Devanagari as well.
 */
const DEVANAGARI = /[\u0900-\u097F]/;
const SITE = hi("Nirmal Home Care");

/** A refusal in Hindi: the translation of its English message, in Devanagari. */
async function expectHindiRefusal(locator: Locator, english: string) {
  await expect(locator).toHaveText(hi(english));
  await expect(locator).toHaveText(DEVANAGARI);
}

/** The error under the field with this label. */
const errorOf = (form: Locator, label: string) =>
  form
    .locator(".field")
    .filter({ has: form.page().getByLabel(label, { exact: true }) })
    .locator(".field-error");

async function logOutInHindi(page: Page) {
  await page.locator(".user-menu > summary").click();
  await page
    .locator(".user-menu")
    .getByRole("button", { name: hi("Log out") })
    .click();
  await expect(page.locator(".user-menu > summary")).toHaveText(hi("Sign in / Register"));
}

test("signing in and registering in Hindi: each step, a bad number's and a wrong code's refusals", async ({ page }) => {
  const phoneNumber = phoneFor("hindi: account new number");
  await chooseLocation(page);
  await switchTo(page, "hi");

  await openUserMenu(page, hi("Sign in"));
  const login = page.getByRole("dialog", { name: hi("Let's get you logged in") });
  await expect(login.getByRole("link", { name: hi("Terms & Conditions") })).toHaveAttribute("href", "/cms/tc");
  await expect(login.getByRole("link", { name: hi("Privacy Policy") })).toHaveAttribute("href", "/cms/pp");
  await expect(login.getByText(hi("New here?"))).toBeVisible();
  await login.getByLabel(hi("Phone number")).fill("98765");
  await login.getByRole("button", { name: hi("Continue") }).click();
  await expectHindiRefusal(errorOf(login, hi("Phone number")), "Should not be less than 10 digits.");

  // Not registered: on to registration, in Hindi, with the API's word for why.
  await login.getByLabel(hi("Phone number")).fill(phoneNumber);
  await login.getByRole("button", { name: hi("Continue") }).click();
  const register = page.getByRole("dialog", { name: hi("Getting Started") });
  await expect(register.getByText(hi("Create a account to Continue !"))).toBeVisible();
  await expect(page.getByText(hi("This number is not registered with us. Please sign up."))).toBeVisible();
  await register.getByRole("button", { name: hi("Sign up") }).click();
  await expectHindiRefusal(errorOf(register, hi("First name")), "Please enter first name");
  await register.getByLabel(hi("First name")).fill("Asha");
  await register.getByLabel(hi("Last name")).fill("Verma");
  await register.getByLabel(hi("Email (optional)")).fill("asha@");
  await register.getByRole("button", { name: hi("Sign up") }).click();
  await expectHindiRefusal(errorOf(register, hi("Email (optional)")), "Please enter valid email address.");
  await register.getByLabel(hi("Email (optional)")).fill("");
  await register.getByRole("button", { name: hi("Sign up") }).click();

  const otp = page.getByRole("dialog", { name: hi("OTP") });
  await expect(
    otp.getByText(hi("Enter the 6-digit code sent to {phoneNumber}", { phoneNumber: `+91 ${phoneNumber.slice(0, 5)} ${phoneNumber.slice(5)}` })),
  ).toBeVisible();
  await expect(otp.getByRole("link", { name: hi("or Change phone number") })).toBeVisible();
  if (js()) await expect(otp.getByText(new RegExp(`^${hi("Resend in {seconds} seconds").replace("{seconds}", "\\d+")}$`))).toBeVisible();
  else await expect(otp.getByRole("button", { name: hi("Resend OTP") })).toBeVisible();
  // A wrong code: the API's refusal (with the tries left), in Hindi.
  await enterOtp(page, "000000", hi);
  const refusal = otp.locator(".field-error");
  await expect(refusal).toHaveText(DEVANAGARI);
  await expect(refusal).toContainText("4");
  await enterOtp(page, TEST_CODE, hi);

  await expect(page.locator(".user-menu > summary")).toHaveText(hi("Hello, {firstName} {lastName}", { firstName: "Asha", lastName: "Verma" }));
  await expect(page.getByText(hi("Welcome, {firstName}!", { firstName: "Asha" }))).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
});

test("the account pages in Hindi, and Hindi kept on the profile for the next sign-in", async ({ page, browser, baseURL }) => {
  test.slow();
  const phoneNumber = phoneFor("hindi: account");
  // Registered in English; then signed out, the shopper chooses Hindi and signs in again.
  await signedIn(page, phoneNumber);
  await page.goto("/");
  await hydrated(page);
  await openUserMenu(page, "Log out");
  await expect(page.locator(".user-menu > summary")).toHaveText("Sign in / Register");
  await switchTo(page, "hi");
  await openUserMenu(page, hi("Sign in"));
  const login = page.getByRole("dialog", { name: hi("Let's get you logged in") });
  await login.getByLabel(hi("Phone number")).fill(phoneNumber);
  await login.getByRole("button", { name: hi("Continue") }).click();
  await expect(page.getByRole("dialog", { name: hi("OTP") })).toBeVisible();
  await enterOtp(page, TEST_CODE, hi);
  await expect(page.locator(".user-menu > summary")).toHaveText(hi("Hello, {firstName} {lastName}", { firstName: "Asha", lastName: "Verma" }));
  await expect(page.getByText(hi("Welcome, {firstName}!", { firstName: "Asha" }))).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");

  // The profile, and its form refused and saved.
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: hi("My Profile") })).toBeVisible();
  await expect(page).toHaveTitle(`${hi("My Profile")} | ${SITE}`);
  const profile = page.locator("#profile-form");
  await profile.getByLabel(hi("First name")).fill("");
  await profile.getByLabel(hi("Email (optional)")).fill("asha@");
  await profile.getByRole("button", { name: hi("Update Profile") }).click();
  await expectHindiRefusal(errorOf(profile, hi("First name")), "Please enter first name");
  await expectHindiRefusal(errorOf(profile, hi("Email (optional)")), "Please enter valid email address.");
  await profile.getByLabel(hi("First name")).fill("Asha");
  await profile.getByLabel(hi("Email (optional)")).fill("asha@example.in");
  await profile.getByRole("button", { name: hi("Update Profile") }).click();
  await expect(page.getByText(hi("Profile updated successfully"))).toBeVisible();

  await page.goto("/account_dashboard/referral_codes");
  await expect(page.getByRole("heading", { level: 1, name: hi("My Account") })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: hi("My account") });
  await expect(tabs.getByRole("link", { name: hi("My Profile") })).toHaveAttribute("href", "/account_dashboard/profile");
  await expect(page.getByRole("heading", { level: 2, name: hi("Refer & Save!") })).toBeVisible();

  // A new address: refused in Hindi (a blank form, then a pincode not delivered to), then saved.
  await page.goto("/add_address");
  await expect(page.getByRole("heading", { level: 1, name: hi("Add Address") })).toBeVisible();
  const address = page.locator("#address-form");
  await address.getByRole("button", { name: hi("Save Address") }).click();
  await expectHindiRefusal(errorOf(address, hi("Apartment name")), "Please enter apartment name");
  await expectHindiRefusal(errorOf(address, hi("Locality")), "Please enter locality");
  await address.getByLabel(hi("First name")).fill("Asha");
  await address.getByLabel(hi("Last name")).fill("Verma");
  await address.getByLabel(hi("Phone number")).fill("9876543210");
  await address.getByLabel(hi("Pincode")).fill("999999");
  await address.getByLabel(hi("City")).fill("Bengaluru");
  await address.getByLabel(hi("Apartment name")).fill("Lake View");
  await address.getByLabel(hi("Wing / floor / flat / house no")).fill("B-304");
  await address.getByLabel(hi("Locality")).fill("Koramangala");
  await address.getByRole("button", { name: hi("Save Address") }).click();
  await expectHindiRefusal(errorOf(address, hi("Pincode")), "We are not delivering at this pincode");
  await address.getByLabel(hi("Pincode")).fill("560034");
  if (js()) await expect(address.getByLabel(hi("City"))).toHaveValue("Bengaluru");
  else await address.getByLabel(hi("City")).fill("Bengaluru");
  await address.getByRole("button", { name: hi("Save Address") }).click();
  await expect(page).toHaveURL(/\/shipping_address$/);

  // Cards: none yet, then one added (its form refused first).
  await page.goto("/card_list");
  await expect(page.getByRole("heading", { level: 1, name: hi("Saved Cards") })).toBeVisible();
  await expect(page.getByText(hi("You have no saved cards. Cards you save show here with their last four digits only."))).toBeVisible();
  await page.getByRole("link", { name: hi("Add New Card") }).click();
  await expect(page.getByRole("heading", { level: 1, name: hi("Add Card") })).toBeVisible();
  const card = page.locator("#card-form");
  await card.getByRole("button", { name: hi("Save Card") }).click();
  await expectHindiRefusal(errorOf(card, hi("Name on card")), "Please enter holder name");
  await card.getByLabel(hi("Name on card")).fill("Asha Verma");
  await card.getByLabel(hi("Card number")).fill("4111111111111111");
  await card.getByLabel(hi("Expiry (MM/YY)")).fill("08/31");
  await card.getByLabel(hi("CVV")).fill("123");
  await card.getByRole("button", { name: hi("Save Card") }).click();
  await expect(page).toHaveURL(/\/card_list$/);
  const saved = page.getByRole("listitem", { name: hi("{network} ending {last4}", { network: "Visa", last4: "1111" }) });
  await expect(saved).toContainText(hi("Expires {expiry}", { expiry: "08/31" }));
  await expect(saved.getByRole("link", { name: hi("Edit") })).toBeVisible();

  // Promo codes with their terms, and Refer & Save.
  await page.goto("/promocode");
  await expect(page.getByRole("heading", { level: 1, name: hi("My Promo Codes") })).toBeVisible();
  const welcome = page.locator(".promo-codes > li").filter({ hasText: "WELCOME50" });
  await expect(welcome).toContainText(hi("{amount} off", { amount: "₹50" }));
  await expect(welcome).toContainText(hi("First order only"));
  await expect(welcome).toContainText(hi("On orders of {amount} or more", { amount: "₹299" }));
  await page.goto("/referralcode");
  await expect(page.getByRole("heading", { level: 1, name: hi("Refer & Save") })).toBeVisible();
  await expect(page.locator(".referral-code")).toContainText(hi("Your referral code: {code}").replace("{code}", "").trim());
  await expect(page.getByRole("heading", { level: 3, name: hi("Friends who used your code") })).toBeVisible();
  await page.goto("/notifications");
  await expect(page.getByRole("heading", { level: 1, name: hi("Notifications") })).toBeVisible();

  // Signed out, and in again from a fresh browser that asks for English: the shop follows the profile.
  await logOutInHindi(page);
  await expect(page.getByText(hi("You have been logged out."))).toBeVisible();
  const fresh = await browser.newContext({ baseURL, locale: "en-US", javaScriptEnabled: js() });
  try {
    const other = await fresh.newPage();
    await chooseLocation(other);
    await expect(other.locator("html")).toHaveAttribute("lang", "en-IN");
    await openUserMenu(other, "Sign in");
    const english = other.getByRole("dialog", { name: "Let's get you logged in" });
    await english.getByLabel("Phone number").fill(phoneNumber);
    await english.getByRole("button", { name: "Continue" }).click();
    await expect(other.getByRole("dialog", { name: "OTP" })).toBeVisible();
    await enterOtp(other, TEST_CODE);
    await expect(other.locator(".user-menu > summary")).toHaveText(hi("Hello, {firstName} {lastName}", { firstName: "Asha", lastName: "Verma" }));
    await expect(other.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(other.getByText(hi("Welcome, {firstName}!", { firstName: "Asha" }))).toBeVisible();
    await other.goto("/profile");
    await hydrated(other);
    await expect(other.getByRole("heading", { level: 1, name: hi("My Profile") })).toBeVisible();
  } finally {
    await fresh.close();
  }
  // The profile holds it for what the shop writes later, too.
  const token = await customerToken(phoneNumber);
  const me = await callOperation(E2E_API_URL, account.getProfile, {}, { authorization: `Bearer ${token}` });
  expect(me.language).toBe("hi");
});

test.describe("the alternate variant's sign-in pages in Hindi", () => {
  test.use({ baseURL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 2}` });

  test("/login and /signup in Hindi, with a bad number's refusal", async ({ page }) => {
    await chooseLocation(page);
    await switchTo(page, "hi");
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: hi("Let's get you logged in") })).toBeVisible();
    await expect(page).toHaveTitle(`${hi("Sign in")} | ${SITE}`);
    const form = page.locator("#login-form");
    await form.getByLabel(hi("Phone number")).fill("98765");
    await form.getByRole("button", { name: hi("Continue") }).click();
    await expectHindiRefusal(errorOf(form, hi("Phone number")), "Should not be less than 10 digits.");
    await page.goto("/signup");
    await expect(page.getByRole("heading", { name: hi("Getting Started") })).toBeVisible();
    await expect(page).toHaveTitle(`${hi("Sign up")} | ${SITE}`);
    await expect(page.getByLabel(hi("First name"))).toBeVisible();
    await expect(page.getByRole("link", { name: hi("Log in") })).toHaveAttribute("href", "/login");
  });
});
