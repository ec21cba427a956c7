import { endpoint } from "../contract";
import { notificationListQuerySchema, notificationListSchema, readNotificationSchema, unreadCountSchema } from "./schemas";

/** The signed-in customer's notifications (docs/product.md#notifications). */

const notifications = { access: "customer", tags: ["notifications"] } as const;

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
