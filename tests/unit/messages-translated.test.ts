import { beforeAll, describe, expect, it } from "vitest";
import { translationFiles } from "@domain/i18n/catalog";
import { AREAS } from "../../server/api/seed/data/areas";
import { scanMessages, type Scan } from "./message-scan";

/**
 * Every message the API can answer with (a refusal, a success, a notification, the SMS) and every
 * message of the form rules has a translation in each language, in the files it is read from: a new
 * English message without one fails here (docs/i18n.md). The messages are found in the source by
 * ./message-scan.ts.
 */
describe("the messages the API and the form rules send", () => {
  let scan: Scan;
  beforeAll(() => {
    scan = scanMessages();
  }, 120_000);

  it("are found where they are written: refusals, successes, form rules, notifications", () => {
    const messages = new Set(scan.found.map((f) => f.message));
    for (const message of [
      "Please select location !", // DomainError
      "Product added to cart", // ok(…)
      "Please enter pincode", // a zod message of a …Messages object
      "Please keep this under 50 characters", // a helper's parameter, followed to its callers
      "Invalid OTP. {left} tries left.", // a template with params
      "category must be one of: prefill, refill", // a list of constants, joined
      "Order {orderNumber}: Out For Delivery", // a notification's title
      "OK", // ok's default
    ]) {
      expect(messages, message).toContain(message);
    }
    expect(messages.size).toBeGreaterThan(200);
  });

  it("name every city the shop delivers to, which the header shows as a message", () => {
    for (const [language, files] of Object.entries(translationFiles())) {
      for (const city of new Set(AREAS.map((area) => area.city))) expect(Object.hasOwn(files.shell, city), `${city} in ${language}/shell.json`).toBe(true);
    }
  });

  it("are never built with a value inside: a value is a {placeholder} with params", () => {
    expect(scan.problems).toEqual([]);
  });

  for (const [language, files] of Object.entries(translationFiles())) {
    it(`are translated in ${language}, in the files they are read from`, () => {
      const untranslated = scan.found
        .filter((f) => !f.namespaces.some((namespace) => Object.hasOwn(files[namespace], f.message)))
        .map((f) => `${f.where}: "${f.message}" is in none of ${f.namespaces.map((n) => `${language}/${n}.json`).join(", ")}`);
      expect([...new Set(untranslated)]).toEqual([]);
    });
  }
});
