import type { Page } from "@playwright/test";
import { paymentLinkPath, unpaidOrder } from "./api";
import { atLocation, expect, finishOnGateway, gatewayCheckout, js, phoneFor, signedIn, test } from "./fixtures";
import { hi, switchTo } from "./hindi";
import { signIn } from "./sign-in";

/**
 * The cart, checkout and payment pages in Hindi. Product names come from the catalogue, which has its
 * own translations, so a cart line is found by its product's address, never by its name; the sign-in
 * dialog and the address form belong to the account pages, so they are used in English or by their
 * fields' names.
 */
/** Hindi's longer words still fit a 360-px phone: nothing on the page scrolls sideways. */
async function fitsPhone(page: Page) {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 780 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${new URL(page.url()).pathname} at 360 px`).toBeLessThanOrEqual(360);
  await page.setViewportSize(size);
}

const badge = (page: Page) => page.getByTestId("cart-count");
const line = (page: Page, productId: string) =>
  page
    .getByRole("list", { name: "आपके कार्ट के प्रोडक्ट" })
    .getByRole("listitem")
    .filter({ has: page.locator(`a[href$="/${productId}"]`) });
const GEL = "Lemon-Dishwash-Gel-500-ml"; // ₹129, MRP ₹149
const DETERGENT = "Liquid-Detergent-2-L"; // ₹469, MRP ₹549

/** Adds a product from its page with the page's own form (its words are the catalogue pages'). */
async function addFromProductPage(page: Page, productId: string, quantity = 1) {
  await page.goto(`/product_detail/prefill/${productId}`);
  if (quantity > 1) await page.locator('.product-info input[name="quantity"]').fill(String(quantity));
  await page.locator(".product-info form.add-to-cart button[type=submit]").click();
}

test.describe("cart and checkout in Hindi", () => {
  test("a shopper fills, changes and empties the cart in Hindi", async ({ page }) => {
    await atLocation(page, { language: "hi" });

    // A guest's cart is the storefront's: its toast is the storefront's, in Hindi.
    await addFromProductPage(page, GEL);
    await expect(page.getByText("प्रोडक्ट कार्ट में जोड़ दिया गया").first()).toBeVisible();
    await expect(badge(page)).toHaveText("1");
    await addFromProductPage(page, DETERGENT, 2);
    await expect(badge(page)).toHaveText("3");

    await page.getByRole("link", { name: /^कार्ट, / }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page).toHaveTitle("कार्ट | निर्मल होम केयर");
    await expect(page.getByRole("heading", { level: 1, name: "कार्ट" })).toBeVisible();
    await expect(line(page, GEL).getByTestId("line-quantity")).toHaveText("1");
    await expect(line(page, DETERGENT).getByTestId("line-quantity")).toHaveText("2");
    await expect(line(page, GEL).getByText(/^साइज़: /)).toBeVisible();
    const summary = page.getByRole("region", { name: "ऑर्डर सारांश" });
    await expect(summary.getByText("सबटोटल", { exact: true })).toBeVisible();
    await expect(page.getByTestId("subtotal")).toHaveText("₹1,067");
    await expect(summary.getByText("कुल", { exact: true })).toBeVisible();
    await expect(summary.getByText("MRP पर आपकी ₹180 की बचत")).toBeVisible();
    await expect(page.locator(".cart-side .notice")).toHaveText("प्रोमो कोड या किसी दोस्त का रेफ़रल कोड इस्तेमाल करने के लिए साइन इन करें।");
    await expect(page.getByRole("link", { name: "चेकआउट के लिए साइन इन करें" })).toBeVisible();
    await fitsPhone(page);

    // A quantity up: the server's totals follow.
    await line(page, GEL)
      .getByRole("button", { name: /की मात्रा बढ़ाएँ$/ })
      .click();
    await expect(line(page, GEL).getByTestId("line-quantity")).toHaveText("2");
    await expect(page.getByTestId("subtotal")).toHaveText("₹1,196");

    // Signing in (its dialog is the account pages', used in English), then back to Hindi with the same cart.
    await switchTo(page, "en");
    await signIn(page, phoneFor("hindi: cart"));
    await switchTo(page, "hi");
    await expect(page).toHaveURL(/\/cart$/);
    await expect(line(page, GEL).getByTestId("line-quantity")).toHaveText("2");
    await expect(page.getByRole("link", { name: "चेकआउट करें" })).toHaveAttribute("href", "/shipping_address");

    // A line out.
    await line(page, DETERGENT).getByRole("button", { name: /हटाएँ$/ }).click();
    await expect(line(page, DETERGENT)).toHaveCount(0);
    await expect(page.getByTestId("subtotal")).toHaveText("₹258");
    await expect(badge(page)).toHaveText("2");

    // An unknown promo code is refused, in Hindi (the API's message, translated by the API).
    const invalid = hi("Invalid promo code");
    expect(invalid, "the API's refusal has a Hindi translation").toMatch(/[\u0900-\u097F]/);
    await page.getByRole("textbox", { name: "प्रोमो कोड" }).fill("NOPE");
    await page.getByRole("button", { name: "प्रोमो कोड लागू करें" }).click();
    await expect(page.getByText(invalid).first()).toBeVisible();

    // Emptying asks first, then leaves an empty cart with a way back to the shop.
    await page.getByRole("link", { name: "कार्ट खाली करें" }).click();
    await expect(page).toHaveURL(/\/cart_clear$/);
    await expect(page).toHaveTitle("कार्ट खाली करें | निर्मल होम केयर");
    await expect(page.getByRole("heading", { level: 1, name: "अपना कार्ट खाली करें?" })).toBeVisible();
    await expect(page.getByRole("link", { name: "कार्ट रहने दें" })).toHaveAttribute("href", "/cart");
    await fitsPhone(page);
    await page.getByRole("button", { name: "कार्ट खाली करें" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText("आपका कार्ट खाली है", { exact: true })).toBeVisible();
    await expect(page.locator(".empty-state").getByText("आपका कार्ट खाली है।", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "खरीदारी शुरू करें" })).toHaveAttribute("href", "/product_list/prefill/all");
    await expect(badge(page)).toHaveText("0");
  });

  test("a shopper adds an address, chooses it, orders cash on delivery and pays a payment link, in Hindi", async ({ page }) => {
    const phone = phoneFor("hindi: checkout");
    await signedIn(page, phone, { language: "hi" });
    await addFromProductPage(page, "Citrus-Bathroom-Cleaner-500-ml");
    await expect(badge(page)).toHaveText("1");
    await page.goto("/cart");
    await page.getByRole("link", { name: "चेकआउट करें" }).click();

    // The address step: a new customer has none yet, and adds one (the form is the account pages').
    await expect(page).toHaveURL(/\/shipping_address$/);
    await expect(page).toHaveTitle("मेरे पते | निर्मल होम केयर");
    await expect(page.getByRole("heading", { level: 1, name: "मेरे पते" })).toBeVisible();
    await expect(page.getByText("आपने अभी तक कोई पता सेव नहीं किया है।")).toBeVisible();
    await page.getByRole("link", { name: "नया पता जोड़ें" }).click();
    await expect(page).toHaveURL(/\/add_address$/);
    const form = page.locator("#address-form");
    await form.locator('[name="firstName"]').fill("Asha");
    await form.locator('[name="lastName"]').fill("Verma");
    await form.locator('[name="phoneNumber"]').fill(phone);
    await form.locator('[name="pincode"]').fill("560034");
    await form.locator('[name="city"]').fill("Bengaluru");
    await form.locator('[name="apartment"]').fill("Lake View Residency");
    await form.locator('[name="streetAddress2"]').fill("B-304");
    await form.locator('[name="street"]').fill("Koramangala 5th Block");
    await form.locator("button[type=submit]").click();
    await expect(page).toHaveURL(/\/shipping_address$/);
    const address = page.getByRole("listitem", { name: "Asha Verma, Lake View Residency" });
    await expect(address.getByText("डिफ़ॉल्ट", { exact: true })).toBeVisible();
    await expect(address.getByRole("link", { name: "बदलें" })).toBeVisible();
    await expect(address.getByRole("button", { name: "हटाएँ" })).toBeVisible();
    await fitsPhone(page);
    await address.getByRole("link", { name: "यहाँ डिलीवर करें" }).click();

    // Payment: cash on delivery is chosen first; the summary is in Hindi.
    await expect(page).toHaveURL(/\/payment_method\?address=[^&]+$/);
    await expect(page).toHaveTitle("भुगतान का तरीका | निर्मल होम केयर");
    await expect(page.getByRole("heading", { level: 1, name: "भुगतान का तरीका" })).toBeVisible();
    await expect(page.getByRole("group", { name: "आप कैसे भुगतान करना चाहेंगे?" })).toBeVisible();
    await expect(page.getByLabel(/कैश ऑन डिलीवरी/)).toBeChecked();
    await expect(page.getByLabel(/ऑनलाइन पेमेंट/)).not.toBeChecked();
    const summary = page.getByRole("complementary", { name: "ऑर्डर सारांश" });
    await expect(summary.getByRole("heading", { name: "डिलीवरी का पता" })).toBeVisible();
    await expect(summary.getByText("मुफ़्त", { exact: true })).toBeVisible();
    await expect(summary.getByRole("link", { name: "पता बदलें" })).toHaveAttribute("href", "/shipping_address");
    await fitsPhone(page);
    const total = (await page.getByTestId("order-total").textContent())!;
    await page.getByRole("button", { name: `ऑर्डर करें · ${total}` }).click();

    await expect(page).toHaveURL(/\/success\/NHC\d+$/);
    const orderId = page.url().split("/").pop()!;
    await expect(page).toHaveTitle("ऑर्डर हो गया | निर्मल होम केयर");
    await expect(page.getByRole("heading", { level: 1, name: "धन्यवाद! आपका ऑर्डर हो गया है।" })).toBeVisible();
    await expect(page.getByText(`ऑर्डर नंबर ${orderId}`)).toBeVisible();
    await expect(page.getByText(`कुल ${total} · कैश ऑन डिलीवरी`)).toBeVisible();
    await expect(page.getByText("डिलीवरी का पता: Asha Verma, Lake View Residency, Koramangala 5th Block, Bengaluru 560034")).toBeVisible();
    await expect(page.getByRole("link", { name: "खरीदारी जारी रखें" })).toHaveAttribute("href", "/product_list/prefill/all");
    await expect(badge(page)).toHaveText("0");
    await fitsPhone(page);

    // A payment link for another order of this customer: its page, then the result, in Hindi.
    const unpaid = await unpaidOrder(phone, "online");
    const link = await paymentLinkPath(unpaid);
    await page.goto(link);
    await expect(page).toHaveTitle("अपने ऑर्डर का भुगतान करें | निर्मल होम केयर");
    await expect(page.getByRole("heading", { level: 1, name: `ऑर्डर ${unpaid} का भुगतान करें` })).toBeVisible();
    await expect(page.getByText(new RegExp(`^आप ऑर्डर ${unpaid} के लिए ₹[\\d,]+ का भुगतान हमारे पेमेंट पार्टनर के सुरक्षित पेज पर कर रहे हैं।$`))).toBeVisible();
    // With JavaScript the gateway's checkout opens over the page by itself; without it the shopper presses Pay.
    if (!js()) await page.getByRole("button", { name: /^₹[\d,]+ का भुगतान करें$/ }).click();
    // The gateway's own page is not the shop's: it stays in English.
    await expect(gatewayCheckout(page).getByRole("heading", { level: 1, name: "Nirmal Home Care" })).toBeVisible();
    await finishOnGateway(page, "pay");
    await expect(page).toHaveURL(new RegExp(`/online-payment-link-success/true/${unpaid}$`));
    await expect(page).toHaveTitle("भुगतान मिल गया | निर्मल होम केयर");
    await expect(page.getByRole("heading", { level: 1, name: "धन्यवाद!" })).toBeVisible();
    await expect(page.getByText(`ऑर्डर ${unpaid} का आपका भुगतान सफलतापूर्वक मिल गया है!`)).toBeVisible();
    await expect(page.getByRole("link", { name: "बंद करें" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "खरीदारी जारी रखें" })).toHaveAttribute("href", "/product_list/prefill/all");
    await fitsPhone(page);
  });
});
