import { describe, expect, it } from "vitest";
import { translatorFor } from "@domain/i18n/catalog";
import { formatSize, isCategory, isProductType, productId, productPath, unitPrice } from "@domain/catalogue/catalogue";
import { searchQuery } from "~/lib/catalogue/search-query";
import { deviceType } from "~/utils/device";
import { countLine, listLayoutFor, loadPage, pagerItems } from "~/utils/paging";

describe("catalogue vocabulary", () => {
  it("accepts exactly the shop's categories and types", () => {
    expect(["prefill", "refill"].every(isCategory)).toBe(true);
    expect(["Prefill", "all", "", undefined].some(isCategory)).toBe(false);
    expect(["laundry-care", "hand-wash", "dish-wash-gel", "glass-cleaner-", "toilet-cleaner", "bathroom-cleaner", "floor-cleaner"].every(isProductType)).toBe(
      true,
    );
    expect(["glass-cleaner", "all", "Laundry-care"].some(isProductType)).toBe(false);
  });

  it("makes a product's id from its name with hyphens for spaces, and its detail path from its category", () => {
    expect(productId("Lemon Dishwash Gel 500 ml")).toBe("Lemon-Dishwash-Gel-500-ml");
    expect(productPath({ id: "Lemon-Dishwash-Gel-500-ml", productcategory: { category: "prefill" } })).toBe(
      "/product_detail/prefill/Lemon-Dishwash-Gel-500-ml",
    );
  });

  it.each([
    [250, "ml", "250 ml"],
    [1000, "ml", "1 L"],
    [1500, "ml", "1.5 L"],
    [750, "g", "750 g"],
    [2000, "g", "2 kg"],
  ] as const)("shows %i %s as %s", (amount, unit, shown) => {
    expect(formatSize(amount, unit)).toBe(shown);
  });
});

describe("unit prices", () => {
  it("are per 100 ml or 100 g under a litre or a kilo, per litre or kilo from there, to the paisa", () => {
    expect(unitPrice(129, 500, "ml")).toEqual({ amount: 25.8, per: "100 ml" });
    expect(unitPrice(69, 250, "ml")).toEqual({ amount: 27.6, per: "100 ml" });
    expect(unitPrice(179, 750, "ml")).toEqual({ amount: 23.87, per: "100 ml" });
    expect(unitPrice(189, 1000, "ml")).toEqual({ amount: 189, per: "L" });
    expect(unitPrice(749, 5000, "ml")).toEqual({ amount: 149.8, per: "L" });
    expect(unitPrice(165, 1000, "g")).toEqual({ amount: 165, per: "kg" });
    expect(unitPrice(49.5, 200, "g")).toEqual({ amount: 24.75, per: "100 g" });
  });

  it("are per litre or kilo whatever the size when asked, to set a bottle against its refill", () => {
    expect(unitPrice(129, 500, "ml", true)).toEqual({ amount: 258, per: "L" });
    expect(unitPrice(179, 750, "ml", true)).toEqual({ amount: 238.67, per: "L" });
    expect(unitPrice(99, 300, "g", true)).toEqual({ amount: 330, per: "kg" });
  });
});

describe("search", () => {
  it("asks for what was typed, trimmed and at most 100 characters; nothing for a blank box", () => {
    expect(searchQuery("  floor cl ")).toBe("floor cl");
    expect(searchQuery("   ")).toBe("");
    expect(searchQuery(null)).toBe("");
    expect(searchQuery("x".repeat(150))).toHaveLength(100);
  });
});

describe("device type", () => {
  it.each([
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148", "mobile"],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36", "mobile"],
    ["Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Chrome/120.0 Safari/537.36", "tablet"],
    ["Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148", "tablet"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36", "web"],
    ["", "web"],
    [null, "web"],
  ])("%s is %s", (ua, type) => {
    expect(deviceType(ua)).toBe(type);
  });

  it("shows 4 products a page on phones and tablets, two to a row, and 9 on the web, three to a row", () => {
    expect(listLayoutFor("mobile")).toEqual({ pageSize: 4, firstRow: 2 });
    expect(listLayoutFor("tablet")).toEqual({ pageSize: 4, firstRow: 2 });
    expect(listLayoutFor("web")).toEqual({ pageSize: 9, firstRow: 3 });
  });
});

describe("paging", () => {
  const list = Array.from({ length: 22 }, (_, i) => i + 1);
  const asked: number[] = [];
  /**
   * The API's paging over `items`, noting the pages asked for. Like the API, it counts the matches up
   * to `countAtLeast` or two pages past the page asked for, and says when more match.
   */
  const api =
    (items: number[], countAtLeast = Infinity) =>
    async (page: number, size: number) => {
      asked.push(page);
      const countTo = Math.max(countAtLeast, (page + 2) * size);
      return { list: items.slice((page - 1) * size, page * size), count: Math.min(items.length, countTo), more: items.length > countTo };
    };

  it("asks for the page it shows and counts them", async () => {
    expect(await loadPage(api(list), "1", 9)).toEqual({ items: [1, 2, 3, 4, 5, 6, 7, 8, 9], page: 1, pageCount: 3, total: 22, more: false });
    expect((await loadPage(api(list), "3", 9)).items).toEqual([19, 20, 21, 22]);
  });

  it.each([null, "", "abc", "-1", "0", "1.5", "1e3", "9".repeat(7)])("treats the page %j as page 1", async (requested) => {
    expect((await loadPage(api(list), requested, 9)).page).toBe(1);
  });

  it("keeps a page past the end on the last page, and an empty list on one empty page", async () => {
    asked.length = 0;
    expect(await loadPage(api(list), "999999", 9)).toEqual({ items: [19, 20, 21, 22], page: 3, pageCount: 3, total: 22, more: false });
    expect(asked).toEqual([100_000, 3]);
    expect(await loadPage(api([]), "2", 9)).toEqual({ items: [], page: 1, pageCount: 1, total: 0, more: false });
  });

  it("knows the pages up to the first match the API did not count, and learns more deeper in", async () => {
    const long = Array.from({ length: 500 }, (_, i) => i + 1);
    // 100 counted and more: page 12 holds the 101st.
    expect(await loadPage(api(long, 100), "1", 9)).toMatchObject({ page: 1, pageCount: 12, total: 100, more: true });
    expect(await loadPage(api(long, 100), "12", 9)).toMatchObject({
      items: [100, 101, 102, 103, 104, 105, 106, 107, 108],
      page: 12,
      pageCount: 15,
      total: 126,
      more: true,
    });
    // Past the end the count is exact again, and the last page is asked for.
    asked.length = 0;
    expect(await loadPage(api(long, 100), "999", 9)).toMatchObject({ items: [496, 497, 498, 499, 500], page: 56, pageCount: 56, total: 500, more: false });
    expect(asked).toEqual([999, 56]);
  });

  it("says how many products a list holds and which page this is, only what it knows", () => {
    const en = translatorFor("en");
    expect(countLine({ total: 27, more: false, page: 1, pageCount: 3 }, en)).toBe("27 products, page 1 of 3");
    expect(countLine({ total: 20, more: false, page: 3, pageCount: 3 }, en, { found: true })).toBe("20 products found, page 3 of 3");
    expect(countLine({ total: 1, more: false, page: 1, pageCount: 1 }, en, { found: true })).toBe("1 product found");
    expect(countLine({ total: 4, more: false, page: 1, pageCount: 1 }, en)).toBe("4 products");
    expect(countLine({ total: 100, more: true, page: 2, pageCount: 12 }, en, { found: true })).toBe("More than 100 products found, page 2");
    const hi = translatorFor("hi");
    expect(countLine({ total: 27, more: false, page: 1, pageCount: 3 }, hi)).toBe("27 प्रोडक्ट, 3 में से पेज 1");
    expect(countLine({ total: 100, more: true, page: 2, pageCount: 12 }, hi, { found: true })).toBe("100 से ज़्यादा प्रोडक्ट मिले, पेज 2");
  });
});

describe("pager window", () => {
  it("shows every page while they fit", () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 2)).toEqual([1, 2]);
    expect(pagerItems(2, 2)).toEqual([1, 2]);
    expect(pagerItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("links the first and last pages and those beside the current one, with gaps between", () => {
    expect(pagerItems(1, 8)).toEqual([1, 2, 3, 4, 5, "…", 8]);
    expect(pagerItems(5, 8)).toEqual([1, "…", 4, 5, 6, 7, 8]);
    expect(pagerItems(8, 8)).toEqual([1, "…", 4, 5, 6, 7, 8]);
    expect(pagerItems(1, 1112)).toEqual([1, 2, 3, 4, 5, "…", 1112]);
    expect(pagerItems(4, 1112)).toEqual([1, 2, 3, 4, 5, "…", 1112]);
    expect(pagerItems(5, 1112)).toEqual([1, "…", 4, 5, 6, "…", 1112]);
    expect(pagerItems(500, 1112)).toEqual([1, "…", 499, 500, 501, "…", 1112]);
    expect(pagerItems(1108, 1112)).toEqual([1, "…", 1107, 1108, 1109, "…", 1112]);
    expect(pagerItems(1109, 1112)).toEqual([1, "…", 1108, 1109, 1110, 1111, 1112]);
    expect(pagerItems(1112, 1112)).toEqual([1, "…", 1108, 1109, 1110, 1111, 1112]);
  });

  it("ends with a gap when more pages exist than are known", () => {
    expect(pagerItems(1, 12, true)).toEqual([1, 2, 3, 4, 5, "…", 12, "…"]);
    expect(pagerItems(500, 503, true)).toEqual([1, "…", 499, 500, 501, 502, 503, "…"]);
  });

  it("keeps seven items that always hold the current page and its neighbours, and never a gap for one page", () => {
    for (let pageCount = 1; pageCount <= 40; pageCount++) {
      for (let page = 1; page <= pageCount; page++) {
        const items = pagerItems(page, pageCount);
        const pages = items.filter((item) => item !== "…");
        expect(items).toHaveLength(Math.min(pageCount, 7));
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
        expect(pages).toEqual(expect.arrayContaining([1, pageCount, ...[page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount)]));
        for (const [i, item] of items.entries()) if (item === "…") expect((items[i + 1] as number) - (items[i - 1] as number)).toBeGreaterThan(2);
      }
    }
  });
});
