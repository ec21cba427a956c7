import type { NotificationChannel, NotificationKind } from "@domain/notifications/channels";
import { translatorFor } from "@domain/i18n/catalog";
import type { Language } from "@domain/i18n/languages";
import type { Db } from "../../../db";
import type { ApiEnv } from "../../../env";
import { languageOfRow } from "../../account/customers";
import { SMS_NOTIFICATION, WHATSAPP_NOTIFICATION } from "../notifications";
import type { OutboxHandler } from "../../outbox";
import type { SmsSender } from "../sms/sender";
import type { WhatsappSender } from "../whatsapp/sender";
import { allowedChannels } from "./preferences";

/**
 * The words of a notification's SMS and WhatsApp message, per kind: the notification's own title and
 * body (already in the shopper's language) in the brand's frame. Each is registered as it is here, and
 * as its translation in domain/i18n/<language>/notifications.json: as the DLT template of the kind and
 * language (SMS_DLT_TEMPLATE_IDS), and as the WhatsApp template of WHATSAPP_TEMPLATES with `{{1}}` and
 * `{{2}}` for the title and the body.
 */
const CHANNEL_TEXTS: Record<NotificationKind, string> = {
  "order-updates": "Nirmal order update: {title}. {body}",
  "refill-reminders": "Nirmal refill reminder: {title}. {body}",
  offers: "Nirmal offer: {title}. {body}",
};

/** The approved WhatsApp template of each kind. */
const WHATSAPP_TEMPLATES: Record<NotificationKind, string> = {
  "order-updates": "order_update",
  "refill-reminders": "refill_reminder",
  offers: "offer",
};

/** A notification as its SMS or WhatsApp message needs it, when the customer still allows the channel for its kind. */
async function noticeFor(db: Db, notificationId: unknown, channel: NotificationChannel) {
  const notice = await db
    .selectFrom("notification as n")
    .innerJoin("customer as c", "c.id", "n.customer_id")
    .select(["n.customer_id", "n.kind", "n.title", "n.body", "c.phone_number", "c.language"])
    .where("n.id", "=", String(notificationId))
    .executeTakeFirst();
  if (!notice || !(await allowedChannels(db, notice.customer_id, notice.kind)).includes(channel)) return null;
  const language: Language = languageOfRow(notice.language);
  const text = translatorFor(language).text(CHANNEL_TEXTS[notice.kind], { title: notice.title, body: notice.body });
  return { ...notice, language, text };
}

/**
 * The outbox handlers of a notification's SMS and WhatsApp message (docs/product.md#notification-channels),
 * one row each per notification, enqueued by notify() for the channels the shopper allowed; the choice is
 * asked again when sending, so a STOP or an opt-out in between is kept. A refusal throws, and the outbox
 * tries again with its backoff.
 */
export function channelDeliveries(db: Db, env: ApiEnv, sms: SmsSender, whatsapp: WhatsappSender): Record<string, OutboxHandler> {
  return {
    [SMS_NOTIFICATION]: {
      async run(payload) {
        const notice = await noticeFor(db, payload.notificationId, "sms");
        if (!notice) return;
        const ids = env.SMS_DLT_TEMPLATE_IDS;
        const templateId = ids[`${notice.kind}/${notice.language}`] ?? ids[notice.kind];
        await sms.sendNotice({ phoneNumber: notice.phone_number, templateId, variables: [notice.title, notice.body], text: notice.text });
      },
      async giveUp() {},
    },
    [WHATSAPP_NOTIFICATION]: {
      async run(payload) {
        const notice = await noticeFor(db, payload.notificationId, "whatsapp");
        if (!notice) return;
        await whatsapp.sendTemplate({
          to: `91${notice.phone_number}`,
          template: WHATSAPP_TEMPLATES[notice.kind],
          language: notice.language,
          parameters: [notice.title, notice.body],
          text: notice.text,
        });
      },
      async giveUp() {},
    },
  };
}
