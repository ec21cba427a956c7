import { Link } from "@remix-run/react";
import { formatDateTime } from "@domain/shared/dates";
import { TICKET_STATUS_LABELS, reasonLabel } from "@domain/help/help";
import type { HelpTicketsData } from "~/routes/help/help.server";
import { orderPath } from "@domain/orders/labels";

/**
 * The customer's help requests (/help_list, /Help-List and the account area's help_center
 * tab; docs/product.md#help): each with its status, reason, order, question and the operators' replies with their times.
 * A question is shown as text, whatever it holds.
 */
export function HelpTickets({ data }: { data: HelpTicketsData }) {
  const { tickets } = data;
  return (
    <div className="help-tickets">
      <p className="help-actions">
        <Link className="button" to="/more_help">
          Raise a help request
        </Link>{" "}
        <Link to="/order_add">Ask about an order</Link> <Link to="/faq">Read the FAQs</Link>
      </p>
      {tickets.length === 0 ? (
        <div className="empty-state">
          <p>No help requests yet.</p>
          <p className="muted">Most questions are answered in our FAQs. If yours is not, raise a help request and we will reply here.</p>
        </div>
      ) : (
        <ol className="ticket-list">
          {tickets.map((ticket) => (
            <li key={ticket.id}>
              <article className="ticket" aria-labelledby={`ticket-${ticket.id}`}>
                <h3 id={`ticket-${ticket.id}`}>
                  Help request #{ticket.id} <span className={`ticket-status ticket-${ticket.status}`}>{TICKET_STATUS_LABELS[ticket.status]}</span>
                </h3>
                <p className="muted">
                  {reasonLabel(ticket.categoryId)} · raised {formatDateTime(ticket.createdAt)}
                  {ticket.orderId ? (
                    <>
                      {" "}
                      · about order <Link to={orderPath(ticket.orderId)}>{ticket.orderId}</Link>
                    </>
                  ) : null}
                </p>
                <p className="ticket-question">{ticket.question}</p>
                {ticket.replies.length ? (
                  <ul className="ticket-replies" aria-label={`Replies to help request #${ticket.id}`}>
                    {ticket.replies.map((reply, i) => (
                      <li key={i}>
                        <p className="ticket-reply-head">Our reply, {formatDateTime(reply.at)}</p>
                        <p className="ticket-question">{reply.message}</p>
                      </li>
                    ))}
                  </ul>
                ) : ticket.status === "open" ? (
                  <p className="muted">We usually reply within one working day. We will notify you when we do.</p>
                ) : null}
                {ticket.closedAt ? <p className="muted">Closed {formatDateTime(ticket.closedAt)}</p> : null}
              </article>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
