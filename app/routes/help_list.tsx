import type { HeadersFunction } from "@remix-run/node";
import { HelpCenterScreen } from "~/components/EmptyAccountScreens";
import { noStore } from "~/utils/guards.server";
import { pageMeta } from "~/utils/seo";

export { customerGuardLoader as loader } from "~/utils/guards.server";
export const headers: HeadersFunction = () => noStore;
export const meta = () => pageMeta("Help Center");

export default function HelpCenterPage() {
  return (
    <section className="page account-page">
      <h1>Help Center</h1>
      <HelpCenterScreen />
    </section>
  );
}
