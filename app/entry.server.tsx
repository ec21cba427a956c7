import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { InlineStylesContext, NonceContext } from "~/utils/nonce";
import accountStyles from "./account.css?inline";
import cartStyles from "./cart.css?inline";
import styles from "./styles.css?inline";

/** The whole stylesheet (about 5 KB compressed), inlined into every page rather than fetched before the first paint. */
const INLINE_STYLES = styles + accountStyles + cartStyles;

const ABORT_DELAY = 5_000;

type Manifest = EntryContext["manifest"];
const earlyPreloads = new WeakMap<Manifest, Manifest>();

/**
 * The manifest with no module's imports listed, so a page preloads only the entry and its route modules
 * (Remix's <Scripts> preloads everything listed, about 20 files); what they import is fetched when they
 * arrive. On a slow link those high-priority downloads start before the first paint and share the link
 * with the HTML's images (Lighthouse, regular 3G, home page, 3 runs each: largest paint 1.89 to 1.94 s
 * with these preloads, 1.83 to 3.38 s with all of them; docs/decisions/018).
 * The browser gets this same manifest inline (lazy route discovery), so hydration renders the same links;
 * routes it discovers later come with their imports, for prefetching.
 */
function withEarlyPreloadsOnly(manifest: Manifest): Manifest {
  let trimmed = earlyPreloads.get(manifest);
  if (!trimmed) {
    const routes = Object.fromEntries(Object.entries(manifest.routes).map(([id, route]) => [id, { ...route, imports: [] }]));
    trimmed = { ...manifest, entry: { ...manifest.entry, imports: [] }, routes };
    earlyPreloads.set(manifest, trimmed);
  }
  return trimmed;
}

/**
 * Remix's server entry, plus the request's CSP nonce on Remix's inline scripts (through NonceContext,
 * read by the root layout) and the inlined stylesheet (InlineStylesContext). Every page is sent
 * whole, once everything in it is ready (onAllReady), as Remix does for bots: a part that loads lazily
 * (the sign-in dialog) is then in the HTML, which a browser without JavaScript needs, rather than
 * streamed behind a script. No loader defers data, so nothing waits longer for it.
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext, loadContext: AppLoadContext) {
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // An error inside a Suspense boundary (a route's error boundary passing an error on to the root's,
    // inside <HydrateLater>) does not stop React's render; it goes to Remix as a shell error does, so
    // the page that answers is the right error page with its status, not a 500 missing that part.
    let boundaryError: { error: unknown } | undefined;
    const ready = () => {
      if (boundaryError) {
        abort();
        reject(boundaryError.error);
        return;
      }
      shellRendered = true;
      const body = new PassThrough();
      responseHeaders.set("Content-Type", "text/html");
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <InlineStylesContext.Provider value={INLINE_STYLES}>
          <RemixServer context={{ ...remixContext, manifest: withEarlyPreloadsOnly(remixContext.manifest) }} url={request.url} abortDelay={ABORT_DELAY} />
        </InlineStylesContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady: ready,
        onShellError: reject,
        onError(error: unknown) {
          if (!shellRendered) {
            boundaryError ??= { error };
            return;
          }
          // Errors of the first render are logged by Remix; these come later, from inside the stream.
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
