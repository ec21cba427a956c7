import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { useT } from "~/i18n/useT";

type Toast = { type: "info" | "success" | "error" | "warning"; message: string; description?: string; durationMs?: number };
type Shown = Toast & { id: number; shownAt: number };

const ToastContext = createContext<(toast: Toast) => void>(() => {});
export const useToast = () => useContext(ToastContext);

/** How long a toast stays unless it says otherwise (docs/product.md#limits-and-constants: 5 s; a push's toast says 6 s). */
const DURATION_MS = 5000;
let nextId = 1;
const until = (toast: Shown) => toast.shownAt + (toast.durationMs ?? DURATION_MS);

/**
 * Flash messages. The server's toast (remix-toast, set before a redirect) renders with the page, so
 * shoppers without JavaScript see it; with JavaScript toasts also come from the page (and from live
 * notifications) and fade after 5 s, or their own duration.
 */
export function Toaster({ serverToast, children }: { serverToast?: Toast; children: ReactNode }) {
  const [toasts, setToasts] = useState<Shown[]>(() => (serverToast ? [{ ...serverToast, id: nextId++, shownAt: Date.now() }] : []));
  const show = useCallback((toast: Toast) => setToasts((list) => [...list, { ...toast, id: nextId++, shownAt: Date.now() }]), []);
  const dismiss = (id: number) => setToasts((list) => list.filter((shown) => shown.id !== id));
  const t = useT();

  // The first server toast is already in the initial state; later ones arrive with client navigations.
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current && serverToast) show(serverToast);
    mounted.current = true;
  }, [serverToast, show]);

  useEffect(() => {
    if (!toasts.length) return;
    // Each toast stays its time from when it appeared, so a burst of them clears together instead of one after another.
    const timer = setTimeout(
      () => setToasts((list) => list.filter((shown) => until(shown) > Date.now())),
      Math.max(0, Math.min(...toasts.map(until)) - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [toasts]);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <ol className="toasts" aria-live="polite">
        {toasts.map((toast) => (
          <li key={toast.id} className={`toast toast-${toast.type}`}>
            {/* The role sits inside the item: a list's children must stay list items. */}
            <div role={toast.type === "error" ? "alert" : "status"}>
              <strong>{t.text(toast.message)}</strong>
              {toast.description ? <span>{t.text(toast.description)}</span> : null}
            </div>
            <button type="button" className="toast-close" aria-label={t("Dismiss")} onClick={() => dismiss(toast.id)}>
              ×
            </button>
          </li>
        ))}
      </ol>
    </ToastContext.Provider>
  );
}
