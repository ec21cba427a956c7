import { describe, expect, it } from "vitest";
import { OPERATOR_ROLES, type OperatorRole } from "@domain/operators/roles";
import { CONSOLE_PAGES, consoleLinks, mayOpen, offeredForms, type ConsolePageName } from "~/routes/admin/access.server";

/**
 * Every role against every console page and form, written out by hand from what each role does
 * (support reads orders, answers tickets and reviews, and pauses, resumes or cancels subscriptions;
 * fulfilment moves orders, returns and refunds, and reads subscriptions; catalogue keeps products,
 * areas and promo codes; the owner does all of it and keeps the operators):
 * a page or form wired to the wrong operation, or an operation's roles changed, shows here.
 */
const EXPECTED: Record<OperatorRole, Partial<Record<ConsolePageName, string[]>>> = {
  support: { orders: [], order: [], subscriptions: ["change"], tickets: ["reply"], reviews: ["hide", "show"] },
  fulfilment: { orders: ["move", "accept"], order: ["move", "outcome", "refundPaid"], refunds: ["refundPaid"], subscriptions: [] },
  catalogue: { products: [], product: ["save", "refills"], newProduct: [], areas: ["add", "change"], coupons: ["save"] },
  owner: Object.fromEntries(Object.entries(CONSOLE_PAGES).map(([page, { forms }]) => [page, Object.keys(forms)])),
};

describe("the console by role", () => {
  it.each(OPERATOR_ROLES)("shows %s only its pages, and on each only its forms", (role) => {
    const shown = Object.fromEntries(
      (Object.keys(CONSOLE_PAGES) as ConsolePageName[])
        .filter((page) => mayOpen(role, page))
        .map((page) => [
          page,
          Object.entries(offeredForms(role, page))
            .filter(([, offered]) => offered)
            .map(([form]) => form),
        ]),
    );
    expect(shown).toEqual(EXPECTED[role]);
  });

  it("links each role's bar to the pages it may open, in order", () => {
    expect(consoleLinks("support").map((link) => link.to)).toEqual(["/admin/orders", "/admin/subscriptions", "/admin/tickets", "/admin/reviews"]);
    expect(consoleLinks("fulfilment").map((link) => link.to)).toEqual(["/admin/orders", "/admin/refunds", "/admin/subscriptions"]);
    expect(consoleLinks("catalogue").map((link) => link.to)).toEqual(["/admin/products", "/admin/areas", "/admin/coupons"]);
    expect(consoleLinks("owner")).toHaveLength(11);
    expect(consoleLinks("owner").at(-1)).toEqual({ label: "Cash on delivery", to: "/admin/cod" });
  });
});
