import { gzipSync } from "node:zlib";

/** A module's static imports (`import … from "./x.js"`, `import "./x.js"`, `export … from`), not its lazy `import()`s. */
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.js)["']/g;

/**
 * Gzipped bytes of every script a first visit to a page loads: its module scripts, their modulepreloads,
 * what the inline module imports, and everything those import in turn (the page preloads only the
 * entry and its route modules, app/entry.server.tsx). Deterministic for a build, so the bench reports
 * it and a test holds browse pages to their budget; `scripts` are the files' paths.
 */
export async function firstLoadJs(site: string, path: string, cookie = ""): Promise<{ bytes: number; files: number; scripts: string[] }> {
  const page = new URL(path, site);
  const html = await fetch(page, { headers: { cookie } }).then((r) => r.text());
  const pending: string[] = [];
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) pending.push(new URL(m[1], page).href);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) pending.push(new URL(m[1], page).href);
  for (const m of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?"([^"]+\.js)"/g)) pending.push(new URL(m[1], page).href);
  const seen = new Set<string>();
  let bytes = 0;
  for (let url = pending.pop(); url; url = pending.pop()) {
    if (seen.has(url)) continue;
    seen.add(url);
    const code = await fetch(url).then((r) => r.text());
    bytes += gzipSync(code).length;
    for (const m of code.matchAll(STATIC_IMPORT)) pending.push(new URL(m[1], url).href);
  }
  return { bytes, files: seen.size, scripts: [...seen].map((url) => new URL(url).pathname) };
}
