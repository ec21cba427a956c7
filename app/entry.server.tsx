import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { InlineStylesContext, NonceContext } from "~/utils/nonce";
import accountStyles from "./account.css?inline";
import cartStyles from "./cart.css?inline";
import styles from "./styles.css?inline";

/** The whole stylesheet (about 5 KB compressed), inlined into every page rather than fetched before the first paint. */
const INLINE_STYLES = styles + accountStyles + cartStyles;

const ABORT_DELAY = 5_000;

/**
 * Remix's default server entry (bots and SPA mode get the whole page at once, browsers a stream),
 * plus the request's CSP nonce: on Remix's inline scripts (through NonceContext, read by the root
 * layout) and on React's own streaming scripts; and the inlined stylesheet (InlineStylesContext).
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext, loadContext: AppLoadContext) {
  const wholePage = isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode;
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const ready = () => {
      shellRendered = true;
      const body = new PassThrough();
      responseHeaders.set("Content-Type", "text/html");
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <InlineStylesContext.Provider value={INLINE_STYLES}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
        </InlineStylesContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        ...(wholePage ? { onAllReady: ready } : { onShellReady: ready }),
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors of the first render are logged by Remix; these come later, from inside the stream.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
