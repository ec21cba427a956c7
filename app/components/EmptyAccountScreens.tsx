import { Link } from "@remix-run/react";

/**
 * The screens of the account area whose content arrives with later issues (reviews, help tickets):
 * what a customer has there today is nothing, and they say so. /my_reviews and /help_list show the
 * same as their tabs.
 */
export function MyReviewsScreen() {
  return (
    <div className="empty-state">
      <p>You have not reviewed any products yet.</p>
      <p className="muted">Products you rate and review after delivery show here.</p>
    </div>
  );
}

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
