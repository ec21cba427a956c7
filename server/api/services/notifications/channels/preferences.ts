import { sql } from "kysely";
import { NOTIFICATION_KINDS, mergePreferences, type NotificationChannel, type NotificationKind } from "@domain/notifications/channels";
import type { NotificationPreferences, SetNotificationPreferences } from "@domain/notifications/schemas";
import type { Db } from "../../../db";
import { DomainError } from "../../errors";

/**
 * The shopper's channels per kind of notification (docs/product.md#notification-channels): stored
 * choices over the defaults, and the WhatsApp consent that Meta's policy asks for before any message.
 */
export async function getPreferences(db: Db, customerId: string): Promise<NotificationPreferences> {
  const customer = await db.selectFrom("customer").select("whatsapp_opted_in_at").where("id", "=", customerId).executeTakeFirst();
  if (!customer) throw new DomainError("not_found", "not_found", "Customer not found.");
  const choices = await db.selectFrom("notification_preference").select(["kind", "channel", "enabled"]).where("customer_id", "=", customerId).execute();
  return { preferences: mergePreferences(choices), whatsappOptedInAt: customer.whatsapp_opted_in_at?.toISOString() ?? null };
}

/** The channels (besides the shop's list) a notification of this kind goes to the customer on. */
export async function allowedChannels(db: Db, customerId: string, kind: NotificationKind): Promise<NotificationChannel[]> {
  const { preferences } = await getPreferences(db, customerId);
  return (Object.keys(preferences[kind]) as NotificationChannel[]).filter((channel) => preferences[kind][channel]);
}

const CONSENT_NEEDED = "To get messages on WhatsApp, tick the box to agree to them.";

type Choice = { kind: NotificationKind; channel: NotificationChannel; enabled: boolean };

/** Stores choices; of two for the same kind and channel the later holds. */
async function saveChoices(trx: Db, customerId: string, choices: Choice[]) {
  const unique = [...new Map(choices.map((c) => [`${c.kind}.${c.channel}`, c])).values()];
  if (!unique.length) return;
  await trx
    .insertInto("notification_preference")
    .values(unique.map((c) => ({ customer_id: customerId, ...c })))
    .onConflict((oc) => oc.columns(["customer_id", "kind", "channel"]).doUpdateSet({ enabled: sql<boolean>`excluded.enabled`, updated_at: sql<Date>`now()` }))
    .execute();
}

const whatsappOff = (): Choice[] => NOTIFICATION_KINDS.map((kind) => ({ kind, channel: "whatsapp", enabled: false }));

/**
 * Changes the choices named (the schema has refused unknown kinds and channels) and the WhatsApp
 * consent: WhatsApp can be turned on only with consent given now or before; agreeing records the first
 * time; withdrawing turns WhatsApp off for every kind. Refused, nothing changes.
 */
export async function setPreferences(db: Db, customerId: string, change: SetNotificationPreferences): Promise<NotificationPreferences> {
  const choices = Object.entries(change.preferences).flatMap(([kind, channels]) =>
    Object.entries(channels).map(([channel, enabled]) => ({ kind, channel, enabled }) as Choice),
  );
  await db.transaction().execute(async (trx) => {
    const customer = await trx.selectFrom("customer").select("whatsapp_opted_in_at").where("id", "=", customerId).forUpdate().executeTakeFirstOrThrow();
    const consented = change.whatsappConsent ?? customer.whatsapp_opted_in_at !== null;
    if (!consented && choices.some((c) => c.channel === "whatsapp" && c.enabled)) {
      throw new DomainError("invalid", "whatsapp_consent_needed", CONSENT_NEEDED, { whatsappConsent: CONSENT_NEEDED });
    }
    if (change.whatsappConsent !== undefined) {
      await trx
        .updateTable("customer")
        .set({ whatsapp_opted_in_at: change.whatsappConsent ? sql<Date>`coalesce(whatsapp_opted_in_at, now())` : null })
        .where("id", "=", customerId)
        .execute();
    }
    await saveChoices(trx, customerId, change.whatsappConsent === false ? [...choices, ...whatsappOff()] : choices);
  });
  return getPreferences(db, customerId);
}

/**
 * A shopper's STOP on WhatsApp: their consent is withdrawn and WhatsApp turned off for every kind.
 * Answers whether the number is a customer's; doing it again changes nothing more.
 */
export async function stopWhatsapp(db: Db, phoneNumber: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const customer = await trx.selectFrom("customer").select("id").where("phone_number", "=", phoneNumber).forUpdate().executeTakeFirst();
    if (!customer) return false;
    await trx.updateTable("customer").set({ whatsapp_opted_in_at: null }).where("id", "=", customer.id).execute();
    await saveChoices(trx, customer.id, whatsappOff());
    return true;
  });
}
