import type { LoaderFunctionArgs } from "@remix-run/node";

/** Account, cart, checkout and search pages are private or endless: crawlers keep to the catalogue and content. */
const PRIVATE = [
  "/cart",
  "/cart_clear",
  "/location",
  "/search",
  "/profile",
  "/account_dashboard",
  "/my_address",
  "/shipping_address",
  "/add_address",
  "/edit_address",
  "/payment_method",
  "/add_card",
  "/edit_card",
  "/card_list",
  "/order_list",
  "/order_detail",
  "/live_tracking",
  "/refund",
  "/return",
  "/promocode",
  "/referralcode",
  "/my_reviews",
  "/notifications",
  "/success",
  "/online-payment-link",
];

/** /robots.txt, pointing at the sitemap on the host the request came to. */
export function loader({ request }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const body = ["User-agent: *", ...PRIVATE.map((p) => `Disallow: ${p}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" } });
}
