import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import * as notifications from "@domain/notifications/endpoints";
import { notificationFormSchema } from "@domain/notifications/schemas";
import { Pager } from "~/components/Pager";
import { SubmitButton } from "~/components/SubmitButton";
import { ApiFailure, createApi } from "~/server/api/client.server";
import { readForm } from "~/server/csrf.server";
import { noStore, requireCustomer } from "~/server/guards.server";
import { notificationPage } from "~/routes/account/notifications.server";
import { orderPath } from "@domain/orders/labels";
import { isRefillPath } from "@domain/refills/reminders";
import { SUBSCRIPTIONS_PATH } from "@domain/subscriptions/schedule";
import { safeRedirectPath } from "~/utils/redirect";
import { pageMessages } from "~/server/i18n.server";
import { useT } from "~/i18n/useT";
import { accountMeta } from "~/routes/account/meta";
import { redirectWithError, redirectWithSuccess } from "~/server/toast.server";

const PAGE = "/notifications";

/**
 * /notifications (docs/product.md#notifications): the signed-in shopper's notifications, newest first,
 * paged by the address. With JavaScript a new one joins the list as it arrives (root.tsx reloads the
 * page's data on each).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCustomer(request);
  const data = await notificationPage(await createApi({ request, context }), new URL(request.url));
  return json({ ...data, messages: await pageMessages(request, "account") }, { headers: noStore });
}

/**
 * The page's posts, plain forms that work without JavaScript: opening one marks it read and goes to
 * its order (or back to the list when it is about none); "Mark all as read" marks them all.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireCustomer(request);
  const form = await readForm(request);
  const parsed = notificationFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw new Response("Nothing to post here", { status: 400 });
  const api = await createApi({ request, context });
  try {
    if (parsed.data.intent === "read-all") {
      const { message } = await api.call(notifications.readNotification, { body: { all: true } });
      return redirectWithSuccess(PAGE, message);
    }
    await api.call(notifications.readNotification, { body: { id: parsed.data.id } });
    const { orderId, link, page } = parsed.data;
    return redirect(safeRedirectPath(orderId ? orderPath(orderId) : (link ?? (page ? `${PAGE}?page=${page}` : PAGE)), PAGE));
  } catch (error) {
    if (error instanceof ApiFailure && error.status < 500) return redirectWithError(PAGE, error.message);
    throw error;
  }
}

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction = ({ matches }) => accountMeta(matches, (t) => t("Notifications"));

export default function NotificationsPage() {
  const { list, count, page, pageCount } = useLoaderData<typeof loader>();
  const unread = list.some((n) => !n.read);
  const t = useT();

  return (
    <section className="page account-page">
      <div className="page-heading">
        <h1>{t("Notifications")}</h1>
        {unread ? (
          <Form method="post">
            <AuthenticityTokenInput />
            <input type="hidden" name="intent" value="read-all" />
            <SubmitButton intent="read-all" pendingText={t("Marking…")} className="button-secondary">
              {t("Mark all as read")}
            </SubmitButton>
          </Form>
        ) : null}
      </div>
      {list.length ? (
        <ul className="notifications">
          {list.map((n) => (
            <li key={n.id} className={n.read ? "notification" : "notification notification-unread"} data-testid="notification">
              <p className="notification-title">
                {n.read ? null : <span className="badge">{t("New")}</span>} <strong>{n.title}</strong>
              </p>
              <p>{n.body}</p>
              <p className="muted">
                <time dateTime={n.createdAt}>{t("{dateTime} IST", { dateTime: t.dateTime(n.createdAt) })}</time>
              </p>
              {n.orderId || n.link || !n.read ? (
                <Form method="post">
                  <AuthenticityTokenInput />
                  <input type="hidden" name="intent" value="open" />
                  <input type="hidden" name="id" value={n.id} />
                  {n.orderId ? <input type="hidden" name="orderId" value={n.orderId} /> : null}
                  {n.link ? <input type="hidden" name="link" value={n.link} /> : null}
                  {page > 1 ? <input type="hidden" name="page" value={page} /> : null}
                  <button type="submit" className="link-button">
                    {n.orderId
                      ? t("View order {orderId}", { orderId: n.orderId })
                      : n.link && isRefillPath(n.link)
                        ? t("Refill now")
                        : n.link?.startsWith(`${SUBSCRIPTIONS_PATH}?skip=`)
                          ? t("Skip or change this delivery")
                          : t("Mark as read")}
                  </button>
                </Form>
              ) : null}
              {n.link && isRefillPath(n.link) ? <Link to="/my_refills">{t("My refills")}</Link> : null}
            </li>
          ))}
        </ul>
      ) : count ? (
        <p className="empty-state">{t("No notifications on this page.")}</p>
      ) : (
        <div className="empty-state">
          <p>{t("No notifications yet.")}</p>
          <p>{t("We will let you know here when your orders move along.")}</p>
          <Link to="/product_list/prefill/all" className="button">
            {t("Shop now")}
          </Link>
        </div>
      )}
      <Pager page={page} pageCount={pageCount} />
    </section>
  );
}
