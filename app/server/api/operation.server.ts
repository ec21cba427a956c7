import { context, propagation, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import type { Endpoint, JsonEndpoint, Request, ResponseData } from "@domain/contract";

/**
 * How anything of ours reaches the v1 API: one declared operation (domain/<feature>/endpoints.ts) sent
 * to an origin. The storefront's client (client.server.ts) adds the shopper's or operator's session
 * and the shop's rules for a failure; the session store and the change stream send the storefront's
 * secret; the operators' command line, the bench and the end-to-end tests' set-up use `callOperation`.
 */
export type Query = Record<string, string | number | boolean | undefined>;

/** The envelope every JSON answer comes in (docs/architecture.md). */
export type Envelope<T = unknown> =
  { success: true; message: string; data: T } | { success: false; message: string; error?: { code: string; fields?: Record<string, string> } };

type SendOptions = {
  query?: unknown;
  /** JSON, or a FormData sent as multipart/form-data (fetch writes its boundary). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Ends the call; without one, it ends after `timeoutMs`. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Rewrites values as the body is written as JSON (JSON.stringify's replacer). */
  replacer?: (key: string, value: unknown) => unknown;
};

const TIMEOUT_MS = 20_000;

const tracer = trace.getTracer("homecare");

/**
 * Sends an operation and answers the API's response as it is; a network failure or a time-out rejects.
 * A read (GET, or a POST declared `readOnly`) whose connection fails before any answer is sent once
 * more, on a new connection: a kept-alive connection to an API process that was restarted or killed
 * fails that way, and another process answers the second. A change is never sent twice here: whether
 * the first one was done cannot be known. With tracing on (docs/operations.md#traces) the call is a
 * client span, and its `traceparent` header carries the trace into the API.
 */
export function sendOperation(
  origin: string,
  endpoint: Pick<Endpoint, "method" | "path" | "response" | "readOnly">,
  { query, body, headers = {}, signal, timeoutMs = TIMEOUT_MS, replacer }: SendOptions = {},
): Promise<Response> {
  const url = new URL(`/v1/${endpoint.path}`, origin);
  for (const [key, value] of Object.entries((query ?? {}) as Query)) if (value !== undefined) url.searchParams.set(key, String(value));
  const multipart = body instanceof FormData;
  return tracer.startActiveSpan(
    `${endpoint.method} /v1/${endpoint.path}`,
    { kind: SpanKind.CLIENT, attributes: { "http.request.method": endpoint.method } },
    async (span) => {
      const trail: Record<string, string> = {};
      propagation.inject(context.active(), trail);
      const ends = signal ?? AbortSignal.timeout(timeoutMs);
      const send = () =>
        fetch(url, {
          method: endpoint.method,
          headers: {
            accept: typeof endpoint.response === "string" ? endpoint.response : "application/json",
            ...(body === undefined || multipart ? {} : { "content-type": "application/json" }),
            ...trail,
            ...headers,
          },
          body: body === undefined ? undefined : multipart ? body : JSON.stringify(body, replacer),
          signal: ends,
        });
      try {
        // fetch rejects with a TypeError when the connection fails, with an AbortError or a TimeoutError when the call ends.
        const response = await send().catch((error: unknown) => {
          if (!(error instanceof TypeError) || ends.aborted || !(endpoint.method === "GET" || endpoint.readOnly)) throw error;
          span.addEvent("sent again: the connection failed", { "error.message": String(error.cause ?? error.message) });
          return send();
        });
        span.setAttribute("http.response.status_code", response.status);
        if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        return response;
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/** The envelope of an answer, or null when the answer is not one (a proxy's page, a cut connection). */
export const readEnvelope = <T = unknown>(response: Response) => response.json().catch(() => null) as Promise<Envelope<T> | null>;

/**
 * Calls an operation of the API at `origin` with the given headers (a token) and answers the envelope's
 * data; a refusal throws its message. For tools and tests that drive the API directly; the storefront
 * uses its client, with its session rules.
 */
export async function callOperation<E extends JsonEndpoint>(
  origin: string,
  endpoint: E,
  { query, body }: Request<E>,
  headers: Record<string, string> = {},
): Promise<ResponseData<E>> {
  const response = await sendOperation(origin, endpoint, { query, body, headers });
  const answer = await readEnvelope<ResponseData<E>>(response);
  if (!answer?.success) throw new Error(`${endpoint.method} ${endpoint.path}: ${answer?.message ?? `HTTP ${response.status}`}`);
  return answer.data;
}
