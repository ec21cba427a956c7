/** Indian mobile numbers: ten digits behind the +91 country prefix (docs/product.md#forms-and-validation). */
const PHONE_LENGTH = 10;
const COUNTRY_PREFIX = "+91";

/**
 * Strips the +91 prefix, spaces and punctuation. The formatted input shows '91 xxxxx xxxxx', so a
 * twelve-digit value that starts with 91 also loses its prefix; a leading trunk 0 is dropped too.
 * With `withPrefix` the result carries +91 in front.
 */
export function normalizePhone(input: string, { withPrefix = false } = {}): string {
  let digits = input.trim().replace(/^\+91/, "").replace(/\D/g, "");
  if (digits.length === PHONE_LENGTH + 2 && digits.startsWith("91")) digits = digits.slice(2);
  else if (digits.length === PHONE_LENGTH + 1 && digits.startsWith("0")) digits = digits.slice(1);
  return withPrefix && digits ? `${COUNTRY_PREFIX}${digits}` : digits;
}

export function isPhone(value: string): boolean {
  return /^\d{10}$/.test(value);
}

/** Ten digits display as two groups of five; any other length displays as nothing. */
export function displayPhone(input: string): string {
  const digits = normalizePhone(input);
  return isPhone(digits) ? `${digits.slice(0, 5)} ${digits.slice(5)}` : "";
}

/**
 * What the phone input shows while the shopper types: the shop's '91 xxxxx xxxxx' pattern. The
 * leading '91 ' is the input's own prefix; anything else typed or pasted is normalised first.
 */
export function formatPhoneInput(raw: string): string {
  const digits = normalizePhone(raw.startsWith("91 ") ? raw.slice(3) : raw).slice(0, PHONE_LENGTH);
  if (!digits) return "";
  return `91 ${digits.slice(0, 5)}${digits.length > 5 ? ` ${digits.slice(5)}` : ""}`;
}

/** A number for logs and operators' reports: its first two and last two digits only ("98******10"). */
export const maskedPhone = (phoneNumber: string) => `${phoneNumber.slice(0, 2)}******${phoneNumber.slice(-2)}`;
