import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/lib/seo";

/** A payment-link page: reachable without a chosen location (spec §2 Guards). */
export const meta = () => pageMeta("Pay for your order");

export default function PayforyourorderPage() {
  return <Placeholder title="Pay for your order" />;
}
