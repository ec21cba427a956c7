import * as chromeLauncher from "chrome-launcher";
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import { defaultSettings, throttling } from "lighthouse/core/config/constants.js";

/**
 * Lighthouse (its mobile preset: a mid phone on slow 4G, simulated) on pages of the running shop, and
 * on regular 3G or 2G for the pages asked; each page's shopper's cookie (a guest with a chosen
 * location, or a signed-in shopper) goes with every request.
 * Each figure is the median of `runs` runs (simulated metrics wobble with the machine's load). A run
 * that Lighthouse could not measure (a runtime error such as NO_NAVSTART: on a loaded machine the
 * trace can miss the start of the navigation when Chromium swaps the tab's renderer process) is run
 * again, up to 3 times, and the error is reported if it stays. Chromium is the one the e2e tests use.
 */
/** 2G as many of our shoppers meet it: 250 kbps, 300 ms round trips, on the same mid phone (4x CPU slowdown). */
const MOBILE_2G = {
  rttMs: 300,
  throughputKbps: 250,
  requestLatencyMs: 300 * throttling.DEVTOOLS_RTT_ADJUSTMENT_FACTOR,
  downloadThroughputKbps: 250 * throttling.DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR,
  uploadThroughputKbps: 250 * throttling.DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR,
  cpuSlowdownMultiplier: 4,
};
const NETWORKS = { "slow 4G": throttling.mobileSlow4G, "regular 3G": throttling.mobileRegular3G, "2G": MOBILE_2G };
export type Network = keyof typeof NETWORKS;

type LighthouseRow = {
  page: string;
  network: Network;
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Script the page transferred, as Lighthouse saw it (compressed bytes, lazily loaded parts included). */
  scriptBytes: number;
  /** Lighthouse's measure of this machine's speed at the time (a mid phone is about 1,000): scores read differently on a slower or busier machine. */
  benchmarkIndex: number;
  error?: string;
};

const ATTEMPTS = 3;
const CLEARED_STORAGE = defaultSettings.clearStorageTypes ?? [];
const median = (values: number[]) => values.slice().sort((a, b) => a - b)[values.length >> 1];
const METRICS = ["performance", "accessibility", "fcp", "lcp", "tbt", "cls", "scriptBytes", "benchmarkIndex"] as const;

/** A page to measure: its path, a name for it (the path unless given), whose cookie, and on which networks. */
type LighthousePage = { path: string; name?: string; cookie: string; networks: Network[] };

/**
 * Each page on each of its networks, `runs` times, in turns (a page's runs alternate with the other
 * pages', so a burst of load on the shared machine does not fall on one page's runs alone).
 */
export async function runLighthouse(site: string, pages: LighthousePage[], runs = 1): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const measure = async ({ path, name, cookie }: LighthousePage, network: Network): Promise<LighthouseRow> => {
    let row: LighthouseRow | undefined;
    for (let attempt = 0; attempt < ATTEMPTS && (!row || row.error); attempt++) {
      const result = await lighthouse(
        new URL(path, site).href,
        { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"], extraHeaders: { Cookie: cookie } },
        // Cookies are cleared too (Lighthouse keeps them by default): a cookie an earlier run was sent
        // (a guest's session) would go along with this page's own and could stand for it.
        { extends: "lighthouse:default", settings: { throttling: NETWORKS[network], clearStorageTypes: [...CLEARED_STORAGE, "cookies"] } },
      );
      const lhr = result!.lhr;
      const ms = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const summary = (lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
      row = {
        page: name ?? path,
        network,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        fcp: ms("first-contentful-paint"),
        lcp: ms("largest-contentful-paint"),
        tbt: ms("total-blocking-time"),
        cls: ms("cumulative-layout-shift"),
        scriptBytes: summary.find((item) => item.resourceType === "script")?.transferSize ?? 0,
        benchmarkIndex: lhr.environment.benchmarkIndex,
        error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
      };
    }
    return row!;
  };
  const targets = pages.flatMap((page) => page.networks.map((network) => ({ page, network, measured: [] as LighthouseRow[] })));
  try {
    for (let run = 0; run < runs; run++) for (const target of targets) target.measured.push(await measure(target.page, target.network));
  } finally {
    chrome.kill();
  }
  return targets.map(({ page, network, measured }) => {
    const good = measured.filter((r) => !r.error);
    if (!good.length) return measured[0];
    const row = { page: page.name ?? page.path, network } as LighthouseRow;
    for (const key of METRICS) row[key] = median(good.map((r) => r[key]));
    return row;
  });
}

/**
 * Whether Chromium would offer to install the shop from a page: the question Lighthouse's
 * installability audit asked (`Page.getInstallabilityErrors`) before Lighthouse 12 dropped its PWA
 * category, asked the same way in the same browser's default profile. Answers the reasons it would
 * not (Chromium's error ids), none when it would.
 */
export async function installability(site: string, cookie: string, path = "/"): Promise<string[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0];
    await context.setExtraHTTPHeaders({ cookie });
    const page = await context.newPage();
    await page.goto(new URL(path, site).href, { waitUntil: "load" });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] };
    return installabilityErrors.map((error) => error.errorId);
  } finally {
    await browser.close();
    chrome.kill();
  }
}
