import { randomUUID } from "node:crypto";
import helmet from "@fastify/helmet";
import swagger from "@fastify/swagger";
import Fastify, { type FastifyServerOptions } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { requireCustomer } from "./http/auth";
import { requireOperator } from "./http/operator";
import { requireStorefront } from "./http/storefront";
import { internalChangeRoutes } from "./routes/internal/changes";
import { internalSessionRoutes } from "./routes/internal/sessions";
import { registerErrorHandling } from "./http/errors";
import { rateLimitRedis, registerRateLimits } from "./http/rate-limits";
import { clientErrorHandler, MAX_HEADER_BYTES, registerInputGuards } from "./http/input-guards";
import type { Api, Deps } from "./http/types";
import { activeAreaRoutes } from "./routes/api/admin/areas";
import { adminFeedbackRoutes } from "./routes/api/admin/feedback";
import { adminOrderRoutes } from "./routes/api/admin/orders";
import { paymentLinkRoutes } from "./routes/api/admin/payment-links";
import { couponUsedRoutes } from "./routes/api/admin/coupons";
import { addressRoutes } from "./routes/api/customer/addresses";
import { cardRoutes } from "./routes/api/customer/cards";
import { feedbackRoutes } from "./routes/api/customer/feedback";
import { orderRoutes } from "./routes/api/customer/orders";
import { notificationRoutes } from "./routes/api/customer/notifications";
import { cartRoutes } from "./routes/api/customer/cart";
import { couponRoutes } from "./routes/api/customer/coupons";
import { profileRoutes } from "./routes/api/customer/profile";
import { referralRoutes } from "./routes/api/customer/referral";
import { reviewRoutes } from "./routes/api/customer/reviews";
import { sessionRoutes } from "./routes/api/customer/session";
import { guestCartRoutes } from "./routes/auth/customer/cart";
import { catalogueRoutes } from "./routes/auth/customer/catalogue";
import { contactRoutes } from "./routes/auth/customer/contact";
import { contentRoutes } from "./routes/auth/customer/content";
import { faqRoutes } from "./routes/auth/customer/faq";
import { publicCouponRoutes } from "./routes/auth/customer/coupons";
import { locationRoutes } from "./routes/auth/customer/location";
import { otpRoutes } from "./routes/auth/customer/otp";
import { publicPaymentRoutes } from "./routes/auth/customer/payments";
import { signInRoutes } from "./routes/auth/customer/sign-in";
import { healthRoutes } from "./routes/health";
import { testGatewayRoutes } from "./routes/test-gateway";
import { razorpayWebhookRoutes } from "./routes/webhooks/razorpay";
import { createChangeFeed, createEventHub } from "./services/events";
import { startOutboxWorker } from "./services/outbox";
import { createPaymentGateway } from "./services/payments/gateway";
import { gatewayRefunds } from "./services/refunds";
import { createSmsSender } from "./services/sms";
import { createPushSender } from "./services/push";
import { pushNotifications } from "./services/push/deliver";
import type { PushSender } from "./services/push/sender";
import { diskStorage } from "./services/storage";

/**
 * Builds the v1 API: external plugins (security headers, OpenAPI), the one error handler, then
 * routes under /v1 grouped by their prefix. The caller owns `deps.db`; closing the app closes it.
 */
export async function buildApp(deps: Deps, options: { logger?: FastifyServerOptions["logger"]; push?: PushSender } = {}): Promise<Api> {
  const { env } = deps;
  const app = Fastify({
    logger: options.logger ?? { level: env.LOG_LEVEL },
    trustProxy: env.API_TRUST_PROXY.split(",").map((s) => s.trim()).filter(Boolean),
    bodyLimit: env.BODY_LIMIT_BYTES,
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputGuards(app);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  const redis = await rateLimitRedis(env, app.log);
  app.addHook("onClose", async () => {
    redis?.disconnect();
  });
  const sms = createSmsSender(env, app.log);
  const gateway = createPaymentGateway(env, deps.db);
  const events = createEventHub(deps.listen, app.log);
  const changes = createChangeFeed(deps.listen, app.log);
  const push = options.push ?? (await createPushSender(env, app.log));
  const storage = diskStorage(env.UPLOADS_DIR);
  // Work for the outside world (gateway refunds, pushes) is sent after commit by this process's worker.
  let outbox: ReturnType<typeof startOutboxWorker> | undefined;
  app.addHook("onReady", async () => {
    const handlers = { ...gatewayRefunds(deps.db, gateway), ...pushNotifications(deps.db, push) };
    outbox = startOutboxWorker(deps.db, handlers, { pollMs: env.OUTBOX_POLL_MS, log: app.log });
  });
  app.addHook("onClose", async () => {
    await outbox?.stop();
    await events.close();
    await changes.close();
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
          operatorToken: { type: "http", scheme: "bearer", description: "OPERATOR_TOKEN, for operators' api/admin calls" },
          storefrontSecret: { type: "http", scheme: "bearer", description: "STOREFRONT_API_SECRET, for the storefront's internal calls" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (v1: Api) => {
      healthRoutes(v1, deps);
      v1.get("/docs/openapi.json", { schema: { hide: true } }, async () => app.swagger());

      // Public calls: rate limited per guest session and per client address (the storefront forwards both).
      await v1.register(
        async (publicScope: Api) => {
          await registerRateLimits(publicScope, env, redis);
          await publicScope.register(async (s: Api) => locationRoutes(s, deps), { prefix: "/auth/customer" });
          await publicScope.register(async (s: Api) => activeAreaRoutes(s, deps), { prefix: "/api/admin" });
          await publicScope.register(async (s: Api) => catalogueRoutes(s, deps, storage), { prefix: "/auth/customer" });
          await publicScope.register(async (s: Api) => contentRoutes(s, deps), { prefix: "/auth/customer" });
          await publicScope.register(async (s: Api) => faqRoutes(s, deps), { prefix: "/auth/customer" });
          await publicScope.register(async (s: Api) => publicCouponRoutes(s, deps), { prefix: "/auth/customer" });
          await publicScope.register(async (s: Api) => guestCartRoutes(s, deps), { prefix: "/auth/customer" });
          await publicScope.register(async (s: Api) => contactRoutes(s, deps), { prefix: "/auth/customer" });
          await publicScope.register(async (s: Api) => otpRoutes(s, deps, sms), { prefix: "/auth/customer" });
          await publicScope.register(async (s: Api) => signInRoutes(s, deps), { prefix: "/auth/customer" });
          await publicScope.register(async (s: Api) => publicPaymentRoutes(s, deps, gateway), { prefix: "/auth/customer" });
        },
      );

      // Signed-in calls: one authentication hook for the whole prefix (401 no or bad token, 417 ended session).
      await v1.register(
        async (customerScope: Api) => {
          customerScope.addHook("onRequest", requireCustomer(deps.db));
          await registerRateLimits(customerScope, env, redis);
          sessionRoutes(customerScope, deps);
          profileRoutes(customerScope, deps);
          addressRoutes(customerScope, deps);
          cardRoutes(customerScope, deps);
          orderRoutes(customerScope, deps, gateway, events);
          notificationRoutes(customerScope, deps);
          cartRoutes(customerScope, deps);
          couponRoutes(customerScope, deps);
          referralRoutes(customerScope, deps);
          feedbackRoutes(customerScope, deps);
          await customerScope.register(async (s: Api) => reviewRoutes(s, deps, storage));
        },
        { prefix: "/api/customer" },
      );

      // The one admin path that answers a customer: their own coupon uses, with the customer token (DESIGN §3).
      await v1.register(
        async (couponScope: Api) => {
          couponScope.addHook("onRequest", requireCustomer(deps.db));
          await registerRateLimits(couponScope, env, redis);
          couponUsedRoutes(couponScope, deps);
        },
        { prefix: "/api/admin" },
      );

      // Operators' calls (no screens are in scope; `npm run admin` drives them).
      await v1.register(
        async (operatorScope: Api) => {
          operatorScope.addHook("onRequest", requireOperator(env));
          paymentLinkRoutes(operatorScope, deps);
          adminOrderRoutes(operatorScope, deps);
          adminFeedbackRoutes(operatorScope, deps);
        },
        { prefix: "/api/admin" },
      );

      // The storefront's own calls: its session store and the changes to what it keeps, behind its secret.
      await v1.register(
        async (internalScope: Api) => {
          internalScope.addHook("onRequest", requireStorefront(env));
          await internalScope.register(async (s: Api) => internalSessionRoutes(s, deps), { prefix: "/sessions" });
          internalChangeRoutes(internalScope, changes);
        },
        { prefix: "/internal" },
      );

      // The payment provider's webhooks: signed over the raw body, so they parse JSON their own way.
      await v1.register(async (s: Api) => razorpayWebhookRoutes(s, deps, gateway), { prefix: "/webhooks" });
      // The local test gateway, only when it stands in for the provider (no provider keys).
      if (gateway.provider === "local") await v1.register(async (s: Api) => testGatewayRoutes(s, deps), { prefix: "/test-gateway" });
    },
    { prefix: "/v1" },
  );

  return app;
}
