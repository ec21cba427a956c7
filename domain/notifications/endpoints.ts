import { endpoint } from "../contract";
import {
  notificationListQuerySchema,
  notificationListSchema,
  notificationPreferencesSchema,
  readNotificationSchema,
  setNotificationPreferencesSchema,
  unreadCountSchema,
} from "./schemas";

/** The signed-in customer's notifications (docs/product.md#notifications). */

const notifications = { access: "customer" } as const;

export const unreadNotification = endpoint({
  ...notifications,
  method: "GET",
  path: "api/customer/unreadNotification",
  summary: "How many of the customer's notifications are unread (data.count)",
  response: unreadCountSchema,
});

export const getNotificationList = endpoint({
  ...notifications,
  method: "POST",
  readOnly: true,
  path: "api/customer/getNotificationList",
  summary: "One page of the customer's notifications, newest first (data.list; data.count is all of them)",
  body: notificationListQuerySchema,
  response: notificationListSchema,
});

export const readNotification = endpoint({
  ...notifications,
  method: "POST",
  path: "api/customer/readNotification",
  summary: "Marks one notification read ({id}) or all of them ({all: true}); reading again changes nothing. data.count is the unread count left",
  body: readNotificationSchema,
  response: unreadCountSchema,
  failures: { 404: "No such notification among the customer's" },
});

/** The channels each kind of notification reaches the customer on (docs/product.md#notification-channels). */
export const getNotificationPreferences = endpoint({
  ...notifications,
  method: "GET",
  path: "api/customer/getNotificationPreferences",
  summary:
    "The customer's channels (push, sms, whatsapp) per kind (order-updates, refill-reminders, offers), the defaults where they chose none, and when they agreed to WhatsApp",
  response: notificationPreferencesSchema,
});

export const setNotificationPreferences = endpoint({
  ...notifications,
  method: "PUT",
  path: "api/customer/setNotificationPreferences",
  summary:
    "Changes the channels named ({preferences: {kind: {channel: on}}}) and the WhatsApp consent (whatsappConsent: true agrees, false withdraws and turns WhatsApp off); answers them all. An unknown kind or channel, or WhatsApp turned on without consent: 400, nothing changes",
  body: setNotificationPreferencesSchema,
  response: notificationPreferencesSchema,
});
