/** The shopper's device type, from the request's User-Agent (docs/product.md#limits-and-constants: tablet, mobile or web). */
export type DeviceType = "tablet" | "mobile" | "web";

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i;
const MOBILE = /Mobi|iPhone|iPod|Android|BlackBerry|IEMobile|Opera Mini|webOS/i;

/** Tablets are checked first: an Android tablet says "Android" without "Mobile". No User-Agent counts as web. */
export function deviceType(userAgent: string | null | undefined): DeviceType {
  if (!userAgent) return "web";
  if (TABLET.test(userAgent)) return "tablet";
  if (MOBILE.test(userAgent)) return "mobile";
  return "web";
}
