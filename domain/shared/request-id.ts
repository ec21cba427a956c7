/**
 * A request id either process takes from its caller (a proxy's, or the storefront's for the API) and
 * writes to its log: at most 128 letters, digits and . _ : -. Anything else is replaced by a new id, so
 * a caller cannot put a long or strange text into every line about its request.
 */
export const isPlainRequestId = (value: unknown): value is string => typeof value === "string" && /^[\w.:-]{1,128}$/.test(value);
