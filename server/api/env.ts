import { z } from "zod";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@domain/i18n/languages";
import { isNotificationKind, NOTIFICATION_KINDS } from "@domain/notifications/channels";

/**
 * Every setting of the API process, validated once at start-up. `.env.example` documents each one.
 */
const DEV_OTP_SECRET = "dev-only-otp-secret-not-for-production-use";
const DEV_GATEWAY_SECRET = "dev-only-local-gateway-secret-not-for-production";
const DEV_GATEWAY_WEBHOOK_SECRET = "dev-only-local-gateway-webhook-secret-not-for-production";
const DEV_OPERATOR_TOKEN = "dev-only-operator-token-not-for-production-use";
/** The storefront has no default: it is given the same secret as the API (npm start, the tests), or it does not start. */
const DEV_STOREFRONT_API_SECRET = "dev-only-storefront-api-secret-not-for-production";
/** The local WhatsApp adapter's app secret and verify token, so its webhook can be exercised end to end. */
const DEV_WHATSAPP_APP_SECRET = "dev-only-whatsapp-app-secret-not-for-production";
const DEV_WHATSAPP_VERIFY_TOKEN = "dev-only-whatsapp-verify-token";
/** The courier's tracking webhook's token, so the local courier's updates can be posted end to end. */
const DEV_COURIER_WEBHOOK_TOKEN = "dev-only-courier-webhook-token-not-for-production";
/** The exact values that let a production start use test-only stand-ins (issue 13); anything else refuses. */
export const ALLOW_LOCAL_TEST_GATEWAY = "yes-no-real-payments";
export const ALLOW_OTP_TEST_NUMBERS = "yes-not-for-real-customers";

const otherLanguage = (code: string) => isLanguage(code) && code !== DEFAULT_LANGUAGE;
/** A DLT template's key: a kind of notification, or a kind and one of the shop's other languages. */
const dltKey = (key: string) => {
  const [kind, language, rest] = key.split("/");
  return isNotificationKind(kind) && rest === undefined && (language === undefined || otherLanguage(language));
};

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  API_HOST: z.string().default("127.0.0.1"),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DATA_DIR: z.string().default(".data/pglite"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  API_TRUST_PROXY: z.string().default("127.0.0.1,::1,::ffff:127.0.0.1"),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
  // Calls per shopper (customer, else storefront session, else address) per window, and per address whatever the shopper.
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_MAX_PER_ADDRESS: z.coerce.number().int().positive().optional(),
  RATE_LIMIT_WINDOW: z.string().default("1 minute"),
  // Shared rate-limit counters for several API processes; unset: each process counts in memory.
  REDIS_URL: z.string().url().optional(),
  GEO_MAX_DISTANCE_KM: z.coerce.number().positive().default(15),
  // Sign-in (issue 4). The OTP secret keys the hashes of codes and proofs; production must set its own.
  OTP_SECRET: z.string().min(32).default(DEV_OTP_SECRET),
  OTP_MAX_PER_NUMBER_PER_HOUR: z.coerce.number().int().positive().default(5),
  OTP_MAX_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(20),
  OTP_MAX_WRONG_PER_NUMBER_PER_DAY: z.coerce.number().int().positive().default(50),
  // 'number:code' pairs, comma-separated: fixed codes for store reviewers and automated tests; no SMS is sent for them.
  OTP_TEST_NUMBERS: z
    .string()
    .default("")
    .refine((v) => v.split(",").every((pair) => !pair.trim() || /^\d{10}:\d{6}$/.test(pair.trim())), "expected 10-digit number:6-digit code pairs"),
  ALLOW_OTP_TEST_NUMBERS: z.string().optional(),
  TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  SMS_PROVIDER: z.enum(["console", "fast2sms"]).default("console"),
  FAST2SMS_URL: z.string().url().default("https://www.fast2sms.com/dev/bulkV2"),
  FAST2SMS_API_KEY: z.string().optional(),
  FAST2SMS_SENDER_ID: z.string().optional(),
  FAST2SMS_DLT_MESSAGE_ID: z.string().optional(),
  // 'language:message id' pairs, comma-separated: the code's SMS registered in the shop's other languages ('hi:171235').
  FAST2SMS_DLT_MESSAGE_IDS: z
    .string()
    .default("")
    .refine(
      (v) => v.split(",").every((pair) => !pair.trim() || /^[a-z]{2,3}:\S+$/.test(pair.trim())),
      "expected language:message id pairs of the shop's languages other than English, like hi:171235",
    )
    .refine((v) => v.split(",").every((pair) => !pair.trim() || otherLanguage(pair.trim().split(":")[0])), "names a language the shop does not have")
    .transform(
      (v) =>
        Object.fromEntries(
          v
            .split(",")
            .map((pair) => pair.trim())
            .filter(Boolean)
            .map((pair) => pair.split(":") as [Language, string]),
        ) as Partial<Record<Language, string>>,
    ),
  // Notifications by SMS: the DLT template registered for each kind ('kind:id'), and for a kind in another
  // language ('kind/hi:id'); a language without one takes the kind's English template. Demo ids by default.
  SMS_DLT_TEMPLATE_IDS: z
    .string()
    .default(
      "order-updates:1707170000000000101,order-updates/hi:1707170000000000102,refill-reminders:1707170000000000103,refill-reminders/hi:1707170000000000104,offers:1707170000000000105,offers/hi:1707170000000000106",
    )
    .transform((v) =>
      Object.fromEntries(
        v
          .split(",")
          .map((pair) => pair.trim())
          .filter(Boolean)
          .map((pair) => pair.split(":") as [string, string]),
      ),
    )
    .refine(
      (ids) => Object.entries(ids).every(([key, id]) => dltKey(key) && /^\d{1,30}$/.test(id ?? "")),
      "expected kind:template id pairs, kind/language for another language, like offers/hi:1707170000000000106",
    )
    .refine((ids) => NOTIFICATION_KINDS.every((kind) => ids[kind]), "needs an English template id for each kind: order-updates, refill-reminders, offers"),
  // WhatsApp (Business Cloud API): local (default) records what it would send; cloud sends with the token.
  WHATSAPP_ADAPTER: z.enum(["local", "cloud"]).default("local"),
  WHATSAPP_API_URL: z.string().url().default("https://graph.facebook.com/v21.0"),
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  // Signs the webhook's POSTs (X-Hub-Signature-256); the verify token answers its GET verification.
  WHATSAPP_APP_SECRET: z.string().min(16).default(DEV_WHATSAPP_APP_SECRET),
  WHATSAPP_VERIFY_TOKEN: z.string().min(8).default(DEV_WHATSAPP_VERIFY_TOKEN),
  // Card payments (issue 6). With both Razorpay keys set the real provider is used; without them the
  // local test gateway served by this API, whose key secret signs its callbacks and whose webhook secret,
  // another one as Razorpay's is, signs its webhooks.
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_API_URL: z.string().url().default("https://api.razorpay.com"),
  RAZORPAY_CHECKOUT_URL: z.string().url().default("https://api.razorpay.com/v1/checkout/embedded"),
  // The in-page checkout's script (checkout.js); default Razorpay's with its keys, else the local gateway's.
  CHECKOUT_SCRIPT_URL: z.string().url().optional(),
  LOCAL_GATEWAY_SECRET: z.string().min(32).default(DEV_GATEWAY_SECRET),
  LOCAL_GATEWAY_WEBHOOK_SECRET: z.string().min(32).default(DEV_GATEWAY_WEBHOOK_SECRET),
  // RazorpayX account that pays refunds to UPI ids (with the Razorpay keys); unset, the local payout adapter records them.
  RAZORPAYX_ACCOUNT_NUMBER: z.string().optional(),
  // The secret of the RazorpayX webhook (payout events); unset, payout webhooks are refused and reconciliation settles payouts.
  RAZORPAYX_WEBHOOK_SECRET: z.string().optional(),
  ALLOW_LOCAL_TEST_GATEWAY: z.string().optional(),
  // Where a browser reaches this API (the local gateway's checkout page); default http://127.0.0.1:API_PORT.
  API_PUBLIC_URL: z.string().url().optional(),
  // Where a shopper's phone reaches the storefront: the address of the links in SMS (a cash order's confirmation).
  SHOP_PUBLIC_URL: z.string().url().default("http://localhost:3000"),
  PAYMENT_LINK_TTL_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .max(24 * 30)
    .default(72),
  // The courier whose serviceability answers the delivery promise (docs/decisions/024): the areas table
  // (default), or Shiprocket's API with an API token and the warehouse's pincode.
  COURIER: z.enum(["areas", "shiprocket"]).default("areas"),
  SHIPROCKET_URL: z.string().url().default("https://apiv2.shiprocket.in/v1/external/courier/serviceability/"),
  SHIPROCKET_API_TOKEN: z.string().optional(),
  SHIPROCKET_PICKUP_PINCODE: z
    .string()
    .regex(/^\d{6}$/, "a 6-digit pincode")
    .optional(),
  // The token the courier sends with each tracking update (Shiprocket's x-api-key) to /v1/webhooks/courier.
  COURIER_WEBHOOK_TOKEN: z.string().min(16).default(DEV_COURIER_WEBHOOK_TOKEN),
  // Bearer token of monitoring for GET /v1/metrics (docs/operations.md#metrics); unset, there is no metrics page.
  METRICS_TOKEN: z.string().min(32).optional(),
  // Where `npm run worker` serves its own metrics (GET /metrics, the same token), on API_HOST; unset, it serves none.
  WORKER_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  // Bearer token of operators for api/admin/* (moving orders, payment links).
  OPERATOR_TOKEN: z.string().min(32).default(DEV_OPERATOR_TOKEN),
  // The supplier on GST tax invoices (issue 14). The defaults are a demo business, not a real one.
  INVOICE_SUPPLIER_NAME: z.string().min(1).default("Nirmal Home Care Private Limited"),
  INVOICE_SUPPLIER_ADDRESS: z.string().min(1).default("Plot 12, MIDC Industrial Area, Andheri East, Mumbai 400093"),
  INVOICE_SUPPLIER_STATE: z.string().min(1).default("Maharashtra"),
  INVOICE_SUPPLIER_GSTIN: z
    .string()
    .regex(/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, "a 15-character GSTIN such as 27AABCN1234F1Z5")
    .default("27AABCN1234F1Z5"),
  // Web push through Firebase Cloud Messaging: the service account key (its JSON text); unset, no push is sent.
  FIREBASE_SERVICE_ACCOUNT_JSON: z
    .string()
    .optional()
    .refine((text) => !text || serviceAccount(text), "the service account key's JSON, with project_id, client_email and private_key"),
  // Whether the API process also runs the background work (outbox, reconciliation, reminders): by default only on the
  // embedded database, which one process opens; with DATABASE_URL it runs in `npm run worker`.
  API_RUNS_WORK: z.enum(["true", "false"]).optional(),
  // How often the outbox worker looks for work (gateway refunds, pushes) when it found none.
  OUTBOX_POLL_MS: z.coerce.number().int().positive().default(1000),
  // How often the reconciliation worker asks the gateway after unsettled payments and pending refunds.
  RECONCILE_INTERVAL_MS: z.coerce.number().int().positive().default(300_000),
  // How often the refill reminder worker sends the reminders due (docs/product.md#refill-reminders).
  REFILL_REMINDER_INTERVAL_MS: z.coerce.number().int().positive().default(300_000),
  // How often the subscriptions pass announces, charges and orders deliveries (docs/product.md#subscriptions).
  SUBSCRIPTION_INTERVAL_MS: z.coerce.number().int().positive().default(300_000),
  // How often the pass cancels cash orders not confirmed by their deadline (docs/product.md#cash-on-delivery-risk).
  COD_EXPIRY_INTERVAL_MS: z.coerce.number().int().positive().default(300_000),
  // The storefront's key to the internal calls that keep its sessions (/v1/internal/sessions).
  STOREFRONT_API_SECRET: z.string().min(32).default(DEV_STOREFRONT_API_SECRET),
  // Where uploaded files (review photos) and the seed's product pictures are written; the storefront serves this folder at /uploads.
  UPLOADS_DIR: z.string().min(1).default("public/uploads"),
});

/** Whether a text is a Firebase service account key, as firebase-admin's cert() needs it. */
function serviceAccount(text: string): boolean {
  try {
    const key = JSON.parse(text) as Record<string, unknown>;
    return ["project_id", "client_email", "private_key"].every((field) => typeof key[field] === "string" && key[field]);
  } catch {
    return false;
  }
}

/** Settings that only make sense together: a real secret in production, a complete SMS gateway. */
const checked = schema.superRefine((env, ctx) => {
  if (env.NODE_ENV === "production" && env.OTP_SECRET === DEV_OTP_SECRET) {
    ctx.addIssue({ code: "custom", path: ["OTP_SECRET"], message: "set a secret of at least 32 characters in production" });
  }
  if (env.NODE_ENV === "production" && env.STOREFRONT_API_SECRET === DEV_STOREFRONT_API_SECRET) {
    ctx.addIssue({
      code: "custom",
      path: ["STOREFRONT_API_SECRET"],
      message: "set a secret of at least 32 characters in production, the same as the storefront's",
    });
  }
  if (env.NODE_ENV === "production" && env.OPERATOR_TOKEN === DEV_OPERATOR_TOKEN) {
    ctx.addIssue({ code: "custom", path: ["OPERATOR_TOKEN"], message: "set a token of at least 32 characters in production" });
  }
  const razorpay = !!(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET);
  if (env.NODE_ENV === "production" && !razorpay && env.ALLOW_LOCAL_TEST_GATEWAY !== ALLOW_LOCAL_TEST_GATEWAY) {
    ctx.addIssue({
      code: "custom",
      path: ["RAZORPAY_KEY_ID"],
      message: `set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET in production; the local test gateway takes no money and runs in production only with ALLOW_LOCAL_TEST_GATEWAY=${ALLOW_LOCAL_TEST_GATEWAY}`,
    });
  }
  if (env.NODE_ENV === "production" && !razorpay && env.LOCAL_GATEWAY_SECRET === DEV_GATEWAY_SECRET) {
    ctx.addIssue({
      code: "custom",
      path: ["LOCAL_GATEWAY_SECRET"],
      message: "set a secret of at least 32 characters for the local test gateway in production",
    });
  }
  if (env.NODE_ENV === "production" && !razorpay && env.LOCAL_GATEWAY_WEBHOOK_SECRET === DEV_GATEWAY_WEBHOOK_SECRET) {
    ctx.addIssue({
      code: "custom",
      path: ["LOCAL_GATEWAY_WEBHOOK_SECRET"],
      message: "set a webhook secret of at least 32 characters for the local test gateway in production",
    });
  }
  if (env.LOCAL_GATEWAY_WEBHOOK_SECRET === env.LOCAL_GATEWAY_SECRET) {
    ctx.addIssue({
      code: "custom",
      path: ["LOCAL_GATEWAY_WEBHOOK_SECRET"],
      message: "must differ from LOCAL_GATEWAY_SECRET: a webhook signature must not be made with the key that signs payments",
    });
  }
  if (env.NODE_ENV === "production" && env.OTP_TEST_NUMBERS.trim() && env.ALLOW_OTP_TEST_NUMBERS !== ALLOW_OTP_TEST_NUMBERS) {
    ctx.addIssue({
      code: "custom",
      path: ["OTP_TEST_NUMBERS"],
      message: `fixed-code test numbers sign in without an SMS; in production they are accepted only with ALLOW_OTP_TEST_NUMBERS=${ALLOW_OTP_TEST_NUMBERS}`,
    });
  }
  if (!!env.RAZORPAY_KEY_ID !== !!env.RAZORPAY_KEY_SECRET) {
    ctx.addIssue({ code: "custom", path: ["RAZORPAY_KEY_SECRET"], message: "RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET go together" });
  }
  if (env.SMS_PROVIDER === "fast2sms") {
    for (const key of ["FAST2SMS_API_KEY", "FAST2SMS_SENDER_ID", "FAST2SMS_DLT_MESSAGE_ID"] as const) {
      if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "required when SMS_PROVIDER=fast2sms" });
    }
  }
  if (env.NODE_ENV === "production" && env.WHATSAPP_APP_SECRET === DEV_WHATSAPP_APP_SECRET) {
    ctx.addIssue({
      code: "custom",
      path: ["WHATSAPP_APP_SECRET"],
      message: "set the WhatsApp app's secret (or one of your own without WhatsApp) in production",
    });
  }
  if (env.NODE_ENV === "production" && env.WHATSAPP_VERIFY_TOKEN === DEV_WHATSAPP_VERIFY_TOKEN) {
    ctx.addIssue({ code: "custom", path: ["WHATSAPP_VERIFY_TOKEN"], message: "set the webhook's verify token in production" });
  }
  if (env.NODE_ENV === "production" && env.COURIER_WEBHOOK_TOKEN === DEV_COURIER_WEBHOOK_TOKEN) {
    ctx.addIssue({ code: "custom", path: ["COURIER_WEBHOOK_TOKEN"], message: "set the courier webhook's token (at least 16 characters) in production" });
  }
  if (env.WHATSAPP_ADAPTER === "cloud") {
    for (const key of ["WHATSAPP_TOKEN", "WHATSAPP_PHONE_NUMBER_ID"] as const) {
      if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "required when WHATSAPP_ADAPTER=cloud" });
    }
  }
  if (env.API_RUNS_WORK === "false" && !env.DATABASE_URL) {
    ctx.addIssue({
      code: "custom",
      path: ["API_RUNS_WORK"],
      message: "the embedded database opens in one process only, so the API runs the background work; set DATABASE_URL to run it in npm run worker",
    });
  }
  if (env.COURIER === "shiprocket") {
    for (const key of ["SHIPROCKET_API_TOKEN", "SHIPROCKET_PICKUP_PINCODE"] as const) {
      if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "required when COURIER=shiprocket" });
    }
  }
});

const withDerived = checked.transform((env) => ({
  ...env,
  API_PUBLIC_URL: env.API_PUBLIC_URL ?? `http://127.0.0.1:${env.API_PORT}`,
  API_RUNS_WORK: env.API_RUNS_WORK ? env.API_RUNS_WORK === "true" : !env.DATABASE_URL,
  RATE_LIMIT_MAX_PER_ADDRESS: env.RATE_LIMIT_MAX_PER_ADDRESS ?? env.RATE_LIMIT_MAX * 10,
}));

export type ApiEnv = z.infer<typeof withDerived>;

export function loadApiEnv(source: NodeJS.ProcessEnv = process.env): ApiEnv {
  const parsed = withDerived.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid API settings:\n${problems}`);
  }
  return parsed.data;
}
