import type { FastifyBaseLogger } from "fastify";
import type { SmsSender } from "./sender";

/** The local default: nothing leaves the machine, the code goes to the API's log for the developer. */
export function consoleSms(log: FastifyBaseLogger): SmsSender {
  return {
    async sendOtp(phoneNumber, code) {
      log.info({ phoneNumber, code }, `OTP for +91 ${phoneNumber}: ${code}`);
    },
  };
}
