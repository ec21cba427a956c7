import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Placeholder } from "~/components/Placeholder";
import { requireLocation } from "~/guards.server";
import { pageMeta } from "~/lib/seo";

/**
 * Every path the route table does not name. `/about_{product}` (Our Story) cannot be a route file,
 * since a segment cannot mix text and a parameter, so it is served here; anything else goes home.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  if (!/^\/about_[^/]+\/?$/.test(pathname)) throw redirect("/");
  await requireLocation(request);
  return null;
}

export const meta = () => pageMeta("Our Story");

export default function OurStoryPage() {
  return <Placeholder title="Our Story" />;
}
