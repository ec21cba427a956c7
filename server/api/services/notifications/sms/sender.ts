import { translatorFor } from "@domain/i18n/catalog";
import type { Language } from "@domain/i18n/languages";

/**
 * A one-time code's SMS, in the language of the request that asked for it: at sign-in the shopper is
 * not known yet (or not signed in), so the page they are reading decides, as for the API's answers.
 */
export type OtpSms = { phoneNumber: string; code: string; language: Language };

/**
 * A notification's SMS (docs/product.md#notification-channels): the DLT template registered for its kind
 * and language, its variables (the notification's title and body) and the words they make.
 */
export type NoticeSms = { phoneNumber: string; templateId: string; variables: string[]; text: string };

/** Sends SMS: one-time codes and notifications. Throws when the gateway refuses or cannot be reached. */
export interface SmsSender {
  sendOtp(sms: OtpSms): Promise<void>;
  sendNotice(sms: NoticeSms): Promise<void>;
}

/**
 * The words of the code's SMS. Indian operators deliver only texts registered on the DLT platform, so a
 * gateway sends the template registered for the language (with the code as its one variable); that
 * template must be this text, or its translation in domain/i18n/<language>/notifications.json.
 */
const OTP_SMS = "{code} is your Nirmal sign-in OTP. It is valid for 5 minutes. Do not share it with anyone.";

export const otpSmsText = ({ code, language }: Pick<OtpSms, "code" | "language">) => translatorFor(language)(OTP_SMS, { code });
