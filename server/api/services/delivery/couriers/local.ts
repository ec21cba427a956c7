import type { Db } from "../../../db";
import type { Courier } from "./courier";

/** The default courier: our own areas table's days and cash on delivery, for every weight. */
export function localCourier(db: Db): Courier {
  return {
    name: "areas",
    async serviceability({ pincode }) {
      const area = await db
        .selectFrom("serviceable_area")
        .select(["delivery_min_days", "delivery_max_days", "cod_enabled"])
        .where("code", "=", pincode)
        .where("active", "=", true)
        .executeTakeFirst();
      if (!area) return { deliverable: false, minDays: 0, maxDays: 0, cashAllowed: false };
      return { deliverable: true, minDays: area.delivery_min_days, maxDays: area.delivery_max_days, cashAllowed: area.cod_enabled };
    },
  };
}
