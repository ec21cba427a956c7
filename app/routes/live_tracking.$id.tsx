import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/utils/seo";

export { locationGuardLoader as loader } from "~/utils/guards.server";
export const meta = () => pageMeta("Live Tracking");

export default function LiveTrackingPage() {
  return <Placeholder title="Live Tracking" />;
}
