import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db";
import { templateComponents, type WhatsappSender } from "./sender";

/**
 * The local default (WHATSAPP_ADAPTER=local): nothing leaves the machine. Each template message is
 * logged and kept in `local_whatsapp_message`, with the components the Cloud API would have been sent
 * and the words the shopper would read.
 */
export function localWhatsapp(db: Db, log: FastifyBaseLogger): WhatsappSender {
  return {
    async sendTemplate({ to, template, language, parameters, text, quickReply }) {
      const components = templateComponents(parameters, quickReply);
      await db
        .insertInto("local_whatsapp_message")
        .values({ phone_number: to, template, language, components: JSON.stringify(components), text })
        .execute();
      log.info({ to, template, language, text }, `WhatsApp to +${to}: ${template}`);
    },
  };
}
