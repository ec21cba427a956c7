import type { FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { z, type ZodTypeAny } from "zod";
import type { Access, Endpoint } from "@domain/contract";
import { signedInFailures } from "./auth";
import { requireRole } from "./operator";
import { envelope, failureResponses, failureSchema } from "./envelope";
import { operationName } from "./operations";
import type { Api, RouteDeps } from "./types";

/**
 * The routes of one access level (server/api/routes/<access>/): the Fastify scope whose hooks enforce
 * that access, and the access itself, so that `route` takes only operations declared with it.
 */
export type Scope<A extends Access> = { app: Api; access: A };

type Parsed<S> = S extends ZodTypeAny ? z.output<S> : undefined;

/** A request to an operation: its query and JSON body as its schemas parsed them. */
type RouteRequest<E extends Endpoint> = FastifyRequest & { query: Parsed<E["query"]>; body: Parsed<E["body"]> };

/** What a handler answers: the envelope with the declared data, or (for a PDF or a stream) the reply it sent. */
type Answer<E extends Endpoint> = E["response"] extends ZodTypeAny ? { success: true; message: string; data: z.input<E["response"]> } : FastifyReply;

type Extras = Pick<RouteOptions, "preHandler" | "onSend">;

/** Who may call an operation, as OpenAPI says it; a public operation declares that it needs nothing. */
const SECURITY: Record<Access, Record<string, string[]>[]> = {
  public: [],
  customer: [{ customerToken: [] }],
  operator: [{ operatorToken: [] }],
  internal: [{ storefrontSecret: [] }],
};

const ACCESS_FAILURES: Record<Access, Record<number, ZodTypeAny>> = {
  public: {},
  customer: signedInFailures,
  operator: {
    401: failureSchema.describe("No operator token, or not one that is valid now"),
    403: failureSchema.describe("The operator's role may not make this call"),
  },
  internal: { 401: failureSchema.describe("Not the storefront's secret") },
};

/** The OpenAPI and validation schema of a declared operation. */
function schemaOf(endpoint: Endpoint) {
  const { operationId, tag } = operationName(endpoint);
  const declared = Object.fromEntries(Object.entries(endpoint.failures ?? {}).map(([status, meaning]) => [status, failureSchema.describe(meaning)]));
  const failures = { ...failureResponses, ...ACCESS_FAILURES[endpoint.access], ...declared };
  return {
    operationId,
    tags: [tag],
    summary: endpoint.summary,
    description: endpoint.access === "operator" ? `${endpoint.summary}. Roles: ${["owner", ...(endpoint.roles ?? [])].join(", ")}` : endpoint.summary,
    security: SECURITY[endpoint.access],
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body && endpoint.body !== "multipart" ? { body: endpoint.body } : {}),
    ...(endpoint.body === "multipart" ? { consumes: ["multipart/form-data"] } : {}),
    ...(typeof endpoint.response === "string" ? { produces: [endpoint.response] } : {}),
    response: { 200: typeof endpoint.response === "string" ? z.any().describe(endpoint.response) : envelope(endpoint.response), ...failures },
  };
}

/**
 * Registers a declared operation in the scope of its access level, with the declaration's schemas
 * for validation, the answer's serialisation and the OpenAPI document. The handler stays here in
 * server/api; everything a client relies on comes from the declaration.
 */
export function route<E extends Endpoint>(
  scope: Scope<E["access"]>,
  endpoint: E,
  handler: (request: RouteRequest<E>, reply: FastifyReply) => Promise<Answer<E>>,
  extras: Extras = {},
) {
  scope.app.route({
    method: endpoint.method,
    url: `/${endpoint.path}`,
    schema: schemaOf(endpoint),
    ...(endpoint.access === "operator" ? { onRequest: requireRole(endpoint.roles) } : {}),
    ...extras,
    handler: handler as unknown as RouteOptions["handler"],
  });
}

/** A route module: every one takes the scope of its access level and the same dependencies. */
type RouteModule<A extends Access> = (scope: Scope<A>, deps: RouteDeps) => void | Promise<void>;

/**
 * One access level (server/api/routes/<access>/index.ts): the rule that admits its callers, declared
 * once for every route of its modules, and the modules.
 */
type AccessLevel<A extends Access> = {
  access: A;
  /** Hooks and plugins of the level's scope: authentication and rate limits. */
  admit: (app: Api, deps: RouteDeps) => Promise<void>;
  modules: RouteModule<A>[];
};

export const accessLevel = <A extends Access>(level: AccessLevel<A>) => level;

/** Registers an access level's modules under /v1, in a scope of their own whose hooks enforce its rule. */
export async function registerAccessLevel<A extends Access>(v1: Api, level: AccessLevel<A>, deps: RouteDeps) {
  await v1.register(async (app: Api) => {
    await level.admit(app, deps);
    for (const module of level.modules) await module({ app, access: level.access }, deps);
  });
}
