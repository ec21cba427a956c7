import { Scripts } from "@remix-run/react";
import { useDocumentHydrated } from "./marker";
import { STOCK } from "./mode";
import { EARLY_NEWS, HYDRATE, INPUTS } from "./on-input";

const TEMPLATE_ID = "page-scripts";

/**
 * The loader of a page that waits for input, run as the page is parsed. It puts the page's scripts
 * (kept in an inert template) in their place once the page has loaded, or at a first input before that;
 * and it hears that first input, which it hands to the client entry if the entry has run by then
 * (`window[HYDRATE]`), or else marks the page as no longer waiting, so the entry hydrates it as soon
 * as it runs. On a signed-in shopper's page (`events`, the live events' address) a live notification
 * after `load` counts as that input, its data left at `window[EARLY_NEWS]` (docs/decisions/033).
 * A function, not a constant: a module behind app/hydration/index.ts runs nothing when loaded.
 */
const loaderScript = (events: string | null) => `(function (inputs, hydrate, events, news) {
  var template = document.getElementById(${JSON.stringify(TEMPLATE_ID)});
  // Only as the server sent it: rendered again in the browser (a move from a page that does not wait to
  // one that does), the loader finds no template, and the page is hydrated already.
  if (!template) return;
  var source = null;
  function insert() {
    if (!template) return;
    template.replaceWith(document.importNode(template.content, true));
    template = null;
  }
  function input() {
    inputs.forEach(function (type) { removeEventListener(type, input, true); });
    if (source) source.close();
    source = null;
    if (window[hydrate]) return window[hydrate]();
    delete document.documentElement.dataset.hydrate;
    insert();
  }
  inputs.forEach(function (type) { addEventListener(type, input, { capture: true, passive: true }); });
  addEventListener("load", function () {
    insert();
    if (!events || !window.EventSource || !document.documentElement.dataset.hydrate) return;
    source = new EventSource(events);
    source.addEventListener("notification", function (event) {
      window[news] = event.data;
      input();
    });
  });
})(${JSON.stringify(INPUTS)}, ${JSON.stringify(HYDRATE)}, ${JSON.stringify(events)}, ${JSON.stringify(EARLY_NEWS)})`;

/**
 * Remix's scripts. A page that waits for the shopper's first input to hydrate (docs/decisions/021)
 * does not even fetch them before it has loaded: on a slow link its 60-odd KB of modules would share
 * the line with the pictures it shows, for code nothing runs until that input. The server sends them in
 * a `<template>`, which the browser parses but neither fetches nor runs, with the loader above. By the
 * time the page hydrates, the loader has put the template's content in its place, so the browser's
 * render (which has no template) matches the document. The stock build has Remix's scripts as they are.
 * Rendered last in the document, it also marks the document hydrated (`<html data-hydrated>`).
 */
export function PageScripts({ nonce, afterLoad, events }: { nonce: string | undefined; afterLoad: boolean; events: string | null }) {
  useDocumentHydrated();
  const scripts = <Scripts nonce={nonce} />;
  if (STOCK || !afterLoad) return scripts;
  const loader = <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: loaderScript(events) }} />;
  return typeof document === "undefined" ? (
    <>
      <template id={TEMPLATE_ID}>{scripts}</template>
      {loader}
    </>
  ) : (
    <>
      {scripts}
      {loader}
    </>
  );
}
