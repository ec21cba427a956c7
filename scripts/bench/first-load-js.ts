import { gzipSync } from "node:zlib";

/**
 * Gzipped bytes of every script a first visit to a page loads: its module scripts, their modulepreloads
 * and what the inline module imports. Deterministic for a build, so the bench reports it and a test
 * holds browse pages to their budget.
 */
export async function firstLoadJs(site: string, path: string, cookie = ""): Promise<{ bytes: number; files: number }> {
  const html = await fetch(new URL(path, site), { headers: { cookie } }).then((r) => r.text());
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?"([^"]+\.js)"/g)) urls.add(m[1]);
  let bytes = 0;
  for (const url of urls) bytes += gzipSync(await fetch(new URL(url, site)).then((r) => r.text())).length;
  return { bytes, files: urls.size };
}
