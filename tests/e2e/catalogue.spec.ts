import { formatRupees } from "@domain/shared/money";
import { HYDRATE } from "../../app/hydration/on-input";
import { atLocation, expect, hydrated, test } from "./fixtures";

/** Browsing, search and content pages (issue 3), each journey with JavaScript on and off. */
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36";
const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";
const apiUrl = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}/v1/auth/customer`;

const cards = (page: import("@playwright/test").Page) => page.getByRole("article").filter({ has: page.getByRole("heading") });

test.describe("browsing the catalogue", () => {
  test.use({ userAgent: DESKTOP });

  test("the menu opens a product list with prices and savings", async ({ page }) => {
    await atLocation(page);
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Shop by category" });
    await menu.getByRole("link", { name: "Laundry Care" }).click();
    await expect(page).toHaveURL(/\/product_list\/prefill\/laundry-care$/);
    await expect(page.getByRole("heading", { level: 1, name: "Laundry care" })).toBeVisible();
    const card = cards(page).filter({ hasText: "Front Load Liquid Detergent 1 L" });
    await expect(card).toContainText("₹249");
    await expect(card.locator("s")).toHaveText("MRP ₹299");
    await expect(card).toContainText("You save ₹50");

    await page.goto("/");
    await menu.getByText("Home Care").click();
    await menu.getByRole("link", { name: "Glass cleaner" }).click();
    await expect(page).toHaveURL(/\/product_list\/prefill\/glass-cleaner-$/);
    // Home shows product cards too: count them once the list itself is there.
    await expect(page.getByRole("heading", { level: 1, name: "Glass cleaner" })).toBeVisible();
    await expect(cards(page)).toHaveCount(3);
  });

  test("a list shows 9 products a page on a computer, with page links", async ({ page }) => {
    await atLocation(page);
    await page.goto("/product_list/prefill/all");
    await expect(page.getByTestId("result-count")).toHaveText("27 products, page 1 of 3");
    await expect(cards(page)).toHaveCount(9);
    const first = await cards(page).first().getByRole("heading").textContent();

    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByTestId("result-count")).toHaveText("27 products, page 2 of 3");
    await expect(cards(page)).toHaveCount(9);
    await expect(cards(page).first().getByRole("heading")).not.toHaveText(first!);

    await page.getByRole("link", { name: "Page 3" }).click();
    await expect(page.getByTestId("result-count")).toHaveText("27 products, page 3 of 3");
    await expect(page.getByRole("link", { name: "Next page" })).toHaveCount(0);
    await page.getByRole("link", { name: "Previous page" }).click();
    await expect(page.getByTestId("result-count")).toHaveText("27 products, page 2 of 3");
  });

  test("product pictures show, named by their content and cached for a year; the first row's load at once", async ({ page }) => {
    await atLocation(page);
    await page.goto("/product_list/prefill/all");
    await expect(page.getByTestId("result-count")).toHaveText("27 products, page 1 of 3");
    const pictures = cards(page).locator("img");
    await expect(pictures).toHaveCount(9);
    // Three to a row on a computer: the first row at once and first, the rest when scrolled near.
    for (let i = 0; i < 9; i++) {
      await expect(pictures.nth(i)).toHaveAttribute("loading", i < 3 ? "eager" : "lazy");
      if (i < 3) await expect(pictures.nth(i)).toHaveAttribute("fetchpriority", "high");
      else await expect(pictures.nth(i)).not.toHaveAttribute("fetchpriority");
    }
    // Shown: a card a third of a 1,280-px page wide (380 px) takes the picture at 480 px, not its 240-px copy.
    const src = (await pictures.first().getAttribute("src"))!;
    expect(src).toMatch(/^\/uploads\/products\/[a-z0-9-]+\.[a-f0-9]{16}\.webp$/);
    await expect(pictures.first()).toHaveAttribute("srcset", `${src.replace(/\.([a-f0-9]{16})\.webp$/, "-240.$1.webp")} 240w, ${src} 480w`);
    await expect.poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.complete && new URL(img.currentSrc).pathname)).toBe(src);
    const served = await page.request.get(src);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/webp");
    expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    // A picture or a built file that is not there is a plain 404, not a page.
    for (const missing of [src.replace(/[a-f0-9]{16}\.webp$/, `${"0".repeat(16)}.webp`), "/assets/entry.client-Missing0.js"]) {
      const response = await page.request.get(missing, { maxRedirects: 0 });
      expect(response.status(), missing).toBe(404);
      expect(await response.text(), missing).toBe("Not found");
    }
  });

  test("a guest's list page runs no script work until the first input, and that input is the page's", async ({ page, context }) => {
    test.skip(test.info().project.name === "no-js", "hydration is JavaScript's");
    await atLocation(page);
    // A page of its own, which no pointer has been over yet.
    const list = await context.newPage();
    const documents: string[] = [];
    list.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await list.goto("/product_list/prefill/all");
    // Its scripts are asked for once the page has loaded; they run, and wait (docs/decisions/021).
    await list.waitForLoadState("load");
    await list.waitForFunction((hydrate) => hydrate in window, HYDRATE);
    expect(await list.evaluate(() => document.documentElement.dataset.hydrate)).toBe("on-input");
    expect(await list.evaluate(() => "__remixRouter" in window)).toBe(false);

    // The click that hydrates the page is the page's own: the product opens without loading a document.
    const name = await cards(list).first().getByRole("heading").textContent();
    await cards(list).first().getByRole("link", { name: name! }).click();
    await expect(list).toHaveURL(/\/product_detail\/prefill\//);
    await expect(list.getByRole("heading", { level: 1, name: name! })).toBeVisible();
    expect(documents).toEqual([expect.stringMatching(/\/product_list\/prefill\/all$/)]);
    await list.close();
  });

  test("what a shopper types before a guest's page has its scripts stays, and the page hydrates when they arrive", async ({ page, context }) => {
    test.skip(test.info().project.name === "no-js", "hydration is JavaScript's");
    await atLocation(page);
    const list = await context.newPage();
    // The client entry is held until the shopper has typed (a route also keeps the browser's cache out).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await list.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await list.goto("/");
    const box = list.getByRole("combobox", { name: "search product" });
    await box.pressSequentially("hand wash");
    // The page no longer waits; nothing has run yet.
    expect(await list.evaluate(() => [document.documentElement.dataset.hydrate ?? null, "__remixRouter" in window])).toEqual([null, false]);

    release();
    await list.waitForFunction(() => "__remixRouter" in window);
    const documents: string[] = [];
    list.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    // The hydrated box holds the words and suggests from them; a suggestion opens in the page.
    await expect(box).toHaveValue("hand wash");
    const suggestion = list.getByRole("list", { name: "Suggestions" }).getByRole("link").first();
    const name = await suggestion.textContent();
    await suggestion.click();
    await expect(list).toHaveURL(/\/product_detail\//);
    await expect(list.getByRole("heading", { level: 1, name: name! })).toBeVisible();
    // Back on home, the box starts empty.
    await list.goBack();
    await expect(list).toHaveURL(/\/$/);
    await expect(box).toHaveValue("");
    expect(documents).toEqual([]);
    await list.close();
  });

  test("a page hydrated at the first input is hydrated once, and the pages after it show at once", async ({ page }) => {
    test.skip(test.info().project.name === "no-js", "hydration is JavaScript's");
    await atLocation(page);
    await page.goto("/product_list/prefill/all");
    await page.waitForFunction((hydrate) => hydrate in window, HYDRATE);
    // Counts every call of the entry's hydrate, and every moment the page's main content is not there.
    await page.evaluate((hydrate) => {
      const w = window as unknown as Record<string, unknown> & { hydrations: number; blank: number };
      const original = w[hydrate] as () => void;
      Object.assign(w, { hydrations: 0, blank: 0, [hydrate]: () => (w.hydrations++, original()) });
      new MutationObserver(() => {
        if (!document.getElementById("main")?.childElementCount) w.blank++;
      }).observe(document.body, { childList: true, subtree: true });
    }, HYDRATE);
    await hydrated(page);

    // Contact Us does not wait for input: its content is there as soon as the move is made.
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    // Back on a page that waits: the page, hydrated already, is not hydrated again at the next input.
    await page.goBack();
    await expect(page.getByTestId("result-count")).toBeVisible();
    await page.keyboard.press("Shift");
    expect(await page.evaluate(() => [(window as unknown as { hydrations: number }).hydrations, (window as unknown as { blank: number }).blank])).toEqual([
      1, 0,
    ]);
  });

  test("a page number that is not one shows a sane page", async ({ page }) => {
    await atLocation(page);
    await page.goto("/product_list/refill/all?page=abc");
    await expect(page.getByTestId("result-count")).toHaveText("25 products, page 1 of 3");
    await page.goto("/product_list/refill/all?page=99");
    await expect(page.getByTestId("result-count")).toHaveText("25 products, page 3 of 3");
  });

  test("a product page shows the same prices and saving as the API", async ({ page, request }) => {
    await atLocation(page);
    await page.goto("/product_list/prefill/dish-wash-gel");
    await cards(page).getByRole("link", { name: "Lemon Dishwash Gel 500 ml" }).click();
    await expect(page).toHaveURL(/\/product_detail\/prefill\/Lemon-Dishwash-Gel-500-ml$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lemon Dishwash Gel 500 ml");

    const res = await request.get(`${apiUrl}/getProductDetails?id=Lemon-Dishwash-Gel-500-ml`, { headers: { pincode: "560034" } });
    const product = (await res.json()).data;
    expect(product.productPrice - product.salePrice).toBe(20);
    await expect(page.locator(".product-info").getByTestId("sale-price")).toHaveText(formatRupees(product.salePrice));
    await expect(page.locator(".product-info s")).toHaveText(`MRP ${formatRupees(product.productPrice)}`);
    await expect(page.locator(".product-info").getByTestId("saving")).toHaveText(`You save ${formatRupees(product.productPrice - product.salePrice)}`);
    await expect(page.getByText("Size: 500 ml")).toBeVisible();
    await expect(page.getByText("No ratings yet.")).toBeVisible();

    // Add to cart takes a quantity up to 10 (cart.spec.ts follows it into the cart).
    await expect(page.locator(".product-info").getByRole("button", { name: "Add to cart" })).toBeEnabled();
    await expect(page.getByLabel("Quantity")).toHaveAttribute("max", "10");

    // The front of the pack is the page's largest paint: fetched at once and first, and shown.
    const pictures = page.getByRole("img", { name: /Lemon Dishwash Gel 500 ml/ });
    await expect(pictures).toHaveCount(2);
    await expect(pictures.nth(1)).toHaveAttribute("loading", "lazy");
    await expect(pictures.first()).toHaveAttribute("width", "480");
    await expect(pictures.first()).toHaveAttribute("fetchpriority", "high");
    await expect(pictures.first()).toHaveAttribute("src", /^\/uploads\/products\/lemon-dishwash-gel-500-ml\.[a-f0-9]{16}\.webp$/);
    const front = (await pictures.first().getAttribute("src"))!;
    await expect.poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.complete && new URL(img.currentSrc).pathname)).toBe(front);

    // Findable: canonical address and a Product with an INR offer.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/product_detail\/prefill\/Lemon-Dishwash-Gel-500-ml$/);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld).toMatchObject({ "@type": "Product", name: "Lemon Dishwash Gel 500 ml", offers: { "@type": "Offer", priceCurrency: "INR", price: "129.00" } });
  });

  test("unknown categories, types, products and pages", async ({ page }) => {
    await atLocation(page);
    for (const path of ["/product_list/soap/all", "/product_list/prefill/soap", "/product_list/Prefill/all", "/product_list/prefill/glass-cleaner"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/$/);
    }
    for (const [path, heading] of [
      ["/product_detail/prefill/No-Such-Product", "Product not found"],
      ["/product_detail/prefill/lemon-dishwash-gel-500-ml", "Product not found"],
      [`/product_detail/prefill/${"x".repeat(300)}`, "Product not found"],
      ["/cms/nope", "Page not found"],
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("link", { name: "Browse all products" })).toBeVisible();
    }
    // A product asked for under the other category moves to its own address.
    await page.goto("/product_detail/refill/Lemon-Dishwash-Gel-500-ml");
    await expect(page).toHaveURL(/\/product_detail\/prefill\/Lemon-Dishwash-Gel-500-ml$/);
  });
});

test.describe("on a phone", () => {
  test.use({ userAgent: PHONE });

  test("a list shows 4 products a page, two to a row, the first row's pictures at once", async ({ page }) => {
    await atLocation(page);
    await page.goto("/product_list/prefill/floor-cleaner");
    await expect(cards(page)).toHaveCount(4);
    const pictures = cards(page).locator("img");
    for (const [i, loading] of ["eager", "eager", "lazy", "lazy"].entries()) await expect(pictures.nth(i)).toHaveAttribute("loading", loading);
    await expect(page.getByTestId("result-count")).toHaveText("4 products");
    await page.goto("/product_list/refill/all");
    await expect(page.getByTestId("result-count")).toHaveText("25 products, page 1 of 7");
    await expect(cards(page)).toHaveCount(4);
  });

  test("a long list's pager links the first and last pages and those beside this one, with … for the others", async ({ page }) => {
    await atLocation(page);
    await page.goto("/search?q=e");
    await expect(page.getByTestId("result-count")).toHaveText("50 products found, page 1 of 13");
    const pager = page.getByRole("navigation", { name: "Pages" });
    await expect(pager.getByRole("listitem")).toHaveText(["1", "2", "3", "4", "5", "…", "13"]);
    await expect(pager.getByRole("listitem").filter({ hasText: "…" }).getByRole("link")).toHaveCount(0);

    await pager.getByRole("link", { name: "Page 13" }).click();
    await expect(page).toHaveURL(/\/search\?q=e&page=13$/);
    await expect(pager.getByRole("listitem")).toHaveText(["1", "…", "9", "10", "11", "12", "13"]);
    await pager.getByRole("link", { name: "Page 9" }).click();
    await expect(page).toHaveURL(/\/search\?q=e&page=9$/);
    await expect(pager.getByRole("listitem")).toHaveText(["1", "…", "8", "9", "10", "…", "13"]);
    await expect(pager.locator('[aria-current="page"]')).toHaveText("9");
    await pager.getByRole("link", { name: "Previous page" }).click();
    await expect(page).toHaveURL(/\/search\?q=e&page=8$/);
    await expect(page.getByTestId("result-count")).toHaveText("50 products found, page 8 of 13");
  });
});

test.describe("search", () => {
  test("suggests at most 5 products by name, ignoring case, and opens the one chosen", async ({ page }) => {
    test.skip(test.info().project.name === "no-js", "suggestions need JavaScript; the results page covers no-JS");
    await atLocation(page);
    await page.goto("/");
    await hydrated(page);
    const box = page.getByRole("combobox", { name: "search product" });
    const suggestions = page.getByRole("list", { name: "Suggestions" }).getByRole("link");
    await box.fill("CLEANER");
    await expect(suggestions).toHaveCount(5);
    await box.fill("refill 2");
    await expect(suggestions.first()).toContainText("Refill 2");
    await box.fill("neem floor");
    await expect(suggestions).toHaveCount(2);
    await box.fill("   ");
    await expect(suggestions).toHaveCount(0);
    await box.fill("jasmine floor cleaner 1");
    await suggestions.first().click();
    await expect(page).toHaveURL(/\/product_detail\/prefill\/Jasmine-Floor-Cleaner-1-L$/);
  });

  test("a change of page closes the suggestions and clears the box", async ({ page }) => {
    test.skip(test.info().project.name === "no-js", "suggestions need JavaScript");
    await atLocation(page);
    await page.goto("/");
    await hydrated(page);
    const box = page.getByRole("combobox", { name: "search product" });
    await box.fill("hand wash");
    await expect(page.getByRole("list", { name: "Suggestions" })).toBeVisible();
    await page.getByRole("navigation", { name: "Shop by category" }).getByRole("link", { name: "Our Story" }).click();
    await expect(page).toHaveURL(/\/about_nirmal$/);
    await expect(box).toHaveValue("");
    await expect(page.getByRole("list", { name: "Suggestions" })).toHaveCount(0);
  });

  test("without a location the search box asks for one", async ({ page }) => {
    test.skip(test.info().project.name === "no-js", "without JavaScript the results page's guard asks instead");
    await page.goto("/?dialog=closed");
    await hydrated(page);
    await page.getByRole("combobox", { name: "search product" }).focus();
    await expect(page.getByRole("dialog", { name: "Where should we deliver the products?" })).toBeVisible();
  });

  test("the search box opens a results page", async ({ page }) => {
    await atLocation(page);
    await page.goto("/");
    await page.getByRole("combobox", { name: "search product" }).fill("hand wash refill");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=hand\+wash\+refill$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “hand wash refill”");
    await expect(page.getByTestId("result-count")).toHaveText("4 products found");
    await expect(cards(page).filter({ hasText: "Aloe Vera Hand Wash Refill 750 ml" })).toContainText("You save ₹40");

    await page.getByRole("searchbox", { name: "search product" }).fill("zzz");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No products match “zzz”.")).toBeVisible();
  });
});

test.describe("content pages", () => {
  test("every footer link opens its page", async ({ page }) => {
    await atLocation(page);
    await page.goto("/");
    await hydrated(page);
    const footer = page.getByRole("contentinfo");
    for (const [link, heading, text] of [
      ["Terms & Conditions", "Terms & Conditions", "Consumer Protection Act, 2019"],
      ["Pricing, Delivery, Return and Refund Policy", "Pricing, Delivery, Return and Refund Policy", "within 7 days of delivery"],
      ["Privacy Policy", "Privacy Policy", "Digital Personal Data Protection Act, 2023"],
      ["Contact Us", "Contact Us", "Request a call back"],
      ["Our Story", "Our Story", "Frequently asked questions"],
    ]) {
      await footer.getByRole("link", { name: link, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 }), link).toHaveText(heading);
      await expect(page.getByText(text).first()).toBeVisible();
    }
    await page.goto("/cms/sp");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shipping Policy");
  });

  test("Our Story answers questions without JavaScript", async ({ page }) => {
    await atLocation(page);
    await page.goto("/about_nirmal");
    await page.getByText("What is the difference between prefill and refill?").click();
    await expect(page.getByText(/After that, buy the refill/)).toBeVisible();
  });

  test("the contact form says what is wrong, then confirms", async ({ page }) => {
    await atLocation(page);
    await page.goto("/contactUs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await page.getByRole("button", { name: "Request a call back" }).click();
    await expect(page.getByText("Please enter your name")).toBeVisible();
    await expect(page.getByText("Please enter phone number.")).toBeVisible();
    await expect(page.getByText("Please write your message")).toBeVisible();

    await page.getByLabel("Name", { exact: true }).fill("Meera Iyer");
    await page.getByLabel("Phone number").fill("98765 4321");
    await page.getByLabel("Message").fill("Do you deliver to Whitefield on Sundays?");
    await page.getByRole("button", { name: "Request a call back" }).click();
    await expect(page.getByText("Should not be less than 10 digits.")).toBeVisible();

    await page.getByLabel("Phone number").fill("98765 43210");
    await page.getByRole("button", { name: "Request a call back" }).click();
    await expect(page.getByText("Thank you! We will call you back within one working day.")).toBeVisible();
    await expect(page).toHaveURL(/\/contactus$/);
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
  });

  test("sitemap.xml lists every product and robots.txt points to it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/product_detail/prefill/Lemon-Dishwash-Gel-500-ml</loc>");
    expect(sitemap).toContain("/product_list/prefill/glass-cleaner-</loc>");
    expect(sitemap).toContain("/cms/rrd</loc>");
    expect(sitemap.match(/\/product_detail\//g)).toHaveLength(52);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
    expect(robots).toContain("Disallow: /cart");
  });
});
