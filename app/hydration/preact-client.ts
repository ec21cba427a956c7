import { hydrate } from "preact/compat";
import type { ReactNode } from "react";

/**
 * `react-dom/client` of the production browser build, which runs on Preact (vite.ts, docs/decisions/018).
 * Remix's client entry hydrates the whole document; Preact 10 cannot take the document as the parent
 * (it would build a second <html> inside the first), so the document's element is handed to it under a
 * stand-in parent that knows only that one child.
 */
export function hydrateRoot(container: Document, children: ReactNode) {
  const html = container.documentElement;
  const replace = (node: Node) => container.replaceChild(node, html);
  const parent = { childNodes: [html], firstChild: html, insertBefore: replace, appendChild: replace };
  hydrate(children, parent as unknown as Element);
}
