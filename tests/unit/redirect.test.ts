import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/utils/redirect";

/**
 * Every redirect target built from input goes through safeRedirectPath. These are the known ways to
 * leave a site through a "same-site path" check (OWASP, PortSwigger, the payloads of issue 13): each
 * must end on our own origin, as the path the browser would really go to, or on the fallback.
 */
const OFF_SITE = [
  "//example.com",
  "///example.com",
  "////example.com",
  "/\\example.com",
  "/\\/example.com",
  "\\\\example.com",
  "\\/example.com",
  "/\t/example.com",
  "/%09/example.com".replace("%09", "\t"),
  "/\n/example.com",
  "/\r/example.com",
  "/\r\n/example.com",
  "/ /example.com".replace(" ", "\u0000"),
  "/./example.com".replace("/./", "/.//"),
  "/.//example.com",
  "/..//example.com",
  "/../..//example.com",
  "/a/..//example.com",
  "/a/../..//example.com",
  "/.\\/example.com",
  "/./\\example.com",
  "/%2e//example.com",
  "/%2E%2E//example.com",
  "https://example.com",
  "http://example.com/",
  "HTTPS://example.com",
  "https:example.com",
  "http:/example.com",
  "//example.com@storefront.invalid",
  "//user:pass@example.com",
  "/@example.com".replace("/@", "//@"),
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  " javascript:alert(1)",
  "\tjavascript:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "\u3000//example.com",
  "\u3000/example.com",
  "／/example.com",
  "/／example.com".replace("/／", "//"),
  "example.com",
  "",
  "   ",
  ".",
  "?x=1",
  "/\u0085/example.com",
  "/\u007f/example.com",
  "/x".padEnd(5000, "x"),
];

describe("safeRedirectPath", () => {
  it.each(OFF_SITE.map((value) => [JSON.stringify(value), value]))("sends %s to the fallback", (_name, value) => {
    expect(safeRedirectPath(value)).toBe("/");
    expect(safeRedirectPath(value, "/cart")).toBe("/cart");
  });

  it.each([
    ["/", "/"],
    ["/cart", "/cart"],
    ["/cart?dialog=login", "/cart?dialog=login"],
    ["/product_list/prefill/all?page=2#top", "/product_list/prefill/all?page=2"],
    ["/a/./b/../c", "/a/c"],
    // Encoded characters stay encoded: the browser reads them as part of one path.
    ["/%2F%2Fexample.com", "/%2F%2Fexample.com"],
    ["/%5Cexample.com", "/%5Cexample.com"],
    ["/%09/example.com", "/%09/example.com"],
    // Look-alike characters are percent-encoded into a path of ours.
    ["/\u3000/example.com", "/%E3%80%80/example.com"],
    ["/．/example.com", "/%EF%BC%8E/example.com"],
    ["/@example.com", "/@example.com"],
  ])("keeps the same-site path %s as %s", (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it("never gives back a target a browser would read as another host, or that a header refuses", () => {
    for (const value of OFF_SITE) {
      const target = safeRedirectPath(value, "/fallback");
      expect(new URL(target, "https://shop.example").origin).toBe("https://shop.example");
      expect(target).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
    }
  });

  it("refuses what is not a string", () => {
    for (const value of [null, undefined, 1, {}, ["/cart"]]) expect(safeRedirectPath(value)).toBe("/");
  });
});
