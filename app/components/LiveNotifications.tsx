import { useEffect } from "react";
import { useEventSource } from "remix-utils/sse/react";
import { PUSH_TOAST_MS } from "@domain/push";
import { useToast } from "./Toaster";

/** A `notification` event's title and body (null for anything unreadable); read by hand to keep zod out of every page. */
function news(message: string | null): { title: string; body: string } | null {
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
 * A signed-in shopper's new notifications as they happen (spec §4: a foreground push is an info toast
 * of title plus body at bottom-right, for 6 s, §9), from the live events at /events that the order
 * tracking page listens to as well (one connection for both). Connects once the page has hydrated;
 * `onArrive` lights the bell's dot.
 */
export function LiveNotifications({ onArrive }: { onArrive: () => void }) {
  const toast = useToast();
  const message = useEventSource("/events", { event: "notification" });
  useEffect(() => {
    const arrived = news(message);
    if (!arrived) return;
    toast({ type: "info", message: arrived.title, description: arrived.body, durationMs: PUSH_TOAST_MS });
    onArrive();
    // One toast per message: the callbacks are left out of the dependencies on purpose.
  }, [message]);
  return null;
}
