import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type BrowserContext, type FrameLocator, type Page } from "@playwright/test";
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { interpolate, type Params } from "@domain/i18n/translate";
import { E2E_NUMBERS } from "../../playwright.config";
import { shopperSession, type ShopperSession } from "./api";

/** Phone and computer widths: the header, menus and dialogs differ between them. */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
/** axe's rules at each width: colour contrast once, at the phone's, where most shoppers are (the computer's shares its palette). */
const RULES_AT = { 390: {}, 1280: { "color-contrast": { enabled: false } } } as Record<number, Record<string, { enabled: boolean }>>;

/**
 * The kinds of page audited so far in this run, one line each, shared by every worker and both projects
 * (tests/e2e/global-setup.ts names a new file per run): a kind is audited once, by the first test to
 * reach it, with JavaScript or without.
 */
const auditRecord = () => process.env.E2E_AUDIT_RECORD!;
const auditedKinds = () => new Set(existsSync(auditRecord()) ? readFileSync(auditRecord(), "utf8").split("\n") : []);

/** A page's kind: its path with ids and tokens replaced, the names of its query parameters, and which dialog it opens. */
function pageKind(url: URL): string {
  const path = url.pathname
    .toLowerCase()
    .split("/")
    .map((part) => (/\d/.test(part) || part.length > 24 ? ":id" : part))
    .join("/");
  const dialog = url.searchParams.get("dialog");
  const keys = [...new Set(url.searchParams.keys())].filter((k) => k !== "dialog").sort();
  return `${path}?${keys.join("&")}${dialog ? `#dialog=${dialog}` : ""}`;
}

/** Whether the header the server draws greets a signed-in customer (in English or Hindi). */
const greetsCustomer = (html: string) => /class="user-greeting"[\s\S]*?<span>(Hello|नमस्ते),/.test(html);

/**
 * axe-core (WCAG 2.x A and AA, and the voice-control rule that accessible names contain the visible
 * text) on every kind of storefront page a test reached, signed in and signed out, at both widths, each
 * once per run. The pages are opened again after the test, with its cookies (so signed in or not as it
 * left them), to audit a settled page without racing the test's own steps; which kinds are new is asked
 * of the server first, so a test that reached no new kind opens nothing.
 */
async function auditAccessibility(context: BrowserContext, urls: string[]): Promise<string[]> {
  const done = auditedKinds();
  const kindOf = (url: string, signedIn: boolean, width: number) => `${pageKind(new URL(url))} ${signedIn ? "signed in" : "signed out"} ${width}`;
  const due: { url: string; kinds: { kind: string; width: number }[] }[] = [];
  for (const url of urls) {
    const response = await context.request.get(url, { maxRedirects: 0 });
    if (!response.ok() || !(response.headers()["content-type"] ?? "").startsWith("text/html")) continue;
    const signedIn = greetsCustomer(await response.text());
    const kinds = VIEWPORTS.map(({ width }) => ({ kind: kindOf(url, signedIn, width), width })).filter(({ kind }) => !done.has(kind));
    if (kinds.length) due.push({ url, kinds });
  }
  if (!due.length) return [];
  // axe runs as a script in the page, so a page without JavaScript is audited in a context that allows
  // scripts but loads none of the shop's: the page stays exactly as the server sent it.
  const auditContext = js() ? context : await context.browser()!.newContext({ javaScriptEnabled: true });
  if (auditContext !== context) {
    await auditContext.addCookies(await context.cookies());
    await auditContext.route("**/*", (route) => (route.request().resourceType() === "script" ? route.abort() : route.continue()));
  }
  const problems: string[] = [];
  const page = await auditContext.newPage();
  try {
    for (const { url, kinds } of due) {
      const response = await page.goto(url);
      if (!response?.ok()) continue;
      for (const { kind, width } of kinds) {
        if (auditedKinds().has(kind)) continue;
        appendFileSync(auditRecord(), `${kind}\n`);
        await page.setViewportSize(VIEWPORTS.find((v) => v.width === width)!);
        // Legacy mode runs axe.run() in the page itself. The default opens a blank page to finish each
        // audit, which took twice as long (2.3 against 1.1 s a page at both widths), to reach into
        // cross-origin frames. The only one is the payment gateway's checkout, on the API's origin,
        // which is not the shop's page: without JavaScript its page is not audited either.
        const { violations } = await new AxeBuilder({ page })
          .setLegacyMode(true)
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
          .options({ rules: { "label-content-name-mismatch": { enabled: true }, ...RULES_AT[width] } })
          .analyze();
        for (const v of violations.filter((v) => v.impact === "serious" || v.impact === "critical")) {
          problems.push(`${v.id} (${v.impact}) on ${kind}: ${v.help}\n    ${v.nodes.map((n) => n.html.slice(0, 200)).join("\n    ")}`);
        }
      }
    }
  } finally {
    await (auditContext === context ? page.close() : auditContext.close());
  }
  return problems;
}

/**
 * Journeys shared by the e2e specs. Both projects (JavaScript on and off) run every spec, and every
 * test fails on a Content-Security-Policy violation (with JavaScript the page's own
 * `securitypolicyviolation` events, without it the browser's console report of a blocked load) and on
 * a serious or critical accessibility violation on any storefront page it reached.
 */
export const test = base.extend<{ cspViolations: void; accessibility: void }>({
  accessibility: [
    async ({ page, context, baseURL }, use) => {
      const visited = new Set<string>();
      page.on("response", (response) => {
        const request = response.request();
        if (
          request.isNavigationRequest() &&
          request.frame() === page.mainFrame() &&
          request.method() === "GET" &&
          response.status() === 200 &&
          response.url().startsWith(`${baseURL}/`)
        ) {
          visited.add(response.url());
        }
      });
      await use();
      // A failed test has said what is wrong already; its pages are audited when it passes.
      if (test.info().status !== test.info().expectedStatus) return;
      expect(await auditAccessibility(context, [...visited]), "serious or critical accessibility violations").toEqual([]);
    },
    // The audit has a time of its own, not the test's: a spec's first test audits every kind of page it
    // reached (nothing is audited yet in its worker), which took a journey run alone over 2 minutes.
    { auto: true, timeout: 240_000 },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeBinding("__reportCspViolation", (_source, violation: string) => void violations.push(violation));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          (window as unknown as { __reportCspViolation(v: string): void }).__reportCspViolation(
            `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} on ${event.documentURI}`,
          );
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
  "help: shopper",
  "help: signed out",
  "hostile: sign-in redirects",
  "hostile: signed-in fuzz",
  "notifications: shopper",
  "notifications: new shopper",
  "reviews: reviewer",
  "reviews: not delivered",
  "scale: stock buyer",
  "kept: signed in",
  "orders: tracking reconnects",
  "checkout: pay later",
  "hindi: account",
  "hindi: account new number",
  "hindi: cart",
  "hindi: checkout",
  "hindi: orders",
  "hindi: help",
  "hindi: reviews",
  "hindi: walk",
  "delivery: next day",
  "delivery: no cash",
  "delivery: above cash limit",
  "delivery: order page",
  "delivery: spare",
  "payments: upi in page",
  "payments: dismissed",
  "payments: link in page",
  "payments: spare",
  "refunds: processed",
  "refunds: upi",
  "refunds: spare",
  "refill loop: buy again",
  "refill loop: reminder",
  "refill loop: my refills",
  "refill loop: spare",
  "channels: whatsapp opt-in",
  "channels: preferences",
  "phone: header",
  "phone: order list",
  "console: owner",
  "console: fulfilment",
  "console: support",
  "console: shopper",
  "console: spare",
  "console: orders fulfilment",
  "console: orders shopper",
  "console: orders spare",
  "console: catalogue operator",
  "console: catalogue spare",
  "console: settings support",
  "console: settings catalogue",
  "console: settings reviewer",
  "console: settings spare",
  "console: subscriptions support",
  "console: subscriptions shopper",
  "offline: shopper",
  "offline: second shopper",
  "offline: spare",
  "speed: shopper",
  "html: shopper",
  "auth: form checks",
  "subscriptions: shopper",
  "cod-prepaid: shopper",
  "cod: shopper",
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
 * With JavaScript, waits until the page's scripts have hydrated the document just loaded. Until then the
 * page is server HTML only: typing six digits does not check the pincode, 'Detect my location' posts
 * the bare form, the search box suggests nothing. A test of such a behaviour waits for this after every
 * full page load (page.goto), as a shopper waits for the page to finish loading. A browse page that
 * hydrates on the first input (docs/decisions/021) gets one: a Shift key press, which does nothing else.
 * Its scripts are only asked for at the load event; pressed before they have run, the key makes the page
 * hydrate as soon as they do. Then it waits for `<html data-hydrated>`. Without JavaScript there is
 * nothing to wait for.
 */
export async function hydrated(page: Page) {
  if (!js()) return;
  await page.waitForLoadState("load");
  if (await page.evaluate(() => document.documentElement.dataset.hydrate === "on-input")) await page.keyboard.press("Shift");
  // The client marks the document once it and its lazily loaded parts (the sign-in dialog) have
  // hydrated, with Preact or React alike (app/hydration/marker.tsx).
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
}

/**
 * The words of the shop's own pages as a test looks for them: English as the code writes them, or
 * their translation (`hi` of ./hindi.ts) where a test walks the shop in Hindi.
 */
export type Words = (english: string, params?: Params) => string;
export const english: Words = (text, params) => interpolate(text, params);

/**
 * Chooses a delivery location through the dialog on the home page, as a first-time shopper does: for the
 * tests about the dialog. A test that only needs a location starts with `atLocation`.
 */
export async function chooseLocation(page: Page, pincode = "560034", words = english) {
  await page.goto("/");
  await hydrated(page);
  const dialog = page.getByRole("dialog", { name: words("Where should we deliver the products?") });
  await dialog.getByLabel(words("Pincode")).fill(pincode);
  // With JavaScript the check runs by itself at six digits; without it the shopper presses Check.
  if (!js()) await dialog.getByRole("button", { name: words("Check") }).click();
  // The page does not change (a typed pincode goes home): the header naming the pincode is the sign.
  await expect(page.getByTestId("current-location")).toHaveText(new RegExp(`^${pincode} `));
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Gives the page's browser the session that choosing a location (and, with a `phoneNumber`, signing in)
 * leaves, made through the API: where a test is not about the location dialog or sign-in (location.spec.ts
 * and auth.spec.ts walk those), this starts it in milliseconds instead of seconds of pages. Opens no page:
 * the test goes where it starts.
 */
export async function atLocation(page: Page, session: ShopperSession = {}) {
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: "session", value: await shopperSession(session), url }]);
}

/** A test number signed in at a location (Bengaluru's 560034 unless said), as `atLocation` makes it; registered as Asha Verma when new, as `signIn` registers. */
export const signedIn = (page: Page, phoneNumber: string, session: Omit<ShopperSession, "phoneNumber"> = {}) =>
  atLocation(page, { names: { firstName: "Asha", lastName: "Verma" }, ...session, phoneNumber });

/**
 * The local test gateway's checkout: with JavaScript in a frame over the shop's page (its checkout.js),
 * without it the gateway's hosted page.
 */
export const gatewayCheckout = (page: Page): Page | FrameLocator => (js() ? page.frameLocator('iframe[title="Checkout"]') : page);

/**
 * From a storefront page with the online payment's form to the local test gateway's checkout: with
 * JavaScript it opens over the page by itself; without it the shopper presses Pay and lands on the
 * gateway's page. Waits for the gateway's own heading (the storefront's page shows the same order
 * number and a Pay button) and answers where the gateway's page is.
 */
export async function toGateway(page: Page): Promise<Page | FrameLocator> {
  if (js()) {
    await expect(page.getByRole("dialog", { name: "Checkout" })).toBeVisible();
  } else {
    await expect(page.getByRole("heading", { level: 1, name: /^Pay for order NHC\d+$/ })).toBeVisible();
    await page.getByRole("button", { name: /^Pay ₹/ }).click();
    await expect(page).toHaveURL(/\/v1\/test-gateway\/checkout$/);
  }
  const gateway = gatewayCheckout(page);
  await expect(gateway.getByRole("heading", { level: 1, name: "Nirmal Home Care" })).toBeVisible();
  return gateway;
}

/** The gateway's buttons: pay by card, pay with a UPI app (PhonePe), pay by scanning its QR code, or fail. */
const GATEWAY_BUTTONS = {
  pay: { name: /^Pay ₹[\d,.]+ by card$/ },
  upi: { name: "PhonePe" },
  "upi qr": { name: /^Scanned: pay ₹/ },
  fail: { name: "Fail payment" },
};

/**
 * On the gateway's checkout, pays or fails, and comes back to the shop: with JavaScript the frame
 * hands the result to the shop's page, which posts it to the callback; without it the gateway's result
 * page posts it when the shopper presses Continue there.
 */
export async function finishOnGateway(page: Page, outcome: keyof typeof GATEWAY_BUTTONS) {
  await gatewayCheckout(page).getByRole("button", GATEWAY_BUTTONS[outcome]).click();
  if (!js()) {
    await expect(page).toHaveURL(/\/v1\/test-gateway\/checkout\/complete$/);
    await expect(page.getByRole("heading", { level: 1, name: outcome === "fail" ? "Payment failed" : "Payment successful" })).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
  }
}
