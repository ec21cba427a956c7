import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";

/**
 * Lighthouse (its mobile preset: a mid phone on slow 4G, simulated) on pages of the running shop, and
 * on regular 3G for the pages asked; the shopper's cookie (a chosen location) goes with every request.
 * Chromium is the one the e2e tests use.
 */
type LighthouseRow = { page: string; network: "slow 4G" | "regular 3G"; performance: number; accessibility: number; fcp: number; lcp: number; tbt: number; cls: number };

export async function runLighthouse(site: string, cookie: string, pages: { path: string; on3g: boolean }[]): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const { path, on3g } of pages) {
      for (const network of on3g ? (["slow 4G", "regular 3G"] as const) : (["slow 4G"] as const)) {
        const result = await lighthouse(
          new URL(path, site).href,
          { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"], extraHeaders: { Cookie: cookie } },
          network === "regular 3G" ? { extends: "lighthouse:default", settings: { throttling: throttling.mobileRegular3G } } : undefined,
        );
        const lhr = result!.lhr;
        const ms = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        rows.push({
          page: path,
          network,
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          fcp: ms("first-contentful-paint"),
          lcp: ms("largest-contentful-paint"),
          tbt: ms("total-blocking-time"),
          cls: ms("cumulative-layout-shift"),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
