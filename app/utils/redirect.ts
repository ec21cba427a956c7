/**
 * The one judge of every redirect target built from input (a form's `redirectTo`, an id put into a
 * path). The value is parsed as a browser would parse it against our own origin; only a same-origin
 * path is kept (path and query, bounded, no control characters), anything else goes to `fallback`.
 * A browser strips tabs and newlines and reads `\` as `/`, so checking the raw string is not enough:
 * `/\t/example.com` and `/.//example.com` both resolve off-site.
 */
const ORIGIN = "http://storefront.invalid";
/** Longer targets are not ours: no page of the shop needs more. */
const MAX_TARGET = 2048;

export function safeRedirectPath(value: unknown, fallback = "/"): string {
  // Control characters (C0, DEL, C1) would be stripped by a browser, or refused by a Location header.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (typeof value !== "string" || value.length > MAX_TARGET || !value.startsWith("/") || /[\u0000-\u001f\u007f-\u009f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return fallback;
  }
  const target = url.pathname + url.search;
  // A path that itself starts with two slashes (after `/./` or `/../` collapse) is read as another host.
  if (url.origin !== ORIGIN || url.username || url.password || target.startsWith("//") || target.length > MAX_TARGET) return fallback;
  return target;
}
