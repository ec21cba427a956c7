import { createContext, useContext } from "react";

/**
 * This response's Content-Security-Policy nonce (made per request by the storefront's host and passed
 * in the load context): only scripts that carry it run. The browser hides it after load, so on the
 * client it is undefined, which is all hydration needs.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);

/**
 * The shop's stylesheet, inlined into the head of every server-rendered page so the first paint waits
 * for no request (app/entry.server.tsx provides it). On the client it is undefined: the <style> the
 * server sent stays as it is, and no stylesheet is ever part of the JavaScript.
 */
export const InlineStylesContext = createContext<string | undefined>(undefined);

export const useInlineStyles = () => useContext(InlineStylesContext);
