/**
 * What a notification is about. The shopper chooses, per kind, the channels it reaches them on: order
 * updates (every move of an order, a reply to a ticket, a refund), refill reminders, and offers.
 */
export const NOTIFICATION_KINDS = ["order-updates", "refill-reminders", "offers"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The channels a notification reaches a shopper on, besides the shop's own list, and the shopper's
 * choices of them per kind (docs/product.md#notification-channels).
 */
export const NOTIFICATION_CHANNELS = ["push", "sms", "whatsapp"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

type ChannelChoices = Record<NotificationChannel, boolean>;
type ChannelPreferences = Record<NotificationKind, ChannelChoices>;

/**
 * Before a shopper chooses: order updates and refill reminders by push (to browsers that allowed it);
 * SMS and WhatsApp only once they opt in; offers on no channel.
 */
export const DEFAULT_PREFERENCES: Readonly<ChannelPreferences> = {
  "order-updates": { push: true, sms: false, whatsapp: false },
  "refill-reminders": { push: true, sms: false, whatsapp: false },
  offers: { push: false, sms: false, whatsapp: false },
};

export const isNotificationKind = (value: string): value is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(value);
export const isNotificationChannel = (value: string): value is NotificationChannel => (NOTIFICATION_CHANNELS as readonly string[]).includes(value);

/** The defaults with the shopper's own choices over them; a stored choice of a kind or channel the shop no longer has is left out. */
export function mergePreferences(choices: readonly { kind: string; channel: string; enabled: boolean }[]): ChannelPreferences {
  const merged = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, { ...DEFAULT_PREFERENCES[kind] }])) as ChannelPreferences;
  for (const { kind, channel, enabled } of choices) {
    if (isNotificationKind(kind) && isNotificationChannel(channel)) merged[kind][channel] = enabled;
  }
  return merged;
}

/** The name of a preference's checkbox in the /profile form: `order-updates.sms`. */
export const preferenceField = (kind: NotificationKind, channel: NotificationChannel) => `${kind}.${channel}`;
