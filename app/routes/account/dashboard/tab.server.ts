import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import type { Namespace } from "@domain/i18n/keys";
import { createApi, type Api } from "~/server/api/client.server";
import { noStore, requireCustomer } from "~/server/guards.server";
import { pageMessages } from "~/server/i18n.server";

/**
 * A tab of the account area: the signed-in customer's data for it, from the same data function its
 * own page uses, with the translation files its screen reads (the area's own come with the layout).
 */
export async function tabLoader<T>(args: LoaderFunctionArgs, namespaces: Namespace[], load: (api: Api, request: Request) => Promise<T>) {
  await requireCustomer(args.request);
  const data = await load(await createApi(args), args.request);
  return json({ data, messages: await pageMessages(args.request, ...namespaces) }, { headers: noStore });
}
