import type { ReactNode } from "react";
import { DeferredPart, usePartHydrated, type Part } from "./marker";
import { STOCK } from "./mode";
import { waitsForInput } from "./on-input";

/** Resolved in the task after the one that hydrates the page (only ever made in the browser). */
let nextTask: Promise<void> | undefined;
let hydrated = false;

function Later({ part, children }: { part: Part; children: ReactNode }) {
  usePartHydrated(part);
  if (typeof document === "undefined" || hydrated) return children;
  // A page hydrated by an input does it all in that event, so the input reaches a hydrated page. Only
  // this first render asks: a later page may not wait for input, and its content must not wait either.
  if (waitsForInput()) {
    hydrated = true;
    return children;
  }
  nextTask ??= new Promise<void>((resolve) =>
    setTimeout(() => {
      hydrated = true;
      resolve();
    }),
  );
  throw nextTask;
}

/**
 * Hydrates its content in a task of its own, after the rest of the page: Preact (the browser build,
 * docs/decisions/018) hydrates a whole document in one task, which on a mid phone blocks the main thread
 * for well over 50 ms; a suspended part keeps the server's HTML and is hydrated when the promise it
 * threw resolves. The server never suspends here, so the HTML is the same. The content must be one
 * element (Preact keeps a single DOM node for a part that suspends while hydrating). The stock build
 * (React, which hydrates in slices of its own) renders the content as it is.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  if (STOCK) return children;
  return <DeferredPart>{(part) => <Later part={part}>{children}</Later>}</DeferredPart>;
}
