import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db";
import type { ApiEnv } from "../../../env";
import { cloudWhatsapp } from "./cloud";
import { localWhatsapp } from "./local";
import type { WhatsappSender } from "./sender";

/** The adapter WHATSAPP_ADAPTER names: the local one (default, records what it would send) or Meta's Cloud API. */
export function createWhatsappSender(env: ApiEnv, db: Db, log: FastifyBaseLogger): WhatsappSender {
  if (env.WHATSAPP_ADAPTER === "cloud") {
    return cloudWhatsapp({ apiUrl: env.WHATSAPP_API_URL, phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID!, token: env.WHATSAPP_TOKEN! });
  }
  return localWhatsapp(db, log);
}
