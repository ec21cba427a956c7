import { describe, expect, it } from "vitest";
import { askWords, reasonWords, sayWords } from "@domain/cod/words";
import { interpolate } from "@domain/i18n/translate";
import { translatorFor } from "@domain/i18n/catalog";

/** The shopper's words for a cash order's ask (docs/product.md#cash-on-delivery-risk): the largest one or two reasons, in each language. */
const english = (words: Parameters<typeof sayWords>[1]) => sayWords(interpolate, words);

describe("what a cash order's ask tells the shopper", () => {
  it("names the largest two reasons, in the order given (largest first)", () => {
    const reasons = [{ code: "firstOrder" as const }, { code: "noLandmark" as const }, { code: "shortAddress" as const }];
    expect(english(askWords("part", reasons, "₹49.00")!)).toBe(
      "Pay ₹49.00 now by UPI, the rest on delivery, because this is your first order and the address has no landmark.",
    );
    expect(english(askWords("confirm", reasons.slice(2))!)).toBe("We will ask you to confirm this order with one tap, because the address is short.");
    expect(english(askWords("prepaid", [{ code: "pastReturns" }])!)).toBe(
      "Cash on delivery is not available for this order because an earlier cash order was not taken at the door. Please pay online.",
    );
  });

  it("says nothing for cash as ever, and still a sentence for a score without reasons", () => {
    expect(askWords("cash", [{ code: "firstOrder" }])).toBeNull();
    expect(english(reasonWords([]))).toBe("of this order's details");
  });

  it("is said in Hindi, reasons and all", () => {
    const hindi = sayWords(translatorFor("hi").text, askWords("confirm", [{ code: "firstOrder" }, { code: "noLandmark" }])!);
    expect(hindi).toBe("हम आपसे एक टैप में इस ऑर्डर की पुष्टि करने को कहेंगे, क्योंकि यह आपका पहला ऑर्डर है और पते में कोई लैंडमार्क नहीं है।");
  });
});
