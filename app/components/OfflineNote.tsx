import { useT } from "~/i18n/useT";

/**
 * The note on a page the service worker keeps for offline reading (the order list, an order, its
 * tracking; public/sw.js, docs/decisions/032): rendered hidden with the time the server sent the page
 * (India's clock), and shown only on the copy the worker answers with when the shop cannot be reached.
 * The worker finds it by `data-offline-note` followed by `hidden`, in this order.
 */
export function OfflineNote({ shownAt }: { shownAt: string }) {
  const t = useT();
  return (
    <p className="notice offline-note" role="status" data-offline-note="" hidden>
      {t("You are offline; this is what we showed at {time}", { time: shownAt })}
    </p>
  );
}
