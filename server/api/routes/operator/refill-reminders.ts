import * as refills from "@domain/refills/endpoints";
import { momentInIndia } from "@domain/shared/dates";
import { maskedPhone } from "@domain/shared/phone";
import { REMINDER_HOURS, inQuietHours } from "@domain/refills/reminders";
import { ok } from "../../http/envelope";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { runReminderPass, type SentReminder } from "../../services/refills/refill-reminders";

/** A day ("2027-01-15") is that day at 09:00 in India, when reminders begin; a moment is itself. */
const moment = (asOf: string) => (asOf.length === 10 ? momentInIndia(Date.parse(`${asOf}T00:00:00Z`) / 86_400_000, REMINDER_HOURS.from) : new Date(asOf));

/** Operators run the refill reminder pass now or as of a day (`npm run admin -- refill-reminders`). */
export function adminRefillReminderRoutes(scope: Scope<"operator">, { db }: RouteDeps) {
  route(scope, refills.runRefillReminders, async (request) => {
    const asOf = request.body?.asOf ? moment(request.body.asOf) : new Date();
    const sent: SentReminder[] = [];
    await runReminderPass(db, asOf, (reminder) => sent.push({ ...reminder, phoneNumber: maskedPhone(reminder.phoneNumber) }));
    return ok({ asOf: asOf.toISOString(), quiet: inQuietHours(asOf), sent });
  });
}
