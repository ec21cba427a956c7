import { notificationListQuerySchema, notificationListSchema, readNotificationSchema, unreadCountSchema } from "@domain/notifications/schemas";
import { signedIn, signedInFailures, signedInSecurity } from "../../http/auth";
import { envelope, failureResponses, failureSchema, ok } from "../../http/envelope";
import type { Api, RouteDeps } from "../../http/types";
import { listNotifications, readNotifications, unreadCount } from "../../services/notifications";
import type { Scope } from "../../http/route";

/** The signed-in customer's notifications under /v1/api/customer (spec §7 Notifications). */
export function notificationRoutes({ app }: Scope<"customer">, { db }: RouteDeps) {
  const common = { tags: ["notifications"], security: signedInSecurity };

  app.get(
    "/unreadNotification",
    {
      schema: {
        ...common,
        summary: "How many of the customer's notifications are unread (data.count)",
        response: { 200: envelope(unreadCountSchema), ...failureResponses, ...signedInFailures },
      },
    },
    async (request) => ok({ count: await unreadCount(db, signedIn(request).customerId) }),
  );

  app.post(
    "/getNotificationList",
    {
      schema: {
        ...common,
        summary: "One page of the customer's notifications, newest first (data.list; data.count is all of them)",
        body: notificationListQuerySchema,
        response: { 200: envelope(notificationListSchema), ...failureResponses, ...signedInFailures },
      },
    },
    async (request) => ok(await listNotifications(db, signedIn(request).customerId, request.body.page)),
  );

  app.post(
    "/readNotification",
    {
      schema: {
        ...common,
        summary: "Marks one notification read ({id}) or all of them ({all: true}); reading again changes nothing. data.count is the unread count left",
        body: readNotificationSchema,
        response: { 200: envelope(unreadCountSchema), ...failureResponses, ...signedInFailures, 404: failureSchema.describe("No such notification among the customer's") },
      },
    },
    async (request) => {
      const count = await readNotifications(db, signedIn(request).customerId, request.body);
      return ok({ count }, request.body.all ? "All notifications marked as read" : "Notification marked as read");
    },
  );
}
