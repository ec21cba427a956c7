import type { Language } from "@domain/i18n/languages";
import type { SmsSender } from "./sender";

type Fast2SmsConfig = {
  url: string;
  apiKey: string;
  senderId: string;
  /** The registered message (template) of the code's SMS in English, and in each other language that has one. */
  dltMessageId: string;
  dltMessageIds: Partial<Record<Language, string>>;
};

const TIMEOUT_MS = 10_000;

/**
 * Fast2SMS's DLT route (https://docs.fast2sms.com, "DLT SMS API"): Indian operators deliver only
 * messages whose template and sender id are registered on the DLT platform, so the request names
 * the registered sender id and message (template) id and passes the code as the template's variable.
 * The API key goes in the `authorization` header; the answer is `{ return: true, request_id }` on success.
 * Each language's SMS is its own registered template (./sender.ts, OTP_SMS); a language without one gets
 * the English template rather than no code. A notification's SMS names the template of its kind and
 * language (SMS_DLT_TEMPLATE_IDS), whose variables are the notification's title and body.
 */
export function fast2Sms(config: Fast2SmsConfig): SmsSender {
  const send = async (body: { message: string; variables_values: string; numbers: string }) => {
    const response = await fetch(config.url, {
      method: "POST",
      headers: { authorization: config.apiKey, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ route: "dlt", sender_id: config.senderId, ...body, flash: "0" }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => null)) as { return?: boolean; message?: unknown } | null;
    if (!response.ok || answer?.return !== true) {
      throw new Error(`Fast2SMS refused the SMS (HTTP ${response.status}): ${JSON.stringify(answer?.message ?? null)}`);
    }
  };
  return {
    sendOtp: ({ phoneNumber, code, language }) =>
      send({ message: config.dltMessageIds[language] ?? config.dltMessageId, variables_values: code, numbers: phoneNumber }),
    // The template's variables travel joined by '|', so a '|' of their own becomes '/'.
    sendNotice: ({ phoneNumber, templateId, variables }) =>
      send({ message: templateId, variables_values: variables.map((v) => v.replaceAll("|", "/")).join("|"), numbers: phoneNumber }),
  };
}
