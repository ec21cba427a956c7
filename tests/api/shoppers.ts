import { expect } from "vitest";
import { body, type Harness } from "./harness";
import { caller, signUp, type SmsGateway } from "./sms-gateway";

/** Where the API tests' shoppers live, unless a test says otherwise: Bengaluru, a served area. */
export const ADDRESS = {
  firstName: "Asha",
  lastName: "Verma",
  pincode: "560034",
  apartment: "Lake View",
  city: "Bengaluru",
  street: "Koramangala",
  streetAddress2: "B-304",
  // With a landmark, a first cash order here is low risk: it asks nothing (docs/product.md#cash-on-delivery-risk).
  landmark: "Near the lake",
};

/**
 * A call as the storefront makes cart and catalogue calls: with the delivery pincode header (560034),
 * a POST when it has a payload and a GET when not, and the customer's token when given.
 */
export const locatedCall = (api: Harness) => (path: string, payload: object | null, token?: string) =>
  api.app.inject({
    method: payload ? "POST" : "GET",
    url: `/v1/${path}`,
    headers: {
      ...(payload ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      pincode: ADDRESS.pincode,
    },
    payload: payload ? JSON.stringify(payload) : undefined,
  });

/** A new customer with one address (ADDRESS, with whatever `address` changes): their id, token and address id. */
export async function shopperWithAddress(api: Harness, sms: SmsGateway, phone: string, address: Partial<typeof ADDRESS> = {}) {
  const who = await signUp(api, sms, phone);
  const added = await caller(api)("POST", "api/customer/addAddress", { ...ADDRESS, ...address, phoneNumber: phone }, { token: who.token });
  expect(added.statusCode).toBe(200);
  return { ...who, addressId: body(added).data.id as string };
}

/** Empties the shopper's cart and puts these products in it (product id → quantity). */
export async function fillCart(api: Harness, token: string, items: Record<string, number>) {
  const located = locatedCall(api);
  await located("api/customer/emptyUsersCart", {}, token);
  for (const [productId, quantity] of Object.entries(items))
    expect((await located("api/customer/addItemToCart", { productId, quantity }, token)).statusCode).toBe(200);
}

/** A cash-on-delivery order of these products to the shopper's address, placed as checkout places it. Answers the order number. */
export async function placeCodOrder(api: Harness, who: { token: string; addressId: string }, items: Record<string, number>, idempotencyKey: string) {
  await fillCart(api, who.token, items);
  const placed = await caller(api)("POST", "api/customer/placeOrder", { addressId: who.addressId, paymentType: "COD", idempotencyKey }, { token: who.token });
  expect(placed.statusCode).toBe(200);
  return body(placed).data.orderId as string;
}
