import type { AppLoadContext } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import type { Endpoint, JsonEndpoint, Request as EndpointRequest, ResponseData } from "@domain/contract";
import { SHOPPER_SESSION_HEADER } from "@domain/storefront/sessions";
import { translatorFor } from "@domain/i18n/catalog";
import { negotiateLanguage, type Language } from "@domain/i18n/languages";
import { changes } from "../changes.server";
import { env } from "../env.server";
import { languageIn } from "../i18n.server";
import { createKept } from "../kept.server";
import { screenWords, type ScreenWords } from "../screens.server";
import { log } from "../log.server";
import { commit, getSession, shopperSessionId, signOut, type AppSession } from "../session.server";
import { redirectWithError } from "../toast.server";
import { readEnvelope, sendOperation, type Envelope, type Query } from "./operation.server";

/**
 * The storefront's client of the v1 API, over its one transport (operation.server.ts). It sends the
 * session's token and pincode as headers, forwards the shopper's address and the request id, unwraps
 * the envelope, and applies the shop's session rules: 401/417 sign the shopper out, 422 clears the
 * location and sends them to choose again. The token goes as `Authorization: Bearer`.
 */
export type ApiOk<T> = Extract<Envelope<T>, { success: true }>;

/** What a loader's API call throws while the API answers 503: a Response the root ErrorBoundary shows as a page. */
export const isUnavailable = (error: unknown): error is Response => error instanceof Response && error.status === 503;

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Shown when the API cannot be reached at all (docs/product.md#api-conventions), in the shopper's language. */
const NETWORK_FAILURE = "Something went wrong,Please try again later!!!";
type CallOptions = {
  body?: unknown;
  query?: Query;
  /**
   * The answer is the same for every shopper of a pincode (a public catalogue read, with an ETag):
   * keep it, reuse it unasked while no catalogue change has been heard of since it was asked for
   * and its Expires (if it has one) has not come, and otherwise when the API answers 304 to its
   * ETag (docs/decisions/016 and 020). Never for anything that depends on the customer, the cart or
   * the session.
   */
  cache?: boolean;
};

/**
 * Kept catalogue answers, per process: a few hundred pages' worth, each with its ETag, the
 * generation of catalogue changes it was asked for under (null: asked while changes went unheard)
 * and when it stops being true by the clock alone (its Expires; null for never).
 */
type KeptAnswer = { etag: string; payload: unknown; generation: number | null; expiresAt: number | null };
const expiryOf = (response: Response) => {
  const at = Date.parse(response.headers.get("expires") ?? "");
  return Number.isNaN(at) ? null : at;
};
const answers = createKept<KeptAnswer>({ max: 500, lifetimeMs: 5 * 60_000 });

/** An operation whose answer is a file or a stream, not the envelope. */
type MediaEndpoint = Endpoint & { response: string };

/** The options of a call: the operation's query and body as its schemas take them, required when they are. */
type CallArgs<E extends Endpoint, Extra> =
  Partial<EndpointRequest<E>> extends EndpointRequest<E> ? [options?: EndpointRequest<E> & Extra] : [options: EndpointRequest<E> & Extra];

export type Api<S = AppSession> = {
  session: S;
  /** Calls a declared operation (domain/<feature>/endpoints.ts) and answers its envelope, typed by the declaration. */
  call<E extends JsonEndpoint>(endpoint: E, ...options: CallArgs<E, Pick<CallOptions, "cache">>): Promise<ApiOk<ResponseData<E>>>;
  /**
   * Calls an operation whose answer is not the JSON envelope (a PDF, an event stream): the API's
   * response itself once it is a success; a failure is handled as `call` handles it. `signal` replaces
   * the time-out (a stream lives as long as the shopper's request).
   */
  fetch<E extends MediaEndpoint>(endpoint: E, ...options: CallArgs<E, { signal?: AbortSignal }>): Promise<Response>;
};

/** What the root error boundary shows for the API's request limit: when to try again, in seconds, and the screen's words. */
export type TooManyRequests = { retryAfter: number } & ScreenWords;

function tooManyRequests(retryAfter: string | null, words: ScreenWords) {
  // Retry-After is seconds or an HTTP date; anything else (or nothing) is a minute, the API's window.
  const seconds = /^\d{1,6}$/.test(retryAfter ?? "") ? Number(retryAfter) : Math.ceil((Date.parse(retryAfter ?? "") - Date.now()) / 1000);
  const retry = Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 86_400) : 60;
  return json<TooManyRequests>({ retryAfter: retry, ...words }, { status: 429, headers: { "Retry-After": String(retry), "Cache-Control": "no-store" } });
}

/**
 * The session, or (its store cannot be reached) the crash screen in the language the shopper's browser
 * asks for: the root loader reads the session first, so its failure leaves the page no other words.
 */
async function sessionOf(request: Request): Promise<AppSession> {
  try {
    return await getSession(request);
  } catch (error) {
    log("error", "the session could not be read", { err: error });
    throw json(screenWords(negotiateLanguage(request.headers.get("accept-language"))), { status: 500, headers: { "Cache-Control": "no-store" } });
  }
}

/**
 * Who the calls are made for: the shopper's session (their token, pincode and per-shopper limit name)
 * or an operator's (`operatorApi` in app/routes/admin/console.server.ts), the language to answer in,
 * and what a 401 or 417 (the token is unknown, revoked or expired) does: a forced sign-out, thrown as a
 * redirect.
 */
type Caller<S> = {
  session: S;
  language: () => Language;
  headers: () => Record<string, string>;
  signedOut: (message: string | undefined) => Promise<never>;
  /** A 422 (the pincode is missing or not served): the shopper's location is cleared and they choose again. */
  locationRefused?: (message: string) => Promise<never>;
};

export async function createApi({ request, context }: { request: Request; context: AppLoadContext }): Promise<Api> {
  const session = await sessionOf(request);
  return createClient(request, context, {
    session,
    language: () => languageIn(session, request),
    headers() {
      const headers: Record<string, string> = {};
      const location = session.get("location");
      if (location) headers.pincode = location.pincode;
      const customer = session.get("customer");
      if (customer) headers.authorization = `Bearer ${customer.token}`;
      const shopper = shopperSessionId(session);
      if (shopper) headers[SHOPPER_SESSION_HEADER] = shopper;
      return headers;
    },
    async signedOut(message) {
      signOut(session);
      throw await redirectWithError("/", message ?? translatorFor(languageIn(session, request))("Please sign in again."), { headers: await commit(session) });
    },
    async locationRefused(message) {
      session.unset("location");
      session.flash("locationError", { title: "", message });
      throw redirect("/", { headers: await commit(session) });
    },
  });
}

export function createClient<S>(request: Request, context: AppLoadContext, caller: Caller<S>): Api<S> {
  const { session, language } = caller;
  /** What the storefront itself says, in that language. */
  const t = () => translatorFor(language());

  async function send(endpoint: Endpoint, { body, query, signal, ifNoneMatch }: { body?: unknown; query?: Query; signal?: AbortSignal; ifNoneMatch?: string }) {
    const headers: Record<string, string> = { ...caller.headers(), "accept-language": language() };
    if (ifNoneMatch) headers["if-none-match"] = ifNoneMatch;
    if (context.clientIp) headers["x-forwarded-for"] = context.clientIp;
    if (context.requestId) headers["x-request-id"] = context.requestId;
    try {
      return await sendOperation(env.API_URL, endpoint, { query, body, headers, signal });
    } catch {
      throw new ApiFailure(503, "network", t()(NETWORK_FAILURE));
    }
  }

  /** The shop's session rules for a failed call, then the failure itself. */
  async function fail(response: Response, payload: Envelope | null): Promise<never> {
    if (response.status === 422 && caller.locationRefused) return caller.locationRefused(payload?.message ?? t()("Please select location !"));
    if (response.status === 429 && payload?.success === false && payload.error?.code === "rate_limited") {
      // The API's own request limit (not a sign-in rule with its own message): a page that says when to try again.
      throw tooManyRequests(response.headers.get("retry-after"), screenWords(language()));
    }
    if (response.status === 401 || response.status === 417) {
      // The token is unknown, revoked or expired, or the customer is blocked: a forced sign-out.
      return caller.signedOut(payload?.message);
    }
    if (!payload || payload.success) throw new ApiFailure(response.status, "network", t()(NETWORK_FAILURE));
    if (response.status === 503 && (request.method === "GET" || request.method === "HEAD")) {
      // The API is up but cannot serve for now (its database is away): a page shows the API's message
      // and a way to try again, with the same Retry-After, instead of the crash screen. Actions keep
      // the ApiFailure, so their forms show the message where they show any refusal. The page's words
      // (the message is the API's, in the shopper's language) come with it, for when the root loader is the one that failed.
      throw json(
        { message: payload.message, ...screenWords(language()) },
        { status: 503, headers: { "Retry-After": response.headers.get("retry-after") ?? "5", "Cache-Control": "no-store" } },
      );
    }
    throw new ApiFailure(response.status, payload.error?.code ?? "unknown", payload.message, payload.error?.fields);
  }

  async function call(endpoint: JsonEndpoint, { body, query, cache = false }: CallOptions = {}): Promise<ApiOk<never>> {
    const { method, path } = endpoint;
    // Kept by what was asked, where it is delivered and in which language: everything the API's ETag is made of.
    const key = cache ? JSON.stringify([method, path, query ?? null, body ?? null, caller.headers().pincode ?? null, language()]) : "";
    // Read before asking: a change heard while the answer is on its way leaves it stale, not current.
    const generation = cache ? changes.generation("catalogue") : null;
    const kept = cache ? answers.get(key) : undefined;
    if (kept && generation !== null && kept.generation === generation && (kept.expiresAt === null || Date.now() < kept.expiresAt)) {
      return kept.payload as ApiOk<never>;
    }
    const response = await send(endpoint, { body, query, ifNoneMatch: kept?.etag });
    if (kept && response.status === 304) {
      answers.set(key, { ...kept, generation, expiresAt: expiryOf(response) });
      return kept.payload as ApiOk<never>;
    }
    const payload = await readEnvelope(response);
    if (response.ok && payload?.success) {
      const etag = response.headers.get("etag");
      if (cache && etag) answers.set(key, { etag, payload, generation, expiresAt: expiryOf(response) });
      return payload as ApiOk<never>;
    }
    return fail(response, payload);
  }

  async function fetchRaw(endpoint: MediaEndpoint, options: { body?: unknown; query?: Query; signal?: AbortSignal } = {}) {
    const response = await send(endpoint, options);
    if (response.ok) return response;
    return fail(response, await readEnvelope(response));
  }

  return {
    session,
    call: (endpoint, ...[options]) => call(endpoint, options as CallOptions),
    fetch: (endpoint, ...[options]) => fetchRaw(endpoint, options as CallOptions),
  };
}
