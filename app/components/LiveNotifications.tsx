import { useEffect } from "react";
import { useEventSource } from "remix-utils/sse/react";
import { takeEarlyNews } from "~/hydration";
import { useRevalidateWhenIdle } from "~/utils/revalidate";

/** How long a push toast stays: 6 s, where other toasts stay 5 s. */
const PUSH_TOAST_MS = 6000;

type News = { title: string; body: string };
type Toast = { type: "info"; message: string; description: string; durationMs: number };

/** A `notification` event's title and body (null for anything unreadable); read by hand to keep zod out of it. */
function news(message: string | null): News | null {
  if (!message) return null;
  try {
    const data: unknown = JSON.parse(message);
    if (typeof data !== "object" || data === null) return null;
    const { title, body } = data as Record<string, unknown>;
    return typeof title === "string" && typeof body === "string" ? { title, body } : null;
  } catch {
    return null;
  }
}

/**
 * A signed-in shopper's new notifications as they happen (docs/product.md#notifications: a foreground push is an info toast
 * of title plus body at bottom-right, for 6 s), from the live events at /events that the order
 * tracking page listens to as well (one connection for both). Each one also reloads the page's data,
 * so the bell's dot (and an open list) comes from the server, as it does without JavaScript. Its own
 * chunk, loaded by root.tsx after hydration for signed-in shoppers only; it shares no module with the
 * first load (the toast comes as a prop), so browse pages' first load does not carry it.
 */
export default function LiveNotifications({ toast }: { toast: (toast: Toast) => void }) {
  const revalidate = useRevalidateWhenIdle();
  const message = useEventSource("/events", { event: "notification" });
  const show = (message: string | null) => {
    const arrived = news(message);
    if (!arrived) return;
    toast({ type: "info", message: arrived.title, description: arrived.body, durationMs: PUSH_TOAST_MS });
    revalidate();
  };
  // The notification that hydrated a waiting page, heard by its loader before this connected (docs/decisions/033).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as this mounts
  useEffect(() => show(takeEarlyNews()), []);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once per message: the callbacks are left out on purpose
  useEffect(() => show(message), [message]);
  return null;
}
