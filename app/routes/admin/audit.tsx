import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import * as operators from "@domain/operators/endpoints";
import { AUDIT_PAGE_SIZE } from "@domain/operators/roles";
import { Pager } from "~/components/Pager";
import { useT } from "~/i18n/useT";
import { consoleMeta } from "./meta";
import { pageMessages } from "~/server/i18n.server";
import { consoleRead, openConsolePage, operatorApi } from "./console.server";

/** /admin/audit (owner): every change operators made, newest first: who, when, what, before and after. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await openConsolePage(request, "audit");
  const page = Number(new URL(request.url).searchParams.get("page")) || 1;
  const api = await operatorApi({ request, context });
  const { data } = await consoleRead(api.call(operators.listAudit, { query: { page } }));
  const show = (value: unknown) => (value === null || value === undefined ? "" : JSON.stringify(value));
  return json({
    ...data,
    pages: Math.max(1, Math.ceil(data.count / AUDIT_PAGE_SIZE)),
    list: data.list.map((entry) => ({ ...entry, before: show(entry.before), after: show(entry.after) })),
    messages: await pageMessages(request, "admin"),
  });
}

export const meta: MetaFunction = (args) => consoleMeta(args, (t) => t("Audit"));

export default function ConsoleAudit() {
  const { list, page, pages } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">{t("Audit")}</h1>
      <table>
        <thead>
          <tr>
            <th scope="col">{t("When")}</th>
            <th scope="col">{t("Who")}</th>
            <th scope="col">{t("What")}</th>
            <th scope="col">{t("Before")}</th>
            <th scope="col">{t("After")}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((entry) => (
            <tr key={entry.id}>
              <td>{t.dateTime(entry.at)}</td>
              <td>{entry.actor}</td>
              <td>
                {entry.action} {entry.entityType} {entry.entityId}
              </td>
              <td>
                <code>{entry.before}</code>
              </td>
              <td>
                <code>{entry.after}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={page} pageCount={pages} />
    </section>
  );
}
