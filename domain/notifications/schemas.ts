import { z } from "zod";
import { isNotificationChannel, isNotificationKind } from "./channels";

/**
 * Notifications and web push (docs/product.md#notifications).
 */

/** Notifications per page of getNotificationList and of /notifications. */
export const NOTIFICATION_PAGE_SIZE = 10;

const pageField = z.coerce
  .number({ invalid_type_error: "page must be a whole number from 1" })
  .int("page must be a whole number from 1")
  .min(1, "page must be a whole number from 1")
  .max(100000, "page must be a whole number from 1");

/** getNotificationList's body: the page, from 1 (pages of NOTIFICATION_PAGE_SIZE), newest first. */
export const notificationListQuerySchema = z.object({ page: pageField.default(1) });

const notificationIdField = z
  .union([z.string(), z.number()], { invalid_type_error: "id must be a notification id" })
  .transform(String)
  .pipe(z.string().regex(/^[1-9][0-9]{0,17}$/, "id must be a notification id"));

/** readNotification's body: one notification by id, or all of them with `all: true`. */
export const readNotificationSchema = z
  .object({ id: notificationIdField.optional(), all: z.boolean().optional() })
  .refine((body) => !!body.id !== !!body.all, { message: "Send either id or all: true", path: ["id"] });

export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  /** The order it is about (its order number), if any. */
  orderId: z.string().nullable(),
  /** The shop's path the notification leads to, when it asks the shopper to act (a refill reminder). */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  list: z.array(notificationSchema),
  /** All of the customer's notifications. */
  count: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
});

/** The unread count (unreadNotification, and the answer of readNotification). */
export const unreadCountSchema = z.object({ count: z.number().int() });

/** The Firebase web settings the browser needs (all public by design); null when push is not configured. */
export const pushConfigSchema = z.object({
  apiKey: z.string(),
  projectId: z.string(),
  messagingSenderId: z.string(),
  appId: z.string(),
  vapidKey: z.string(),
});
export type PushConfig = z.infer<typeof pushConfigSchema>;

/** The /notifications page's posts: open one (marks it read, then shows its order or its link), or mark all as read. */
export const notificationFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("open"),
    id: notificationIdField,
    orderId: z
      .string()
      .regex(/^NHC\d{7,20}$/)
      .optional(),
    /** The shop's path it leads to (a refill reminder's, a subscription notice's with its query), where opening it goes when it is about no order. */
    link: z
      .string()
      .regex(/^\/[A-Za-z0-9_/-]{1,300}(\?[A-Za-z0-9_=&-]{1,100})?$/)
      .optional(),
    /** The list page to come back to when it is about no order and leads nowhere. */
    page: z
      .string()
      .regex(/^[1-9][0-9]{0,4}$/)
      .optional(),
  }),
  z.object({ intent: z.literal("read-all") }),
]);

const channelChoicesSchema = z.object({ push: z.boolean(), sms: z.boolean(), whatsapp: z.boolean() });

/** The shopper's channels per kind (getNotificationPreferences, and the answer of setNotificationPreferences). */
export const notificationPreferencesSchema = z.object({
  preferences: z.object({ "order-updates": channelChoicesSchema, "refill-reminders": channelChoicesSchema, offers: channelChoicesSchema }),
  /** When the shopper agreed to messages on WhatsApp; null while they have not (or sent STOP since). */
  whatsappOptedInAt: z.string().nullable(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

const UNKNOWN_KIND = "Choose order updates, refill reminders or offers";
const UNKNOWN_CHANNEL = "Choose push, SMS or WhatsApp";

/**
 * setNotificationPreferences' body: the choices to change, `{kind: {channel: on}}` (those not named stay
 * as they are), and the WhatsApp consent: true agrees (once; the first time is recorded), false
 * withdraws it and turns WhatsApp off for every kind. A kind or a channel the shop does not have is
 * refused and nothing changes.
 */
export const setNotificationPreferencesSchema = z.object({
  preferences: z
    .record(z.string(), z.record(z.string(), z.boolean({ invalid_type_error: "Each choice is on (true) or off (false)" })))
    .superRefine((choices, ctx) => {
      for (const [kind, channels] of Object.entries(choices)) {
        if (!isNotificationKind(kind)) ctx.addIssue({ code: "custom", message: UNKNOWN_KIND, path: [kind] });
        else
          for (const channel of Object.keys(channels)) {
            if (!isNotificationChannel(channel)) ctx.addIssue({ code: "custom", message: UNKNOWN_CHANNEL, path: [kind, channel] });
          }
      }
    })
    .default({}),
  whatsappConsent: z.boolean({ invalid_type_error: "whatsappConsent is true or false" }).optional(),
});
export type SetNotificationPreferences = z.infer<typeof setNotificationPreferencesSchema>;
