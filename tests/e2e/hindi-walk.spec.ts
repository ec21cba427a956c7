import type { Page } from "@playwright/test";
import * as account from "@domain/account/endpoints";
import * as cart from "@domain/cart/endpoints";
import type { JsonEndpoint, Request } from "@domain/contract";
import { callOperation } from "../../app/server/api/operation.server";
import * as help from "@domain/help/endpoints";
import * as orders from "@domain/orders/endpoints";
import { E2E_API_URL } from "../../playwright.config";
import { moveOrder, paymentLinkPath, sessionCookieFor } from "./api";
import { expect, hydrated, js, phoneFor, test } from "./fixtures";
import { accountPages } from "./pages";

/**
 * The shop in Hindi, page by page (issue 33): every page and dialog a shopper can reach, signed out and
 * signed in, without JavaScript and with it (then also the parts that only JavaScript shows), must not
 * show an English word a shopper would read. What is allowed is listed: the brand, units, names of other
 * companies, and what the shopper typed themselves (marked `data-user-content` by the page, or in an
 * element whose `lang` says it is another language, as the language switch's "English").
 */
test.use({ locale: "hi-IN" });

const ALLOWED = new Set([
  // The brand, as its logo writes it, and the language switch's own name for English (marked lang="en-IN" too).
  "Nirmal",
  // Units and abbreviations Indian shops print in Latin letters in Hindi too.
  "ml",
  "kg",
  "OTP",
  "UPI",
  "GST",
  "GSTIN",
  "PDF",
  "COD",
  "ID",
  "NHC",
  "Rs",
  "MRP",
  "SMS",
  "PIN",
  "CVV",
  "IP",
  "DPDP",
  // Other companies' names.
  "Instagram",
  "Facebook",
  "YouTube",
  "WhatsApp",
  "Razorpay",
  "Visa",
  "Mastercard",
  "RuPay",
]);

/**
 * Words a page may show in Latin letters for a reason of its own: the legal pages name the company and
 * its registered office as registered; an order shows each line under the name it was bought under, in
 * English, as its invoice does (docs/i18n.md). The test orders are of Thick Toilet Cleaner. The WhatsApp
 * consent on the profile (/profile and the account area's tab) names the word to reply with, STOP, as
 * the shopper must type it.
 */
const ALLOWED_ON: [RegExp, string[]][] = [
  [/^\/cms\/(tc|pp)$/, "Home Care Private Limited Plot Phase Hinjewadi Rajiv Gandhi Infotech Park Pune Maharashtra".split(" ")],
  [/^\/(order_detail|live_tracking|success)\//, ["Thick", "Toilet", "Cleaner"]],
  [/^\/(account_dashboard\/)?profile$/, ["STOP"]],
];

/** The Latin words on the page that a shopper reads: text, and the names and hints of elements. */
async function englishWords(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const skipped = (element: Element | null) => !!element?.closest('[data-user-content], [lang]:not([lang^="hi"])');
    const visible = (element: Element) => (element as HTMLElement).offsetParent !== null || element.getClientRects().length > 0;
    // A search's title names what the shopper typed (`q`): their own words, as the page marks them.
    const typed = new URLSearchParams(location.search).get("q");
    const found: string[] = [typed ? document.title.replace(typed, "") : document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || skipped(parent) || ["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(parent.tagName)) continue;
      // Text that is shown, or read out (visually hidden text is still on the page for screen readers).
      if (!visible(parent) && !parent.closest(".visually-hidden")) continue;
      found.push(node.textContent ?? "");
    }
    for (const element of document.querySelectorAll("[aria-label], [alt], [title], [placeholder], input[type=submit][value]")) {
      if (skipped(element) || !visible(element)) continue;
      for (const name of ["aria-label", "alt", "title", "placeholder"]) found.push(element.getAttribute(name) ?? "");
      if (element instanceof HTMLInputElement && element.type === "submit") found.push(element.value);
    }
    return found;
  });
  const words = new Set<string>();
  for (const text of texts) {
    for (const chunk of text.split(/\s+/)) {
      // Order numbers, amounts, sizes, codes, addresses of the web and of mail: not words.
      if (/\d|@|:\/\/|^www\./.test(chunk)) continue;
      for (const word of chunk.match(/[A-Za-z][A-Za-z'’]+/g) ?? []) if (!ALLOWED.has(word)) words.add(word);
    }
  }
  return [...words];
}

/** Each page's English words, kept until the end so one run names every page that needs work. */
async function walk(page: Page, paths: string[]) {
  const problems: string[] = [];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(500);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await hydrated(page);
    const allowed = ALLOWED_ON.filter(([pattern]) => pattern.test(path)).flatMap(([, words]) => words);
    const words = (await englishWords(page)).filter((word) => !allowed.includes(word));
    if (words.length) problems.push(`${path}: ${words.join(" ")}`);
  }
  return problems;
}

const call = <E extends JsonEndpoint>(endpoint: E, request: Request<E>, headers: Record<string, string> = {}) =>
  callOperation(E2E_API_URL, endpoint, request, { "accept-language": "hi", ...headers });

/** A customer who registered in Hindi, with an address, an order waiting, a delivered order and a help ticket; answers the session cookie. */
async function hindiShopper(phoneNumber: string) {
  await call(account.sendOtpToUser, { body: { phoneNumber, type: "register" } });
  const { verificationToken } = await call(account.verifyOtp, { body: { phoneNumber, otp: "123456" } });
  const customer = await call(account.register, { body: { phoneNumber, firstName: "आशा", lastName: "वर्मा", verificationToken } });
  const auth = { authorization: `Bearer ${customer.token}`, pincode: "560034" };
  const address = await call(
    account.addAddress,
    {
      body: {
        firstName: "आशा",
        lastName: "वर्मा",
        pincode: "560034",
        apartment: "लेक व्यू रेज़िडेंसी",
        city: "बेंगलुरु",
        street: "कोरमंगला",
        streetAddress2: "बी-304",
        phoneNumber,
      },
    },
    auth,
  );
  const order = async (paymentType: "COD" | "online") => {
    await call(cart.addItemToCart, { body: { productId: "Thick-Toilet-Cleaner-500-ml", quantity: 1 } }, auth);
    const key = `walk-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    return (await call(orders.placeOrder, { body: { addressId: address.id, paymentType, idempotencyKey: key } }, auth)).orderId;
  };
  const waiting = await order("online");
  const delivered = await order("COD");
  await moveOrder(delivered, "accepted", "on-the-way", "reached", "delivered");
  await call(
    help.addFeedback,
    {
      body: { question: "मेरा ऑर्डर कब आएगा?", categoryId: "order-delivery", mobileNumber: phoneNumber, orderId: delivered } as Request<
        typeof help.addFeedback
      >["body"],
    },
    auth,
  );
  // A product in the cart, for the cart and checkout pages.
  await call(cart.addItemToCart, { body: { productId: "Thick-Toilet-Cleaner-500-ml", quantity: 1 } }, auth);
  const session = await sessionCookieFor({
    location: { pincode: "560034", city: "Bengaluru" },
    customer: { token: customer.token, id: customer.id, firstName: "आशा", lastName: "वर्मा" },
    language: "hi",
  });
  return { session, address: address.id, waiting, delivered };
}

const GUEST_PAGES = [
  "/",
  "/?dialog=location",
  "/product_list/prefill/all",
  "/product_list/refill/all",
  "/product_list/prefill/dish-wash-gel",
  "/product_detail/prefill/Lemon-Dishwash-Gel-500-ml",
  "/search?q=lemon",
  "/search?q=zzzzqqq",
  "/cms/tc",
  "/cms/pp",
  "/cms/rrd",
  "/about_nirmal",
  "/faq",
  "/contactus",
  "/cart",
  "/no-such-page/anywhere",
  "/?dialog=login",
  "/?dialog=register",
];

test("every page a guest can reach is in Hindi", async ({ page, context, baseURL }) => {
  test.setTimeout(300_000);
  const session = await sessionCookieFor({ location: { pincode: "560034", city: "Bengaluru" } });
  await context.addCookies([{ name: "session", value: session, url: baseURL! }]);
  expect(await walk(page, GUEST_PAGES)).toEqual([]);
});

test("every page of a signed-in customer is in Hindi", async ({ page, context, baseURL }) => {
  test.setTimeout(300_000);
  const shopper = await hindiShopper(phoneFor("hindi: walk"));
  await context.addCookies([{ name: "session", value: shopper.session, url: baseURL! }]);
  const pages = [
    ...accountPages(shopper.address),
    "/promocode",
    "/referralcode",
    "/cart",
    "/shipping_address",
    `/payment_method?address=${shopper.address}`,
    "/order_list",
    `/order_detail/${shopper.waiting}`,
    `/order_detail/${shopper.delivered}`,
    `/return/${shopper.delivered}`,
    `/live_tracking/${shopper.waiting}`,
    "/refund",
    "/help_list",
    "/more_help",
    "/my_reviews",
    `/success/${shopper.delivered}`,
    // With JavaScript the payment link's page opens the gateway's own checkout, in English, over itself (tests/e2e/hindi-checkout.spec.ts reads the page).
    ...(js() ? [] : [await paymentLinkPath(shopper.waiting)]),
  ];
  expect(await walk(page, pages)).toEqual([]);
});

test("what JavaScript shows is in Hindi too: the location dialog, suggestions, a toast", async ({ page, context, baseURL }) => {
  test.skip(!js(), "without JavaScript these parts are the pages walked above");
  const session = await sessionCookieFor({ location: { pincode: "560034", city: "Bengaluru" } });
  await context.addCookies([{ name: "session", value: session, url: baseURL! }]);
  await page.goto("/product_detail/prefill/Lemon-Dishwash-Gel-500-ml");
  await hydrated(page);
  await page.locator(".product-info").getByRole("button").first().click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  expect(await englishWords(page)).toEqual([]);
  await page.locator(".header-location a").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await englishWords(page)).toEqual([]);
});
