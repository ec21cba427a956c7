/**
 * The random code helper (docs/product.md#limits-and-constants): letters and digits, 5 by default. Referral codes and
 * reward coupons come from it. Upper-case letters only, so a code read out or typed on a phone
 * matches whatever the case; the randomness is the platform's cryptographic source, without bias.
 */
export const CODE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

export function randomCode(length = 5, alphabet = CODE_ALPHABET): string {
  // Bytes at or above the largest multiple of the alphabet's size are drawn again, so every character is equally likely.
  const limit = 256 - (256 % alphabet.length);
  let code = "";
  while (code.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && code.length < length) code += alphabet[byte % alphabet.length];
    }
  }
  return code;
}
