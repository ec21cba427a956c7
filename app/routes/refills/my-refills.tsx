import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { productPath } from "@domain/catalogue/catalogue";
import { orderPath } from "@domain/orders/labels";
import * as refills from "@domain/refills/endpoints";
import { refillPath } from "@domain/refills/reminders";
import { refillFormSchema, type RefillItem } from "@domain/refills/schemas";
import { SubmitButton } from "~/components/SubmitButton";
import { MySubscriptionsLink } from "~/components/MySubscriptionsLink";
import { subscribePath } from "~/lib/subscriptions/subscriptions";
import { ApiFailure, createApi } from "~/server/api/client.server";
import { readForm } from "~/server/csrf.server";
import { noStore, requireCustomerOrSignIn } from "~/server/guards.server";
import { pageMessages } from "~/server/i18n.server";
import { redirectWithError, redirectWithSuccess } from "~/server/toast.server";
import { useT } from "~/i18n/useT";
import { accountMeta } from "~/routes/account/meta";

const PAGE = "/my_refills";

/**
 * /my_refills (docs/product.md#my-refills): each product the shopper uses, from delivered orders, with
 * when it is next due for a refill, a snooze and a stop. Signed out, the sign-in dialog opens over it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCustomerOrSignIn(request);
  const api = await createApi({ request, context });
  const { data } = await api.call(refills.getRefillList);
  return json({ ...data, messages: await pageMessages(request, "account") }, { headers: noStore });
}

/** "Remind me a week later" and "Stop reminders for this product": plain forms, back to the page with the API's word. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireCustomerOrSignIn(request);
  const parsed = refillFormSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) throw new Response("Nothing to post here", { status: 400 });
  const { intent, reminderId } = parsed.data;
  const api = await createApi({ request, context });
  try {
    const { message } = await api.call(intent === "snooze" ? refills.snoozeRefillReminder : refills.stopRefillReminders, { body: { reminderId } });
    return redirectWithSuccess(PAGE, message);
  } catch (error) {
    if (error instanceof ApiFailure && error.status < 500) return redirectWithError(PAGE, error.message);
    throw error;
  }
}

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction = ({ matches }) => accountMeta(matches, (t) => t("My refills"));

function ReminderForm({ item, intent }: { item: RefillItem; intent: "snooze" | "stop" }) {
  const t = useT();
  const label = intent === "snooze" ? t("Remind me a week later") : t("Stop reminders for this product");
  const id = `${intent}:${item.reminderId}`;
  return (
    <Form method="post" className="inline-form" aria-label={t("{action}: {product}", { action: label, product: item.product.productName })}>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="reminderId" value={item.reminderId} />
      <SubmitButton intent={id} pendingText={t("Saving…")} className={intent === "stop" ? "button-secondary" : undefined}>
        {label}
      </SubmitButton>
    </Form>
  );
}

export default function MyRefillsPage() {
  const { list } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="page account-page">
      <h1>{t("My refills")}</h1>
      <MySubscriptionsLink />
      {list.length ? (
        <ul className="refills" aria-label={t("Products you use")}>
          {list.map((item) => (
            <li key={item.reminderId} className="refill-item" data-testid="refill">
              <h2 className="refill-name">
                <Link to={productPath(item.product)}>{item.product.productName}</Link>
              </h2>
              <p data-testid="refill-state">
                {item.state === "stopped"
                  ? t("Reminders stopped. They start again when you buy it again.")
                  : item.state === "sent" && item.sentAt
                    ? t("We reminded you on {date}", { date: t.date(item.sentAt) })
                    : t("Next refill due on {date}", { date: t.date(item.dueOn) })}
              </p>
              <p className="muted">
                {t("Delivered in order")} <Link to={orderPath(item.orderId)}>{item.orderId}</Link>
              </p>
              <div className="form-actions">
                <Link to={refillPath(item.product.id)} className="button">
                  {t("Buy the refill")}
                </Link>
                <Link to={subscribePath(item.product.id)} className="button button-secondary">
                  {t("Subscribe and save")}
                </Link>
                {item.state === "stopped" ? null : (
                  <>
                    <ReminderForm item={item} intent="snooze" />
                    <ReminderForm item={item} intent="stop" />
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <div className="empty-state">
          <p>{t("No refills to keep track of yet.")}</p>
          <p>
            {t(
              "Once an order is delivered, we work out when each product will run out (a 500 ml dishwash gel lasts a home about a month) and remind you that day, with its refill one step from your cart.",
            )}
          </p>
          <Link to="/product_list/prefill/all" className="button">
            {t("Shop now")}
          </Link>
        </div>
      )}
    </section>
  );
}

export { SignInForRefills as ErrorBoundary } from "~/components/SignInRequired";
