import type { Translate } from "@domain/i18n/translate";

/**
 * The browser's geolocation failures, worded as docs/product.md#location has them: in English, the keys
 * of their translations (the dialog shows each through `t.text`, the location action translates them).
 */
export type LocationError = { title: string; message: string; pincode?: string };

const RETRY_HINT = "Please try again or try by adding pincode manually !";
export const POSITION_UNAVAILABLE: LocationError = { title: "Position unavailable !", message: RETRY_HINT };

/** Code 1, 2 and 3 have their own words; any other error its own message, or null for 'something went wrong'. */
export function describeGeolocationError(error: { code: number; message?: string }): LocationError | null {
  switch (error.code) {
    case 1:
      return { title: "Location Permission Required", message: "Please allow location permission !" };
    case 2:
      return POSITION_UNAVAILABLE;
    case 3:
      return { title: "Timed Out !", message: RETRY_HINT };
    default:
      return error.message ? { title: "", message: error.message } : null;
  }
}

/** The title over a refused pincode: empty when typed, the pincode when detected (docs/product.md#location). */
export const detectedTitle = (pincode: string, t: Translate) => t("Detected pincode : {pincode}", { pincode });
