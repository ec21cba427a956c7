import type { FastifyRequest } from "fastify";
import { serveTraced } from "../../tracing";
import type { Api } from "./types";

/** Each request in a server span named by its route template (server/tracing.ts); its handler runs inside it. */
export function registerTracing(app: Api) {
  const spans = new WeakMap<FastifyRequest, { end(status: number): void }>();
  app.addHook("onRequest", (request, _reply, done) => {
    serveTraced({ method: request.method, path: request.url.split("?")[0], route: request.routeOptions.url, headers: request.headers }, (span) => {
      spans.set(request, span);
      done();
    });
  });
  app.addHook("onResponse", (request, reply, done) => {
    spans.get(request)?.end(reply.statusCode);
    done();
  });
}
