import { E2E_API_URL } from "../../playwright.config";
import { sessionCookieFor, sessionDataOf } from "./api";
import { expect, phoneFor, signedIn, test } from "./fixtures";

test("a location the API no longer serves is cleared and the shopper chooses again (422)", async ({ page, context, baseURL }) => {
  // A session whose stored pincode stopped being served after it was chosen.
  const value = await sessionCookieFor({ location: { pincode: "411057", city: "Pune" } });
  await context.addCookies([{ name: "session", value, url: baseURL! }]);
  await page.goto("/product_list/prefill/all");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("current-location")).toHaveText("No Location");
  const dialog = page.getByRole("dialog", { name: "Where should we deliver the products?" });
  await expect(dialog.getByRole("alert")).toContainText("We are not delivering at this pincode");
});

test("a session ended elsewhere signs the shopper out (417)", async ({ page, context, baseURL }) => {
  await signedIn(page, phoneFor("session: ended elsewhere"));
  // Log the token out behind the storefront's back, as another device's 'Log out everywhere' would.
  const cookie = (await context.cookies(baseURL!)).find((c) => c.name === "session")!;
  const token = ((await sessionDataOf(cookie.value)).customer as { token: string }).token;
  const ended = await fetch(`${E2E_API_URL}/v1/api/customer/logout`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: "{}",
  });
  expect(ended.status).toBe(200);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator(".user-menu > summary")).toHaveText(/Sign in \/ Register/);
});
