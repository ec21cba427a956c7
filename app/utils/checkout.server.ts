import { randomUUID } from "node:crypto";
import type { Api } from "./api.server";
import type { Address } from "@domain/validation";

/** The cart as the API answers it, the parts checkout shows. */
type CheckoutCart = {
  list: { productId: string; quantity: number; lineTotal: number; available: boolean; product: { productName: string; size: string } }[];
  count: number;
  extra: { subTotal: number; discount: number; referralDiscount: number; orderTotal: number; mrpTotal: number; savings: number; coupon: { code: string } | null };
};

/** The delivery address chosen on /shipping_address (`?address=`), else the default one. */
export async function chosenAddress(api: Api, requested: string | null): Promise<Address | null> {
  const { data } = await api.call<{ list: Address[] }>("GET", "api/customer/listAddress");
  return data.list.find((a) => a.id === requested) ?? data.list.find((a) => a.isDefault) ?? data.list[0] ?? null;
}

export async function checkoutCart(api: Api): Promise<CheckoutCart> {
  const { data } = await api.call<CheckoutCart>("POST", "api/customer/getCartItem", { body: {} });
  return data;
}

/** One key per rendered checkout form: a double submit, a refresh or a retry of it places one order. */
export const newCheckoutKey = () => randomUUID();
