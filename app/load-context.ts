/** What the storefront's HTTP server hands every loader and action. */
declare module "@remix-run/node" {
  interface AppLoadContext {
    clientIp?: string;
    requestId?: string;
    /** This response's Content-Security-Policy nonce (app/entry.server.tsx puts it on the scripts). */
    cspNonce?: string;
  }
}
export {};
