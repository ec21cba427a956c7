import type { FastifyBaseLogger } from "fastify";
import type { ApiEnv } from "../../../env";
import { consoleSms } from "./console";
import { fast2Sms } from "./fast2sms";
import type { SmsSender } from "./sender";

/** The adapter SMS_PROVIDER names: the console (default, logs the code) or a real Indian gateway. */
export function createSmsSender(env: ApiEnv, log: FastifyBaseLogger): SmsSender {
  if (env.SMS_PROVIDER === "fast2sms") {
    return fast2Sms({
      url: env.FAST2SMS_URL,
      apiKey: env.FAST2SMS_API_KEY!,
      senderId: env.FAST2SMS_SENDER_ID!,
      dltMessageId: env.FAST2SMS_DLT_MESSAGE_ID!,
      dltMessageIds: env.FAST2SMS_DLT_MESSAGE_IDS,
    });
  }
  return consoleSms(log);
}
