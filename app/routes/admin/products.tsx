import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { OPERATOR_PRODUCT_PAGE } from "@domain/catalogue/catalogue";
import * as catalogue from "@domain/catalogue/endpoints";
import { formatRupees } from "@domain/shared/money";
import { Pager } from "~/components/Pager";
import { useT } from "~/i18n/useT";
import { pageMessages } from "~/server/i18n.server";
import { pageParam } from "~/utils/paging";
import { consoleRead, openConsolePage, operatorApi } from "./console.server";
import { consoleMeta } from "./meta";

/**
 * /admin/products (catalogue): every product, shown in the shop or not, by name, 50 a page, with its
 * price, sale price and stock, each linking to its form; a search by name is a plain GET form.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await openConsolePage(request, "products");
  const url = new URL(request.url);
  const search = url.searchParams.get("search")?.trim().slice(0, 120) ?? "";
  const page = pageParam(url.searchParams.get("page"));
  const api = await operatorApi({ request, context });
  const { data } = await consoleRead(api.call(catalogue.listProductsForOperator, { query: { search: search || undefined, page } }));
  return json({
    search,
    page: data.page,
    pages: Math.max(1, Math.ceil(data.count / OPERATOR_PRODUCT_PAGE)),
    list: data.list.map(({ id, name, price, salePrice, stock, active }) => ({ id, name, price, salePrice, stock, active })),
    messages: await pageMessages(request, "admin"),
  });
}

export const meta: MetaFunction = (args) => consoleMeta(args, (t) => t("Products"));

export default function ConsoleProducts() {
  const { search, list, page, pages } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section aria-labelledby="products-title">
      <h1 id="products-title">{t("Products")}</h1>
      <p>
        <Link to="/admin/products/new">{t("Add a product")}</Link>
      </p>
      <Form method="get" className="toolbar" role="search">
        <div className="field">
          <label htmlFor="search">{t("Name")}</label>
          <input id="search" name="search" type="search" defaultValue={search} maxLength={120} />
        </div>
        <button type="submit">{t("Search")}</button>
      </Form>
      {list.length ? (
        <table>
          <thead>
            <tr>
              <th scope="col">{t("Product")}</th>
              <th scope="col">{t("Price")}</th>
              <th scope="col">{t("Sale price")}</th>
              <th scope="col">{t("Stock")}</th>
              <th scope="col">{t("In the shop")}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((product) => (
              <tr key={product.id}>
                <td>
                  <Link to={`/admin/products/${encodeURIComponent(product.id)}`}>{product.name}</Link>
                </td>
                <td>{formatRupees(product.price)}</td>
                <td>{formatRupees(product.salePrice)}</td>
                <td>{product.stock}</td>
                <td>{product.active ? t("Yes") : t("No")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t("No products match.")}</p>
      )}
      <Pager page={page} pageCount={pages} query={search ? { search } : {}} />
    </section>
  );
}
