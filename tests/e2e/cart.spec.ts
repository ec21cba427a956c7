import type { Page } from "@playwright/test";
import { E2E_API_URL } from "../../playwright.config";
import { customerToken } from "./api";
import { atLocation, expect, hydrated, phoneFor, test } from "./fixtures";
import { enterOtp, TEST_CODE } from "./sign-in";

/** A customer's referral code, as their Refer & Save page shows it. */
async function referralCodeOf(phoneNumber: string) {
  const token = await customerToken(phoneNumber);
  const response = await fetch(`${E2E_API_URL}/v1/api/customer/checkAndGetReferral`, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()).data.referralCode as string;
}

/** Completes the sign-in dialog already open, registering the number when it is new. */
async function completeSignIn(page: Page, phoneNumber: string) {
  const login = page.getByRole("dialog", { name: "Let's get you logged in" });
  await login.getByLabel("Phone number").fill(phoneNumber);
  await login.getByRole("button", { name: "Continue" }).click();
  const register = page.getByRole("dialog", { name: "Getting Started" });
  const otp = page.getByRole("dialog", { name: "OTP" });
  await expect(register.or(otp)).toBeVisible();
  if (await register.isVisible()) {
    await register.getByLabel("First name").fill("Meera");
    await register.getByLabel("Last name").fill("Iyer");
    await register.getByRole("button", { name: "Sign up" }).click();
  }
  await enterOtp(page, TEST_CODE);
}

const badge = (page: Page) => page.getByTestId("cart-count");
const line = (page: Page, name: string) =>
  page
    .getByRole("list", { name: "Products in your cart" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name }) });
const GEL = "Lemon Dishwash Gel 500 ml"; // ₹129
const DETERGENT = "Liquid Detergent 2 L"; // ₹469
const GIFT = "Aloe Vera Hand Wash 250 ml"; // ₹85, the referral product

test.describe("the cart", () => {
  test("a guest fills the cart, signs in without losing it, changes it, uses promo and referral codes and empties it", async ({ page }) => {
    // A new shopper (a first order, so referral codes apply) and a friend who refers them.
    const friendCode = await referralCodeOf(phoneFor("cart: referrer"));
    await atLocation(page);
    await page.goto("/");
    await hydrated(page);

    // As a guest: one from a product card, two from the product page; the badge counts them.
    await page.getByRole("button", { name: `Add to cart: ${GEL}` }).click();
    await expect(badge(page)).toHaveText("1");
    await page.goto("/product_detail/prefill/Liquid-Detergent-2-L");
    await page.getByLabel("Quantity").fill("2");
    await page.locator(".product-info").getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByText("Product added to cart")).toBeVisible();
    await expect(badge(page)).toHaveText("3");

    await page.getByRole("link", { name: /^Cart, / }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(line(page, GEL).getByTestId("line-quantity")).toHaveText("1");
    await expect(line(page, DETERGENT).getByTestId("line-quantity")).toHaveText("2");
    await expect(page.getByTestId("subtotal")).toHaveText("₹1,067");
    await expect(page.getByText("to use a promo code or a friend's referral code")).toBeVisible();
    // A line's picture is 96 px wide: the browser may take the 240-px copy (or the full one it already has).
    const picture = line(page, GEL).locator("img");
    await expect(picture).toHaveAttribute("sizes", "96px");
    await expect(picture).toHaveAttribute(
      "srcset",
      /^\/uploads\/products\/lemon-dishwash-gel-500-ml-240\.([a-f0-9]{16})\.webp 240w, \/uploads\/products\/lemon-dishwash-gel-500-ml\.\1\.webp 480w$/,
    );
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // Checkout asks a guest to sign in, and brings them back to the cart with the same products.
    await page.getByRole("link", { name: "Sign in to checkout" }).click();
    await completeSignIn(page, phoneFor("cart: shopper"));
    await expect(page.locator(".user-menu > summary")).toHaveText(/^Hello, /);
    await expect(page).toHaveURL(/\/cart$/);
    await expect(line(page, GEL).getByTestId("line-quantity")).toHaveText("1");
    await expect(line(page, DETERGENT).getByTestId("line-quantity")).toHaveText("2");
    await expect(badge(page)).toHaveText("3");
    await expect(page.getByRole("link", { name: "Proceed to checkout" })).toHaveAttribute("href", "/shipping_address");

    // A quantity up, a line out; the totals are the server's.
    await line(page, GEL)
      .getByRole("button", { name: `Increase quantity of ${GEL}` })
      .click();
    await expect(line(page, GEL).getByTestId("line-quantity")).toHaveText("2");
    await expect(page.getByTestId("subtotal")).toHaveText("₹1,196");
    await line(page, DETERGENT)
      .getByRole("button", { name: `Remove ${DETERGENT}` })
      .click();
    await expect(line(page, DETERGENT)).toHaveCount(0);
    await expect(page.getByTestId("subtotal")).toHaveText("₹258");
    await expect(badge(page)).toHaveText("2");

    // An invalid promo code, then one the cart does not reach, then one that applies; then it comes off.
    await page.getByRole("textbox", { name: "Promo code" }).fill("NOPE");
    await page.getByRole("button", { name: "Apply promo code" }).click();
    await expect(page.getByText("Invalid promo code").first()).toBeVisible();
    await page.getByRole("textbox", { name: "Promo code" }).fill("WELCOME50");
    await page.getByRole("button", { name: "Apply promo code" }).click();
    await expect(page.getByText("This promo code needs an order of ₹299 or more. Add ₹41 more to use it.").first()).toBeVisible();
    await line(page, GEL)
      .getByRole("button", { name: `Increase quantity of ${GEL}` })
      .click();
    await expect(page.getByTestId("subtotal")).toHaveText("₹387");
    await page.getByRole("textbox", { name: "Promo code" }).fill("welcome50");
    await page.getByRole("button", { name: "Apply promo code" }).click();
    await expect(page.getByTestId("applied-coupon")).toHaveText("WELCOME50");
    await expect(page.getByTestId("discount")).toHaveText("−₹50");
    await expect(page.getByTestId("order-total")).toHaveText("₹337");
    await page.getByRole("button", { name: "Remove promo code" }).click();
    await expect(page.getByText("Promo code removed successfully")).toBeVisible();
    await expect(page.getByTestId("discount")).toHaveCount(0);
    await expect(page.getByTestId("order-total")).toHaveText("₹387");

    // A friend's referral code puts the referral product in the cart, free; removing it says so.
    await page.getByRole("textbox", { name: "Referral code" }).fill(friendCode);
    await page.getByRole("button", { name: "Apply referral code" }).click();
    await expect(page.getByTestId("applied-referral")).toHaveText(friendCode);
    await expect(line(page, GIFT).getByTestId("line-quantity")).toHaveText("1");
    await expect(page.getByTestId("referral-discount")).toHaveText("−₹85");
    await expect(page.getByTestId("order-total")).toHaveText("₹387");
    await page.getByRole("button", { name: "Remove referral code" }).click();
    await expect(page.getByText("Referral code removed successfully")).toBeVisible();
    await expect(page.getByTestId("referral-discount")).toHaveCount(0);
    await expect(page.getByTestId("order-total")).toHaveText("₹472");

    // Emptying asks first, then leaves an empty cart with a way back to the shop.
    await page.getByRole("link", { name: "Empty cart" }).click();
    await expect(page.getByRole("heading", { name: "Empty your cart?" })).toBeVisible();
    await page.getByRole("button", { name: "Empty cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText("Your cart is empty.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Start shopping" })).toHaveAttribute("href", "/product_list/prefill/all");
    await expect(badge(page)).toHaveText("0");
  });

  test("tampered cart forms change nothing they should not", async ({ page }) => {
    await atLocation(page);
    await page.goto("/product_detail/prefill/Lemon-Dishwash-Gel-500-ml");
    const csrf = await page.locator('.product-info input[name="csrf"]').inputValue();
    const post = (form: Record<string, string>) => page.request.post("/cart", { form: { csrf, redirectTo: "/cart", ...form } });

    const forms: Record<string, string>[] = [
      { intent: "add", productId: "Lemon-Dishwash-Gel-500-ml", quantity: "50" },
      { intent: "add", productId: "Lemon-Dishwash-Gel-500-ml", quantity: "-3" },
      { intent: "add", productId: "No-Such-Product", quantity: "1" },
      { intent: "add", productId: "Delicate-Wash-500-ml", quantity: "1" },
      { intent: "update", productId: "Lemon-Dishwash-Gel-500-ml", quantity: "2" },
      { intent: "drop-table", productId: "Lemon-Dishwash-Gel-500-ml" },
    ];
    for (const form of forms) {
      expect((await post(form)).status(), JSON.stringify(form)).toBeLessThan(500);
    }
    // A price, a line total and a redirect elsewhere in the form are not read.
    await post({
      intent: "add",
      productId: "Lemon-Dishwash-Gel-500-ml",
      quantity: "2",
      salePrice: "1",
      unitPrice: "1",
      lineTotal: "1",
      redirectTo: "https://evil.example/",
    });
    // Without the form's token nothing is changed at all.
    expect((await page.request.post("/cart", { form: { intent: "add", productId: "Lemon-Dishwash-Gel-500-ml", quantity: "1" } })).status()).toBe(403);

    await page.goto("/cart");
    await expect(page.getByRole("list", { name: "Products in your cart" }).getByRole("listitem")).toHaveCount(1);
    await expect(line(page, GEL).getByTestId("line-quantity")).toHaveText("2");
    await expect(page.getByTestId("subtotal")).toHaveText("₹258");
    await expect(badge(page)).toHaveText("2");
  });

  test("a guest's product id with a NUL character is refused with 400, the cart unchanged", async ({ page }) => {
    await atLocation(page);
    await page.goto("/product_detail/prefill/Lemon-Dishwash-Gel-500-ml");
    const csrf = await page.locator('.product-info input[name="csrf"]').inputValue();
    expect(
      (
        await page.request.post("/cart", { form: { csrf, redirectTo: "/cart", intent: "add", productId: "Lemon-Dishwash-Gel-500-ml", quantity: "1" } })
      ).status(),
    ).toBe(200);

    for (const productId of ["Lemon-Dishwash-Gel-500-ml\u0000", "a\u0000b", "\u0000"]) {
      // As the add-to-cart form's fetcher sends it (to the route routes/cart/cart of app/routes.ts): the action's answer is what the form shows.
      const fetched = await page.request.post("/cart?_data=routes%2Fcart%2Fcart", { form: { csrf, intent: "add", productId, quantity: "1" } });
      expect(fetched.status(), JSON.stringify(productId)).toBe(400);
      expect(await fetched.json()).toEqual({ ok: false, message: "This product is not available", field: "productId" });
      // As the form is sent without JavaScript: back to the page with the refusal, not an error page.
      const posted = await page.request.post("/cart", { form: { csrf, intent: "add", productId, quantity: "1", redirectTo: "/cart" }, maxRedirects: 0 });
      expect(posted.status(), JSON.stringify(productId)).toBe(302);
      expect(posted.headers()["location"]).toBe("/cart");
    }

    await page.goto("/cart");
    await expect(page.getByText("This product is not available")).toBeVisible();
    await expect(page.getByRole("list", { name: "Products in your cart" }).getByRole("listitem")).toHaveCount(1);
    await expect(line(page, GEL).getByTestId("line-quantity")).toHaveText("1");
    await expect(badge(page)).toHaveText("1");
  });

  test("the cart needs a location", async ({ page }) => {
    await page.goto("/cart");
    await expect(page).toHaveURL(/\/$|\/\?/);
    await expect(page.getByText("Location unavailable !")).toBeVisible();
    await expect(badge(page)).toHaveText("0");
  });
});
