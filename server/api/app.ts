import { randomUUID } from "node:crypto";
import helmet from "@fastify/helmet";
import swagger from "@fastify/swagger";
import Fastify, { type FastifyServerOptions } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { isPlainRequestId } from "@domain/shared/request-id";
import { registerErrorHandling } from "./http/errors";
import { registerLanguage } from "./http/language";
import { featureTags } from "./http/operations";
import { rateLimitRedis } from "./http/rate-limits";
import { registerAccessLevel } from "./http/route";
import { customerRoutes } from "./routes/customer";
import { internalRoutes } from "./routes/internal";
import { operatorRoutes } from "./routes/operator";
import { publicRoutes } from "./routes/public";
import { clientErrorHandler, MAX_HEADER_BYTES, registerInputGuards } from "./http/input-guards";
import type { Api, Deps, RouteDeps } from "./http/types";
import { healthRoutes } from "./routes/health";
import { testGatewayRoutes } from "./routes/test-gateway";
import { courierWebhookRoutes } from "./routes/webhooks/courier";
import { razorpayWebhookRoutes } from "./routes/webhooks/razorpay";
import { whatsappWebhookRoutes } from "./routes/webhooks/whatsapp";
import { createChangeFeed, createEventHub } from "./services/notifications/events";
import type { PushSender } from "./services/notifications/push/sender";
import { diskStorage } from "./services/storage";
import { traceFields } from "../tracing";
import { registerTracing } from "./http/tracing";
import { registerMetrics } from "./metrics";
import { createAdapters, startBackgroundWork } from "./work";

/**
 * Builds the v1 API: external plugins (security headers, OpenAPI), the one error handler, then
 * routes under /v1 grouped by access level. The caller owns `deps.db`; closing the app closes it.
 */
export async function buildApp(deps: Deps, options: { logger?: FastifyServerOptions["logger"]; push?: PushSender } = {}): Promise<Api> {
  const { env } = deps;
  const app = Fastify({
    logger: options.logger ?? { level: env.LOG_LEVEL, mixin: traceFields },
    trustProxy: env.API_TRUST_PROXY.split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    bodyLimit: env.BODY_LIMIT_BYTES,
    // The caller's x-request-id (the storefront's, a proxy's) when it is a plain one, otherwise a new one.
    requestIdHeader: false,
    genReqId: (request) => (isPlainRequestId(request.headers["x-request-id"]) ? request.headers["x-request-id"] : randomUUID()),
    return503OnClosing: true,
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerLanguage(app);
  registerInputGuards(app);
  registerMetrics(app, { db: deps.db, pool: deps.pool, token: env.METRICS_TOKEN, runsWork: env.API_RUNS_WORK });
  registerTracing(app);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  const redis = await rateLimitRedis(env, app.log);
  app.addHook("onClose", async () => {
    redis?.disconnect();
  });
  const adapters = await createAdapters(env, deps.db, app.log, options.push);
  const { sms, gateway, payouts, courier } = adapters;
  const events = createEventHub(deps.listen, app.log);
  const changes = createChangeFeed(deps.listen, app.log);
  const storage = diskStorage(env.UPLOADS_DIR);
  // The background work runs here only when told to (the embedded database's one process); otherwise in `npm run worker`.
  let work: ReturnType<typeof startBackgroundWork> | undefined;
  app.addHook("onReady", async () => {
    if (env.API_RUNS_WORK) work = startBackgroundWork(deps.db, env, adapters, app.log);
  });
  app.addHook("onClose", async () => {
    await work?.stop();
    await events.close();
    await changes.close();
    await deps.db.destroy();
  });

  await app.register(helmet, { global: true });
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Home-care storefront API",
        version: "1.0.0",
        description: "The v1 API behind the storefront. Envelope: `{success, message, data}` or `{success: false, message, error}`.",
      },
      servers: [{ url: "/" }],
      tags: [...featureTags, { name: "health", description: "Whether the API and its database answer" }],
      components: {
        securitySchemes: {
          customerToken: { type: "http", scheme: "bearer", description: "Issued by auth/customer/login or register" },
          operatorToken: { type: "http", scheme: "bearer", description: "OPERATOR_TOKEN, for operators' api/admin calls" },
          storefrontSecret: { type: "http", scheme: "bearer", description: "STOREFRONT_API_SECRET, for the storefront's internal calls" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  const routeDeps: RouteDeps = { ...deps, gateway, payouts, events, changes, storage, sms, courier, redis };
  await app.register(
    async (v1: Api) => {
      healthRoutes(v1, deps);
      v1.get("/docs/openapi.json", { schema: { hide: true } }, async () => app.swagger());
      // The operations of the contract (domain/*/endpoints.ts), one scope per access level.
      await registerAccessLevel(v1, publicRoutes, routeDeps);
      await registerAccessLevel(v1, customerRoutes, routeDeps);
      await registerAccessLevel(v1, operatorRoutes, routeDeps);
      await registerAccessLevel(v1, internalRoutes, routeDeps);
      // The payment and payout providers' and WhatsApp's webhooks: signed over the raw body, so they parse JSON their own way.
      await v1.register(async (s: Api) => razorpayWebhookRoutes(s, deps, gateway, payouts), { prefix: "/webhooks" });
      await v1.register(async (s: Api) => whatsappWebhookRoutes(s, deps), { prefix: "/webhooks" });
      // The courier's tracking updates, with its token in a header.
      await v1.register(async (s: Api) => courierWebhookRoutes(s, deps), { prefix: "/webhooks" });
      // The local test gateway, only when it stands in for the provider (no provider keys).
      if (gateway.provider === "local") await v1.register(async (s: Api) => testGatewayRoutes(s, deps), { prefix: "/test-gateway" });
    },
    { prefix: "/v1" },
  );

  return app;
}
