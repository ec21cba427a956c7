/** What the storefront's HTTP server hands every loader and action. */
declare module "@remix-run/node" {
  interface AppLoadContext {
    clientIp?: string;
    requestId?: string;
  }
}
export {};
