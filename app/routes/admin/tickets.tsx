import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getFormProps, getInputProps, getTextareaProps, useForm, type FormResult } from "~/lib/forms/use-form";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import * as help from "@domain/help/endpoints";
import { reasonLabel, TICKET_STATUS_LABELS, TICKET_STATUSES, type TicketStatus } from "@domain/help/help";
import type { MessageKey } from "@domain/i18n/keys";
import { FieldError, FormErrors } from "~/components/form";
import { useT } from "~/i18n/useT";
import { StatusFilter } from "./status-filter";
import { consoleMeta } from "./meta";
import { pageMessages } from "~/server/i18n.server";
import { consoleRead, openConsolePage, operatorApi, requireOperator, submitConsoleForm } from "./console.server";

/** /admin/tickets: the customers' help tickets, open first by default; a reply (and closing) per ticket. The shopper reads it on /help_list. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { forms } = await openConsolePage(request, "tickets");
  const asked = new URL(request.url).searchParams.get("status") ?? "open";
  const status = asked === "all" || (TICKET_STATUSES as readonly string[]).includes(asked) ? (asked as TicketStatus | "all") : "open";
  const api = await operatorApi({ request, context });
  const { data } = await consoleRead(api.call(help.listFeedback, { query: { status } }));
  return json({
    forms,
    status,
    statuses: TICKET_STATUSES.map((value) => ({ value, label: TICKET_STATUS_LABELS[value] })),
    list: data.list.map((ticket) => ({ ...ticket, reason: reasonLabel(ticket.categoryId) as MessageKey, statusLabel: TICKET_STATUS_LABELS[ticket.status] })),
    messages: await pageMessages(request, "help", "admin"),
  });
}

export const meta: MetaFunction = (args) => consoleMeta(args, (t) => t("Help tickets"));

export async function action(args: ActionFunctionArgs) {
  await requireOperator(args.request);
  const url = new URL(args.request.url);
  return submitConsoleForm(args, {
    schema: help.answerFeedback.body,
    redirectTo: `${url.pathname}${url.search}`,
    send: (api, body) => api.call(help.answerFeedback, { body }),
  });
}

type Ticket = ReturnType<typeof useLoaderData<typeof loader>>["list"][number];

function Reply({ ticket }: { ticket: Ticket }) {
  const t = useT();
  const lastResult = useActionData<typeof action>() as FormResult | undefined;
  const [form, fields] = useForm({ id: `reply-${ticket.id}`, lastResult: lastResult?.initialValue?.id === ticket.id ? lastResult : undefined });
  return (
    <Form method="post" {...getFormProps(form)}>
      <AuthenticityTokenInput />
      <input type="hidden" name="id" value={ticket.id} />
      <FormErrors form={form} />
      <div className="field">
        <label htmlFor={fields.reply.id}>{t("Reply to ticket {ticket}", { ticket: ticket.id })}</label>
        <textarea {...getTextareaProps(fields.reply)} key={fields.reply.key} rows={3} maxLength={2000} />
        <FieldError meta={fields.reply} />
      </div>
      <div className="toolbar">
        <label>
          <input {...getInputProps(fields.close, { type: "checkbox" })} key={fields.close.key} /> {t("Close the ticket")}
        </label>
        <button type="submit">{t("Send reply")}</button>
      </div>
    </Form>
  );
}

export default function ConsoleTickets() {
  const { forms, status, statuses, list } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section aria-labelledby="tickets-title">
      <h1 id="tickets-title">{t("Help tickets")}</h1>
      <StatusFilter name="status" value={status} options={statuses} />
      {list.length ? (
        list.map((ticket) => (
          <article key={ticket.id} className="card" aria-labelledby={`ticket-${ticket.id}`}>
            <h2 id={`ticket-${ticket.id}`}>{t("Ticket {ticket}: {reason}", { ticket: ticket.id, reason: t(ticket.reason) })}</h2>
            <p>
              {ticket.customer}, {ticket.mobileNumber}
              {ticket.orderId ? `, ${ticket.orderId}` : null}, {t.dateTime(ticket.createdAt)}, {t(ticket.statusLabel)}
            </p>
            <blockquote>{ticket.question}</blockquote>
            {ticket.replies.map((reply) => (
              <p key={reply.at}>
                <strong>{t("Reply, {date}:", { date: t.dateTime(reply.at) })}</strong> {reply.message}
              </p>
            ))}
            {forms.reply && ticket.status !== "closed" ? <Reply ticket={ticket} /> : null}
          </article>
        ))
      ) : (
        <p>{t("No help tickets.")}</p>
      )}
    </section>
  );
}
