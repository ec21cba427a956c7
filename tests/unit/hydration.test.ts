import type { UIMatch } from "@remix-run/react";
import { describe, expect, it } from "vitest";
import { HYDRATE_ON_INPUT, hydratesOnInput } from "~/hydration/on-input";

/** When a page waits for the shopper's first input to hydrate (docs/decisions/021). */
const match = (id: string, handle?: unknown) => ({ id, pathname: "/", params: {}, data: null, handle }) as UIMatch;
const browse = [match("root"), match("routes/product_list.$catId.$typeId", HYDRATE_ON_INPUT)];
const guest = { customer: null, location: { pincode: "560034" }, locationError: null, toast: undefined, signIn: null };

describe("hydratesOnInput", () => {
  it("waits on a browse page for a guest with a location and nothing shown by itself", () => {
    expect(hydratesOnInput(browse, guest, "")).toBe(true);
    expect(hydratesOnInput(browse, guest, "?page=2")).toBe(true);
  });

  it("waits for a signed-in shopper too: live notifications connect once the page has hydrated", () => {
    const signedIn = { ...guest, customer: { firstName: "Asha", lastName: "Rao" } };
    expect(hydratesOnInput(browse, signedIn, "")).toBe(true);
  });

  it("hydrates at once on a page that has not opted in", () => {
    expect(hydratesOnInput([match("root"), match("routes/order_list")], guest, "")).toBe(false);
    // The page's own route decides, not one above it.
    expect(hydratesOnInput([...browse, match("routes/order_list")], guest, "")).toBe(false);
  });

  it("hydrates at once when something on the page runs by itself", () => {
    // The location dialog (no location yet, or a refused pincode) takes the focus.
    expect(hydratesOnInput(browse, { ...guest, location: null }, "")).toBe(false);
    expect(hydratesOnInput(browse, { ...guest, locationError: { title: "t", message: "m" } }, "")).toBe(false);
    // A toast closes itself after its time.
    expect(hydratesOnInput(browse, { ...guest, toast: { type: "success", message: "Added" } }, "")).toBe(false);
    // A dialog asked for by the address, and a sign-in step with its countdown.
    expect(hydratesOnInput(browse, guest, "?dialog=location")).toBe(false);
    expect(hydratesOnInput(browse, { ...guest, signIn: { step: "phone" } }, "")).toBe(false);
  });

  it("hydrates at once on an error page without the root's data", () => {
    expect(hydratesOnInput(browse, undefined, "")).toBe(false);
  });
});
