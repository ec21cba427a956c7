import type { Db } from "../../db";

/** The demo's owner, who signs in at /admin with a code to this number (README, docs/decisions/030). */
const DEMO_OWNER = { phone_number: "9000000001", name: "Demo Owner", role: "owner" } as const;

export async function seedOperators(db: Db): Promise<string[]> {
  if (await db.selectFrom("operator").select("id").executeTakeFirst()) return [];
  await db.insertInto("operator").values(DEMO_OWNER).execute();
  return ["1 operator (the demo owner)"];
}
