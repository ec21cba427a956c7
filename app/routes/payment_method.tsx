import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/lib/seo";

export { customerGuardLoader as loader } from "~/guards.server";
export const meta = () => pageMeta("Payment Method");

export default function PaymentMethodPage() {
  return <Placeholder title="Payment Method" />;
}
