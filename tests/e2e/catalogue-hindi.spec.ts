import type { Page } from "@playwright/test";
import { atLocation, expect, test } from "./fixtures";

/**
 * The catalogue and the content in Hindi (issue 33): what the API answers in the shopper's language
 * (product names and descriptions, lists, search and its suggestions, content pages, the FAQ) reaches
 * the pages, with JavaScript on and off. The shopper's session holds Hindi, as the header's switch
 * leaves it (hindi-browse.spec.ts walks the switch).
 */
const inHindi = (page: Page) => atLocation(page, { language: "hi" });

test.describe("the catalogue in Hindi", () => {
  test("a product page and a list show the products' Hindi names, at the same addresses", async ({ page }) => {
    await inHindi(page);
    await page.goto("/product_detail/prefill/Lemon-Dishwash-Gel-500-ml");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("नींबू डिशवॉश जेल 500 ml");
    await expect(page.getByText(/असली नींबू का अर्क कड़ाही और टिफ़िन बॉक्स की चिकनाई/)).toBeVisible();
    await expect(page.getByRole("img", { name: "नींबू डिशवॉश जेल 500 ml, पैक का सामने का हिस्सा" })).toBeVisible();

    await page.goto("/product_list/refill/floor-cleaner");
    await expect(page).toHaveURL(/\/product_list\/refill\/floor-cleaner$/);
    const names = page.getByRole("article").getByRole("heading");
    await expect(names).toHaveText(["नीम फ़र्श क्लीनर रीफ़िल 2 L", "चमेली फ़र्श क्लीनर रीफ़िल 5 L", "लेमनग्रास फ़र्श क्लीनर रीफ़िल 5 L", "लकड़ी के फ़र्श का क्लीनर रीफ़िल 1 L"]);
  });

  test("search finds products by a Hindi word, and suggests them by their Hindi names", async ({ page }) => {
    await inHindi(page);
    await page.goto(`/search?q=${encodeURIComponent("नींबू")}`);
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByRole("article").getByRole("heading")).toHaveText([
      "नींबू डिशवॉश जेल 500 ml",
      "नींबू डिशवॉश जेल 1 L",
      "नींबू डिशवॉश जेल रीफ़िल 1 L",
      "नींबू डिशवॉश जेल रीफ़िल 2 L",
    ]);
    // The search box's suggestions, as the page asks for them, in the session's language.
    const suggestions = await page.request.get(`/search.json?q=${encodeURIComponent("हैंड वॉश")}`);
    expect(suggestions.ok()).toBe(true);
    const { list } = (await suggestions.json()) as { list: { id: string; productName: string }[] };
    expect(list).toHaveLength(5);
    expect(list[0]).toEqual(expect.objectContaining({ id: "Aloe-Vera-Hand-Wash-250-ml", productName: "एलोवेरा हैंड वॉश 250 ml" }));
  });

  test("the content pages and the FAQ read in Hindi", async ({ page }) => {
    await inHindi(page);
    await page.goto("/cms/tc");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("नियम और शर्तें");
    await expect(page.getByRole("heading", { name: "क़ानून और विवाद" })).toBeVisible();
    await page.goto("/cms/rrd");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("मूल्य, डिलीवरी, वापसी और रिफ़ंड नीति");
    await page.goto("/faq");
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByText("आप कहाँ डिलीवर करते हैं?")).toBeVisible();
  });
});
