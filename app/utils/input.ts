/** Digits only: what pincode, card and OTP inputs keep of what is typed. */
export const digitsOnly = (value: string) => value.replace(/\D/g, "");

/**
 * Rewrites an input's value as the shopper types ('91 xxxxx xxxxx', card groups, MM/YY, digits),
 * touching it only when the shape changes so the caret stays put. Answers the shown value.
 */
export function reformat(input: HTMLInputElement, format: (value: string) => string): string {
  const shown = format(input.value);
  if (shown !== input.value) input.value = shown;
  return shown;
}
