import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/lib/seo";

export { locationGuardLoader as loader } from "~/guards.server";
export const meta = () => pageMeta("Notifications");

export default function NotificationsPage() {
  return <Placeholder title="Notifications" />;
}
