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
