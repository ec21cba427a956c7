/** What the storefront's HTTP server hands every loader and action. */
declare module "@remix-run/node" {
  interface AppLoadContext {
    clientIp?: string;
    requestId?: string;
    /** This response's Content-Security-Policy nonce (app/entry.server.tsx puts it on the scripts). */
    cspNonce?: string;
    /** Where entry.server.tsx writes the id of the route that answered, which names the request's trace span and figures (server/storefront/watch.ts). */
    answered?: { route?: string };
  }
}
export {};
