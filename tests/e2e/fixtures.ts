import { expect, test as base, type Page } from "@playwright/test";

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

/** Chooses a delivery location through the dialog on the home page, as a first-time shopper does. */
export async function chooseLocation(page: Page, pincode = "560034") {
  await page.goto("/");
  const dialog = page.getByRole("dialog", { name: "Where should we deliver the products?" });
  await dialog.getByLabel("Pincode").fill(pincode);
  // With JavaScript the check runs by itself at six digits; without it the shopper presses Check.
  if (!js()) await dialog.getByRole("button", { name: "Check" }).click();
  // The page does not change (a typed pincode goes home): the header naming the pincode is the sign.
  await expect(page.getByTestId("current-location")).toHaveText(new RegExp(`^${pincode} `));
  await expect(page).toHaveURL(/\/$/);
}
