import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/lib/seo";

export { locationGuardLoader as loader } from "~/guards.server";
export const meta = () => pageMeta("My Profile");

export default function MyProfilePage() {
  return <Placeholder title="My Profile" />;
}
