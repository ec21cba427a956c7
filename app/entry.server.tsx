import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import type { TooManyRequests } from "~/server/api/client.server";
import { renderToPipeableStream } from "react-dom/server";
import { InlineStylesContext, NonceContext } from "~/utils/nonce";
import { withoutUnfilledBytes } from "~/server/html-chunks.server";
import accountStyles from "./account.css?inline";
import cartStyles from "./cart.css?inline";
import phoneStyles from "./phone.css?inline";
import consoleStyles from "./routes/admin/console.css?inline";
import styles from "./styles.css?inline";
import { isConsolePath, isFramelessPath } from "./utils/menu";
import { tellTheWorker } from "~/server/worker.server";
import { log } from "~/server/log.server";

/** The whole stylesheet (about 5 KB compressed), inlined into every page rather than fetched before the first paint. */
const INLINE_STYLES = styles + accountStyles + cartStyles + phoneStyles;
/** The operator console's pages: the shop's base styles and the console's tables and forms. */
const CONSOLE_STYLES = styles + consoleStyles;

const ABORT_DELAY = 5_000;

/**
 * Every page and every page's data is one shopper's: their session's (location, cart, name, the form's
 * token) and in their language, the one chosen in the session or else the one their browser asks for
 * (docs/i18n.md), under the same URL. So no shared cache (a CDN, a proxy) may keep it, and a browser
 * keeps it only per cookie and language and asks again before reusing it: one language's page is never
 * served for the other. A route that says more (no-store) keeps its own Cache-Control.
 */
function perShopper(headers: Headers) {
  const vary = new Map((headers.get("Vary") ?? "").split(",").flatMap((name) => (name.trim() ? [[name.trim().toLowerCase(), name.trim()]] : [])));
  for (const name of ["Cookie", "Accept-Language"]) if (!vary.has(name.toLowerCase())) vary.set(name.toLowerCase(), name);
  headers.set("Vary", [...vary.values()].join(", "));
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-cache");
}

/**
 * The seconds a "Too many requests" page tells the shopper to wait (the API's Retry-After, carried by
 * the 429 its client throws). Remix keeps none of a thrown response's headers on the page but its
 * cookies, so the page's answer is given the header again here, for every route.
 */
function retryAfter({ staticHandlerContext }: EntryContext): number | undefined {
  const limited = Object.values(staticHandlerContext.errors ?? {}).find((error) => isRouteErrorResponse(error) && error.status === 429);
  return isRouteErrorResponse(limited) ? (limited.data as TooManyRequests).retryAfter : undefined;
}

/** Tells the storefront's host which route answered: it names the request's trace span and figures, as the API's are named by their templates. */
function nameTheAnswer(context: AppLoadContext, route: string | null | undefined) {
  if (context.answered && route) context.answered.route = route;
}

/** A loader's or an action's error, as one line of the storefront's log with the request's id; a request the shopper left is not an error. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (!request.signal.aborted) log("error", "a loader or an action failed", { reqId: context.requestId, url: new URL(request.url).pathname, err: error });
};

/** A page's data on a client-side navigation (`?_data=`): the same shopper's as its page, and said to the service worker as its page is. */
export async function handleDataRequest(response: Response, { request, context }: { request: Request; context: AppLoadContext }) {
  nameTheAnswer(context, new URL(request.url).searchParams.get("_data"));
  perShopper(response.headers);
  await tellTheWorker(request, response.headers);
  return response;
}

/**
 * Remix's server entry, plus the request's CSP nonce on Remix's inline scripts (through NonceContext,
 * read by the root layout) and the inlined stylesheet (InlineStylesContext). Every page is sent
 * whole, once everything in it is ready (onAllReady), as Remix does for bots: a part that loads lazily
 * (the sign-in dialog) is then in the HTML, which a browser without JavaScript needs, rather than
 * streamed behind a script. No loader defers data, so nothing waits longer for it. Since nothing is
 * sent before the whole page is ready, it is gathered into one body: one write, with its length,
 * instead of React's many small chunks through two kinds of stream.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  nameTheAnswer(loadContext, remixContext.staticHandlerContext.matches.at(-1)?.route.id);
  // The console's pages and the offline page are nobody's: they tell the worker nothing.
  const told = isFramelessPath(new URL(request.url).pathname) ? Promise.resolve() : tellTheWorker(request, responseHeaders);
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
      const chunks: Buffer[] = [];
      const page = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(withoutUnfilledBytes(chunk));
          done();
        },
        final(done) {
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          const wait = responseStatusCode === 429 ? retryAfter(remixContext) : undefined;
          if (wait) responseHeaders.set("Retry-After", String(wait));
          perShopper(responseHeaders);
          const body = Buffer.concat(chunks);
          told.then(() => resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode })), reject);
          done();
        },
      });
      page.on("error", reject);
      pipe(page);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <InlineStylesContext.Provider value={isConsolePath(new URL(request.url).pathname) ? CONSOLE_STYLES : INLINE_STYLES}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
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
          log("error", "a page failed while it was being written", { reqId: loadContext.requestId, err: error });
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
