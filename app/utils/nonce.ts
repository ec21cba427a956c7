import { createContext, useContext } from "react";

/**
 * This response's Content-Security-Policy nonce (made per request by the storefront's host and passed
 * in the load context): only scripts that carry it run. The browser hides it after load, so on the
 * client it is undefined, which is all hydration needs.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
