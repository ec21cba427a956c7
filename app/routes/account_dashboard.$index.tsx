import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/lib/seo";

export { locationGuardLoader as loader } from "~/guards.server";
export const meta = () => pageMeta("My Account");

export default function MyAccountPage() {
  return <Placeholder title="My Account" />;
}
