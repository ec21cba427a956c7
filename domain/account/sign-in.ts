/** One-time code rules shared by the API and the storefront (docs/product.md#forms-and-validation, #limits-and-constants). */
export const OTP_LENGTH = 6;
/** A new code no sooner than this after the last one; the dialog counts it down. */
export const RESEND_WAIT_SECONDS = 60;
export const OTP_TTL_SECONDS = 5 * 60;
/** Wrong tries a code survives; the next try is refused even with the right code. */
export const MAX_OTP_ATTEMPTS = 5;

export const OTP_PURPOSES = ["login", "register"] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const isOtp = (value: string) => /^\d{6}$/.test(value);

/** Whole seconds left before a code sent at `sentAt` (ms) may be followed by another; 0 when it may. */
export function resendWaitLeft(sentAt: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((sentAt + RESEND_WAIT_SECONDS * 1000 - now) / 1000));
}
