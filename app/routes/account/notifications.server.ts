import * as notifications from "@domain/notifications/endpoints";
import { ApiFailure, isUnavailable, type Api } from "../../server/api/client.server";

/** The bell's unread count for a signed-in shopper (0 for a guest); the API away shows no dot rather than a broken page. */
export async function unreadNotifications(api: Api): Promise<number> {
  if (!api.session.get("customer")) return 0;
  try {
    return (await api.call(notifications.unreadNotification)).data.count;
  } catch (error) {
    if (error instanceof ApiFailure || isUnavailable(error)) return 0;
    throw error;
  }
}

/** One page of the shopper's notifications, newest first; the page comes from the URL (anything else is page 1). */
export async function notificationPage(api: Api, url: URL) {
  const asked = url.searchParams.get("page");
  const page = asked && /^[1-9][0-9]{0,4}$/.test(asked) ? Number(asked) : 1;
  const { data } = await api.call(notifications.getNotificationList, { body: { page } });
  return data;
}
