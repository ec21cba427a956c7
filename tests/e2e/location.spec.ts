import { signedSessionId } from "./api";
import { chooseLocation, expect, hydrated, test } from "./fixtures";

test.describe("delivery location", () => {
  test("a first visit shows the location dialog and 'No Location'", async ({ page }) => {
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "Where should we deliver the products?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Please provide your Delivery Location to see products")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Detect my location" })).toBeVisible();
    await expect(page.getByTestId("current-location")).toHaveText("No Location");
  });

  test("a typed serviceable pincode shows 'pincode city' in the header and goes home", async ({ page }) => {
    await chooseLocation(page, "560034");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("current-location")).toHaveText("560034 Bengaluru");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  for (const [typed, message] of [
    ["56003", "Pincode should be 6 digits"],
    ["56o03x", "Pincode should be 6 digits"],
    ["", "Please enter pincode"],
  ]) {
    test(`'${typed}' gets '${message}'`, async ({ page }) => {
      await page.goto("/");
      await hydrated(page);
      const dialog = page.getByRole("dialog", { name: "Where should we deliver the products?" });
      await dialog.getByLabel("Pincode").fill(typed);
      await dialog.getByRole("button", { name: "Check" }).click();
      await expect(dialog.getByRole("alert")).toContainText(message);
      await expect(page.getByTestId("current-location")).toHaveText("No Location");
    });
  }

  test("a pincode we do not serve gets the server's message", async ({ page }) => {
    await page.goto("/");
    // With JavaScript the check runs by itself at six digits, once the page is hydrated.
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: "Where should we deliver the products?" });
    await dialog.getByLabel("Pincode").fill("411057");
    if (test.info().project.name === "no-js") await dialog.getByRole("button", { name: "Check" }).click();
    await expect(dialog.getByRole("alert")).toContainText("We are not delivering at this pincode");
    await expect(page.getByTestId("current-location")).toHaveText("No Location");
  });

  test("'Change' opens the dialog again and a new pincode replaces the old", async ({ page }) => {
    await chooseLocation(page, "560034");
    await page.getByRole("link", { name: "Change" }).click();
    const dialog = page.getByRole("dialog", { name: "Where should we deliver the products?" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Pincode").fill("400050");
    if (test.info().project.name === "no-js") await dialog.getByRole("button", { name: "Check" }).click();
    await expect(page.getByTestId("current-location")).toHaveText("400050 Mumbai");
  });

  test("pages that need a location send a visitor without one home", async ({ page }) => {
    for (const path of ["/product_list/prefill/all", "/cart", "/cms/tc", "/profile", "/about_nirmal"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/$/);
      await expect(page.getByRole("dialog", { name: "Where should we deliver the products?" })).toBeVisible();
    }
  });

  test("payment-link pages open without a location", async ({ page }) => {
    await page.goto("/online-payment-link-success/true/ORD1");
    await expect(page).toHaveURL(/online-payment-link-success/);
  });

  test("an unknown path lands on home", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page).toHaveURL(/\/$/);
    await chooseLocation(page);
    await page.goto("/product_list/prefill/all/extra");
    await expect(page).toHaveURL(/\/$/);
  });

  test("a footer link without a location does not navigate and says why", async ({ page }) => {
    await page.goto("/?dialog=closed");
    await hydrated(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms & Conditions" }).click();
    await expect(page.getByText("Location unavailable !")).toBeVisible();
    await expect(page.getByText("Please select location !")).toBeVisible();
    await expect(page).toHaveURL(/\/(\?dialog=closed)?$/);
  });

  test("the footer is hidden on the cart page", async ({ page }) => {
    await chooseLocation(page);
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await page.goto("/cart");
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
  });

  test("the second header row shows on home and Our Story only", async ({ page }) => {
    await chooseLocation(page);
    const menu = page.getByRole("navigation", { name: "Shop by category" });
    await page.goto("/");
    await expect(menu.getByRole("link", { name: "Laundry Care" })).toHaveAttribute("href", "/product_list/prefill/laundry-care");
    await expect(menu.getByRole("link", { name: "Refills" })).toHaveAttribute("href", "/product_list/refill/all");
    await page.goto("/about_nirmal");
    await expect(menu).toBeVisible();
    await page.goto("/cms/tc");
    await expect(menu).toHaveCount(0);
  });
});

test("a failure behind the page shows the crash screen", async ({ page, context, baseURL }) => {
  // A second storefront runs against an API that does not answer (see playwright.config.ts).
  const broken = new URL(baseURL!);
  broken.port = String(Number(broken.port) + 1);
  // A session id as the storefront would send: reading it is the first thing that fails.
  const value = await signedSessionId("A".repeat(43));
  await context.addCookies([{ name: "session", value, url: broken.origin }]);
  await page.goto(`${broken.origin}/product_list/prefill/all`);
  await expect(page.getByRole("heading", { name: "Oops , Something is wrong ..." })).toBeVisible();
  await expect(page.getByText("Please Refresh")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go Back" })).toHaveAttribute("href", "/");
});

test.describe("Detect my location", () => {
  const dialog = (page: import("@playwright/test").Page) => page.getByRole("dialog", { name: "Where should we deliver the products?" });

  test("a position near a served area sets its pincode", async ({ page, context }) => {
    test.skip(test.info().project.name === "no-js", "the browser's position needs JavaScript");
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 12.9355, longitude: 77.6249 });
    await page.goto("/");
    // Before hydration the button posts the bare form, which has no position.
    await hydrated(page);
    await dialog(page).getByRole("button", { name: "Detect my location" }).click();
    await page.waitForURL("**/product_list/prefill/all");
    await expect(page.getByTestId("current-location")).toHaveText("560034 Bengaluru");
  });

  test("a position far from every served area gets the server's message", async ({ page, context }) => {
    test.skip(test.info().project.name === "no-js", "the browser's position needs JavaScript");
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 26.9124, longitude: 75.7873 });
    await page.goto("/");
    // Before hydration the button posts the bare form, which has no position.
    await hydrated(page);
    await dialog(page).getByRole("button", { name: "Detect my location" }).click();
    await expect(dialog(page).getByRole("alert")).toContainText("We are not delivering at this pincode");
    await expect(page.getByTestId("current-location")).toHaveText("No Location");
  });

  test("a refused permission asks for it", async ({ page }) => {
    test.skip(test.info().project.name === "no-js", "the browser's position needs JavaScript");
    await page.goto("/");
    // Before hydration the button posts the bare form, which has no position.
    await hydrated(page);
    await dialog(page).getByRole("button", { name: "Detect my location" }).click();
    await expect(dialog(page).getByRole("alert")).toContainText("Location Permission Required");
    await expect(dialog(page).getByRole("alert")).toContainText("Please allow location permission !");
  });

  test("without JavaScript there is no position, and the shopper is told to type the pincode", async ({ page }) => {
    test.skip(test.info().project.name === "js", "only without JavaScript");
    await page.goto("/");
    await dialog(page).getByRole("button", { name: "Detect my location" }).click();
    await expect(dialog(page).getByRole("alert")).toContainText("Position unavailable !");
    await expect(dialog(page).getByRole("alert")).toContainText("Please try again or try by adding pincode manually !");
  });
});
