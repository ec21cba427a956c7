import type { DeliveryOutcome } from "@domain/cod/risk";
import { MAX_DELIVERY_DAYS } from "@domain/delivery/promise";
import type { Courier, Serviceability } from "./courier";

/** How long the courier may take to answer before the areas table answers instead (./index.ts). */
const TIMEOUT_MS = 3000;

type ShiprocketConfig = { url: string; token: string; pickupPincode: string; timeoutMs?: number };

/** One courier company of Shiprocket's answer: the fields we read. */
type CourierCompany = { estimated_delivery_days?: string | number; cod?: number };

/**
 * Shiprocket's courier serviceability API (apidocs.shiprocket.in, "Check Courier Serviceability"):
 * GET /v1/external/courier/serviceability/ with the pickup and delivery postcodes, the weight in kg and
 * cod 0 or 1, authorised by the account's API token as a bearer token. It answers 200 with
 * `data.available_courier_companies` (each with its `estimated_delivery_days` and `cod` 1 when it
 * collects cash), or 404 when no courier delivers there. Asked as prepaid, every courier that delivers
 * is listed; a pincode takes cash when one of them does.
 */
export function shiprocketCourier(config: ShiprocketConfig, options: { fetch?: typeof fetch } = {}): Courier {
  const send = options.fetch ?? fetch;
  return {
    name: "shiprocket",
    async serviceability({ pincode, weightGrams }) {
      const url = new URL(config.url);
      url.search = new URLSearchParams({
        pickup_postcode: config.pickupPincode,
        delivery_postcode: pincode,
        weight: String(Math.max(weightGrams, 1) / 1000),
        cod: "0",
      }).toString();
      const response = await send(url, {
        headers: { authorization: `Bearer ${config.token}`, accept: "application/json" },
        signal: AbortSignal.timeout(config.timeoutMs ?? TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => null)) as { data?: { available_courier_companies?: CourierCompany[] } } | null;
      if (response.status === 404) return { deliverable: false, minDays: 0, maxDays: 0, cashAllowed: false };
      const companies = answer?.data?.available_courier_companies;
      if (!response.ok || !Array.isArray(companies)) throw new Error(`Shiprocket serviceability failed (HTTP ${response.status})`);
      return fromCompanies(companies);
    },
  };
}

function fromCompanies(companies: CourierCompany[]): Serviceability {
  const days = companies.map((c) => Number(c.estimated_delivery_days)).filter((d) => Number.isInteger(d) && d >= 0 && d <= MAX_DELIVERY_DAYS);
  if (!days.length) return { deliverable: false, minDays: 0, maxDays: 0, cashAllowed: false };
  return { deliverable: true, minDays: Math.min(...days), maxDays: Math.max(...days), cashAllowed: companies.some((c) => c.cod === 1) };
}

/**
 * A tracking update as Shiprocket posts it to the webhook (apidocs.shiprocket.in, "Webhooks"; the token
 * set in its panel comes as the x-api-key header): the fields we read. `order_id` is the order's id as the
 * shop gave it (our order number), `current_timestamp` the scan's time in India ("23 05 2023 11:43:52"),
 * and the last scan's `activity` says why a delivery failed.
 */
type ShiprocketTracking = {
  awb?: string | number;
  order_id?: string | number;
  current_status?: string;
  current_status_id?: string | number;
  current_timestamp?: string;
  is_return?: string | number;
  scans?: { activity?: string }[];
};

/** What a courier's update says happened to one of our orders' deliveries, once per `eventId`. */
type CourierNews = { orderNumber: string; outcome: DeliveryOutcome; note: string | null; at: Date; eventId: string };

/** Why an undelivered parcel was not delivered, from the courier's words (its non-delivery report's reason). */
export function undeliveredOutcome(activity: string): DeliveryOutcome {
  const words = activity.toLowerCase();
  if (/refus|reject|not interested|denied/.test(words)) return "refused";
  if (/address|landmark|location|out of delivery area|\boda\b/.test(words)) return "address-not-found";
  if (/future|reschedul|another day|next day|later date/.test(words)) return "rescheduled";
  return "unreachable";
}

/** A time of Shiprocket's ("23 05 2023 11:43:52" or "2023-05-23 11:43:52"), India's clock; null for anything else. */
function indiaTime(text: string): Date | null {
  const dayFirst = /^(\d{2})[ /-](\d{2})[ /-](\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  const yearFirst = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  const [year, month, day, hour, minute, second] = dayFirst
    ? [dayFirst[3], dayFirst[2], dayFirst[1], dayFirst[4], dayFirst[5], dayFirst[6]]
    : yearFirst
      ? yearFirst.slice(1)
      : [];
  if (!year) return null;
  const at = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}+05:30`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * What a Shiprocket tracking update means for an order (docs/product.md#delivery-outcomes): DELIVERED is
 * delivered, RTO DELIVERED (the parcel is back with us) returned to origin, UNDELIVERED refused, not
 * reachable, address not found or rescheduled by the last scan's reason; any other status (picked up, in
 * transit, out for delivery, RTO in transit), a return pickup's update or an order id that is not one of
 * our order numbers is no outcome (null). The event is the parcel, its status and its scan's time.
 */
export function shiprocketOutcome(update: ShiprocketTracking, now = new Date()): CourierNews | null {
  const orderNumber = /^(NHC\d{7,})(?:_\w+)?$/i.exec(String(update.order_id ?? "").trim())?.[1]?.toUpperCase();
  if (!orderNumber || Number(update.is_return ?? 0) === 1) return null;
  const status = String(update.current_status ?? "")
    .toUpperCase()
    .replace(/[_-]+/g, " ")
    .trim();
  const activity = update.scans?.at(-1)?.activity?.trim() ?? "";
  const outcome: DeliveryOutcome | null =
    status === "DELIVERED" ? "delivered" : status === "RTO DELIVERED" ? "returned-to-origin" : status === "UNDELIVERED" ? undeliveredOutcome(activity) : null;
  if (!outcome) return null;
  const when = String(update.current_timestamp ?? "");
  return {
    orderNumber,
    outcome,
    note: outcome === "delivered" ? null : activity.slice(0, 200) || null,
    at: indiaTime(when) ?? now,
    eventId: [update.awb ?? orderNumber, update.current_status_id ?? status, when].join(":"),
  };
}
