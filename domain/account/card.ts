/**
 * Card rules (docs/product.md#forms-and-validation). Only what a shopper may see again is ever kept: the holder's name,
 * the last four digits, the network and the expiry. The number and the CVV are checked and dropped.
 */
export const cardMessages = {
  name: "Please enter holder name",
  number: "Please enter card number",
  numberInvalid: "Please enter a valid card number",
  date: "Please enter exp date",
  dateInvalid: "Please enter the expiry as MM/YY",
  dateExpired: "This card has expired",
  cvv: "Please enter cvv",
  cvvInvalid: "Please enter the 3 or 4 digit cvv",
} as const;

/** The number as typed, in groups of four: '4111 1111 1111 1111' (19 characters for 16 digits). */
export function formatCardNumber(input: string): string {
  return input
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** The Luhn checksum every card number carries in its last digit. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The network from the number's leading digits, as shoppers know them. */
export function cardNetwork(digits: string): string {
  if (/^4/.test(digits)) return "Visa";
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return "Mastercard";
  if (/^(60|65|81|82|508|353|356)/.test(digits)) return "RuPay";
  if (/^3[47]/.test(digits)) return "American Express";
  if (/^3(0[0-5]|[689])/.test(digits)) return "Diners Club";
  return "Card";
}

/** 'MM/YY' as month and four-digit year, or null when it is not a date of that shape. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is good through the last day of its expiry month (in India's time zone). */
export function expired(expiry: { month: number; year: number }, now = new Date()): boolean {
  const [year, month] = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit" }).format(now).split("-").map(Number);
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

export const formatExpiry = (month: number, year: number) => `${String(month).padStart(2, "0")}/${String(year % 100).padStart(2, "0")}`;
