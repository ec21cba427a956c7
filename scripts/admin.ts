import { existsSync, readFileSync } from "node:fs";

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

async function call(path: string, body?: unknown) {
  const response = await fetch(`${apiUrl}/v1/${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch(() => null);
  if (!response) throw new Error(`the API at ${apiUrl} does not answer: is the shop running?`);
  const answer = await response.json();
  if (!answer.success) throw new Error(answer.message);
  return answer.data;
}

const commands: Record<string, (args: string[]) => Promise<string>> = {
  "payment-link": async ([orderNumber]) => {
    if (!orderNumber) throw new Error("usage: npm run admin -- payment-link <order number, e.g. NHC0000001>");
    const link = await call("api/admin/createPaymentLink", { orderId: orderNumber });
    return `${shopUrl}${link.path}\n(valid until ${new Date(link.expiresAt).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" })} IST)`;
  },
  orders: async ([status = "all"]) => {
    const { list } = await call(`api/admin/listOrders?status=${encodeURIComponent(status)}`);
    if (!list.length) return status === "all" ? "No orders." : `No ${status} orders.`;
    type Row = { id: string; status: string; paymentType: string; paid: boolean; orderTotal: number; placedAt: string; customer: string; phoneNumber: string; pincode: string; next: string[] };
    return (list as Row[])
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
    const moved = await call("api/admin/updateOrderStatus", { orderId: orderNumber, status, ...(note ? { note } : {}) });
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
