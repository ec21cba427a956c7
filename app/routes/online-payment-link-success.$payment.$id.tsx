import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/lib/seo";

/** A payment-link page: reachable without a chosen location (spec §2 Guards). */
export const meta = () => pageMeta("Payment");

export default function PaymentPage() {
  return <Placeholder title="Payment" />;
}
