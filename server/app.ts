import { randomUUID } from "node:crypto";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import Fastify, { type FastifyServerOptions } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { registerErrorHandling } from "./http/errors";
import type { Api, Deps } from "./http/types";
import { activeAreaRoutes } from "./routes/api/admin/areas";
import { catalogueRoutes } from "./routes/auth/customer/catalogue";
import { locationRoutes } from "./routes/auth/customer/location";
import { healthRoutes } from "./routes/health";

/**
 * Builds the v1 API: external plugins (security headers, OpenAPI), the one error handler, then
 * routes under /v1 grouped by their prefix. The caller owns `deps.db`; closing the app closes it.
 */
export async function buildApp(deps: Deps, options: { logger?: FastifyServerOptions["logger"] } = {}): Promise<Api> {
  const { env } = deps;
  const app = Fastify({
    logger: options.logger ?? { level: env.LOG_LEVEL },
    trustProxy: env.API_TRUST_PROXY.split(",").map((s) => s.trim()).filter(Boolean),
    bodyLimit: env.BODY_LIMIT_BYTES,
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  app.addHook("onClose", async () => {
    await deps.db.destroy();
  });

  await app.register(helmet, { global: true });
  await app.register(swagger, {
    openapi: {
      info: { title: "Home-care storefront API", version: "1.0.0", description: "The v1 API behind the storefront. Envelope: `{success, message, data}` or `{success: false, message, error}`." },
      servers: [{ url: "/" }],
      components: {
        securitySchemes: {
          customerToken: { type: "http", scheme: "bearer", description: "Issued by auth/customer/login or register" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (v1: Api) => {
      healthRoutes(v1, deps);
      v1.get("/docs/openapi.json", { schema: { hide: true } }, async () => app.swagger());

      // Public calls: rate limited per client address (the storefront forwards the shopper's).
      await v1.register(
        async (publicScope: Api) => {
          await publicScope.register(rateLimit, { max: env.RATE_LIMIT_MAX, timeWindow: env.RATE_LIMIT_WINDOW });
          await publicScope.register(async (s: Api) => locationRoutes(s, deps), { prefix: "/auth/customer" });
          await publicScope.register(async (s: Api) => activeAreaRoutes(s, deps), { prefix: "/api/admin" });
          await publicScope.register(async (s: Api) => catalogueRoutes(s, deps), { prefix: "/auth/customer" });
        },
      );
    },
    { prefix: "/v1" },
  );

  return app;
}
