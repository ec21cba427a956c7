import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/lib/seo";

export { locationGuardLoader as loader } from "~/guards.server";
export const meta = () => pageMeta("My Addresses");

export default function MyAddressesPage() {
  return <Placeholder title="My Addresses" />;
}
