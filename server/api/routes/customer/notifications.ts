import * as notifications from "@domain/notifications/endpoints";
import { signedIn } from "../../http/auth";
import { ok } from "../../http/envelope";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { getPreferences, setPreferences } from "../../services/notifications/channels/preferences";
import { listNotifications, readNotifications, unreadCount } from "../../services/notifications/notifications";

/** The signed-in customer's notifications (docs/product.md#notifications). */
export function notificationRoutes(scope: Scope<"customer">, { db }: RouteDeps) {
  route(scope, notifications.unreadNotification, async (request) => ok({ count: await unreadCount(db, signedIn(request).customerId) }));

  route(scope, notifications.getNotificationList, async (request) => ok(await listNotifications(db, signedIn(request).customerId, request.body.page)));

  route(scope, notifications.readNotification, async (request) => {
    const count = await readNotifications(db, signedIn(request).customerId, request.body);
    return ok({ count }, request.body.all ? "All notifications marked as read" : "Notification marked as read");
  });

  route(scope, notifications.getNotificationPreferences, async (request) => ok(await getPreferences(db, signedIn(request).customerId)));

  route(scope, notifications.setNotificationPreferences, async (request) =>
    ok(await setPreferences(db, signedIn(request).customerId, request.body), "Notification preferences saved"),
  );
}
