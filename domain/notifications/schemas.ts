import { z } from "zod";

/**
 * Notifications and web push (docs/product.md#notifications).
 */

/**
 * What a notification is about. The shopper chooses, per kind, the channels it reaches them on: order
 * updates (every move of an order, a reply to a ticket, a refund), refill reminders, and offers.
 */
export const NOTIFICATION_KINDS = ["order-updates", "refill-reminders", "offers"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

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
    /** The shop's path it leads to (a refill reminder's), where opening it goes when it is about no order. */
    link: z
      .string()
      .regex(/^\/[A-Za-z0-9_/-]{1,300}$/)
      .optional(),
    /** The list page to come back to when it is about no order and leads nowhere. */
    page: z
      .string()
      .regex(/^[1-9][0-9]{0,4}$/)
      .optional(),
  }),
  z.object({ intent: z.literal("read-all") }),
]);
