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
import { CONFIRM_PAYLOAD_PREFIX, confirmationLink } from "../../cod/confirmations";

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

/** The WhatsApp template of a message about a cash order awaiting its shopper's tap: its body, and a Confirm quick-reply button. */
const CONFIRM_TEMPLATE = "order_confirm";

/**
 * A notification as its SMS or WhatsApp message needs it, when the customer still allows the channel
 * for its kind; with the order it is about when that is a cash order awaiting its shopper's one tap
 * (docs/product.md#cash-on-delivery-risk), whose SMS carries the confirmation link and whose WhatsApp
 * message the Confirm button.
 */
async function noticeFor(db: Db, notificationId: unknown, channel: NotificationChannel) {
  const notice = await db
    .selectFrom("notification as n")
    .innerJoin("customer as c", "c.id", "n.customer_id")
    .leftJoin("customer_order as o", (join) => join.onRef("o.id", "=", "n.order_id").on("o.status", "=", "pending"))
    .leftJoin("order_cod_risk as r", (join) => join.onRef("r.order_id", "=", "o.id").on("r.ask", "=", "confirm").on("r.confirmed_at", "is", null))
    .select(["n.customer_id", "n.kind", "n.title", "n.body", "c.phone_number", "c.language", "o.order_number", "r.confirm_by"])
    .where("n.id", "=", String(notificationId))
    .executeTakeFirst();
  if (!notice || !(await allowedChannels(db, notice.customer_id, notice.kind)).includes(channel)) return null;
  const language: Language = languageOfRow(notice.language);
  const text = translatorFor(language).text(CHANNEL_TEXTS[notice.kind], { title: notice.title, body: notice.body });
  const awaiting = notice.order_number && notice.confirm_by ? { orderNumber: notice.order_number, confirmBy: notice.confirm_by } : null;
  return { ...notice, language, text, awaiting };
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
        const link = notice.awaiting
          ? translatorFor(notice.language).text("Confirm it with one tap: {link}", {
              link: confirmationLink(env, notice.awaiting.orderNumber, notice.awaiting.confirmBy),
            })
          : null;
        const body = link ? `${notice.body} ${link}` : notice.body;
        const text = link ? `${notice.text} ${link}` : notice.text;
        await sms.sendNotice({ phoneNumber: notice.phone_number, templateId, variables: [notice.title, body], text });
      },
      async giveUp() {},
    },
    [WHATSAPP_NOTIFICATION]: {
      async run(payload) {
        const notice = await noticeFor(db, payload.notificationId, "whatsapp");
        if (!notice) return;
        await whatsapp.sendTemplate({
          to: `91${notice.phone_number}`,
          template: notice.awaiting ? CONFIRM_TEMPLATE : WHATSAPP_TEMPLATES[notice.kind],
          language: notice.language,
          parameters: [notice.title, notice.body],
          text: notice.text,
          ...(notice.awaiting ? { quickReply: `${CONFIRM_PAYLOAD_PREFIX}${notice.awaiting.orderNumber}` } : {}),
        });
      },
      async giveUp() {},
    },
  };
}
