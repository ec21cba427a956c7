import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/utils/seo";

export { locationGuardLoader as loader } from "~/utils/guards.server";
export const meta = () => pageMeta("Notifications");

export default function NotificationsPage() {
  return <Placeholder title="Notifications" />;
}
