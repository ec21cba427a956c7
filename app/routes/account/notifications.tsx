import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { formatDateTime } from "@domain/shared/dates";
import * as notifications from "@domain/notifications/endpoints";
import { notificationFormSchema } from "@domain/notifications/schemas";
import { Pager } from "~/components/Pager";
import { SubmitButton } from "~/components/form";
import { ApiFailure, createApi } from "~/server/api.server";
import { readForm } from "~/server/csrf.server";
import { noStore, requireCustomer } from "~/server/guards.server";
import { notificationPage } from "~/routes/account/notifications.server";
import { orderPath } from "@domain/orders/labels";
import { safeRedirectPath } from "~/utils/redirect";
import { pageMeta } from "~/utils/seo";
import { redirectWithError, redirectWithSuccess } from "~/server/toast.server";

const PAGE = "/notifications";

/**
 * /notifications (docs/product.md#notifications): the signed-in shopper's notifications, newest first,
 * paged by the address. With JavaScript a new one joins the list as it arrives (root.tsx reloads the
 * page's data on each).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCustomer(request);
  return json(await notificationPage(await createApi({ request, context }), new URL(request.url)), { headers: noStore });
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
    const { orderId, page } = parsed.data;
    return redirect(safeRedirectPath(orderId ? orderPath(orderId) : page ? `${PAGE}?page=${page}` : PAGE, PAGE));
  } catch (error) {
    if (error instanceof ApiFailure && error.status < 500) return redirectWithError(PAGE, error.message);
    throw error;
  }
}

export const headers: HeadersFunction = () => noStore;
export const meta = () => pageMeta("Notifications");

export default function NotificationsPage() {
  const { list, count, page, pageCount } = useLoaderData<typeof loader>();
  const unread = list.some((n) => !n.read);

  return (
    <section className="page account-page">
      <div className="page-heading">
        <h1>Notifications</h1>
        {unread ? (
          <Form method="post">
            <AuthenticityTokenInput />
            <input type="hidden" name="intent" value="read-all" />
            <SubmitButton intent="read-all" pendingText="Marking…" className="button-secondary">
              Mark all as read
            </SubmitButton>
          </Form>
        ) : null}
      </div>
      {list.length ? (
        <ul className="notifications">
          {list.map((n) => (
            <li key={n.id} className={n.read ? "notification" : "notification notification-unread"} data-testid="notification">
              <p className="notification-title">
                {n.read ? null : <span className="badge">New</span>} <strong>{n.title}</strong>
              </p>
              <p>{n.body}</p>
              <p className="muted">
                <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)} IST</time>
              </p>
              {n.orderId || !n.read ? (
                <Form method="post">
                  <AuthenticityTokenInput />
                  <input type="hidden" name="intent" value="open" />
                  <input type="hidden" name="id" value={n.id} />
                  {n.orderId ? <input type="hidden" name="orderId" value={n.orderId} /> : null}
                  {page > 1 ? <input type="hidden" name="page" value={page} /> : null}
                  <button type="submit" className="link-button">
                    {n.orderId ? `View order ${n.orderId}` : "Mark as read"}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : count ? (
        <p className="empty-state">No notifications on this page.</p>
      ) : (
        <div className="empty-state">
          <p>No notifications yet.</p>
          <p>We will let you know here when your orders move along.</p>
          <Link to="/product_list/prefill/all" className="button">
            Shop now
          </Link>
        </div>
      )}
      <Pager page={page} pageCount={pageCount} />
    </section>
  );
}
