import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/lib/seo";

export { locationGuardLoader as loader } from "~/guards.server";
export const meta = () => pageMeta("Add Address");

export default function AddAddressPage() {
  return <Placeholder title="Add Address" />;
}
