import { existsSync, readFileSync } from "node:fs";
import type { ZodTypeAny } from "zod";
import type { Endpoint, ResponseData } from "@domain/contract";
import * as orders from "@domain/orders/endpoints";
import * as payments from "@domain/payments/endpoints";

/**
 * `npm run admin -- <command>`: what operators do without screens, through the API's api/admin calls
 * with the operator token (OPERATOR_TOKEN, or the one `npm start` keeps in .data/secrets.json).
 *
 *   npm run admin -- payment-link NHC0000001                 a payment link for an unpaid order, to send by SMS
 *   npm run admin -- orders [status]                         the newest orders, all or in one status
 *   npm run admin -- order-status NHC0000001 accepted "note" moves an order (the note is optional)
 *   npm run admin -- tickets [open|answered|closed]          the newest help tickets, all or in one status
 *   npm run admin -- answer 12 "text" [--close]              replies to a help ticket (and closes it with --close)
 */
const [command, ...args] = process.argv.slice(2);
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;
const shopUrl = process.env.STOREFRONT_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const secretsFile = ".data/secrets.json";
const token = process.env.OPERATOR_TOKEN ?? (existsSync(secretsFile) ? JSON.parse(readFileSync(secretsFile, "utf8")).OPERATOR_TOKEN : undefined);

async function send(method: string, path: string, body?: unknown) {
  const response = await fetch(`${apiUrl}/v1/${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch(() => null);
  if (!response) throw new Error(`the API at ${apiUrl} does not answer: is the shop running?`);
  const answer = await response.json();
  if (!answer.success) throw new Error(answer.message);
  return answer.data;
}

/** A call by its path, a GET without a body and a POST with one. */
const call = (path: string, body?: unknown) => send(body === undefined ? "GET" : "POST", path, body);

/**
 * A declared operation (domain/<feature>/endpoints.ts): its method and path come from the declaration
 * and its answer is typed by it. The arguments go as typed on the command line; the API checks them.
 */
async function callOperation<E extends Endpoint & { response: ZodTypeAny }>(
  endpoint: E,
  { query, body }: { query?: Record<string, string>; body?: unknown } = {},
): Promise<ResponseData<E>> {
  const search = new URLSearchParams(query).toString();
  return send(endpoint.method, `${endpoint.path}${search ? `?${search}` : ""}`, body);
}

const commands: Record<string, (args: string[]) => Promise<string>> = {
  "payment-link": async ([orderNumber]) => {
    if (!orderNumber) throw new Error("usage: npm run admin -- payment-link <order number, e.g. NHC0000001>");
    const link = await callOperation(payments.createPaymentLink, { body: { orderId: orderNumber } });
    return `${shopUrl}${link.path}\n(valid until ${new Date(link.expiresAt).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" })} IST)`;
  },
  orders: async ([status = "all"]) => {
    const { list } = await callOperation(orders.listOrders, { query: { status } });
    if (!list.length) return status === "all" ? "No orders." : `No ${status} orders.`;
    return list
      .map((o) =>
        [
          o.id,
          new Date(o.placedAt).toLocaleString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" }),
          o.status.padEnd(23),
          `${o.paymentType}${o.paymentType === "online" ? (o.paid ? " paid" : " unpaid") : ""}`.padEnd(13),
          `₹${o.orderTotal}`.padStart(9),
          `${o.customer} ${o.phoneNumber} ${o.pincode}`,
          `next: ${o.next.join(", ") || "-"}`,
        ].join("  "),
      )
      .join("\n");
  },
  "order-status": async ([orderNumber, status, note]) => {
    if (!orderNumber || !status) throw new Error('usage: npm run admin -- order-status <order number> <status> ["note"]');
    const moved = await callOperation(orders.updateOrderStatus, { body: { orderId: orderNumber, status, ...(note ? { note } : {}) } });
    return `${moved.id} is now ${moved.status}; next: ${moved.next.join(", ") || "nothing (final)"}`;
  },
  tickets: async ([status = "all"]) => {
    const { list } = await call(`api/admin/listFeedback?status=${encodeURIComponent(status)}`);
    if (!list.length) return status === "all" ? "No help tickets." : `No ${status} help tickets.`;
    type Row = { id: string; status: string; categoryId: string; question: string; mobileNumber: string; orderId: string | null; createdAt: string; customer: string; replies: unknown[] };
    return (list as Row[])
      .map((t) =>
        [
          `#${t.id}`.padEnd(6),
          new Date(t.createdAt).toLocaleString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" }),
          t.status.padEnd(8),
          t.categoryId.padEnd(14),
          `${t.customer} ${t.mobileNumber}${t.orderId ? ` ${t.orderId}` : ""}`,
          `replies: ${t.replies.length}`,
          `\n        ${t.question.replace(/\s+/g, " ").slice(0, 200)}`,
        ].join("  "),
      )
      .join("\n");
  },
  answer: async ([id, reply, flag]) => {
    if (!id || !reply) throw new Error('usage: npm run admin -- answer <ticket id> "reply" [--close]');
    const answered = await call("api/admin/answerFeedback", { id, reply, ...(flag === "--close" ? { close: true } : {}) });
    return `#${answered.id} is now ${answered.status} (${answered.replies.length} ${answered.replies.length === 1 ? "reply" : "replies"}); the customer has a notification`;
  },
};

const run = commands[command ?? ""];
if (!run) {
  console.error(`usage: npm run admin -- <command>\ncommands: ${Object.keys(commands).join(", ")}`);
  process.exit(2);
}
if (!token) {
  console.error("No operator token: set OPERATOR_TOKEN (npm start keeps one in .data/secrets.json).");
  process.exit(2);
}
try {
  console.log(await run(args));
} catch (error) {
  console.error(`admin ${command}: ${(error as Error).message}`);
  process.exit(1);
}
