/**
 * Whether an error means "the database cannot be reached right now" (a restart, a failover, a crash,
 * a network fault, a pool that cannot open a connection in time) rather than a fault of the request or
 * of our code. The API answers those with 503 and Retry-After: the same request will work again once
 * the database is back, and the pool reconnects by itself.
 */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ECONNABORTED", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);

/** SQLSTATEs of a server that is going, gone or not yet ready, and of a statement cut short. */
const SQLSTATES = new Set([
  "57P01", // admin_shutdown: terminating connection due to administrator command
  "57P02", // crash_shutdown: another server process crashed
  "57P03", // cannot_connect_now: the database system is starting up / shutting down / in recovery
  "57P05", // idle_session_timeout
  "57014", // query_canceled: statement_timeout
  "53300", // too_many_connections
]);

const MESSAGES = [
  /connection terminated/i, // pg: "Connection terminated unexpectedly", "... due to connection timeout"
  /timeout exceeded when trying to connect/i, // pg-pool: no connection within connectionTimeoutMillis
  /query read timeout/i, // pg: query_timeout
  /client has encountered a connection error/i,
  /connection (?:is )?closed/i,
  /not queryable/i, // pg: a client whose connection already ended
  /the database system is (?:starting up|shutting down|in recovery mode)/i,
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 3) return false;
  // Only the error itself: a failed fetch to another service carries ECONNREFUSED in its cause, and is not the database.
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (typeof message === "string" && MESSAGES.some((pattern) => pattern.test(message))) return true;
  // Node reports a refused connection to several addresses as an AggregateError.
  return Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1));
}

/** Seconds a client should wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

export const UNAVAILABLE_MESSAGE = "We can't reach our store right now. Please try again in a few seconds.";
