import { sql } from "kysely";
import { cashOnDelivery, cutoffMinuteOf, cutoffText, deliveryWindow, WEEKDAY_NAMES, type WeekdayName } from "@domain/delivery/promise";
import type { AreaSettings, DeliveryPromise, NewArea } from "@domain/delivery/schemas";
import { paiseToRupees, rupeesToPaise } from "@domain/shared/money";
import type { Db } from "../../db";
import type { Courier, Serviceability } from "./couriers/courier";
import { audit, type Actor } from "../operators/audit";
import { DomainError } from "../errors";

/** An area's promise as stored; the dates as text, never as Dates in the server's time zone. */
const areaColumns = [
  "code",
  "city",
  "area_name",
  "active",
  "delivery_min_days",
  "delivery_max_days",
  "cutoff_minute",
  "closed_weekdays",
  sql<string[]>`closed_dates::text[]`.as("closed_dates"),
  "cod_enabled",
  "cod_max_paise",
] as const;
const areas = (db: Db) => db.selectFrom("serviceable_area").select(areaColumns);
type AreaRow = Awaited<ReturnType<ReturnType<typeof areas>["executeTakeFirstOrThrow"]>>;

const NOT_DELIVERED = { deliverable: false, from: null, to: null, cutoffAt: null, cash: { available: false, refusal: "pincode", limit: null } } as const;

/**
 * The promise for an order of this weight and amount (rupees) to a pincode, at `now`: the courier's
 * days counted from the day the order leaves (the area's cut-off, closed weekdays and holidays), and
 * cash on delivery where both the area and the courier take it, up to the area's limit. `changesAt`
 * is when it next changes by the clock alone. The courier is asked only about a pincode the shop
 * serves: this call is public, and any other pincode is not delivered whatever a courier says.
 */
export async function deliveryPromise(
  db: Db,
  courier: Courier,
  input: { pincode: string; weightGrams: number; amount: number },
  now = new Date(),
): Promise<Promised> {
  const area = await activeArea(db, input.pincode);
  if (!area) return { pincode: input.pincode, ...NOT_DELIVERED, changesAt: null };
  const answer = await courier.serviceability({ pincode: input.pincode, weightGrams: input.weightGrams, cash: true });
  return promiseOf(area, answer, input, now);
}

type Promised = DeliveryPromise & { changesAt: string | null };

export const activeArea = (db: Db, pincode: string) => areas(db).where("code", "=", pincode).where("active", "=", true).executeTakeFirst();

/** The promise from an area's row and its courier's answer (see deliveryPromise). */
export function promiseOf(area: AreaRow | undefined, answer: Serviceability, input: { pincode: string; amount: number }, now = new Date()): Promised {
  const window =
    area && answer.deliverable
      ? deliveryWindow(
          {
            minDays: answer.minDays,
            maxDays: answer.maxDays,
            cutoffMinute: area.cutoff_minute,
            closedWeekdays: area.closed_weekdays,
            closedDates: area.closed_dates,
          },
          now,
        )
      : null;
  if (!area || !window) return { pincode: input.pincode, ...NOT_DELIVERED, changesAt: null };
  const codLimit = area.cod_max_paise === null ? null : paiseToRupees(area.cod_max_paise);
  return {
    pincode: input.pincode,
    deliverable: true,
    from: window.from,
    to: window.to,
    cutoffAt: window.cutoffAt,
    cash: cashOnDelivery({ codEnabled: area.cod_enabled, codLimit }, answer.cashAllowed, input.amount),
    changesAt: window.changesAt,
  };
}

/** A customer's cart's weight for the courier, in grams: each product's packed weight as many times as it is in the cart. */
export async function cartWeight(db: Db, customerId: string): Promise<number> {
  const row = await db
    .selectFrom("cart_line")
    .innerJoin("product", "product.id", "cart_line.product_id")
    .select(sql<string | null>`sum(product.shipping_weight_g * cart_line.quantity)`.as("grams"))
    .where("cart_line.customer_id", "=", customerId)
    .executeTakeFirst();
  return Number(row?.grams ?? 0);
}

function toAreaDelivery(row: AreaRow) {
  return {
    code: row.code,
    city: row.city,
    areaName: row.area_name,
    active: row.active,
    minDays: row.delivery_min_days,
    maxDays: row.delivery_max_days,
    cutoff: cutoffText(row.cutoff_minute),
    closedWeekdays: row.closed_weekdays.map((day) => WEEKDAY_NAMES[day]),
    closedDates: row.closed_dates,
    cod: row.cod_enabled,
    codMax: row.cod_max_paise === null ? null : paiseToRupees(row.cod_max_paise),
  };
}
type AreaDelivery = ReturnType<typeof toAreaDelivery>;

/** Operators: every area, served or not, with its promise. */
export async function listAreaDelivery(db: Db): Promise<AreaDelivery[]> {
  return (await areas(db).orderBy("city").orderBy("code").execute()).map(toAreaDelivery);
}

const weekdayNumber = (name: WeekdayName) => WEEKDAY_NAMES.indexOf(name);

/**
 * Operators change an area's promise; only the settings given change, and a change that would leave
 * more fewest days than most is refused whole. The row is locked, so two changes cannot both pass the
 * check against the days the other is changing.
 */
export async function updateAreaDelivery(db: Db, actor: Actor, settings: AreaSettings): Promise<AreaDelivery> {
  return db.transaction().execute(async (trx) => {
    const area = await areas(trx).where("code", "=", settings.pincode).forUpdate().executeTakeFirst();
    if (!area) throw new DomainError("not_found", "area_not_found", "No area with pincode {pincode}", undefined, { pincode: settings.pincode });
    const minDays = settings.minDays ?? area.delivery_min_days;
    const maxDays = settings.maxDays ?? area.delivery_max_days;
    if (minDays > maxDays) {
      throw new DomainError("invalid", "invalid_days", "The fewest days must not be more than the most", {
        maxDays: "The fewest days must not be more than the most",
      });
    }
    const updated = await trx
      .updateTable("serviceable_area")
      .set({
        delivery_min_days: minDays,
        delivery_max_days: maxDays,
        ...(settings.cutoff !== undefined ? { cutoff_minute: cutoffMinuteOf(settings.cutoff)! } : {}),
        ...(settings.closedWeekdays ? { closed_weekdays: [...new Set(settings.closedWeekdays.map(weekdayNumber))].sort() } : {}),
        ...(settings.closedDates ? { closed_dates: [...new Set(settings.closedDates)].sort() } : {}),
        ...(settings.cod !== undefined ? { cod_enabled: settings.cod } : {}),
        ...(settings.codMax !== undefined ? { cod_max_paise: settings.codMax === null ? null : rupeesToPaise(settings.codMax) } : {}),
        ...(settings.active !== undefined ? { active: settings.active } : {}),
      })
      .where("code", "=", settings.pincode)
      .returning(areaColumns)
      .executeTakeFirstOrThrow();
    const after = toAreaDelivery(updated);
    await audit(trx, actor, { action: "area.update", entityType: "area", entityId: area.code, before: toAreaDelivery(area), after });
    return after;
  });
}

/**
 * Operators add an area the shop serves from now on, with the default promise (migration 0020's
 * defaults) and no map position (migration 0029). A pincode is one area's: a second is refused, and an
 * area that stopped being served is switched on again rather than added.
 */
export async function addArea(db: Db, actor: Actor, input: NewArea): Promise<AreaDelivery> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("serviceable_area")
      .values({ code: input.code, city: input.city, area_name: input.areaName, state: input.state, latitude: null, longitude: null })
      .onConflict((oc) => oc.column("code").doNothing())
      .returning(areaColumns)
      .executeTakeFirst();
    if (!row) {
      const message = "An area with this pincode exists already";
      throw new DomainError("conflict", "area_exists", message, { code: message });
    }
    const area = toAreaDelivery(row);
    await audit(trx, actor, { action: "area.add", entityType: "area", entityId: area.code, before: null, after: { ...area, state: input.state } });
    return area;
  });
}
