import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/lib/seo";

export { locationGuardLoader as loader } from "~/guards.server";
export const meta = () => pageMeta("Live Tracking");

export default function LiveTrackingPage() {
  return <Placeholder title="Live Tracking" />;
}
