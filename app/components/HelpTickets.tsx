import { Link } from "@remix-run/react";
import { withParts } from "~/i18n/parts";
import { TICKET_STATUS_LABELS, reasonLabel } from "@domain/help/help";
import type { Ticket } from "@domain/help/schemas";
import { orderPath } from "@domain/orders/labels";
import { useT } from "~/i18n/useT";

/** The customer's tickets with the operators' replies, newest first. */
export type HelpTicketsData = { tickets: Ticket[] };

/**
 * The customer's help requests (/help_list, /Help-List and the account area's help_center
 * tab; docs/product.md#help): each with its status, reason, order, question and the operators' replies with their times.
 * A question is shown as text, whatever it holds.
 */
export function HelpTickets({ data }: { data: HelpTicketsData }) {
  const { tickets } = data;
  const t = useT();
  return (
    <div className="help-tickets">
      <p className="help-actions">
        <Link className="button" to="/more_help">
          {t("Raise a help request")}
        </Link>{" "}
        <Link to="/order_add">{t("Ask about an order")}</Link> <Link to="/faq">{t("Read the FAQs")}</Link>
      </p>
      {tickets.length === 0 ? (
        <div className="empty-state">
          <p>{t("No help requests yet.")}</p>
          <p className="muted">{t("Most questions are answered in our FAQs. If yours is not, raise a help request and we will reply here.")}</p>
        </div>
      ) : (
        <ol className="ticket-list">
          {tickets.map((ticket) => (
            <li key={ticket.id}>
              <article className="ticket" aria-labelledby={`ticket-${ticket.id}`}>
                <h3 id={`ticket-${ticket.id}`}>
                  {t("Help request #{id}", { id: ticket.id })}{" "}
                  <span className={`ticket-status ticket-${ticket.status}`}>{t(TICKET_STATUS_LABELS[ticket.status])}</span>
                </h3>
                <p className="muted">
                  {t.text(reasonLabel(ticket.categoryId))} · {t("raised {time}", { time: t.dateTime(ticket.createdAt) })}
                  {ticket.orderId ? (
                    <> · {withParts(t("about order {orderId}"), { orderId: <Link to={orderPath(ticket.orderId)}>{ticket.orderId}</Link> })}</>
                  ) : null}
                </p>
                <p className="ticket-question">{ticket.question}</p>
                {ticket.replies.length ? (
                  <ul className="ticket-replies" aria-label={t("Replies to help request #{id}", { id: ticket.id })}>
                    {ticket.replies.map((reply, i) => (
                      <li key={i}>
                        <p className="ticket-reply-head">{t("Our reply, {time}", { time: t.dateTime(reply.at) })}</p>
                        <p className="ticket-question">{reply.message}</p>
                      </li>
                    ))}
                  </ul>
                ) : ticket.status === "open" ? (
                  <p className="muted">{t("We usually reply within one working day. We will notify you when we do.")}</p>
                ) : null}
                {ticket.closedAt ? <p className="muted">{t("Closed {time}", { time: t.dateTime(ticket.closedAt) })}</p> : null}
              </article>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
