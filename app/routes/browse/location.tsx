import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { ApiFailure, createApi } from "~/server/api/client.server";
import { readForm } from "~/server/csrf.server";
import { dialogHref } from "~/utils/dialog";
import { safeRedirectPath } from "~/utils/redirect";
import { detectedTitle, POSITION_UNAVAILABLE, type LocationError } from "~/lib/location/geolocation";
import * as location from "@domain/location/endpoints";
import { pincodeField } from "@domain/location/schemas";
import { commit } from "~/server/session.server";
import { translatorOf } from "~/server/i18n.server";

/** GET /location has nothing to show: the dialog lives on every page. */
export const loader = () => redirect("/?dialog=location");

/**
 * The location dialog's form (docs/product.md#location). A typed pincode is validated, then checked by the
 * API; a detected position is first turned into the nearest served pincode. Success stores
 * 'pincode city' in the session and opens the product list; a refusal goes back to the page it came
 * from with the dialog open and the message in it, in the shopper's language (the API's messages come so).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const api = await createApi({ request, context });
  const returnTo = new URL(safeRedirectPath(form.get("redirectTo")), "http://storefront");
  const t = await translatorOf(request);

  const refuse = async (error: LocationError) => {
    // What was typed goes back into the dialog, cut to a pincode's length: nothing unbounded is stored.
    api.session.flash("locationError", { ...error, pincode: error.pincode?.slice(0, 6) });
    return redirect(dialogHref(returnTo.pathname, returnTo.search, "location"), { headers: await commit(api.session) });
  };

  let pincode: string;
  let title = "";
  try {
    if (form.get("intent") === "detect") {
      const latitude = Number(form.get("latitude") ?? NaN);
      const longitude = Number(form.get("longitude") ?? NaN);
      // Without JavaScript there is no position to send.
      if (!form.has("latitude") || !Number.isFinite(latitude) || !Number.isFinite(longitude)) {
        return refuse({ title: t.text(POSITION_UNAVAILABLE.title), message: t.text(POSITION_UNAVAILABLE.message) });
      }
      const nearest = await api.call(location.getNearestServiceableArea, { query: { latitude, longitude } });
      pincode = nearest.data.pincode;
      title = detectedTitle(pincode, t);
    } else {
      const typed = String(form.get("pincode") ?? "");
      const parsed = pincodeField.safeParse(typed);
      if (!parsed.success) return refuse({ title: "", message: t.text(parsed.error.issues[0].message), pincode: typed });
      pincode = parsed.data;
    }
    const checked = await api.call(location.checkServiceableableArea, {
      body: { pincode, ipAddress: context.clientIp ?? null, customerId: null },
    });
    api.session.set("location", { pincode: checked.data.pincode, city: checked.data.area.city });
    // docs/product.md#location, step 4: a typed pincode goes home; a detected one opens the product list.
    return redirect(title ? "/product_list/prefill/all" : "/", { headers: await commit(api.session) });
  } catch (error) {
    if (error instanceof ApiFailure) return refuse({ title, message: error.message, pincode: title ? undefined : String(form.get("pincode") ?? "") });
    throw error;
  }
}
