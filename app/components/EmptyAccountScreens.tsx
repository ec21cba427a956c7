/**
 * The screens of the account area whose content arrives with later issues (reviews): what a customer
 * has there today is nothing, and they say so. /my_reviews shows the same as its tab.
 */
export function MyReviewsScreen() {
  return (
    <div className="empty-state">
      <p>You have not reviewed any products yet.</p>
      <p className="muted">Products you rate and review after delivery show here.</p>
    </div>
  );
}
