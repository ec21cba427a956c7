import { describe, expect, it } from "vitest";
import { cardNetwork, expired, formatCardNumber, formatExpiry, luhnValid, parseExpiry } from "@domain/account/card";

describe("card numbers", () => {
  it("groups digits in fours as the shopper types", () => {
    expect(formatCardNumber("4111111111111111")).toBe("4111 1111 1111 1111");
    expect(formatCardNumber("4111-1111 1111.1111")).toBe("4111 1111 1111 1111");
    expect(formatCardNumber("41111")).toBe("4111 1");
    expect(formatCardNumber("4111 1111 1111 1111")).toHaveLength(19);
  });

  it.each([
    ["4111111111111111", true],
    ["5555555555554444", true],
    ["6080325417020063", true],
    ["4111111111111112", false],
    ["1234567812345678", false],
    ["41111111", false],
  ])("checks the Luhn digit of %s", (digits, valid) => {
    expect(luhnValid(digits)).toBe(valid);
  });

  it.each([
    ["4111111111111111", "Visa"],
    ["5555555555554444", "Mastercard"],
    ["2221000000000009", "Mastercard"],
    ["6080325417020063", "RuPay"],
    ["378282246310005", "American Express"],
    ["9999999999999999", "Card"],
  ])("names the network of %s", (digits, network) => {
    expect(cardNetwork(digits)).toBe(network);
  });
});

describe("expiry", () => {
  it("reads MM/YY", () => {
    expect(parseExpiry("08/29")).toEqual({ month: 8, year: 2029 });
    expect(parseExpiry(" 12 / 30 ")).toEqual({ month: 12, year: 2030 });
    expect(formatExpiry(8, 2029)).toBe("08/29");
  });

  it.each(["13/29", "00/29", "8/29", "08-29", "0829", ""])("refuses %j", (value) => {
    expect(parseExpiry(value)).toBeNull();
  });

  it("keeps a card good through its expiry month, in India's time", () => {
    const now = new Date("2026-11-21T10:00:00+05:30");
    expect(expired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(expired({ month: 10, year: 2026 }, now)).toBe(true);
    expect(expired({ month: 1, year: 2027 }, now)).toBe(false);
    // 1 December 00:30 in India is still 30 November in UTC: November cards have expired.
    expect(expired({ month: 11, year: 2026 }, new Date("2026-11-30T19:00:00Z"))).toBe(true);
  });
});

describe("card form messages (docs/product.md#forms-and-validation)", async () => {
  const { cardSchema, cardEditSchema } = await import("@domain/account/schemas");
  const good = { name: "Asha Rao", cardNumber: "4111 1111 1111 1111", date: "12/99", cvv: "123" };
  const message = (input: Record<string, unknown>, field: string) =>
    cardSchema.safeParse({ ...good, ...input }).error?.issues.find((i) => i.path[0] === field)?.message;

  it("accepts a good card and normalises the number", () => {
    const parsed = cardSchema.parse({ ...good, cardNumber: "4111111111111111" });
    expect(parsed.cardNumber).toBe("4111 1111 1111 1111");
    expect(parsed.date).toEqual({ month: 12, year: 2099 });
  });

  it.each([
    ["name", { name: "" }, "Please enter holder name"],
    ["name", { name: "'\"" }, "Please enter holder name"],
    ["cardNumber", { cardNumber: "" }, "Please enter card number"],
    ["cardNumber", { cardNumber: "4111 1111 1111" }, "Please enter card number"],
    ["cardNumber", { cardNumber: "4111 1111 1111 1112" }, "Please enter a valid card number"],
    ["cardNumber", { cardNumber: "4111 1111 abcd 1111" }, "Please enter a valid card number"],
    ["cardNumber", { cardNumber: "4".repeat(25) }, "Please enter a valid card number"],
    ["date", { date: "" }, "Please enter exp date"],
    ["date", { date: "1/29" }, "Please enter exp date"],
    ["date", { date: "13/29" }, "Please enter the expiry as MM/YY"],
    ["date", { date: "01/20" }, "This card has expired"],
    ["cvv", { cvv: "" }, "Please enter cvv"],
    ["cvv", { cvv: "12" }, "Please enter cvv"],
    ["cvv", { cvv: "12a" }, "Please enter the 3 or 4 digit cvv"],
  ])("%s %j gets %j", (field, input, expected) => {
    expect(message(input, field)).toBe(expected);
  });

  it("edits only the name and the expiry", () => {
    expect(cardEditSchema.parse({ name: "A Rao", date: "01/30", cardNumber: "ignored" })).toEqual({ name: "A Rao", date: { month: 1, year: 2030 } });
  });
});
