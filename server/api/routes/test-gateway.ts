import { randomBytes } from "node:crypto";
import { sql, type ExpressionBuilder } from "kysely";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import { formatDate, formatDateTime } from "@domain/shared/dates";
import { formatRupees, paiseToRupees } from "@domain/shared/money";
import type { Database } from "../db/schema";
import type { Api, Deps } from "../http/types";
import { LOCAL_KEY_ID, PAYMENT_FAILED, TOKEN_MOVES, localGatewayWebhooks, localPaymentEntity, moveLocalToken } from "../services/payments/gateway";
import { testGatewayScriptRoute } from "./test-gateway-script";
import { paymentSignature } from "../services/payments/signature";
import { sha256 } from "../services/secrets";

/**
 * The local test gateway (docs/decisions/008-payments.md): stands in for the provider's hosted checkout when no provider
 * keys are set. Its checkout page takes the same form the real one takes, lets the payer pay or fail,
 * and posts the same signed fields to the callback URL, so our verify code is the code that runs in
 * production. Plain forms: it works without JavaScript. Mounted at /v1/test-gateway.
 *
 * The same page opens in a frame over the shop's page when the shop uses the gateway's checkout.js
 * (./test-gateway-script.ts): the form then carries the shop's origin (`embed_origin`) instead of a
 * callback URL, and the result goes to the shop's page by postMessage instead of a form post. Either
 * way the payer may pay by UPI (an app on a phone, a QR code on a computer, each offered on both),
 * card or netbanking, or fail the payment.
 *
 * Paying here moves no money, so a provider order id is not enough to complete a checkout: the form
 * must carry the checkout token issued to the page shown to the order's payer (gateway.checkoutFields),
 * valid for an hour and spent by the first completion. A completed payment is told to the shop by the
 * gateway's webhook too (payment.captured or payment.failed), as Razorpay tells it.
 *
 * An authorisation order of a UPI AutoPay mandate (gateway.recurring.createMandateOrder) is paid by UPI
 * only, and its page shows the mandate asked for: approving pays the order and confirms a token (the
 * payment.captured webhook names it, then token.confirmed follows), declining fails both
 * (payment.failed, token.rejected). /tokens stands in for the shopper's UPI app afterwards: it lists the
 * mandates and pauses, resumes or cancels one, each told to the shop by its token webhook.
 */
const CHECKOUT_TOKEN_TTL_MINUTES = 60;
const checkoutToken = z.string({ required_error: "checkout_token is required" }).max(100);
const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const httpUrl = z
  .string()
  .url()
  .max(2000)
  .refine((u) => /^https?:\/\//.test(u), "must be an http(s) URL");
// The shop's page that opened the checkout in a frame: an origin, nothing more. zod runs this check
// after .url() has refused the text too, so it must not assume a URL.
const embedOrigin = httpUrl.refine((u) => URL.canParse(u) && new URL(u).origin === u, "must be an origin");
const oneReturn = (form: { callback_url?: string; embed_origin?: string }) => !!form.callback_url !== !!form.embed_origin;
// Named after a field: a refusal of the whole body would read as "not a JSON object".
const ONE_RETURN = { message: "give either callback_url or embed_origin", path: ["embed_origin"] };
const METHODS = { upi: "UPI", card: "Card", netbanking: "Netbanking" } as const;
const UPI_APPS = ["Google Pay", "PhonePe", "Paytm", "BHIM"];
const BANKS = ["State Bank of India", "HDFC Bank", "ICICI Bank", "Axis Bank"];
// What the shopper's UPI app does to a mandate, and the token state each moves it to.
const TOKEN_ACTIONS = { pause: "paused", resume: "confirmed", cancel: "cancelled" } as const;

/** A QR-code-like picture drawn from the order id: a stand-in, since nothing can pay it. */
function qrPicture(orderId: string) {
  const bits = [...sha256(orderId + orderId)].map((c) => parseInt(c, 16).toString(2).padStart(4, "0")).join("");
  const size = 21;
  const corners = [
    [0, 0],
    [size - 7, 0],
    [0, size - 7],
  ];
  const cells: string[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      // The three position squares, then the order's bits.
      const corner = corners.find(([cx, cy]) => x >= cx && x < cx + 7 && y >= cy && y < cy + 7);
      const dark = corner ? Math.max(Math.abs(x - corner[0] - 3), Math.abs(y - corner[1] - 3)) !== 2 : bits[(y * size + x) % bits.length] === "1";
      if (dark) cells.push(`M${x} ${y}h1v1h-1z`);
    }
  }
  return `<svg role="img" aria-label="UPI QR code" viewBox="-2 -2 ${size + 4} ${size + 4}" width="180" height="180"><rect x="-2" y="-2" width="${size + 4}" height="${size + 4}" fill="#fff"/><path d="${cells.join("")}"/></svg>`;
}

function page(reply: FastifyReply, status: number, title: string, body: string, embedOrigin?: string) {
  const nonce = randomBytes(16).toString("base64");
  // Framed by the shop's page that opened it, and by nothing else.
  if (embedOrigin) reply.removeHeader("x-frame-options");
  reply
    .status(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header(
      "content-security-policy",
      `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: http: https:; script-src 'nonce-${nonce}'; form-action http: https:; frame-ancestors ${embedOrigin ?? "'none'"}`,
    )
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f1f4f9;margin:0;padding:2rem 1rem;color:#1d2421}main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 8px 24px rgba(0,0,0,.08)}
button{width:100%;min-height:48px;font:inherit;font-weight:600;border:0;border-radius:8px;cursor:pointer;margin-top:.75rem}.pay{background:#0b63c5;color:#fff}.fail{background:#fff;color:#b3261e;border:1px solid #b3261e}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#5d6b65}dd{margin:0;overflow-wrap:anywhere}section{border-top:1px solid #dde3ea;margin-top:1rem}h2{font-size:1.05rem}select,input{font:inherit;min-height:44px;width:100%;box-sizing:border-box}.apps{display:grid;grid-template-columns:1fr 1fr;gap:0 .5rem}.apps button{background:#eef4fb;color:#0b3d7a}.badge{display:inline-block;background:#fff4d6;color:#7a5b00;border-radius:6px;padding:.1rem .5rem;font-size:.85rem}</style></head>
<body><main>${body}</main><script nonce="${nonce}">document.querySelector("form[data-auto]")?.submit();const r=document.getElementById("checkout-result");if(r)parent.postMessage(JSON.parse(r.textContent),r.dataset.origin)</script></body></html>`);
}

const hidden = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join("");

export function testGatewayRoutes(app: Api, { db, env }: Deps) {
  const webhooks = localGatewayWebhooks(env);
  testGatewayScriptRoute(app, new URL(env.API_PUBLIC_URL).origin);
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const findOrder = (id: string) => db.selectFrom("local_gateway_order").selectAll().where("id", "=", id).executeTakeFirst();
  // A checkout token still good for this order: issued for it, unused, not expired.
  const live = (orderId: string, token: string) => (eb: ExpressionBuilder<Database, "local_gateway_checkout">) =>
    eb.and([
      eb("token_hash", "=", sha256(token)),
      eb("gateway_order_id", "=", orderId),
      eb("used_at", "is", null),
      eb("created_at", ">", sql<Date>`now() - make_interval(mins => ${CHECKOUT_TOKEN_TTL_MINUTES})`),
    ]);
  // Refusals show in the frame too when the checkout was opened in one.
  const refusedCheckout = (reply: FastifyReply, embedOrigin: string | undefined) =>
    page(
      reply,
      400,
      "Checkout refused",
      "<h1>Checkout refused</h1><p>This checkout has expired or was already completed. Go back to the shop and start the payment again.</p>",
      embedOrigin,
    );

  app.post(
    "/checkout",
    {
      schema: {
        operationId: "testGatewayCheckout",
        tags: ["payments"],
        security: [],
        summary: "The local test gateway's checkout page",
        description: "Hosted checkout page of the local test gateway (form post, as the provider's)",
        body: z
          .object({
            key_id: z.string().max(100),
            order_id: z.string().max(100),
            amount: z.coerce.number().int().positive(),
            name: z.string().max(200).default(""),
            description: z.string().max(500).default(""),
            callback_url: httpUrl.optional(),
            embed_origin: embedOrigin.optional(),
            cancel_url: httpUrl.optional(),
            checkout_token: checkoutToken,
            customer_id: z.string().max(100).optional(),
            recurring: z.string().max(10).optional(),
          })
          .passthrough()
          .refine(oneReturn, ONE_RETURN),
      },
    },
    async (request, reply) => {
      const form = request.body;
      const order = await findOrder(form.order_id);
      if (form.key_id !== LOCAL_KEY_ID || !order || order.amount_paise !== form.amount) {
        return page(
          reply,
          400,
          "Checkout refused",
          `<h1>Checkout refused</h1><p>The key, order or amount of this checkout does not match an order of this merchant.</p>`,
          form.embed_origin,
        );
      }
      // As Razorpay's checkout, an authorisation order's takes its customer and recurring=1 (gateway.recurring.mandateCheckoutFields).
      if (order.token && (form.customer_id !== order.gateway_customer_id || form.recurring !== "1")) {
        return page(
          reply,
          400,
          "Checkout refused",
          "<h1>Checkout refused</h1><p>This order asks for a UPI AutoPay mandate: its checkout must carry the order's customer_id and recurring=1.</p>",
          form.embed_origin,
        );
      }
      const checkout = await db.selectFrom("local_gateway_checkout").select("token_hash").where(live(order.id, form.checkout_token)).executeTakeFirst();
      if (!checkout) return refusedCheckout(reply, form.embed_origin);
      const amount = formatRupees(paiseToRupees(order.amount_paise));
      const returnTo: Record<string, string> = form.embed_origin ? { embed_origin: form.embed_origin } : { callback_url: form.callback_url ?? "" };
      const complete = (outcome: string, method: keyof typeof METHODS | null, content: string) =>
        `<form method="post" action="/v1/test-gateway/checkout/complete">${hidden({ order_id: order.id, outcome, ...(method ? { method } : {}), ...returnTo, checkout_token: form.checkout_token })}${content}</form>`;
      const apps = complete(
        "success",
        "upi",
        `<p>Pay with a UPI app</p><div class="apps">${UPI_APPS.map((app) => `<button class="pay" type="submit" name="via" value="${app}">${app}</button>`).join("")}</div>`,
      );
      const qr = complete(
        "success",
        "upi",
        `<p>Scan the QR code with any UPI app</p>${qrPicture(order.id)}<button class="pay" type="submit" name="via" value="QR code">Scanned: pay ${escape(amount)}</button>`,
      );
      // A phone's UPI apps open by intent; a computer shows a QR code to scan with a phone.
      const phone = /Mobi|Android|iPhone/i.test(request.headers["user-agent"] ?? "");
      const summary = `<p class="badge">Test mode: no money moves</p><h1>${escape(form.name)}</h1>
<dl><dt>Order</dt><dd>${escape(form.description)}</dd><dt>Payment id</dt><dd>${escape(order.id)}</dd><dt>Amount</dt><dd><strong>${escape(amount)}</strong></dd></dl>`;
      if (order.token) {
        const mandate = `UPI AutoPay mandate: up to ${formatRupees(paiseToRupees(order.token.max_amount))} a debit, valid until ${formatDate(new Date(order.token.expire_at * 1000))}, debited as presented`;
        return page(
          reply,
          200,
          `Approve a UPI AutoPay mandate for ${form.name}`,
          `${summary}<section><h2>${escape(mandate)}</h2><p>Paying ${escape(amount)} now approves the mandate: later deliveries are debited on it, each announced a day before.</p>${phone ? apps + qr : qr + apps}</section>
<section>${complete("failure", "upi", `<button class="fail" type="submit">Decline mandate</button>`)}</section>
${form.cancel_url ? `<p><a href="${escape(form.cancel_url)}">Cancel and go back</a></p>` : ""}`,
          form.embed_origin,
        );
      }
      return page(
        reply,
        200,
        `Pay ${amount} to ${form.name}`,
        `${summary}
<section><h2>UPI</h2>${phone ? apps + qr : qr + apps}</section>
<section><h2>Card</h2>${complete("success", "card", `<label>Card number <input value="4111 1111 1111 1111" readonly></label><button class="pay" type="submit">Pay ${escape(amount)} by card</button>`)}</section>
<section><h2>Netbanking</h2>${complete(
          "success",
          "netbanking",
          `<label>Bank <select name="via">${BANKS.map((bank) => `<option>${bank}</option>`).join("")}</select></label><button class="pay" type="submit">Pay ${escape(amount)} by netbanking</button>`,
        )}</section>
<section>${complete("failure", null, `<button class="fail" type="submit">Fail payment</button>`)}</section>
${form.cancel_url ? `<p><a href="${escape(form.cancel_url)}">Cancel and go back</a></p>` : ""}`,
        form.embed_origin,
      );
    },
  );

  app.post(
    "/checkout/complete",
    {
      schema: {
        operationId: "testGatewayComplete",
        tags: ["payments"],
        security: [],
        summary: "The local test gateway's payment outcome",
        description:
          "The payer's choice: spends the checkout token, then posts signed success fields, or failure fields, to the callback URL (or, framed, hands them to the shop's page)",
        body: z
          .object({
            order_id: z.string().max(100),
            outcome: z.enum(["success", "failure"]),
            method: z.enum(["upi", "card", "netbanking"]).optional(),
            via: z.string().max(100).optional(),
            callback_url: httpUrl.optional(),
            embed_origin: embedOrigin.optional(),
            checkout_token: checkoutToken,
          })
          .refine(oneReturn, ONE_RETURN),
      },
    },
    async (request, reply) => {
      const { order_id, outcome, method, via, callback_url, embed_origin, checkout_token } = request.body;
      const order = await findOrder(order_id);
      if (!order) return page(reply, 400, "Checkout refused", "<h1>Checkout refused</h1><p>No such order.</p>", embed_origin);
      const paymentId = `pay_${randomBytes(10).toString("hex")}`;
      const mandate = order.token && order.gateway_customer_id ? { asked: order.token, customerId: order.gateway_customer_id } : null;
      const completed = await db.transaction().execute(async (trx) => {
        const spent = await trx
          .updateTable("local_gateway_checkout")
          .set({ used_at: sql<Date>`now()` })
          .where(live(order.id, checkout_token))
          .returning("token_hash")
          .executeTakeFirst();
        if (!spent) return false;
        const failure = outcome === "success" ? null : PAYMENT_FAILED;
        // A mandate is decided once: its token is made by the first completed payment of its order.
        const token = mandate
          ? await trx
              .insertInto("local_gateway_token")
              .values({
                id: `token_${randomBytes(7).toString("hex")}`,
                gateway_customer_id: mandate.customerId,
                gateway_order_id: order.id,
                state: "initiated",
                max_amount_paise: mandate.asked.max_amount,
                expires_at: new Date(mandate.asked.expire_at * 1000),
              })
              .onConflict((oc) => oc.column("gateway_order_id").doNothing())
              .returning("id")
              .executeTakeFirst()
          : null;
        if (mandate && !token) return false;
        const payment = await trx
          .insertInto("local_gateway_payment")
          .values({ id: paymentId, gateway_order_id: order.id, status: failure ? "failed" : "captured", error_description: failure?.description ?? null })
          .returning("created_at")
          .executeTakeFirstOrThrow();
        await webhooks.send(
          trx,
          failure ? "payment.failed" : "payment.captured",
          localPaymentEntity({
            id: paymentId,
            order,
            method: method ?? null,
            createdAt: payment.created_at,
            failure,
            mandate: mandate && token ? { tokenId: token.id, customerId: mandate.customerId } : undefined,
          }),
        );
        if (token) await moveLocalToken(trx, webhooks, token.id, failure ? "rejected" : "confirmed");
        await trx
          .updateTable("local_gateway_order")
          .set({ status: outcome === "success" ? "paid" : "attempted" })
          .where("id", "=", order.id)
          .execute();
        return true;
      });
      if (!completed) return refusedCheckout(reply, embed_origin);
      const success = {
        razorpay_payment_id: paymentId,
        razorpay_order_id: order.id,
        razorpay_signature: paymentSignature(env.LOCAL_GATEWAY_SECRET, order.id, paymentId),
      };
      const error = { ...PAYMENT_FAILED, metadata: { order_id: order.id, payment_id: paymentId } };
      const heading = `<h1>${outcome === "success" ? "Payment successful" : "Payment failed"}</h1>${method ? `<p>${METHODS[method]}${via ? ` (${escape(via)})` : ""}</p>` : ""}`;
      if (embed_origin) {
        // In a frame: checkout.js hands this to the shop's handler, or to its payment.failed listeners.
        const message = outcome === "success" ? { event: "payment.success", response: success } : { event: "payment.failed", error };
        return page(
          reply,
          200,
          "Returning to the shop",
          `${heading}<script type="application/json" id="checkout-result" data-origin="${escape(embed_origin)}">${JSON.stringify(message).replace(/</g, "\\u003c")}</script>`,
          embed_origin,
        );
      }
      const fields: Record<string, string> =
        outcome === "success"
          ? success
          : Object.fromEntries(Object.entries(error).map(([key, value]) => [`error[${key}]`, typeof value === "string" ? value : JSON.stringify(value)]));
      return page(
        reply,
        200,
        "Returning to the shop",
        `${heading}<p>Taking you back to the shop…</p>
<form method="post" action="${escape(callback_url ?? "")}" data-auto>${hidden(fields)}<button class="pay" type="submit">Continue</button></form>`,
      );
    },
  );

  // The shopper's UPI app: the gateway's mandates, newest first, each with what its payer may do to it.
  const mandatesPage = async (reply: FastifyReply, said = "") => {
    const tokens = await db.selectFrom("local_gateway_token").selectAll().orderBy("created_at", "desc").limit(50).execute();
    const mandates = tokens.map((token) => {
      const actions = Object.entries(TOKEN_ACTIONS)
        .filter(([, to]) => TOKEN_MOVES[to].includes(token.state))
        .map(
          ([action]) =>
            `<button class="${action === "cancel" ? "fail" : "pay"}" type="submit" name="action" value="${action}">${action[0].toUpperCase()}${action.slice(1)} mandate</button>`,
        );
      return `<section><h2>${escape(token.id)}</h2>
<dl><dt>State</dt><dd><strong>${token.state}</strong></dd><dt>Customer</dt><dd>${escape(token.gateway_customer_id)}</dd>
<dt>Up to</dt><dd>${escape(formatRupees(paiseToRupees(token.max_amount_paise)))} a debit, debited as presented</dd>
<dt>Valid until</dt><dd>${formatDate(token.expires_at)}</dd><dt>Approved</dt><dd>${formatDateTime(token.created_at)}</dd></dl>
${actions.length ? `<form method="post" action="/v1/test-gateway/tokens">${hidden({ token_id: token.id })}${actions.join("")}</form>` : ""}</section>`;
    });
    return page(
      reply,
      200,
      "UPI AutoPay mandates",
      `<p class="badge">Test mode: your UPI app</p><h1>UPI AutoPay mandates</h1>${said ? `<p role="status">${escape(said)}</p>` : ""}${mandates.join("") || "<p>No mandates yet.</p>"}`,
    );
  };

  app.get(
    "/tokens",
    {
      schema: {
        operationId: "testGatewayTokens",
        tags: ["payments"],
        security: [],
        summary: "The local test gateway's UPI app: its mandates",
        description: "The UPI AutoPay mandates the local test gateway holds, newest first, each with the payer's buttons to pause, resume or cancel it",
      },
    },
    async (_request, reply) => mandatesPage(reply),
  );

  app.post(
    "/tokens",
    {
      schema: {
        operationId: "testGatewayTokenAction",
        tags: ["payments"],
        security: [],
        summary: "The local test gateway's UPI app: the payer acts on a mandate",
        description:
          "The payer pauses, resumes or cancels a mandate in their UPI app (form post); the shop is told by the token.paused, token.confirmed or token.cancelled webhook",
        body: z.object({ token_id: z.string().max(100), action: z.enum(["pause", "resume", "cancel"]) }),
      },
    },
    async (request, reply) => {
      const { token_id, action } = request.body;
      const moved = await db.transaction().execute((trx) => moveLocalToken(trx, webhooks, token_id, TOKEN_ACTIONS[action]));
      return mandatesPage(reply, moved ? `Mandate ${token_id} ${TOKEN_ACTIONS[action]}.` : `Mandate ${token_id} cannot be ${TOKEN_ACTIONS[action]} now.`);
    },
  );
}
