import { E2E_STOREFRONT_METRICS_URL, e2eEnv } from "../../playwright.config";
import { expect, test } from "./fixtures";

/**
 * The storefront's figures (docs/operations.md#metrics) on their own port, for operators holding the
 * metrics token: each page counted under the route that answered it (rendered or redirected), summed over the shop's storefront
 * processes (one per core: two or more on CI). No page is drawn, so one project runs it.
 */
const count = (text: string, route: string, status: number) =>
  Number(new RegExp(`^http_request_duration_seconds_count\\{method="GET",route="${route}",status="${status}"\\} (\\d+)$`, "m").exec(text)?.[1] ?? 0);

test("the storefront's metrics are refused without the token and count each page under its route", async ({ request }) => {
  test.skip(test.info().project.name === "no-js", "no page is drawn; run once");
  const scrape = (token?: string) => request.get(E2E_STOREFRONT_METRICS_URL, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect((await scrape()).status()).toBe(401);
  expect((await scrape("not-the-metrics-token")).status()).toBe(401);
  const counted = async () => {
    const answer = await scrape(e2eEnv.METRICS_TOKEN);
    expect(answer.status()).toBe(200);
    const text = await answer.text();
    return { home: count(text, "routes/browse/home", 200), faqRedirected: count(text, "routes/help/faq", 302) };
  };
  const before = await counted();
  for (let i = 0; i < 4; i++) expect((await request.get("/", { maxRedirects: 0 })).status()).toBe(200);
  // Without a delivery location the page sends the shopper home to choose one: a redirect, named by its route too.
  expect((await request.get("/faq", { maxRedirects: 0 })).status()).toBe(302);
  expect(await counted()).toEqual({ home: before.home + 4, faqRedirected: before.faqRedirected + 1 });
});
