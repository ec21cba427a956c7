import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/lib/seo";

export { locationGuardLoader as loader } from "~/guards.server";
export const meta = () => pageMeta("Edit Address");

export default function EditAddressPage() {
  return <Placeholder title="Edit Address" />;
}
