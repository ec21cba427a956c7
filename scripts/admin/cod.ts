import type { ResponseData } from "@domain/contract";
import type * as orders from "@domain/orders/endpoints";

/** The commands of `npm run admin` (scripts/admin.ts) about cash on delivery: their usage, their options read, their answers shown. */
const OUTCOME_USAGE =
  'usage: npm run admin -- orders outcome <order number> <delivered|refused|unreachable|address-not-found|rescheduled|returned-to-origin> [--cost <rupees>] [--note "text"]';
export const BACKTEST_USAGE = "usage: npm run admin -- cod backtest [--days 90]";

/**
 * `orders outcome NHC0000001 returned-to-origin --cost 85 --note "..."` as recordDeliveryOutcome's body:
 * the options read strictly (an amount that is not a number is refused here); the values are then
 * checked by the operation's own schema.
 */
export function outcomeBody([orderId, outcome, ...options]: string[]) {
  if (!orderId || !outcome || options.length % 2) throw new Error(OUTCOME_USAGE);
  const body: Record<string, unknown> = { orderId, outcome };
  for (let i = 0; i < options.length; i += 2) {
    const [flag, value] = [options[i], options[i + 1]];
    if (flag === "--cost") {
      if (!/^\d+(\.\d+)?$/.test(value)) throw new Error("--cost is an amount in rupees, like 85 or 84.50");
      body.cost = Number(value);
    } else if (flag === "--note") body.note = value;
    else throw new Error(OUTCOME_USAGE);
  }
  return body;
}

/** `cod backtest [--days N]` as backtestCashOrders's query. */
export function backtestQuery(options: string[]) {
  if (options.length === 0) return {};
  if (options.length !== 2 || options[0] !== "--days") throw new Error(BACKTEST_USAGE);
  return { days: options[1] };
}

/** The backtest's answer as the command prints it: a line per band, then the whole. */
export function backtestLines({ days, bands }: ResponseData<typeof orders.backtestCashOrders>): string {
  const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;
  const all = bands.reduce((sum, b) => ({ orders: sum.orders + b.orders, returned: sum.returned + b.returned }), { orders: 0, returned: 0 });
  if (!all.orders) return `No cash order placed in the last ${days} days has ended its delivery yet: nothing to score.`;
  return [
    `Cash orders of the last ${days} days whose delivery ended, scored with today's settings:`,
    `${"band".padEnd(8)}${"orders".padStart(8)}${"returned to origin".padStart(20)}${"rate".padStart(9)}`,
    ...bands.map((b) => `${b.band.padEnd(8)}${String(b.orders).padStart(8)}${String(b.returned).padStart(20)}${percent(b.rate).padStart(9)}`),
    `${"all".padEnd(8)}${String(all.orders).padStart(8)}${String(all.returned).padStart(20)}${percent(all.returned / all.orders).padStart(9)}`,
  ].join("\n");
}
