import { expect, test as base, type Page } from "@playwright/test";
import { E2E_NUMBERS } from "../../playwright.config";

/**
 * Journeys shared by the e2e specs. Both projects (JavaScript on and off) run every spec, and every
 * test fails on a Content-Security-Policy violation: with JavaScript the page's own
 * `securitypolicyviolation` events, without it the browser's console report of a blocked load.
 */
export const test = base.extend<{ cspViolations: void }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeBinding("__reportCspViolation", (_source, violation: string) => void violations.push(violation));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          (window as unknown as { __reportCspViolation(v: string): void }).__reportCspViolation(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} on ${event.documentURI}`);
        });
      });
      page.on("console", (message) => {
        if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use();
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** Is this the project with JavaScript on? */
export const js = () => test.info().project.name === "js";

/**
 * The customers of the e2e tests, one entry per customer a test uses. Every test gets its own number
 * for each, per project and per repeat (--repeat-each), so no two tests (or two runs of one test) share
 * a customer, its cart, addresses, cards or orders, and each test passes alone and in any order.
 * A new test that needs a customer adds its own entry here.
 */
const CUSTOMERS = [
  "auth: new number",
  "auth: registered number",
  "auth: profile",
  "auth: addresses",
  "cart: shopper",
  "cart: referrer",
  "checkout: cash on delivery",
  "checkout: online",
  "checkout: failed online",
  "cards: saved cards",
  "cards: shopper",
  "cards: other customer",
  "session: ended elsewhere",
  "alternate: new number",
  "payments: paid",
  "payments: already paid",
  "payments: failed",
  "payments: forged",
  "orders: cancelled",
  "orders: tracked and invoiced",
  "orders: returned",
  "orders: new customer",
  "orders: someone else",
  "hostile: sign-in redirects",
  "hostile: signed-in fuzz",
  "scale: stock buyer",
] as const;
const PROJECTS = ["js", "no-js"];

/** This test's own fixed-code number (code 123456) for one of its customers. */
export function phoneFor(customer: (typeof CUSTOMERS)[number]): string {
  const { project, repeatEachIndex } = test.info();
  const index = (repeatEachIndex * PROJECTS.length + PROJECTS.indexOf(project.name)) * CUSTOMERS.length + CUSTOMERS.indexOf(customer);
  if (!PROJECTS.includes(project.name) || index >= E2E_NUMBERS.length) {
    throw new Error(`No test number left for '${customer}' in project ${project.name}, repeat ${repeatEachIndex}: add numbers to E2E_NUMBERS`);
  }
  return E2E_NUMBERS[index];
}

/**
 * With JavaScript, waits until React has hydrated the document just loaded. Until then the page is
 * server HTML only: typing six digits does not check the pincode, 'Detect my location' posts the bare
 * form, the search box suggests nothing. A test of such a behaviour waits for this after every full
 * page load (page.goto), as a shopper waits for the page to finish loading. Without JavaScript there is
 * nothing to wait for.
 */
export async function hydrated(page: Page) {
  if (!js()) return;
  await page.waitForFunction(() => {
    const key = Object.keys(document).find((k) => k.startsWith("__reactContainer$"));
    // The root's committed state stops being 'dehydrated' once hydration has been committed.
    const root = key ? (document as unknown as Record<string, { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }>)[key]?.stateNode : undefined;
    return root?.current?.memoizedState?.isDehydrated === false;
  });
}

/** Chooses a delivery location through the dialog on the home page, as a first-time shopper does. */
export async function chooseLocation(page: Page, pincode = "560034") {
  await page.goto("/");
  await hydrated(page);
  const dialog = page.getByRole("dialog", { name: "Where should we deliver the products?" });
  await dialog.getByLabel("Pincode").fill(pincode);
  // With JavaScript the check runs by itself at six digits; without it the shopper presses Check.
  if (!js()) await dialog.getByRole("button", { name: "Check" }).click();
  // The page does not change (a typed pincode goes home): the header naming the pincode is the sign.
  await expect(page.getByTestId("current-location")).toHaveText(new RegExp(`^${pincode} `));
  await expect(page).toHaveURL(/\/$/);
}

/**
 * From a storefront page with the hosted-checkout form (it goes by itself with JavaScript; without it
 * the shopper presses Pay) to the local test gateway's checkout page. Waits for the gateway's own
 * address and heading: the storefront's page before it shows the same order number and a Pay button.
 */
export async function toGateway(page: Page) {
  if (!js()) {
    await expect(page.getByRole("heading", { level: 1, name: /^Pay for order NHC\d+$/ })).toBeVisible();
    await page.getByRole("button", { name: /^Pay ₹/ }).click();
  }
  await expect(page).toHaveURL(/\/v1\/test-gateway\/checkout$/);
  await expect(page.getByRole("heading", { level: 1, name: "Nirmal Home Care" })).toBeVisible();
}

/**
 * On the gateway's checkout page, pays or fails, and comes back to the shop: with JavaScript the
 * gateway's result page posts back by itself; without it the shopper presses Continue there.
 */
export async function finishOnGateway(page: Page, outcome: "pay" | "fail") {
  await page.getByRole("button", outcome === "pay" ? { name: /^Pay ₹/ } : { name: "Fail payment" }).click();
  if (!js()) {
    await expect(page).toHaveURL(/\/v1\/test-gateway\/checkout\/complete$/);
    await expect(page.getByRole("heading", { level: 1, name: outcome === "pay" ? "Payment successful" : "Payment failed" })).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
  }
}
