import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";

export type Toast = { type: "info" | "success" | "error" | "warning"; message: string; description?: string };
type Shown = Toast & { id: number };

const ToastContext = createContext<(toast: Toast) => void>(() => {});
export const useToast = () => useContext(ToastContext);

const DURATION_MS = 5000;
let nextId = 1;

/**
 * Flash messages. The server's toast (remix-toast, set before a redirect) renders with the page, so
 * shoppers without JavaScript see it; with JavaScript toasts also come from the page and fade after 5 s.
 */
export function Toaster({ serverToast, children }: { serverToast?: Toast; children: ReactNode }) {
  const [toasts, setToasts] = useState<Shown[]>(() => (serverToast ? [{ ...serverToast, id: nextId++ }] : []));
  const show = useCallback((toast: Toast) => setToasts((list) => [...list, { ...toast, id: nextId++ }]), []);
  const dismiss = (id: number) => setToasts((list) => list.filter((t) => t.id !== id));

  // The first server toast is already in the initial state; later ones arrive with client navigations.
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current && serverToast) show(serverToast);
    mounted.current = true;
  }, [serverToast, show]);

  useEffect(() => {
    if (!toasts.length) return;
    const timer = setTimeout(() => setToasts((list) => list.slice(1)), DURATION_MS);
    return () => clearTimeout(timer);
  }, [toasts]);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <ol className="toasts" aria-live="polite">
        {toasts.map((t) => (
          <li key={t.id} className={`toast toast-${t.type}`} role={t.type === "error" ? "alert" : "status"}>
            <strong>{t.message}</strong>
            {t.description ? <span>{t.description}</span> : null}
            <button type="button" className="toast-close" aria-label="Dismiss" onClick={() => dismiss(t.id)}>
              ×
            </button>
          </li>
        ))}
      </ol>
    </ToastContext.Provider>
  );
}
