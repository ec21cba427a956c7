/** The `area` command of `npm run admin` (scripts/admin.ts): its usage, and its options read into the operation's body. */
export const AREA_USAGE =
  "usage: npm run admin -- area <pincode> [--days 1-2] [--cutoff 14:00] [--cod on|off] [--cod-max 3000|none] [--closed sun,sat|none] [--holidays 2026-12-25,2027-01-26|none] [--served yes|no]";

/**
 * The `area` command's options as updateAreaDelivery's body: each option given, read strictly (a word
 * that is not a number of days or an amount is refused here, saying what it should be); the values'
 * ranges are then checked by the operation's own schema.
 */
export function areaSettings(pincode: string, options: string[]) {
  const body: Record<string, unknown> = { pincode };
  const list = (value: string) => (value === "none" ? [] : value.split(",").map((v) => v.trim()));
  for (let i = 0; i < options.length; i += 2) {
    const [flag, value] = [options[i], options[i + 1]];
    if (flag === "--days") {
      const range = /^(\d+)(?:-(\d+))?$/.exec(value);
      if (!range) throw new Error("--days is a number of days or a range of them, like 2 or 1-3");
      Object.assign(body, { minDays: Number(range[1]), maxDays: Number(range[2] ?? range[1]) });
    } else if (flag === "--cutoff") body.cutoff = value;
    else if (flag === "--cod") {
      if (value !== "on" && value !== "off") throw new Error("--cod is on or off");
      body.cod = value === "on";
    } else if (flag === "--cod-max") {
      if (value !== "none" && !/^\d+(\.\d+)?$/.test(value)) throw new Error("--cod-max is an amount in rupees, like 3000, or none");
      body.codMax = value === "none" ? null : Number(value);
    } else if (flag === "--closed") body.closedWeekdays = list(value);
    else if (flag === "--holidays") body.closedDates = list(value);
    else if (flag === "--served") {
      if (value !== "yes" && value !== "no") throw new Error("--served is yes or no");
      body.active = value === "yes";
    } else throw new Error(AREA_USAGE);
  }
  return body;
}
