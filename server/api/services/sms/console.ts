import type { FastifyBaseLogger } from "fastify";
import { otpSmsText, type SmsSender } from "./sender";

/** The local default: nothing leaves the machine, the code (and the SMS it would be) goes to the API's log for the developer. */
export function consoleSms(log: FastifyBaseLogger): SmsSender {
  return {
    async sendOtp(sms) {
      const { phoneNumber, code, language } = sms;
      log.info({ phoneNumber, code, language, text: otpSmsText(sms) }, `OTP for +91 ${phoneNumber}: ${code}`);
    },
  };
}
