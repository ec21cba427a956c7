import type { Db } from "../../db";
import { DomainError } from "../errors";
import { pincodeMessages } from "@domain/location/pincode";

/** An area added in the console may have no position yet (migration 0029). */
export type Area = { code: string; city: string; areaName: string; state: string; latitude: number | null; longitude: number | null };
type Position = { latitude: number; longitude: number };

const columns = ["code", "city", "area_name as areaName", "state", "latitude", "longitude"] as const;

export function findActiveArea(db: Db, code: string): Promise<Area | undefined> {
  return db.selectFrom("serviceable_area").select(columns).where("code", "=", code).where("active", "=", true).executeTakeFirst();
}

export function listActiveAreas(db: Db): Promise<Area[]> {
  return db.selectFrom("serviceable_area").select(columns).where("active", "=", true).orderBy("city").orderBy("code").execute();
}

/**
 * Checks a pincode a shopper typed or the browser detected, and records the ask either way so
 * operators can see demand from places we do not serve yet.
 */
export async function checkServiceableArea(db: Db, input: { pincode: string; ipAddress?: string | null; customerId?: string | null }): Promise<Area> {
  const area = await findActiveArea(db, input.pincode);
  await db
    .insertInto("location_check")
    .values({ pincode: input.pincode, ip_address: input.ipAddress ?? null, customer_id: input.customerId ?? null, serviceable: !!area })
    .execute();
  if (!area) throw new DomainError("not_found", "not_serviceable", `${pincodeMessages.notDelivered} ({pincode}) yet.`, undefined, { pincode: input.pincode });
  return area;
}

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres. */
function distanceKm(a: Position, b: Position): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

const hasPosition = (area: Area): area is Area & Position => area.latitude !== null && area.longitude !== null;

/** The nearest active area with a position to a position, if one lies within `maxKm`. */
export async function nearestActiveArea(db: Db, position: Position, maxKm: number): Promise<(Area & { distanceKm: number }) | null> {
  let best: (Area & { distanceKm: number }) | null = null;
  for (const area of (await listActiveAreas(db)).filter(hasPosition)) {
    const d = distanceKm(position, area);
    if (d <= maxKm && (!best || d < best.distanceKm)) best = { ...area, distanceKm: Math.round(d * 10) / 10 };
  }
  return best;
}
