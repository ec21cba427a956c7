import { getSession } from "./session.server";
import { redirectWithError } from "./toast.server";

/** Every page but home and the payment-link pages needs a valid delivery location (spec §2 Guards). */
export async function requireLocation(request: Request) {
  const session = await getSession(request);
  const location = session.get("location");
  if (!location) throw await redirectWithError("/", { message: "Location unavailable !", description: "Please select location !" });
  return { session, location };
}

/** Loader for pages that need nothing but the location guard. */
export async function locationGuardLoader({ request }: { request: Request }) {
  await requireLocation(request);
  return null;
}
