import { randomUUID } from "node:crypto";
import type { Api } from "../../server/api/client.server";
import type { Address } from "@domain/account/schemas";
import * as account from "@domain/account/endpoints";
import * as ladder from "@domain/cod/endpoints";
import { askWords, sayWords } from "@domain/cod/words";
import type { DeliveryPromise } from "@domain/delivery/schemas";
import { formatRupees } from "@domain/shared/money";
import { ApiFailure, isUnavailable } from "../../server/api/client.server";
import { translatorOf } from "../../server/i18n.server";

/** The delivery address chosen on /shipping_address (`?address=`), else the default one. */
export async function chosenAddress(api: Api, requested: string | null): Promise<Address | null> {
  const { data } = await api.call(account.listAddress);
  return data.list.find((a) => a.id === requested) ?? data.list.find((a) => a.isDefault) ?? data.list[0] ?? null;
}

/** One key per rendered checkout form: a double submit, a refresh or a retry of it places one order. */
export const newCheckoutKey = () => randomUUID();

/**
 * What paying this checkout in cash would ask, in the shopper's words (docs/product.md#cash-on-delivery-risk):
 * null for cash as ever, or where cash is not offered at all; `refused` when only paying online is
 * left. One call, after the promise (its last day is one of the facts); the page goes on without it
 * when the API refuses or is away, and placing the order asks again.
 */
export async function cashAsk(request: Request, api: Api, checkout: { addressId: string; amount: number; promise: DeliveryPromise | undefined }) {
  if (checkout.promise && !checkout.promise.cash.available) return null;
  try {
    const { data } = await api.call(ladder.getCashAsk, {
      query: { addressId: checkout.addressId, amount: checkout.amount, promisedTo: checkout.promise?.to ?? undefined },
    });
    const words = askWords(data.ask, data.reasons, formatRupees(data.partAmount));
    if (!words) return null;
    return { ask: data.ask, refused: data.ask === "prepaid", text: sayWords((await translatorOf(request)).text, words) };
  } catch (error) {
    if (error instanceof ApiFailure || isUnavailable(error)) return null;
    throw error;
  }
}
