import type { z, ZodTypeAny } from "zod";
import type { OperatorRole } from "./operators/roles";

/**
 * The v1 API's contract: every operation the storefront, an operator or the storefront's own
 * infrastructure calls is declared once, in its feature's `endpoints.ts`, with its method, path, who
 * may call it and the schemas of its query, body and answer. The API registers its routes from these
 * declarations (server/api/http/route.ts) and publishes them as OpenAPI; the storefront calls the API
 * only through them (app/server/api/), so a wrong path, body or answer fails the type check.
 */

/**
 * Who may call an operation. The access of an operation usually matches its path's prefix
 * (auth/customer public, api/customer customer, api/admin operator), but not always: the shop's
 * published addresses put one public and one customer operation under api/admin, and their
 * declarations say so.
 */
export type Access = "public" | "customer" | "operator" | "internal";
export type Method = "GET" | "POST" | "PUT" | "DELETE";

/** Statuses an operation may answer besides 200 and the ones every operation may (400, 429, 500, 503), with what each means. */
export type Failures = Partial<Record<401 | 403 | 404 | 409 | 410 | 413 | 415 | 417 | 422 | 429 | 502, string>>;

export type Endpoint = {
  method: Method;
  /** The path under /v1, without a leading slash. */
  path: string;
  access: Access;
  /** One line saying what the operation does: the OpenAPI document's summary and description. */
  summary: string;
  query?: ZodTypeAny;
  /** The JSON body, or "multipart" for a form with files (its fields are read by the handler). */
  body?: ZodTypeAny | "multipart";
  /**
   * The envelope's `data` (`{success: true, message, data}`), or the media type of an answer that is
   * not the envelope (a PDF, an event stream); a failure is the envelope's failure either way.
   */
  response: ZodTypeAny | "application/pdf" | "text/event-stream";
  failures?: Failures;
  /** For an operator operation, the roles besides the owner that may call it (none: the owner only; docs/decisions/030). */
  roles?: readonly OperatorRole[];
  /** A POST that changes nothing (its body carries a secret, not a change): as safe to send twice as a GET. */
  readOnly?: true;
};

/** Declares an operation, keeping its literal types so that calls and handlers are checked against it. */
export const endpoint = <const E extends Endpoint>(declaration: E): E => declaration;

/** What an operation's answer carries in `data`, as the client reads it. */
export type ResponseData<E extends Endpoint> = E["response"] extends ZodTypeAny ? z.output<E["response"]> : never;

type Part<S, Key extends string> = S extends ZodTypeAny
  ? undefined extends z.input<S>
    ? { [K in Key]?: z.input<S> }
    : { [K in Key]: z.input<S> }
  : S extends "multipart"
    ? { [K in Key]: FormData }
    : { [K in Key]?: never };

/** What a client sends: the query and body as their schemas accept them (before parsing). */
export type Request<E extends Endpoint> = Part<E["query"], "query"> & Part<E["body"], "body">;

/** An operation whose answer is the envelope. */
export type JsonEndpoint = Endpoint & { response: ZodTypeAny };
