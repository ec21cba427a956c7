import type { FastifyBaseLogger } from "fastify";
import { otpSmsText, type SmsSender } from "./sender";

/** The local default: nothing leaves the machine; each SMS (a code, or a notification with its DLT template id) goes to the API's log for the developer. */
export function consoleSms(log: FastifyBaseLogger): SmsSender {
  return {
    async sendOtp(sms) {
      const { phoneNumber, code, language } = sms;
      log.info({ phoneNumber, code, language, text: otpSmsText(sms) }, `OTP for +91 ${phoneNumber}: ${code}`);
    },
    async sendNotice({ phoneNumber, templateId, text }) {
      log.info({ phoneNumber, templateId, text }, `SMS to +91 ${phoneNumber} (DLT template ${templateId}): ${text}`);
    },
  };
}
