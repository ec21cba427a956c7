import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { productPath } from "@domain/catalogue/catalogue";
import { cartMessages } from "@domain/cart/cart";
import * as refills from "@domain/refills/endpoints";
import { refillFor } from "@domain/refills/reminders";
import { ProductPrice } from "~/components/ProductPrice";
import { SubmitButton } from "~/components/SubmitButton";
import { ApiFailure, createApi } from "~/server/api/client.server";
import { readForm } from "~/server/csrf.server";
import { noStore, requireCustomerOrSignIn } from "~/server/guards.server";
import { pageMessages } from "~/server/i18n.server";
import { redirectWithError, redirectWithSuccess } from "~/server/toast.server";
import { useT } from "~/i18n/useT";
import { translatedMeta } from "~/i18n/meta";
import { getProduct } from "~/routes/browse/catalogue.server";

/**
 * /refill/{productId}, a refill reminder's link (docs/product.md#refill-reminders): names the refill
 * the product is bought by (a bottle's smallest, a refill itself) and asks once; the post puts one in
 * the cart and lands on /cart, where what stopped it (out of stock, no longer sold, a pincode not
 * served) is said. Signed out, the sign-in dialog opens over it and comes back.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireCustomerOrSignIn(request);
  const product = await getProduct(await createApi({ request, context }), params.productId ?? "");
  const messages = await pageMessages(request, "account", "browse", "forms");
  if (!product) throw json({ messages }, { status: 404 });
  const refill = refillFor(product, product.productcategory.category === "refill", product.refills) ?? null;
  return json({ product, refill, messages }, { headers: noStore });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireCustomerOrSignIn(request);
  await readForm(request);
  const api = await createApi({ request, context });
  try {
    const { message, data } = await api.call(refills.addRefillToCart, { body: { productId: params.productId ?? "" } });
    const notices = data.extra.notices.join(" ");
    return notices ? redirectWithError("/cart", notices) : redirectWithSuccess("/cart", message);
  } catch (error) {
    if (error instanceof ApiFailure && error.status < 500) return redirectWithError("/cart", error.message);
    throw error;
  }
}

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction<typeof loader> = (args) => translatedMeta(args, (t) => t("Refill"));

export default function RefillPage() {
  const { product, refill } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="page account-page">
      <h1>{t("Refill your {product}", { product: product.productName })}</h1>
      {refill ? (
        <>
          <p>
            {t("This puts one {refill} in your cart.", { refill: refill.productName })} <Link to={productPath(refill)}>{t("About this product")}</Link>
          </p>
          <ProductPrice product={refill} />
          <Form method="post" className="form-actions">
            <AuthenticityTokenInput />
            <SubmitButton pendingText={t("Adding…")}>{t("Add to cart")}</SubmitButton>
            <Link to="/my_refills" className="button button-secondary">
              {t("My refills")}
            </Link>
          </Form>
        </>
      ) : (
        <p>
          {t.text(cartMessages.noRefill)} <Link to={productPath(product)}>{t("About this product")}</Link>
        </p>
      )}
    </section>
  );
}

export { SignInForRefills as ErrorBoundary } from "~/components/SignInRequired";
