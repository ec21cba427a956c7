import { useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * Reloads the page's data, but never over a load already under way. Remix's `revalidate()` aborts a
 * loading navigation and asks for it again; the aborted answer may already have taken the one-time
 * toast out of the session, so the shopper lost "Order … has been cancelled" whenever the order's own
 * live notification arrived while the page after the cancel was loading. Asked during a navigation
 * or another reload, it reloads once that is done.
 */
export function useRevalidateWhenIdle(): () => void {
  const revalidator = useRevalidator();
  const busy = useNavigation().state !== "idle" || revalidator.state !== "idle";
  const waiting = useRef(false);
  useEffect(() => {
    if (busy || !waiting.current) return;
    waiting.current = false;
    revalidator.revalidate();
  }, [busy, revalidator]);
  return () => {
    if (busy) waiting.current = true;
    else revalidator.revalidate();
  };
}
