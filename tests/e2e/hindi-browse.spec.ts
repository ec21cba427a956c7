import type { Page } from "@playwright/test";
import { firstLoadJs } from "../../scripts/bench/first-load-js";
import { signedSessionId } from "./api";
import { atLocation, chooseLocation, expect, hydrated, js, test } from "./fixtures";
import { hi, switchTo } from "./hindi";

/**
 * Browsing in Hindi (issue 33), with JavaScript on and off: the frame, home, lists, a product, search,
 * the location dialog and the 404 pages speak the shopper's language; the header's switch keeps the
 * page the shopper is on. Product names, categories and the API's refusals are the API's words: where
 * a test looks at them it asks the API or the translation files what the shopper should read, rather
 * than writing them out here.
 */
const apiUrl = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}/v1`;
const PRODUCT = "/product_detail/prefill/Lemon-Dishwash-Gel-500-ml";
const locationDialog = (page: Page) => page.getByRole("dialog", { name: "हम प्रोडक्ट कहाँ डिलीवर करें?" });
const inHindi = (page: Page) => expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");

test.describe("a shopper whose browser asks for Hindi", () => {
  test.use({ locale: "hi-IN" });

  test("gets the location dialog in Hindi, and a pincode's refusal in Hindi too", async ({ page, request }) => {
    await page.goto("/");
    await inHindi(page);
    await hydrated(page);
    const dialog = locationDialog(page);
    await expect(dialog.getByText("प्रोडक्ट देखने के लिए कृपया अपनी डिलीवरी लोकेशन बताएँ")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "मेरी लोकेशन पता करें" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "बंद करें" })).toBeVisible();
    await expect(dialog.getByLabel("पिनकोड")).toHaveAttribute("placeholder", "6 अंकों का पिनकोड");
    await expect(page.getByTestId("current-location")).toHaveText("लोकेशन नहीं चुनी गई");

    // A pincode the form refuses: the form rule's message, in the shopper's language.
    await dialog.getByLabel("पिनकोड").fill("56003");
    await dialog.getByRole("button", { name: "जाँचें" }).click();
    await expect(dialog.getByRole("alert")).toContainText(hi("Pincode should be 6 digits"));

    // A pincode the shop does not serve: the API's refusal, as the API says it in Hindi.
    const refused = await request.post(`${apiUrl}/auth/customer/checkServiceableableArea`, {
      headers: { "accept-language": "hi-IN" },
      data: { pincode: "411057" },
    });
    const { message } = (await refused.json()) as { message: string };
    await dialog.getByLabel("पिनकोड").fill("411057");
    if (!js()) await dialog.getByRole("button", { name: "जाँचें" }).click();
    await expect(dialog.getByRole("alert")).toContainText(message);
    await expect(dialog.getByLabel("पिनकोड")).toHaveValue("411057");
    await expect(page.getByTestId("current-location")).toHaveText("लोकेशन नहीं चुनी गई");
  });

  test("is told in Hindi when the position cannot be had", async ({ page }) => {
    await page.goto("/");
    await inHindi(page);
    // Before hydration the button posts the bare form, which has no position.
    await hydrated(page);
    await locationDialog(page).getByRole("button", { name: "मेरी लोकेशन पता करें" }).click();
    const alert = locationDialog(page).getByRole("alert");
    if (js()) {
      // The browser refuses the permission it was never given.
      await expect(alert).toContainText("लोकेशन की अनुमति ज़रूरी है");
      await expect(alert).toContainText("कृपया लोकेशन की अनुमति दें !");
    } else {
      await expect(alert).toContainText("लोकेशन नहीं मिल पाई !");
      await expect(alert).toContainText("कृपया फिर से कोशिश करें या पिनकोड ख़ुद डालें !");
    }
  });

  test("browses home, a list and a product in Hindi", async ({ page }) => {
    await chooseLocation(page, "560034", hi);
    await expect(page).toHaveTitle("घर, कपड़ों और हाथों के लिए क्लीनर | निर्मल होम केयर");
    await expect(page.getByRole("heading", { level: 1, name: "साफ़ घर, कम प्लास्टिक।" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "ग्राहकों की पसंद" })).toBeVisible();
    await expect(
      page
        .getByRole("list", { name: "ग्राहकों की पसंद" })
        .getByRole("button", { name: /^कार्ट में डालें: / })
        .first(),
    ).toBeVisible();
    const menu = page.getByRole("navigation", { name: "कैटेगरी के हिसाब से ख़रीदें" });
    await expect(menu.getByRole("combobox", { name: "प्रोडक्ट खोजें" })).toBeVisible();
    await menu.getByRole("link", { name: "कपड़ों की देखभाल" }).click();

    await expect(page).toHaveURL(/\/product_list\/prefill\/laundry-care$/);
    await expect(page.getByRole("heading", { level: 1, name: "कपड़ों की देखभाल" })).toBeVisible();
    await page.goto("/product_list/prefill/all");
    await expect(page.getByRole("heading", { level: 1, name: "सभी प्रोडक्ट" })).toBeVisible();
    await expect(page).toHaveTitle("सभी प्रोडक्ट: प्रीफ़िल | निर्मल होम केयर");
    await expect(page.getByTestId("result-count")).toHaveText("27 प्रोडक्ट, 3 में से पेज 1");
    await expect(page.getByRole("navigation", { name: "प्रोडक्ट के प्रकार" }).getByRole("link", { name: "सभी", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.locator(".saving").first()).toHaveText(/^आपकी बचत ₹/);
    await page.getByRole("navigation", { name: "पेज" }).getByRole("link", { name: "अगला पेज" }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByTestId("result-count")).toHaveText("27 प्रोडक्ट, 3 में से पेज 2");
    await expect(page.getByRole("link", { name: "पेज 3" })).toBeVisible();

    await page.goto(PRODUCT);
    await expect(page.getByRole("heading", { level: 2, name: "इस प्रोडक्ट के बारे में" })).toBeVisible();
    await expect(page.locator(".breadcrumb").getByRole("link", { name: "होम" })).toBeVisible();
    await expect(page.getByText("साइज़: 500 ml")).toBeVisible();
    await expect(page.getByText(/^सभी टैक्स सहित \(\d+% GST\)$/)).toBeVisible();
    await expect(page.getByText("अभी तक कोई रेटिंग नहीं है।", { exact: false })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "रेटिंग और समीक्षाएँ" })).toBeVisible();
    await expect(page.locator("dl.facts dt")).toHaveText(["प्रकार", "कैटेगरी", "कुल मात्रा", "एचएसएन कोड"]);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\(500 ml\) ₹129 में।/);

    // Added to the cart from the product page, in Hindi.
    await hydrated(page);
    await page.getByLabel("मात्रा").fill("2");
    await page.locator(".product-info").getByRole("button", { name: "कार्ट में डालें" }).click();
    await expect(page.getByTestId("cart-count")).toHaveText("2");
  });

  test("searches in Hindi, with results and without", async ({ page }) => {
    await atLocation(page);
    await page.goto("/search?q=lemon");
    await expect(page.getByRole("heading", { level: 1, name: "“lemon” के नतीजे" })).toBeVisible();
    await expect(page).toHaveTitle("खोज: lemon | निर्मल होम केयर");
    // What the shopper typed is marked as their own words.
    await expect(page.getByRole("heading", { level: 1 }).locator("[data-user-content]")).toHaveText("lemon");
    await expect(page.getByTestId("result-count")).toHaveText(/^\d+ प्रोडक्ट मिले/);
    await expect(page.getByRole("list", { name: "खोज के नतीजे" }).getByRole("listitem").first()).toBeVisible();

    await page.getByRole("searchbox", { name: "प्रोडक्ट खोजें" }).fill("zzz");
    await page.getByRole("button", { name: "खोजें", exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=zzz$/);
    await expect(page.getByText("“zzz” से मिलता-जुलता कोई प्रोडक्ट नहीं मिला। कोई छोटा शब्द आज़माएँ, जैसे “फ़र्श” या “रीफ़िल”।")).toBeVisible();
  });

  test("suggests products under a Hindi search box", async ({ page }) => {
    test.skip(!js(), "suggestions need JavaScript");
    await atLocation(page);
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("combobox", { name: "प्रोडक्ट खोजें" }).fill("lemon");
    await expect(page.getByRole("list", { name: "सुझाव" }).getByRole("link").first()).toBeVisible();
  });

  test("gets the 404 pages in Hindi", async ({ page }) => {
    await atLocation(page);
    for (const [path, heading] of [
      ["/product_detail/prefill/No-Such-Product", "प्रोडक्ट नहीं मिला"],
      ["/cms/nope", "पेज नहीं मिला"],
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(`${heading} | निर्मल होम केयर`);
      await expect(page.getByRole("link", { name: "सभी प्रोडक्ट देखें" })).toBeVisible();
      await expect(page.getByRole("link", { name: "होम पेज पर जाएँ" })).toBeVisible();
    }
  });

  test("sees the crash screen in Hindi when the page's own data cannot be had", async ({ page, context, baseURL }) => {
    // A second storefront runs against an API that does not answer (see playwright.config.ts): not even
    // the session can be read, so the page's language is the one the browser asks for.
    const broken = new URL(baseURL!);
    broken.port = String(Number(broken.port) + 1);
    await context.addCookies([{ name: "session", value: await signedSessionId("A".repeat(43)), url: broken.origin }]);
    await page.goto(`${broken.origin}/product_list/prefill/all`);
    await inHindi(page);
    await expect(page.getByRole("heading", { name: "ओह , कुछ गड़बड़ हो गई ..." })).toBeVisible();
    await expect(page.getByText("कृपया पेज रीफ़्रेश करें")).toBeVisible();
    await expect(page.getByRole("link", { name: "वापस जाएँ" })).toHaveAttribute("href", "/");
  });
});

test("the header's switch keeps the page the shopper is on, in the other language", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const dialog = page.getByRole("dialog", { name: "Where should we deliver the products?" });
  await dialog.getByLabel("Pincode").fill("560034");
  if (!js()) await dialog.getByRole("button", { name: "Check" }).click();
  await expect(page.getByTestId("current-location")).toHaveText(/^560034 /);

  await page.goto(PRODUCT);
  await expect(page.getByRole("heading", { level: 2, name: "About this product" })).toBeVisible();
  await switchTo(page, "hi");
  await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`));
  await expect(page.getByRole("heading", { level: 2, name: "इस प्रोडक्ट के बारे में" })).toBeVisible();

  await switchTo(page, "en");
  await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`));
  await expect(page.getByRole("heading", { level: 2, name: "About this product" })).toBeVisible();

  // A search keeps its words across the switch.
  await page.goto("/search?q=lemon");
  await switchTo(page, "hi");
  await expect(page).toHaveURL(/\/search\?q=lemon$/);
  await expect(page.getByRole("heading", { level: 1, name: "“lemon” के नतीजे" })).toBeVisible();
});

test("a page is kept only per shopper and language, never by a shared cache", async ({ page }) => {
  await page.goto("/?dialog=closed");
  for (const path of ["/", "/?_data=root", "/?_data=routes%2Fbrowse%2Fhome"]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    const vary = (response.headers()["vary"] ?? "").toLowerCase();
    expect(vary, path).toContain("cookie");
    expect(vary, path).toContain("accept-language");
    expect(response.headers()["cache-control"], path).toMatch(/private|no-store/);
  }
});

const BROWSE_PAGES = ["/", "/product_list/prefill/all", "/product_list/refill/all", PRODUCT, "/search?q=lemon", "/cart"];

test("Hindi pages arrive whole: no byte of a character lost or added between the server's buffers", async ({ page }) => {
  test.skip(!js(), "the bytes are the same; read once");
  await chooseLocationInHindiFromTheSwitch(page);
  for (const path of [...BROWSE_PAGES, "/about_nirmal", "/cms/tc", "/product_detail/prefill/No-Such-Product"]) {
    const bytes = await (await page.request.get(path)).body();
    const html = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    expect(html, path).toContain('<html lang="hi-IN"');
    expect(bytes.includes(0), `${path} holds a NUL byte`).toBe(false);
  }
});

test("browse pages in Hindi load at most 72 KB of JavaScript, gzipped, on a first visit", async ({ page, baseURL }) => {
  test.skip(!js(), "the bytes are the same; counted once");
  await chooseLocationInHindiFromTheSwitch(page);
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  for (const path of BROWSE_PAGES) {
    // The page measured is the Hindi one.
    const html = await fetch(new URL(path, baseURL), { headers: { cookie } }).then((r) => r.text());
    expect(html, path).toContain('<html lang="hi-IN"');
    const { bytes, files } = await firstLoadJs(baseURL!, path, cookie);
    expect(files, `${path} loads its scripts`).toBeGreaterThan(0);
    expect(bytes, `${path}: ${(bytes / 1024).toFixed(1)} KB in ${files} files`).toBeLessThanOrEqual(72 * 1024);
  }
});

/** An English-speaking browser's shopper who chooses Hindi with the header's switch, then a location. */
async function chooseLocationInHindiFromTheSwitch(page: Page) {
  await page.goto("/?dialog=closed");
  await switchTo(page, "hi");
  await chooseLocation(page, "560034", hi);
}
