import { existsSync, readFileSync } from "node:fs";
import type { JsonEndpoint, Request, ResponseData } from "@domain/contract";
import { callOperation } from "../app/server/api/operation.server";
import * as catalogue from "@domain/catalogue/endpoints";
import * as delivery from "@domain/delivery/endpoints";
import * as help from "@domain/help/endpoints";
import * as operators from "@domain/operators/endpoints";
import * as orders from "@domain/orders/endpoints";
import * as payments from "@domain/payments/endpoints";
import * as refillReminders from "@domain/refills/endpoints";
import * as subscriptions from "@domain/subscriptions/endpoints";
import * as cod from "@domain/cod/endpoints";
import { formatRupees } from "@domain/shared/money";
import { AREA_USAGE, areaSettings } from "./admin/area-options";
import { BACKTEST_USAGE, backtestLines, backtestQuery, outcomeBody } from "./admin/cod";

/**
 * `npm run admin -- <command>`: what operators do without screens, through the API's api/admin calls
 * with the operator token (OPERATOR_TOKEN, or the one `npm start` keeps in .data/secrets.json).
 *
 *   npm run admin -- payment-link NHC0000001                 a payment link for an unpaid order, to send by SMS
 *   npm run admin -- orders [status]                         the newest orders, all or in one status
 *   npm run admin -- order-status NHC0000001 accepted "note" moves an order (the note is optional)
 *   npm run admin -- orders outcome NHC0000001 returned-to-origin --cost 85 --note "text"
 *                                                            records what happened to a delivery (delivered, refused,
 *                                                            unreachable, address-not-found, rescheduled, returned-to-origin;
 *                                                            a cost only for returned-to-origin; both options optional)
 *   npm run admin -- cod backtest [--days 90]                scores the cash orders whose delivery ended with today's settings,
 *                                                            and prints per band how many came back
 *   npm run admin -- tickets [open|answered|closed]          the newest help tickets, all or in one status
 *   npm run admin -- answer 12 "text" [--close]              replies to a help ticket (and closes it with --close)
 *   npm run admin -- refunds [pending|processed|failed]      the newest refunds, all or in one state
 *   npm run admin -- refund-paid 7 <UTR>                     records a transfer made by hand to refund 7's UPI id
 *   npm run admin -- reconcile                               asks the gateway after stuck payments and refunds now
 *   npm run admin -- refills <bottle> [refill ...]           sets a bottle's refills by product id (none unpairs it)
 *   npm run admin -- refill-reminders [--as-of 2027-01-15]   sends the refill reminders due (as of that day, 09:00 India), and lists them
 *   npm run admin -- subscriptions run [--as-of 2027-01-15]  announces deliveries due within 48 hours, charges and orders those due (as of 10:00 India that day)
 *   npm run admin -- subscriptions discount 7               sets the discount new subscriptions take, in per cent (0 to 50)
 *   npm run admin -- cod expire [--as-of 2027-01-15T10:00+05:30]  cancels the cash orders not confirmed by their deadline
 *   npm run admin -- areas                                   every area's delivery days, cut-off, closed days and cash on delivery
 *   npm run admin -- area 560034 --days 1-2 --cutoff 14:00 --cod on --cod-max 3000 --closed sun --holidays 2026-12-25
 *                                                            changes an area's promise; only the options given change
 *                                                            (--served no: the pincode is no longer served; yes: served again)
 *   npm run admin -- operator add 9876543210 "Name" owner    adds an operator (support, fulfilment, catalogue or owner) who signs in at /admin
 *   npm run admin -- operator list                           every operator with their role
 */
const [command, ...args] = process.argv.slice(2);
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;
const shopUrl = process.env.STOREFRONT_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const secretsFile = ".data/secrets.json";
const token = process.env.OPERATOR_TOKEN ?? (existsSync(secretsFile) ? JSON.parse(readFileSync(secretsFile, "utf8")).OPERATOR_TOKEN : undefined);

/**
 * A declared operation (domain/<feature>/endpoints.ts) with the operator token. The command line's
 * words are checked by the operation's own schemas before anything is sent.
 */
async function operate<E extends JsonEndpoint>(endpoint: E, request: { query?: unknown; body?: unknown }): Promise<ResponseData<E>> {
  for (const part of ["query", "body"] as const) {
    const schema = endpoint[part];
    const checked = schema && typeof schema !== "string" ? schema.safeParse(request[part]) : null;
    if (checked && !checked.success) throw new Error(checked.error.issues[0].message);
  }
  return callOperation(apiUrl, endpoint, request as Request<E>, { authorization: `Bearer ${token}` }).catch((error: Error) => {
    throw error.message.startsWith("fetch failed") || error.cause ? new Error(`the API at ${apiUrl} does not answer: is the shop running?`) : error;
  });
}

const commands: Record<string, (args: string[]) => Promise<string>> = {
  "payment-link": async ([orderNumber]) => {
    if (!orderNumber) throw new Error("usage: npm run admin -- payment-link <order number, e.g. NHC0000001>");
    const link = await operate(payments.createPaymentLink, { body: { orderId: orderNumber } });
    return `${shopUrl}${link.path}\n(valid until ${new Date(link.expiresAt).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" })} IST)`;
  },
  orders: async ([status = "all", ...rest]) => {
    if (status === "outcome") {
      const recorded = await operate(orders.recordDeliveryOutcome, { body: outcomeBody(rest) });
      return `${recorded.id}: ${recorded.outcome} recorded; it is ${recorded.status}, next: ${recorded.next.join(", ") || "nothing (final)"}`;
    }
    const { list } = await operate(orders.listOrders, { query: { status } });
    if (!list.length) return status === "all" ? "No orders." : `No ${status} orders.`;
    return list
      .map((o) =>
        [
          o.id,
          new Date(o.placedAt).toLocaleString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" }),
          o.status.padEnd(23),
          `${o.paymentType}${o.paymentType === "online" ? (o.paid ? " paid" : " unpaid") : ""}`.padEnd(13),
          formatRupees(o.orderTotal).padStart(9),
          `${o.customer} ${o.phoneNumber} ${o.pincode}`,
          `promised: ${o.promise ? (o.promise.from === o.promise.to ? o.promise.to : `${o.promise.from}..${o.promise.to}`) : "-"}${o.delayed ? " Delayed" : ""}`,
          `next: ${o.next.join(", ") || "-"}`,
        ].join("  "),
      )
      .join("\n");
  },
  "order-status": async ([orderNumber, status, note]) => {
    if (!orderNumber || !status) throw new Error('usage: npm run admin -- order-status <order number> <status> ["note"]');
    const moved = await operate(orders.updateOrderStatus, { body: { orderId: orderNumber, status, ...(note ? { note } : {}) } });
    return `${moved.id} is now ${moved.status}; next: ${moved.next.join(", ") || "nothing (final)"}`;
  },
  tickets: async ([status = "all"]) => {
    const { list } = await operate(help.listFeedback, { query: { status } });
    if (!list.length) return status === "all" ? "No help tickets." : `No ${status} help tickets.`;
    return list
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
  refills: async ([bottle, ...refills]) => {
    if (!bottle) throw new Error("usage: npm run admin -- refills <bottle's product id> [refill's product id ...] (none unpairs it)");
    const set = await operate(catalogue.setProductRefills, { body: { productId: bottle, refillIds: refills } });
    return set.refillIds.length ? `${set.productId} refills: ${set.refillIds.join(", ")}` : `${set.productId} has no refills now`;
  },
  "refill-reminders": async ([flag, asOf]) => {
    if ((flag !== undefined && flag !== "--as-of") || (flag && !asOf)) throw new Error("usage: npm run admin -- refill-reminders [--as-of 2027-01-15]");
    const pass = await operate(refillReminders.runRefillReminders, { body: asOf ? { asOf } : {} });
    if (pass.quiet) return `No reminders at ${pass.asOf}: it is night in India (none from 21:00 to 09:00).`;
    if (!pass.sent.length) return `No refill reminders were due as of ${pass.asOf}.`;
    return pass.sent.map((r) => [r.phoneNumber, r.dueOn, r.product].join("  ")).join("\n") + `\n${pass.sent.length} sent`;
  },
  subscriptions: async ([action, flag, asOf]) => {
    if (action === "discount" && flag !== undefined) {
      const set = await operate(subscriptions.setSubscriptionDiscount, { body: { discountPercent: flag } });
      return `New subscriptions now take ${set.discountPercent} % off; existing ones keep theirs.`;
    }
    if (action !== "run" || (flag !== undefined && flag !== "--as-of") || (flag && !asOf)) {
      throw new Error("usage: npm run admin -- subscriptions run [--as-of 2027-01-15] | subscriptions discount <0 to 50>");
    }
    const pass = await operate(subscriptions.runSubscriptions, { body: asOf ? { asOf } : {} });
    return `As of ${pass.asOf}: ${pass.noticed} announced, ${pass.ordered} ordered, ${pass.failed} not placed or not charged.`;
  },
  cod: async ([action, ...options]) => {
    if (action === "backtest") return backtestLines(await operate(orders.backtestCashOrders, { query: backtestQuery(options) }));
    const [flag, asOf] = options;
    if (action !== "expire" || options.length > 2 || (flag !== undefined && flag !== "--as-of") || (flag && !asOf)) {
      throw new Error(`${BACKTEST_USAGE} | cod expire [--as-of 2027-01-15T10:00+05:30]`);
    }
    const pass = await operate(cod.expireCashConfirmations, { body: asOf ? { asOf } : {} });
    return `As of ${pass.asOf}: ${pass.cancelled} cash ${pass.cancelled === 1 ? "order" : "orders"} not confirmed in time cancelled.`;
  },
  answer: async ([id, reply, flag]) => {
    if (!id || !reply) throw new Error('usage: npm run admin -- answer <ticket id> "reply" [--close]');
    const answered = await operate(help.answerFeedback, { body: { id, reply, ...(flag === "--close" ? { close: true } : {}) } });
    return `#${answered.id} is now ${answered.status} (${answered.replies.length} ${answered.replies.length === 1 ? "reply" : "replies"}); the customer has a notification`;
  },
  refunds: async ([state = "all"]) => {
    const { list } = await operate(payments.listRefunds, { query: { state } });
    if (!list.length) return state === "all" ? "No refunds." : `No ${state} refunds.`;
    return list
      .map((r) =>
        [
          `#${r.id}`.padEnd(6),
          new Date(r.createdAt).toLocaleString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" }),
          r.orderId,
          r.state.padEnd(9),
          formatRupees(r.amount).padStart(9),
          r.method === "upi" ? `UPI ${r.upiId}` : r.reason === "order" ? "card" : "card (payment the order did not need)",
          r.reference ? `ref ${r.reference}` : "",
          r.failureReason ? `\n        ${r.failureReason}` : "",
        ].join("  "),
      )
      .join("\n");
  },
  "refund-paid": async ([refundId, utr]) => {
    if (!refundId || !utr) throw new Error("usage: npm run admin -- refund-paid <refund number> <UTR of the transfer>");
    const paid = await operate(payments.recordRefundPaid, { body: { refundId, utr } });
    return `refund #${paid.refundId} of ${paid.orderNumber} is processed (UTR ${utr}); the customer has a notification`;
  },
  reconcile: async () => {
    const { payments: settled, refunds } = await operate(payments.reconcilePayments, {});
    const lines = [
      ...settled.map((p) => `${p.orderNumber}  payment ${p.paymentId ?? "-"}  ${p.outcome}`),
      ...refunds.map((r) => `${r.orderNumber}  refund #${r.refundId}  ${r.state}`),
    ];
    return lines.length ? lines.join("\n") : "Nothing to settle: no payment or refund was waiting on the gateway.";
  },
  areas: async () => {
    const { list } = await operate(delivery.listAreaDelivery, {});
    return list.map(areaLine).join("\n");
  },
  area: async ([pincode, ...options]) => {
    if (!pincode || options.length % 2) throw new Error(AREA_USAGE);
    const body = areaSettings(pincode, options);
    return areaLine(await operate(delivery.updateAreaDelivery, { body }));
  },
  operator: async ([action, phoneNumber, name, role]) => {
    if (action === "list") {
      const { list } = await operate(operators.listOperators, {});
      if (!list.length) return "No operators.";
      return list.map((o) => [`#${o.id}`.padEnd(5), o.phoneNumber, o.role.padEnd(10), o.active ? "active  " : "inactive", o.name].join("  ")).join("\n");
    }
    if (action !== "add" || !phoneNumber || !name || !role) throw new Error(OPERATOR_USAGE);
    const added = await operate(operators.addOperator, { body: { phoneNumber, name, role } });
    return `#${added.id} ${added.name} (${added.phoneNumber}) is now an operator: ${added.role}; they sign in at ${shopUrl}/admin`;
  },
};

const OPERATOR_USAGE = 'usage: npm run admin -- operator add <phone> "Name" <support|fulfilment|catalogue|owner>, or operator list';

function areaLine(a: ResponseData<typeof delivery.updateAreaDelivery>): string {
  return [
    a.code,
    `${a.city}, ${a.areaName}`.padEnd(28),
    a.active ? "served    " : "not served",
    `${a.minDays === a.maxDays ? a.minDays : `${a.minDays}-${a.maxDays}`} ${a.maxDays === 1 ? "day" : "days"}`.padEnd(9),
    `by ${a.cutoff}`,
    `closed: ${a.closedWeekdays.join(",") || "-"}`.padEnd(16),
    a.cod ? `cash up to ${a.codMax === null ? "any amount" : formatRupees(a.codMax)}` : "no cash",
    a.closedDates.length ? `holidays: ${a.closedDates.join(",")}` : "",
  ]
    .join("  ")
    .trimEnd();
}

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
