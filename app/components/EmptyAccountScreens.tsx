import { Link } from "@remix-run/react";

/** The help area's screen, whose content arrives with a later issue: /help_list shows the same as its tab. */
export function HelpCenterScreen() {
  return (
    <div className="empty-state">
      <p>No help requests yet.</p>
      <p>
        <Link to="/faq">Read the FAQs</Link>
      </p>
    </div>
  );
}
