import { randomUUID } from "node:crypto";
import type { Api } from "../../server/api/client.server";
import type { Address } from "@domain/account/schemas";
import * as account from "@domain/account/endpoints";

/** The delivery address chosen on /shipping_address (`?address=`), else the default one. */
export async function chosenAddress(api: Api, requested: string | null): Promise<Address | null> {
  const { data } = await api.call(account.listAddress);
  return data.list.find((a) => a.id === requested) ?? data.list.find((a) => a.isDefault) ?? data.list[0] ?? null;
}

/** One key per rendered checkout form: a double submit, a refresh or a retry of it places one order. */
export const newCheckoutKey = () => randomUUID();
