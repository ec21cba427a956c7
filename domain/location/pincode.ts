/** A delivery pincode is exactly six digits (docs/product.md#forms-and-validation). */
export const PINCODE_LENGTH = 6;
const PINCODE = /^\d{6}$/;

export const pincodeMessages = {
  required: "Please enter pincode",
  length: "Pincode should be 6 digits",
  notDelivered: "We are not delivering at this pincode",
} as const;

export function isPincode(value: unknown): value is string {
  return typeof value === "string" && PINCODE.test(value);
}

export type Location = { pincode: string; city: string };

/** The header's location text: 'pincode city', or 'No Location' when none is set (docs/product.md#header-menus-and-footer). */
export function locationLabel(location: Location | null): string {
  return location ? `${location.pincode} ${location.city}` : "No Location";
}
