import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db";
import type { ApiEnv } from "../../../env";
import type { Courier, Serviceability, ServiceabilityQuery } from "./courier";
import { localCourier } from "./local";
import { shiprocketCourier } from "./shiprocket";
import { tracedAdapter } from "../../../../tracing";

/** How long a courier's answer for a pincode is kept; a failed courier's stand-in answer, less long. */
const KEEP_MS = 5 * 60_000;
const KEEP_FALLBACK_MS = 60_000;
/** Couriers charge by half-kilo slabs: one answer serves every weight within a slab. */
const SLAB_GRAMS = 500;
/** Answers kept at most, the oldest forgotten first. */
const MAX_KEPT = 5000;

/**
 * The courier COURIER names (the areas table by default, or Shiprocket), its answers kept per pincode
 * and weight slab for a few minutes. A courier that fails or takes longer than 3 s is answered for by
 * the areas table, and the failure is logged: a page or an order never waits on it, nor fails with it.
 */
export function createCourier(env: ApiEnv, db: Db, log: FastifyBaseLogger): KeptCourier {
  const areas = localCourier(db);
  if (env.COURIER !== "shiprocket") return keptCourier(areas, areas, log);
  const shiprocket = shiprocketCourier({ url: env.SHIPROCKET_URL, token: env.SHIPROCKET_API_TOKEN!, pickupPincode: env.SHIPROCKET_PICKUP_PINCODE! });
  return keptCourier(tracedAdapter("courier shiprocket", shiprocket, ["serviceability"]), areas, log);
}

export type KeptCourier = Courier & {
  /** Forgets what was kept for a pincode, after an operator changed its area. */
  forget(pincode: string): void;
};

export function keptCourier(courier: Courier, fallback: Courier, log: FastifyBaseLogger): KeptCourier {
  const kept = new Map<string, { answer: Serviceability; until: number }>();
  const keep = (key: string, answer: Serviceability, forMs: number) => {
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(key, { answer, until: Date.now() + forMs });
  };
  const keyOf = ({ pincode, weightGrams }: ServiceabilityQuery) => `${pincode}:${Math.ceil(weightGrams / SLAB_GRAMS)}`;
  return {
    name: courier.name,
    async serviceability(query) {
      const key = keyOf(query);
      const known = kept.get(key);
      if (known && Date.now() < known.until) return known.answer;
      try {
        const answer = await courier.serviceability(query);
        keep(key, answer, KEEP_MS);
        return answer;
      } catch (error) {
        log.warn({ err: error, courier: courier.name, pincode: query.pincode }, "courier serviceability failed: answering from the areas table");
        const answer = await fallback.serviceability(query);
        keep(key, answer, KEEP_FALLBACK_MS);
        return answer;
      }
    },
    forget(pincode) {
      for (const key of kept.keys()) if (key.startsWith(`${pincode}:`)) kept.delete(key);
    },
  };
}
