import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { STOCK } from "./mode";

/** A part of the page that may hydrate after the rest of it: done once its content has. */
export type Part = { done: boolean };

const pending = new Set<Part>();
let documentDone = false;

/** `<html data-hydrated>`, once the document and every part that was waiting have hydrated. */
function settle() {
  if (!documentDone || pending.size > 0) return;
  document.documentElement.dataset.hydrated = STOCK ? "stock" : "preact-on-input";
}

/**
 * Marks the document hydrated when its parts have. Called by the last element of the document
 * (PageScripts): effects run children first and siblings in order, in React and Preact alike, so by
 * then every part outside a boundary has hydrated and every part still waiting has said so.
 */
export function useDocumentHydrated() {
  useEffect(() => {
    documentDone = true;
    settle();
  }, []);
}

/**
 * A Suspense boundary whose content may hydrate after the rest of the page; the content calls
 * usePartHydrated with the part it is given.
 */
export function DeferredPart({ children }: { children: (part: Part) => ReactNode }) {
  const [part] = useState<Part>(() => ({ done: false }));
  useEffect(() => {
    if (part.done) return;
    pending.add(part);
    return () => {
      pending.delete(part);
      settle();
    };
  }, [part]);
  return <Suspense fallback={null}>{children(part)}</Suspense>;
}

/** Called by a DeferredPart's content: its effect runs once the content has hydrated. */
export function usePartHydrated(part: Part) {
  useEffect(() => {
    part.done = true;
    pending.delete(part);
    settle();
  }, [part]);
}

/**
 * React.lazy in a DeferredPart: a component whose code loads when it is first rendered (the server waits
 * for it, so its HTML is there before), and which the page waits for before it counts as hydrated.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // Typed as the component it loads: React's types do not carry a generic P through lazy().
  const Lazy = lazy(() =>
    load().then((Component) => ({
      default: function Loaded({ part, ...props }: { part: Part }) {
        usePartHydrated(part);
        return <Component {...(props as P)} />;
      },
    })),
  ) as unknown as ComponentType<P & { part: Part }>;
  return function LazyPart(props: P) {
    return <DeferredPart>{(part) => <Lazy {...props} part={part} />}</DeferredPart>;
  };
}
